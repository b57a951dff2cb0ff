
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'idctl' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'idctl'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'idctl' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create the store (idempotent) and print where it is')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Read and change store settings (base-url, lockout, event retention, rate limits)')
            [CompletionResult]::new('resource', 'resource', [CompletionResultType]::ParameterValue, 'API resources, identified by an absolute-URI resource indicator')
            [CompletionResult]::new('scope', 'scope', [CompletionResultType]::ParameterValue, 'Permissions (scopes) of an API resource')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles: named sets of permissions, given to users or machine clients')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Users, their roles and permissions')
            [CompletionResult]::new('experience', 'experience', [CompletionResultType]::ParameterValue, 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking')
            [CompletionResult]::new('pat', 'pat', [CompletionResultType]::ParameterValue, 'Personal access tokens of users')
            [CompletionResult]::new('org', 'org', [CompletionResultType]::ParameterValue, 'Organizations, members, organization roles and organization permissions')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the store match a manifest file (configuration as code)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the store as a manifest file')
            [CompletionResult]::new('store', 'store', [CompletionResultType]::ParameterValue, 'The store file: back it up to one file, restore it from one, remove expired rows')
            [CompletionResult]::new('quickstart', 'quickstart', [CompletionResultType]::ParameterValue, 'Create an example API, permissions, m2m role and client, and show how to get a token')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Mint an access token: client credentials, a user''s authorization code flow, refresh token, or PAT token exchange')
            [CompletionResult]::new('decode', 'decode', [CompletionResultType]::ParameterValue, 'Show a token''s header and claims without verifying it')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute')
            [CompletionResult]::new('keys', 'keys', [CompletionResultType]::ParameterValue, 'Signing keys and the public JWK Set')
            [CompletionResult]::new('claims', 'claims', [CompletionResultType]::ParameterValue, 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users'' tokens, one for machine-to-machine tokens)')
            [CompletionResult]::new('hook', 'hook', [CompletionResultType]::ParameterValue, 'Webhooks: signed HTTP deliveries with retries and logs, or standard output')
            [CompletionResult]::new('connector', 'connector', [CompletionResultType]::ParameterValue, 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'The event log: every event a change caused')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print or write shell completions')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;init' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (the token issuer is this + /oidc)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;config' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Print every setting with its effective value, defaults included')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'Print every setting with its effective value, defaults included')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;config;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;config;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;config;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;config;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;config;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Print every setting with its effective value, defaults included')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;config;help;get' {
            break
        }
        'idctl;config;help;set' {
            break
        }
        'idctl;config;help;list' {
            break
        }
        'idctl;config;help;help' {
            break
        }
        'idctl;resource' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register an API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API resources')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List API resources')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API resource (by id or indicator)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the name or token lifetime (the indicator cannot change)')
            [CompletionResult]::new('set-default', 'set-default', [CompletionResultType]::ParameterValue, 'Make a resource the default (unsets the previous default)')
            [CompletionResult]::new('unset-default', 'unset-default', [CompletionResultType]::ParameterValue, 'Leave no resource as the default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a resource with its permissions (removing them from every role)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a resource with its permissions (removing them from every role)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;resource;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The display name, as a flag (the same as NAME)')
            [CompletionResult]::new('--indicator', '--indicator', [CompletionResultType]::ParameterName, 'Resource indicator: an absolute URI without a fragment, matched byte for byte')
            [CompletionResult]::new('--ttl', '--ttl', [CompletionResultType]::ParameterName, 'Access token lifetime in seconds [default: 3600]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--default', '--default', [CompletionResultType]::ParameterName, 'Make it the default resource (the audience when a token request names none)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New display name')
            [CompletionResult]::new('--ttl', '--ttl', [CompletionResultType]::ParameterName, 'New access token lifetime in seconds')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;set-default' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;unset-default' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;resource;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register an API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API resources')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API resource (by id or indicator)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the name or token lifetime (the indicator cannot change)')
            [CompletionResult]::new('set-default', 'set-default', [CompletionResultType]::ParameterValue, 'Make a resource the default (unsets the previous default)')
            [CompletionResult]::new('unset-default', 'unset-default', [CompletionResultType]::ParameterValue, 'Leave no resource as the default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a resource with its permissions (removing them from every role)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;resource;help;create' {
            break
        }
        'idctl;resource;help;list' {
            break
        }
        'idctl;resource;help;get' {
            break
        }
        'idctl;resource;help;update' {
            break
        }
        'idctl;resource;help;set-default' {
            break
        }
        'idctl;resource;help;unset-default' {
            break
        }
        'idctl;resource;help;delete' {
            break
        }
        'idctl;resource;help;help' {
            break
        }
        'idctl;scope' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a permission on a resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the permissions of a resource')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List the permissions of a resource')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one permission of a resource')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a permission or change its description')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a permission (removing it from every role)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a permission (removing it from every role)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;scope;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The permission name, as a flag (the same as NAME)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'What the permission allows')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the permission allows')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New permission name')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'The new description')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'The new description')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'The resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;scope;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a permission on a resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the permissions of a resource')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one permission of a resource')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a permission or change its description')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a permission (removing it from every role)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;scope;help;create' {
            break
        }
        'idctl;scope;help;list' {
            break
        }
        'idctl;scope;help;get' {
            break
        }
        'idctl;scope;help;update' {
            break
        }
        'idctl;scope;help;delete' {
            break
        }
        'idctl;scope;help;help' {
            break
        }
        'idctl;role' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a role, optionally holding permissions of one resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one role (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a role''s name, description or default status')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a role (removing it from every holder)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a role (removing it from every holder)')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of a resource to a role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of a resource from a role (those it does not hold are skipped)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List the permissions a role holds (resource indicator and permission)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;role;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The role name, as a flag (the same as NAME)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'What the role is for')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the role is for')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Who the role is for')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource of the --scope permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource of the --scope permissions (id or indicator)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission to hold (repeatable, or space-separated)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission to hold (repeatable, or space-separated)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--default', '--default', [CompletionResultType]::ParameterName, 'Give the role to every new user')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--default', '--default', [CompletionResultType]::ParameterName, 'Whether every new user gets the role')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;grant' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;revoke' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;role;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a role, optionally holding permissions of one resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one role (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a role''s name, description or default status')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a role (removing it from every holder)')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of a resource to a role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of a resource from a role (those it does not hold are skipped)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List the permissions a role holds (resource indicator and permission)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;role;help;create' {
            break
        }
        'idctl;role;help;list' {
            break
        }
        'idctl;role;help;get' {
            break
        }
        'idctl;role;help;update' {
            break
        }
        'idctl;role;help;delete' {
            break
        }
        'idctl;role;help;grant' {
            break
        }
        'idctl;role;help;revoke' {
            break
        }
        'idctl;role;help;scopes' {
            break
        }
        'idctl;role;help;help' {
            break
        }
        'idctl;user' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user (at least one of --username, --email, --phone)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users, newest first')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List users, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one user (by id, username, email or phone)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change identifiers, name or avatar')
            [CompletionResult]::new('custom-data', 'custom-data', [CompletionResultType]::ParameterValue, 'Show custom data, or shallow-merge a JSON object into it')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Set a new password')
            [CompletionResult]::new('suspend', 'suspend', [CompletionResultType]::ParameterValue, 'Suspend a user: no new tokens, refresh tokens revoked')
            [CompletionResult]::new('reactivate', 'reactivate', [CompletionResultType]::ParameterValue, 'Lift a suspension')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a user')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Lift the lockout of every identifier of a user')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign User roles (roles the user holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the user does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a user''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a user holds through its roles')
            [CompletionResult]::new('mfa', 'mfa', [CompletionResultType]::ParameterValue, 'A user''s second factors: TOTP, backup codes, passkeys')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;user;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Username (unique; letters, digits and _, not starting with a digit)')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Primary email address (unique)')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'Digits only, with the country code')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Display name')
            [CompletionResult]::new('--avatar', '--avatar', [CompletionResultType]::ParameterName, 'Avatar image URL')
            [CompletionResult]::new('--custom-data', '--custom-data', [CompletionResultType]::ParameterName, 'Custom data: a JSON object')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'OIDC standard profile fields: a JSON object')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'User role to assign besides the default roles (repeatable)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of standard input')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Ask for the password on the terminal (twice, not echoed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Only users whose id, username, email, phone or name contains this')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many users to show (1 to 1000)')
            [CompletionResult]::new('--offset', '--offset', [CompletionResultType]::ParameterName, 'How many users to skip first')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Only users whose id, username, email, phone or name contains this')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many users to show (1 to 1000)')
            [CompletionResult]::new('--offset', '--offset', [CompletionResultType]::ParameterName, 'How many users to skip first')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'New username (unique)')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'New primary email address (unique)')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'New primary phone number (unique): digits only, with the country code')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New display name')
            [CompletionResult]::new('--avatar', '--avatar', [CompletionResultType]::ParameterName, 'New avatar image URL')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;custom-data' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'A JSON object to merge into the custom data (top-level keys replaced)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;profile' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'A JSON object of profile fields to merge (top-level keys replaced)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;password' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of standard input')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Ask for the password on the terminal (twice, not echoed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;suspend' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;reactivate' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;unlock' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;assign' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Role (id or name; repeatable); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;unassign' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Role (id or name; repeatable); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;roles' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Only permissions of this resource (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Only permissions of this resource (id or indicator)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s second factors (never their secrets)')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List a user''s second factors (never their secrets)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;user;mfa;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa;add' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What to add')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'The TOTP secret to use (base32), instead of a new one')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;user;mfa;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s second factors (never their secrets)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;user;mfa;help;list' {
            break
        }
        'idctl;user;mfa;help;add' {
            break
        }
        'idctl;user;mfa;help;remove' {
            break
        }
        'idctl;user;mfa;help;help' {
            break
        }
        'idctl;user;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user (at least one of --username, --email, --phone)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one user (by id, username, email or phone)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change identifiers, name or avatar')
            [CompletionResult]::new('custom-data', 'custom-data', [CompletionResultType]::ParameterValue, 'Show custom data, or shallow-merge a JSON object into it')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Set a new password')
            [CompletionResult]::new('suspend', 'suspend', [CompletionResultType]::ParameterValue, 'Suspend a user: no new tokens, refresh tokens revoked')
            [CompletionResult]::new('reactivate', 'reactivate', [CompletionResultType]::ParameterValue, 'Lift a suspension')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Lift the lockout of every identifier of a user')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign User roles (roles the user holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the user does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a user''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a user holds through its roles')
            [CompletionResult]::new('mfa', 'mfa', [CompletionResultType]::ParameterValue, 'A user''s second factors: TOTP, backup codes, passkeys')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;user;help;create' {
            break
        }
        'idctl;user;help;list' {
            break
        }
        'idctl;user;help;get' {
            break
        }
        'idctl;user;help;update' {
            break
        }
        'idctl;user;help;custom-data' {
            break
        }
        'idctl;user;help;profile' {
            break
        }
        'idctl;user;help;password' {
            break
        }
        'idctl;user;help;suspend' {
            break
        }
        'idctl;user;help;reactivate' {
            break
        }
        'idctl;user;help;delete' {
            break
        }
        'idctl;user;help;unlock' {
            break
        }
        'idctl;user;help;assign' {
            break
        }
        'idctl;user;help;unassign' {
            break
        }
        'idctl;user;help;roles' {
            break
        }
        'idctl;user;help;scopes' {
            break
        }
        'idctl;user;help;mfa' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s second factors (never their secrets)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too')
            break
        }
        'idctl;user;help;mfa;list' {
            break
        }
        'idctl;user;help;mfa;add' {
            break
        }
        'idctl;user;help;mfa;remove' {
            break
        }
        'idctl;user;help;help' {
            break
        }
        'idctl;experience' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Sign up: creates the user (User.Created) and emits PostRegister')
            [CompletionResult]::new('sign-in', 'sign-in', [CompletionResultType]::ParameterValue, 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed')
            [CompletionResult]::new('send-code', 'send-code', [CompletionResultType]::ParameterValue, 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)')
            [CompletionResult]::new('verify-code', 'verify-code', [CompletionResultType]::ParameterValue, 'Check a verification code (single use)')
            [CompletionResult]::new('one-time-token', 'one-time-token', [CompletionResultType]::ParameterValue, 'One-time tokens for an email (single use)')
            [CompletionResult]::new('reset-password', 'reset-password', [CompletionResultType]::ParameterValue, 'Reset a forgotten password with a code from send-code')
            [CompletionResult]::new('link', 'link', [CompletionResultType]::ParameterValue, 'Link an identity to a user: User.Data.Updated')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;experience;register' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'The user''s username')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The user''s email address')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'The user''s phone number (digits, with the country code)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of standard input')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Ask for the password on the terminal (twice, not echoed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;sign-in' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'The user''s username')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The user''s email address')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'The user''s phone number (digits, with the country code)')
            [CompletionResult]::new('--totp', '--totp', [CompletionResultType]::ParameterName, 'The 6-digit code of the user''s authenticator app (TOTP)')
            [CompletionResult]::new('--backup-code', '--backup-code', [CompletionResultType]::ParameterName, 'One of the user''s backup codes (each works once)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of standard input')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Ask for the password on the terminal (once, not echoed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;send-code' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The email address the code is for')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'The phone number the code is for (digits, with the country code)')
            [CompletionResult]::new('--purpose', '--purpose', [CompletionResultType]::ParameterName, 'What the code is for: it picks the message''s wording')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;codes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Only the codes sent to this email address')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'Only the codes sent to this phone number')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;verify-code' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The email address the code is for')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'The phone number the code is for (digits, with the country code)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'The 6-digit code from send-code')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;one-time-token' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a token and print it alone on stdout')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify (and use up) a token')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;experience;one-time-token;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The email address the token is for')
            [CompletionResult]::new('--expires-in', '--expires-in', [CompletionResultType]::ParameterName, 'Lifetime, e.g. 10m or 1h [default: 10m]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;one-time-token;verify' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The email address the token was created for')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'The one-time token')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;one-time-token;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a token and print it alone on stdout')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify (and use up) a token')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;experience;one-time-token;help;create' {
            break
        }
        'idctl;experience;one-time-token;help;verify' {
            break
        }
        'idctl;experience;one-time-token;help;help' {
            break
        }
        'idctl;experience;reset-password' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'The user''s username')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The user''s email address')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'The user''s phone number (digits, with the country code)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'The 6-digit code from send-code, sent to the user''s email or phone')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of standard input')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Ask for the password on the terminal (twice, not echoed)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;link' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'An email address, as the user''s primary email')
            [CompletionResult]::new('--phone', '--phone', [CompletionResultType]::ParameterName, 'A phone number, as the user''s primary phone (digits, with the country code)')
            [CompletionResult]::new('--social', '--social', [CompletionResultType]::ParameterName, 'A social identity, PROVIDER:ID (e.g. github:12345)')
            [CompletionResult]::new('--sso', '--sso', [CompletionResultType]::ParameterName, 'An enterprise SSO identity, CONNECTOR:ID')
            [CompletionResult]::new('--mfa', '--mfa', [CompletionResultType]::ParameterName, 'A second factor; prints the TOTP secret and otpauth:// URI once')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;experience;help' {
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Sign up: creates the user (User.Created) and emits PostRegister')
            [CompletionResult]::new('sign-in', 'sign-in', [CompletionResultType]::ParameterValue, 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed')
            [CompletionResult]::new('send-code', 'send-code', [CompletionResultType]::ParameterValue, 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)')
            [CompletionResult]::new('verify-code', 'verify-code', [CompletionResultType]::ParameterValue, 'Check a verification code (single use)')
            [CompletionResult]::new('one-time-token', 'one-time-token', [CompletionResultType]::ParameterValue, 'One-time tokens for an email (single use)')
            [CompletionResult]::new('reset-password', 'reset-password', [CompletionResultType]::ParameterValue, 'Reset a forgotten password with a code from send-code')
            [CompletionResult]::new('link', 'link', [CompletionResultType]::ParameterValue, 'Link an identity to a user: User.Data.Updated')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;experience;help;register' {
            break
        }
        'idctl;experience;help;sign-in' {
            break
        }
        'idctl;experience;help;send-code' {
            break
        }
        'idctl;experience;help;codes' {
            break
        }
        'idctl;experience;help;verify-code' {
            break
        }
        'idctl;experience;help;one-time-token' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a token and print it alone on stdout')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify (and use up) a token')
            break
        }
        'idctl;experience;help;one-time-token;create' {
            break
        }
        'idctl;experience;help;one-time-token;verify' {
            break
        }
        'idctl;experience;help;reset-password' {
            break
        }
        'idctl;experience;help;link' {
            break
        }
        'idctl;experience;help;help' {
            break
        }
        'idctl;pat' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a personal access token; prints its value once')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s tokens (never their values)')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List a user''s tokens (never their values)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a token: NEW, or --name NEW')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a token: NEW, or --name NEW')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a token: it stops working at once')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a token: it stops working at once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;pat;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The token name, as a flag (the same as NAME)')
            [CompletionResult]::new('--expires-in', '--expires-in', [CompletionResultType]::ParameterName, 'Lifetime, e.g. 30d or 12h')
            [CompletionResult]::new('--expires-at', '--expires-at', [CompletionResultType]::ParameterName, 'Expiry instant, ISO 8601 (e.g. 2027-01-31T00:00:00Z)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;rename' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The new name, as a flag (the same as NEW)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The new name, as a flag (the same as NEW)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;pat;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a personal access token; prints its value once')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s tokens (never their values)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a token: NEW, or --name NEW')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a token: it stops working at once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;pat;help;create' {
            break
        }
        'idctl;pat;help;list' {
            break
        }
        'idctl;pat;help;rename' {
            break
        }
        'idctl;pat;help;delete' {
            break
        }
        'idctl;pat;help;help' {
            break
        }
        'idctl;org' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organizations')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List organizations')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one organization (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change name, description, or shallow-merge custom data')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization with its memberships')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete an organization with its memberships')
            [CompletionResult]::new('members', 'members', [CompletionResultType]::ParameterValue, 'Members and their organization roles')
            [CompletionResult]::new('apps', 'apps', [CompletionResultType]::ParameterValue, 'Machine-to-machine applications in the organization and their organization roles')
            [CompletionResult]::new('scope', 'scope', [CompletionResultType]::ParameterValue, 'Organization permissions')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Organization roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The organization name, as a flag (the same as NAME)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'What the organization is')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the organization is')
            [CompletionResult]::new('--custom-data', '--custom-data', [CompletionResultType]::ParameterName, 'A JSON object')
            [CompletionResult]::new('--mfa-required', '--mfa-required', [CompletionResultType]::ParameterName, 'Members need a second factor (TOTP, backup codes, passkey) for its tokens')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--custom-data', '--custom-data', [CompletionResultType]::ParameterName, 'A JSON object to merge into the custom data (top-level keys replaced)')
            [CompletionResult]::new('--mfa-required', '--mfa-required', [CompletionResultType]::ParameterName, 'Require a second factor of members for the organization''s tokens (true or false)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add members (users already members are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the members exactly these users (none: remove everyone)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove members (users who are not members are skipped)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove members (users who are not members are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List members with their organization roles')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List members with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The organization permissions a member holds through its roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;members;add' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;roles' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--assign', '--assign', [CompletionResultType]::ParameterName, 'Organization roles to give the member (ids or names)')
            [CompletionResult]::new('--unassign', '--unassign', [CompletionResultType]::ParameterName, 'Organization roles to take from the member (ids or names)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;members;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add members (users already members are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the members exactly these users (none: remove everyone)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove members (users who are not members are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List members with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The organization permissions a member holds through its roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;members;help;add' {
            break
        }
        'idctl;org;members;help;set' {
            break
        }
        'idctl;org;members;help;remove' {
            break
        }
        'idctl;org;members;help;list' {
            break
        }
        'idctl;org;members;help;roles' {
            break
        }
        'idctl;org;members;help;scopes' {
            break
        }
        'idctl;org;members;help;help' {
            break
        }
        'idctl;org;apps' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add machine-to-machine applications (clients already in the organization are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the applications exactly these clients (none: remove every application)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove applications with their organization roles (clients that are not in the organization are skipped)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove applications with their organization roles (clients that are not in the organization are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List applications with their organization roles')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List applications with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;apps;add' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;roles' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--assign', '--assign', [CompletionResultType]::ParameterName, 'Organization roles to give the application (ids or names)')
            [CompletionResult]::new('--unassign', '--unassign', [CompletionResultType]::ParameterName, 'Organization roles to take from the application (ids or names)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;apps;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add machine-to-machine applications (clients already in the organization are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the applications exactly these clients (none: remove every application)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove applications with their organization roles (clients that are not in the organization are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List applications with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;apps;help;add' {
            break
        }
        'idctl;org;apps;help;set' {
            break
        }
        'idctl;org;apps;help;remove' {
            break
        }
        'idctl;org;apps;help;list' {
            break
        }
        'idctl;org;apps;help;roles' {
            break
        }
        'idctl;org;apps;help;help' {
            break
        }
        'idctl;org;scope' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;scope;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The name, as a flag (the same as NAME)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'What the permission allows')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the permission allows')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;scope;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;scope;help;create' {
            break
        }
        'idctl;org;scope;help;list' {
            break
        }
        'idctl;org;scope;help;get' {
            break
        }
        'idctl;org;scope;help;update' {
            break
        }
        'idctl;org;scope;help;delete' {
            break
        }
        'idctl;org;scope;help;help' {
            break
        }
        'idctl;org;role' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization role, optionally with organization permissions and permissions of one API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organization roles')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List organization roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization role')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete an organization role')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List (`scopes ROLE`), set, add or remove the role''s organization permissions')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of an API resource to an organization role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)')
            [CompletionResult]::new('resource-scopes', 'resource-scopes', [CompletionResultType]::ParameterValue, 'List the API resource permissions an organization role holds (resource indicator and permission)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;role;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The role name, as a flag (the same as NAME)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'What the role is for')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the role is for')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Who the role is for: members (user) or member applications (m2m)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Organization permission (repeatable, or space-separated)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Organization permission (repeatable, or space-separated)')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'API resource of the --permission permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'API resource of the --permission permissions (id or indicator)')
            [CompletionResult]::new('--permission', '--permission', [CompletionResultType]::ParameterName, 'Permission of the --resource API to hold (repeatable, or space-separated)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'New description')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'The role holds exactly these permissions (none: no permission)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add permissions (those the role holds already are left as they are)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;role;scopes;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Organization permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Organization permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;add' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;scopes;help' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'The role holds exactly these permissions (none: no permission)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add permissions (those the role holds already are left as they are)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;role;scopes;help;set' {
            break
        }
        'idctl;org;role;scopes;help;add' {
            break
        }
        'idctl;org;role;scopes;help;remove' {
            break
        }
        'idctl;org;role;scopes;help;list' {
            break
        }
        'idctl;org;role;scopes;help;help' {
            break
        }
        'idctl;org;role;grant' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;revoke' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource of the permissions (id or indicator)')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Permission (repeatable, or space-separated); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;resource-scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;org;role;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization role, optionally with organization permissions and permissions of one API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organization roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization role')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List (`scopes ROLE`), set, add or remove the role''s organization permissions')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of an API resource to an organization role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)')
            [CompletionResult]::new('resource-scopes', 'resource-scopes', [CompletionResultType]::ParameterValue, 'List the API resource permissions an organization role holds (resource indicator and permission)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;role;help;create' {
            break
        }
        'idctl;org;role;help;list' {
            break
        }
        'idctl;org;role;help;get' {
            break
        }
        'idctl;org;role;help;update' {
            break
        }
        'idctl;org;role;help;delete' {
            break
        }
        'idctl;org;role;help;scopes' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'The role holds exactly these permissions (none: no permission)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add permissions (those the role holds already are left as they are)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            break
        }
        'idctl;org;role;help;scopes;set' {
            break
        }
        'idctl;org;role;help;scopes;add' {
            break
        }
        'idctl;org;role;help;scopes;remove' {
            break
        }
        'idctl;org;role;help;scopes;list' {
            break
        }
        'idctl;org;role;help;grant' {
            break
        }
        'idctl;org;role;help;revoke' {
            break
        }
        'idctl;org;role;help;resource-scopes' {
            break
        }
        'idctl;org;role;help;help' {
            break
        }
        'idctl;org;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organizations')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one organization (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change name, description, or shallow-merge custom data')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization with its memberships')
            [CompletionResult]::new('members', 'members', [CompletionResultType]::ParameterValue, 'Members and their organization roles')
            [CompletionResult]::new('apps', 'apps', [CompletionResultType]::ParameterValue, 'Machine-to-machine applications in the organization and their organization roles')
            [CompletionResult]::new('scope', 'scope', [CompletionResultType]::ParameterValue, 'Organization permissions')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Organization roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;org;help;create' {
            break
        }
        'idctl;org;help;list' {
            break
        }
        'idctl;org;help;get' {
            break
        }
        'idctl;org;help;update' {
            break
        }
        'idctl;org;help;delete' {
            break
        }
        'idctl;org;help;members' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add members (users already members are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the members exactly these users (none: remove everyone)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove members (users who are not members are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List members with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The organization permissions a member holds through its roles')
            break
        }
        'idctl;org;help;members;add' {
            break
        }
        'idctl;org;help;members;set' {
            break
        }
        'idctl;org;help;members;remove' {
            break
        }
        'idctl;org;help;members;list' {
            break
        }
        'idctl;org;help;members;roles' {
            break
        }
        'idctl;org;help;members;scopes' {
            break
        }
        'idctl;org;help;apps' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add machine-to-machine applications (clients already in the organization are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the applications exactly these clients (none: remove every application)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove applications with their organization roles (clients that are not in the organization are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List applications with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)')
            break
        }
        'idctl;org;help;apps;add' {
            break
        }
        'idctl;org;help;apps;set' {
            break
        }
        'idctl;org;help;apps;remove' {
            break
        }
        'idctl;org;help;apps;list' {
            break
        }
        'idctl;org;help;apps;roles' {
            break
        }
        'idctl;org;help;scope' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete')
            break
        }
        'idctl;org;help;scope;create' {
            break
        }
        'idctl;org;help;scope;list' {
            break
        }
        'idctl;org;help;scope;get' {
            break
        }
        'idctl;org;help;scope;update' {
            break
        }
        'idctl;org;help;scope;delete' {
            break
        }
        'idctl;org;help;role' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization role, optionally with organization permissions and permissions of one API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organization roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization role')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List (`scopes ROLE`), set, add or remove the role''s organization permissions')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of an API resource to an organization role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)')
            [CompletionResult]::new('resource-scopes', 'resource-scopes', [CompletionResultType]::ParameterValue, 'List the API resource permissions an organization role holds (resource indicator and permission)')
            break
        }
        'idctl;org;help;role;create' {
            break
        }
        'idctl;org;help;role;list' {
            break
        }
        'idctl;org;help;role;get' {
            break
        }
        'idctl;org;help;role;update' {
            break
        }
        'idctl;org;help;role;delete' {
            break
        }
        'idctl;org;help;role;scopes' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'The role holds exactly these permissions (none: no permission)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add permissions (those the role holds already are left as they are)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            break
        }
        'idctl;org;help;role;scopes;set' {
            break
        }
        'idctl;org;help;role;scopes;add' {
            break
        }
        'idctl;org;help;role;scopes;remove' {
            break
        }
        'idctl;org;help;role;scopes;list' {
            break
        }
        'idctl;org;help;role;grant' {
            break
        }
        'idctl;org;help;role;revoke' {
            break
        }
        'idctl;org;help;role;resource-scopes' {
            break
        }
        'idctl;org;help;help' {
            break
        }
        'idctl;client' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client; prints its id and, for confidential types, its secret (only this once)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List clients')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one client (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a client')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a client')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the secret; prints the new one once, the old one stops working')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign MachineToMachine roles (roles the client holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the client does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a client''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a client holds through its roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;client;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The client name, as a flag (the same as NAME)')
            [CompletionResult]::new('--id', '--id', [CompletionResultType]::ParameterName, 'The client id to create it with, the same in every store (default: a generated one): 1 to 64 letters, digits, -, _ and ., starting with a letter or a digit')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'The kind of app')
            [CompletionResult]::new('--redirect-uri', '--redirect-uri', [CompletionResultType]::ParameterName, 'Redirect URI (repeatable; not for m2m clients); matched exactly')
            [CompletionResult]::new('--post-logout-redirect-uri', '--post-logout-redirect-uri', [CompletionResultType]::ParameterName, 'Post-logout redirect URI (repeatable; not for m2m clients); matched exactly')
            [CompletionResult]::new('--id-token-signed-response-alg', '--id-token-signed-response-alg', [CompletionResultType]::ParameterName, 'Algorithm of the app''s ID tokens (not for m2m clients); default: the signing key''s (ES384). RS256 for clients that expect it, as most OpenID Connect libraries do')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'MachineToMachine role to assign (repeatable; m2m clients only)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('--redirect-uri', '--redirect-uri', [CompletionResultType]::ParameterName, 'Redirect URI (repeatable); replaces the client''s list')
            [CompletionResult]::new('--post-logout-redirect-uri', '--post-logout-redirect-uri', [CompletionResultType]::ParameterName, 'Post-logout redirect URI (repeatable); replaces the client''s list')
            [CompletionResult]::new('--id-token-signed-response-alg', '--id-token-signed-response-alg', [CompletionResultType]::ParameterName, 'Algorithm of the app''s ID tokens: RS256 for clients that expect it, as most OpenID Connect libraries do, or ES384')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--no-redirect-uris', '--no-redirect-uris', [CompletionResultType]::ParameterName, 'Remove every redirect URI')
            [CompletionResult]::new('--no-post-logout-redirect-uris', '--no-post-logout-redirect-uris', [CompletionResultType]::ParameterName, 'Remove every post-logout redirect URI')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;rotate-secret' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--secret-only', '--secret-only', [CompletionResultType]::ParameterName, 'Print only the new secret (for `export IDCTL_CLIENT_SECRET=$(...)`); under -o json, {"secret": "..."}')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;assign' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Role (id or name; repeatable); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;unassign' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Role (id or name; repeatable); the same as the positional ones')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;roles' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;scopes' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Only permissions of this resource')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Only permissions of this resource')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;client;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client; prints its id and, for confidential types, its secret (only this once)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one client (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a client')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the secret; prints the new one once, the old one stops working')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign MachineToMachine roles (roles the client holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the client does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a client''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a client holds through its roles')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;client;help;create' {
            break
        }
        'idctl;client;help;list' {
            break
        }
        'idctl;client;help;get' {
            break
        }
        'idctl;client;help;update' {
            break
        }
        'idctl;client;help;delete' {
            break
        }
        'idctl;client;help;rotate-secret' {
            break
        }
        'idctl;client;help;assign' {
            break
        }
        'idctl;client;help;unassign' {
            break
        }
        'idctl;client;help;roles' {
            break
        }
        'idctl;client;help;scopes' {
            break
        }
        'idctl;client;help;help' {
            break
        }
        'idctl;apply' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'The manifest: a .toml or .json file, or - for stdin')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'The manifest: a .toml or .json file, or - for stdin')
            [CompletionResult]::new('--secrets-out', '--secrets-out', [CompletionResultType]::ParameterName, 'Write the secrets of new clients to this file (JSON, mode 0600) instead of stdout')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The file''s syntax, when its name does not tell (stdin: JSON if it starts with {)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print what would change (create, update, delete per record) and change nothing')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Also delete the records the file does not declare (listed, then confirmed), and, when it declares [[keys]], the undeclared keys that have signed')
            [CompletionResult]::new('--allow-inline-secrets', '--allow-inline-secrets', [CompletionResultType]::ParameterName, 'Accept secrets written in the file itself (secret = "..."), for throwaway setups; without it a secret is { env = "NAME" } or { file = "PATH" }')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;export' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Write the manifest to this file (mode 0600) instead of stdout')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Write the manifest to this file (mode 0600) instead of stdout')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The syntax [default: the file''s extension; else json with -o json, else toml]')
            [CompletionResult]::new('--with-keys', '--with-keys', [CompletionResultType]::ParameterName, 'Also write every signing key (PKCS#8 PEM, mode 0600) into DIR, and [[keys]] entries naming them as DIR''s name/KID.pem (for a manifest written into DIR''s parent)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('backup', 'backup', [CompletionResultType]::ParameterValue, 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server')
            [CompletionResult]::new('copy', 'copy', [CompletionResultType]::ParameterValue, 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)')
            [CompletionResult]::new('migrate', 'migrate', [CompletionResultType]::ParameterValue, 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;store;backup' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace FILE when it exists, without asking')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;restore' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;prune' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--vacuum', '--vacuum', [CompletionResultType]::ParameterName, 'Then give the freed space back to the file system (rewrites the store file)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;copy' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The target store: a file path, a postgres:// URL or a libpq `host=... dbname=...` string (a password comes from PGPASSWORD or a password file)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;info' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;migrate' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--check', '--check', [CompletionResultType]::ParameterName, 'Change nothing: exit 0 when the schema is this build''s, 9 when migrations are pending (or there is no store yet)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;store;help' {
            [CompletionResult]::new('backup', 'backup', [CompletionResultType]::ParameterValue, 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server')
            [CompletionResult]::new('copy', 'copy', [CompletionResultType]::ParameterValue, 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)')
            [CompletionResult]::new('migrate', 'migrate', [CompletionResultType]::ParameterValue, 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;store;help;backup' {
            break
        }
        'idctl;store;help;restore' {
            break
        }
        'idctl;store;help;prune' {
            break
        }
        'idctl;store;help;copy' {
            break
        }
        'idctl;store;help;info' {
            break
        }
        'idctl;store;help;migrate' {
            break
        }
        'idctl;store;help;help' {
            break
        }
        'idctl;quickstart' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;token' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'Mint the token the authorization code flow ends with for this user (id, username, email)')
            [CompletionResult]::new('--refresh-token', '--refresh-token', [CompletionResultType]::ParameterName, 'Refresh grant: a refresh token from --user --offline (- reads it from stdin); refresh tokens are base64url and may start with ''-''. A public app''s (the built-in idctl''s) is used up: the answer carries the next one, and a used one presented again revokes the grant')
            [CompletionResult]::new('--pat', '--pat', [CompletionResultType]::ParameterName, 'Token exchange: a personal access token (- reads it from stdin)')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Client id or name (HTTP Basic user) [env: IDCTL_CLIENT_ID, client credentials only]; with --user, --refresh-token or --pat: the app (default: the built-in app idctl)')
            [CompletionResult]::new('--client-secret', '--client-secret', [CompletionResultType]::ParameterName, 'Client secret [env: IDCTL_CLIENT_SECRET, client credentials only]; checked whenever given; prefer the environment or --client-secret-stdin')
            [CompletionResult]::new('--basic', '--basic', [CompletionResultType]::ParameterName, 'The Authorization header value: base64 of client_id:client_secret, each form-encoded as the token endpoint reads them ("Basic " optional)')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Resource indicator (the audience); matched byte for byte. Default: the default resource')
            [CompletionResult]::new('--resource', '--resource', [CompletionResultType]::ParameterName, 'Resource indicator (the audience); matched byte for byte. Default: the default resource')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Requested permissions (repeatable, or space-separated)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Requested permissions (repeatable, or space-separated)')
            [CompletionResult]::new('--organization', '--organization', [CompletionResultType]::ParameterName, 'An organization (id or name; with --issuer its id): an organization token (audience urn:logto:organization:ID, its organization permissions), or with --resource a resource token in its context (organization_id claim). For users (--user, --refresh-token) and machine-to-machine clients in the organization')
            [CompletionResult]::new('--issuer', '--issuer', [CompletionResultType]::ParameterName, 'Ask this OAuth server instead of minting from the store: discovery at ISSUER/.well-known/openid-configuration, then its token endpoint (http only on localhost)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'With --user: also issue a refresh token (valid 14 days, shown once)')
            [CompletionResult]::new('--client-secret-stdin', '--client-secret-stdin', [CompletionResultType]::ParameterName, 'Read the client secret from the first line of standard input')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'Fail (invalid_scope) instead of dropping permissions that cannot be granted')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;decode' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--now', '--now', [CompletionResultType]::ParameterName, 'Time to show relative times against (Unix seconds) [default: now]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;verify' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--jwks', '--jwks', [CompletionResultType]::ParameterName, 'JWKS to verify against: a file or an http(s) URL [default: this store''s keys]')
            [CompletionResult]::new('--issuer', '--issuer', [CompletionResultType]::ParameterName, 'Expected issuer [default: this store''s issuer]')
            [CompletionResult]::new('--audience', '--audience', [CompletionResultType]::ParameterName, 'Expected audience [default: any resource indicator registered in this store]')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Required permission (repeatable, or space-separated)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'Required permission (repeatable, or space-separated)')
            [CompletionResult]::new('--organization', '--organization', [CompletionResultType]::ParameterName, 'The organization the token must be for (id, or with the store''s keys also its name): its audience urn:logto:organization:ID or its organization_id claim (exit 18 otherwise); also accepts that audience')
            [CompletionResult]::new('--leeway', '--leeway', [CompletionResultType]::ParameterName, 'Seconds of clock skew allowed for exp and nbf (0 to 86400)')
            [CompletionResult]::new('--now', '--now', [CompletionResultType]::ParameterName, 'Evaluate time checks at this instant (Unix seconds) [default: now]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--batch', '--batch', [CompletionResultType]::ParameterName, 'Read one token per line from stdin; print one JSON result line per input line, in order, with its line number (blank and non-UTF-8 lines are malformed)')
            [CompletionResult]::new('--plain-jwt', '--plain-jwt', [CompletionResultType]::ParameterName, 'Verify a plain JWT on purpose: accept any typ, or none, instead of requiring an access token (typ at+jwt, RFC 9068)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;serve' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port (the first line on stdout is the URL)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Base URL the server is reached at (the issuer is this + /oidc) [default: the store''s base-url; with port 0, the URL actually bound]')
            [CompletionResult]::new('--log-format', '--log-format', [CompletionResultType]::ParameterName, 'How the log is written on stderr: one line per request and the server''s notes and warnings, each request''s lines with its id (the client''s X-Request-Id when it is 1 to 128 printable ASCII characters without spaces, else a new one; returned in the response''s X-Request-Id) [default: text; json with -o json]')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Which lines are logged: a level (error, warn, info, debug, trace, off) or directives target=level, comma-separated, with an optional default level, as RUST_LOG is written (info,idctl::request=off keeps all but the request lines); no regular expressions or span filters. Secrets, tokens, codes and cookies are never logged at any level [default: RUST_LOG, else info]')
            [CompletionResult]::new('--pool-size', '--pool-size', [CompletionResultType]::ParameterName, 'On PostgreSQL: the most sessions this server opens (keep replicas × this + concurrent commands under the database''s max_connections)')
            [CompletionResult]::new('--metrics-listen', '--metrics-listen', [CompletionResultType]::ParameterName, 'Serve GET /metrics (Prometheus) on this address only, not on --listen [default: on --listen, without authentication]')
            [CompletionResult]::new('--tls-cert', '--tls-cert', [CompletionResultType]::ParameterName, 'Serve HTTPS (HTTP/2 and HTTP/1.1) with this PEM certificate, followed by any intermediates; reloaded with --tls-key on SIGHUP and when the files change')
            [CompletionResult]::new('--tls-key', '--tls-key', [CompletionResultType]::ParameterName, 'The PEM private key of --tls-cert (PKCS#8, RSA or EC; not encrypted)')
            [CompletionResult]::new('--trust-proxy', '--trust-proxy', [CompletionResultType]::ParameterName, 'Take the client''s address from X-Forwarded-For or Forwarded, and https from X-Forwarded-Proto, only on connections from these proxies (addresses or CIDR networks; repeat the flag or separate with commas)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--no-migrate', '--no-migrate', [CompletionResultType]::ParameterName, 'Refuse to start (exit 9) when the store''s schema is not this build''s, instead of migrating it: for a service whose database role may not change the schema (run idctl store migrate first)')
            [CompletionResult]::new('--no-metrics', '--no-metrics', [CompletionResultType]::ParameterName, 'Collect no metrics and serve no /metrics')
            [CompletionResult]::new('--log-probes', '--log-probes', [CompletionResultType]::ParameterName, 'Log the requests of health probes (GET /health/live, /health/ready) too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens')
            [CompletionResult]::new('jwks', 'jwks', [CompletionResultType]::ParameterValue, 'Print the public JWK Set (the document served at /oidc/jwks)')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;keys;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;rotate' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--alg', '--alg', [CompletionResultType]::ParameterName, 'Signature algorithm of the new key')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;jwks' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;import' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--publish-only', '--publish-only', [CompletionResultType]::ParameterName, 'Publish the key in the JWKS without making it the signing key (for a key that signs elsewhere, or the next one)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;export' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write to this file (mode 0600) instead of stdout')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--private', '--private', [CompletionResultType]::ParameterName, 'Print the private key (PKCS#8 PEM) instead of the public JWK')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Replace FILE when it exists')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;sign' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--claims', '--claims', [CompletionResultType]::ParameterName, 'The claims: a JSON object')
            [CompletionResult]::new('--header', '--header', [CompletionResultType]::ParameterName, 'The header: a JSON object (`alg` and `kid` are set) [default: {}]')
            [CompletionResult]::new('--kid', '--kid', [CompletionResultType]::ParameterName, 'The key to sign with [default: the signing key]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;keys;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens')
            [CompletionResult]::new('jwks', 'jwks', [CompletionResultType]::ParameterValue, 'Print the public JWK Set (the document served at /oidc/jwks)')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;keys;help;list' {
            break
        }
        'idctl;keys;help;rotate' {
            break
        }
        'idctl;keys;help;delete' {
            break
        }
        'idctl;keys;help;jwks' {
            break
        }
        'idctl;keys;help;import' {
            break
        }
        'idctl;keys;help;export' {
            break
        }
        'idctl;keys;help;sign' {
            break
        }
        'idctl;keys;help;help' {
            break
        }
        'idctl;claims' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set the script for user or machine-to-machine access tokens (replaces the one there)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the script set for user or machine-to-machine tokens, with its variables')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the scripts set')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List the scripts set')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Run the script for a user or a client of the store and print the claims it adds')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove the script for user or machine-to-machine tokens')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;claims;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Which access tokens')
            [CompletionResult]::new('--script', '--script', [CompletionResultType]::ParameterName, 'The JavaScript file (UTF-8) defining getCustomJwtClaims')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'A variable the script reads as environmentVariables.KEY (repeatable)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Which script')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;test' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Which script')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The user whose token it would be (id, username, email or phone; --for user)')
            [CompletionResult]::new('--client', '--client', [CompletionResultType]::ParameterName, 'The client (id or name): the m2m client (--for m2m), or the app a user''s token is for')
            [CompletionResult]::new('--script', '--script', [CompletionResultType]::ParameterName, 'Test this file instead of the script set (with --env, instead of its variables)')
            [CompletionResult]::new('--env', '--env', [CompletionResultType]::ParameterName, 'A variable for --script (repeatable)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;unset' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'Which script')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;claims;help' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set the script for user or machine-to-machine access tokens (replaces the one there)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the script set for user or machine-to-machine tokens, with its variables')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the scripts set')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Run the script for a user or a client of the store and print the claims it adds')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove the script for user or machine-to-machine tokens')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;claims;help;set' {
            break
        }
        'idctl;claims;help;get' {
            break
        }
        'idctl;claims;help;list' {
            break
        }
        'idctl;claims;help;test' {
            break
        }
        'idctl;claims;help;unset' {
            break
        }
        'idctl;claims;help;help' {
            break
        }
        'idctl;hook' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a hook: events go to an http(s) URL (signed) or to standard output')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hooks with their deliveries of the last 24 hours')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List hooks with their deliveries of the last 24 hours')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one hook (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a hook; --event and --header replace the whole list')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Deliver events to the hook again')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Stop delivering to the hook (pending deliveries wait)')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the signing key; prints the new one')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a hook with its deliveries and logs')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Delete a hook with its deliveries and logs')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample payload now and show the receiver''s answer')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every delivery attempt: event, time, status, duration, error, response body')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'List the event names hooks can select')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;hook;create' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The hook name, as a flag (the same as NAME)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Receiver URL (http or https)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Event name, Prefix.* or all (repeatable, or comma-separated)')
            [CompletionResult]::new('--header', '--header', [CompletionResultType]::ParameterName, 'Extra request header, ''Name: value'' (repeatable)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds to wait for the receiver [default: 10]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--stdout', '--stdout', [CompletionResultType]::ParameterName, 'Print each event as one JSON line on standard output instead, after a command''s table output (under -o json stdout holds only the command''s JSON; see idctl events list)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--show-secret', '--show-secret', [CompletionResultType]::ParameterName, 'Also show the signing key')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;update' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'New name (unique)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'New receiver URL (http or https)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Event name, Prefix.* or all (repeatable, or comma-separated); replaces the list')
            [CompletionResult]::new('--header', '--header', [CompletionResultType]::ParameterName, 'Request header, ''Name: value'' (repeatable); replaces every custom header')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds to wait for the receiver')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--clear-headers', '--clear-headers', [CompletionResultType]::ParameterName, 'Remove every custom header')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;enable' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;disable' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;rotate-secret' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;delete' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;test' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'The event to sample [default: the hook''s first event]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;logs' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only attempts this recent (e.g. 1h, 2d)')
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only successful or only failed attempts')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;deliver' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Stop after this long, e.g. 30s, 10m, 1h (1s to 1day) [default: 2m with --wait, no limit without]; a request under way finishes first, within its hook''s timeout')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Keep going until nothing is pending, for at most --timeout (default 2m)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Also send deliveries whose next attempt is not due yet')
            [CompletionResult]::new('--retry-failed', '--retry-failed', [CompletionResultType]::ParameterName, 'Send failed and given-up deliveries again, from the first round of retries')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;events' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;hook;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a hook: events go to an http(s) URL (signed) or to standard output')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hooks with their deliveries of the last 24 hours')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one hook (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a hook; --event and --header replace the whole list')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Deliver events to the hook again')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Stop delivering to the hook (pending deliveries wait)')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the signing key; prints the new one')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a hook with its deliveries and logs')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample payload now and show the receiver''s answer')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every delivery attempt: event, time, status, duration, error, response body')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'List the event names hooks can select')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;hook;help;create' {
            break
        }
        'idctl;hook;help;list' {
            break
        }
        'idctl;hook;help;get' {
            break
        }
        'idctl;hook;help;update' {
            break
        }
        'idctl;hook;help;enable' {
            break
        }
        'idctl;hook;help;disable' {
            break
        }
        'idctl;hook;help;rotate-secret' {
            break
        }
        'idctl;hook;help;delete' {
            break
        }
        'idctl;hook;help;test' {
            break
        }
        'idctl;hook;help;logs' {
            break
        }
        'idctl;hook;help;deliver' {
            break
        }
        'idctl;hook;help;events' {
            break
        }
        'idctl;hook;help;help' {
            break
        }
        'idctl;connector' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users')
            [CompletionResult]::new('rm', 'rm', [CompletionResultType]::ParameterValue, 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a connector (on an existing one, only the flags given change)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Hide a sign-in connector''s button and refuse its sign-ins')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample code through a channel''s connector now; non-zero exit when it fails')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every attempt to send a code, newest first (never the code itself)')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;remove' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;rm' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('email', 'email', [CompletionResultType]::ParameterValue, 'The email channel''s connector: an SMTP server or an HTTP endpoint')
            [CompletionResult]::new('sms', 'sms', [CompletionResultType]::ParameterValue, 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)')
            [CompletionResult]::new('oidc', 'oidc', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document')
            [CompletionResult]::new('oauth2', 'oauth2', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;email' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('smtp', 'smtp', [CompletionResultType]::ParameterValue, 'Send codes by email through an SMTP server')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;email;smtp' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--host', '--host', [CompletionResultType]::ParameterName, 'The SMTP server''s host name (or IP address)')
            [CompletionResult]::new('--port', '--port', [CompletionResultType]::ParameterName, 'The SMTP server''s port: 587 with starttls, 465 with implicit, 25 without TLS')
            [CompletionResult]::new('--tls', '--tls', [CompletionResultType]::ParameterName, 'How the connection is secured: none, starttls (required, not opportunistic) or implicit (TLS from the first byte); certificates are checked against the system''s roots (SSL_CERT_FILE adds a private CA)')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'The user name of SMTP AUTH')
            [CompletionResult]::new('--password-env', '--password-env', [CompletionResultType]::ParameterName, 'The password of SMTP AUTH, read from this environment variable of the process that sends (idctl serve, connector deliver, experience send-code), when it sends')
            [CompletionResult]::new('--password-file', '--password-file', [CompletionResultType]::ParameterName, 'The password of SMTP AUTH, read from this file (one line) by the process that sends, when it sends')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'The sender''s address (From:)')
            [CompletionResult]::new('--from-name', '--from-name', [CompletionResultType]::ParameterName, 'The sender''s display name (From: "TEXT" <ADDRESS>)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set;email;http' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'The endpoint that receives a signed JSON POST per code (http or https)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set;email;help' {
            [CompletionResult]::new('smtp', 'smtp', [CompletionResultType]::ParameterValue, 'Send codes by email through an SMTP server')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;email;help;smtp' {
            break
        }
        'idctl;connector;set;email;help;http' {
            break
        }
        'idctl;connector;set;email;help;help' {
            break
        }
        'idctl;connector;set;sms' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;sms;http' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'The endpoint that receives a signed JSON POST per code (http or https)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set;sms;help' {
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;sms;help;http' {
            break
        }
        'idctl;connector;set;sms;help;help' {
            break
        }
        'idctl;connector;set;oidc' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The client id registered at the provider')
            [CompletionResult]::new('--client-secret-env', '--client-secret-env', [CompletionResultType]::ParameterName, 'The environment variable holding the client secret, read by the server when a user signs in (never stored)')
            [CompletionResult]::new('--client-secret-file', '--client-secret-file', [CompletionResultType]::ParameterName, 'The file holding the client secret, read by the server when a user signs in (never stored)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'The scopes asked of the provider, space-separated [default: "openid email profile" for OIDC, none for OAuth 2]')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'The button''s text after "Continue with" [default: the name]; "" removes it')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Where the identity appears on the user: identities (social) or ssoIdentities (sso) [default: social]; fixed once users have identities from the connector')
            [CompletionResult]::new('--link-by-email', '--link-by-email', [CompletionResultType]::ParameterName, 'Link a user who has the same verified email (in any case), instead of registering a new user [default: true]; never a user with a second factor, a lock, or an identity from this connector already')
            [CompletionResult]::new('--id-field', '--id-field', [CompletionResultType]::ParameterName, 'Where the provider''s answer holds the user''s stable id (a member, or a dotted path such as data.id) [default: sub for OIDC, id for OAuth 2]')
            [CompletionResult]::new('--email-field', '--email-field', [CompletionResultType]::ParameterName, 'Where it holds the email [default: email]')
            [CompletionResult]::new('--email-verified-field', '--email-verified-field', [CompletionResultType]::ParameterName, 'Where it says the email is verified (true) [default: email_verified]; an email not said to be verified never links an existing user')
            [CompletionResult]::new('--name-field', '--name-field', [CompletionResultType]::ParameterName, 'Where it holds the display name [default: name]')
            [CompletionResult]::new('--avatar-field', '--avatar-field', [CompletionResultType]::ParameterName, 'Where it holds the picture''s URL [default: picture for OIDC, avatar_url for OAuth 2]')
            [CompletionResult]::new('--issuer', '--issuer', [CompletionResultType]::ParameterName, 'The provider''s issuer URL (its discovery document is ISSUER/.well-known/openid-configuration); fixed once users have identities from the connector')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set;oauth2' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The client id registered at the provider')
            [CompletionResult]::new('--client-secret-env', '--client-secret-env', [CompletionResultType]::ParameterName, 'The environment variable holding the client secret, read by the server when a user signs in (never stored)')
            [CompletionResult]::new('--client-secret-file', '--client-secret-file', [CompletionResultType]::ParameterName, 'The file holding the client secret, read by the server when a user signs in (never stored)')
            [CompletionResult]::new('--scope', '--scope', [CompletionResultType]::ParameterName, 'The scopes asked of the provider, space-separated [default: "openid email profile" for OIDC, none for OAuth 2]')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'The button''s text after "Continue with" [default: the name]; "" removes it')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Where the identity appears on the user: identities (social) or ssoIdentities (sso) [default: social]; fixed once users have identities from the connector')
            [CompletionResult]::new('--link-by-email', '--link-by-email', [CompletionResultType]::ParameterName, 'Link a user who has the same verified email (in any case), instead of registering a new user [default: true]; never a user with a second factor, a lock, or an identity from this connector already')
            [CompletionResult]::new('--id-field', '--id-field', [CompletionResultType]::ParameterName, 'Where the provider''s answer holds the user''s stable id (a member, or a dotted path such as data.id) [default: sub for OIDC, id for OAuth 2]')
            [CompletionResult]::new('--email-field', '--email-field', [CompletionResultType]::ParameterName, 'Where it holds the email [default: email]')
            [CompletionResult]::new('--email-verified-field', '--email-verified-field', [CompletionResultType]::ParameterName, 'Where it says the email is verified (true) [default: email_verified]; an email not said to be verified never links an existing user')
            [CompletionResult]::new('--name-field', '--name-field', [CompletionResultType]::ParameterName, 'Where it holds the display name [default: name]')
            [CompletionResult]::new('--avatar-field', '--avatar-field', [CompletionResultType]::ParameterName, 'Where it holds the picture''s URL [default: picture for OIDC, avatar_url for OAuth 2]')
            [CompletionResult]::new('--authorization-endpoint', '--authorization-endpoint', [CompletionResultType]::ParameterName, 'Where the browser signs in at the provider (this and the other endpoints are fixed once users have identities from the connector)')
            [CompletionResult]::new('--token-endpoint', '--token-endpoint', [CompletionResultType]::ParameterName, 'Where the server exchanges the code for an access token')
            [CompletionResult]::new('--userinfo-endpoint', '--userinfo-endpoint', [CompletionResultType]::ParameterName, 'Where the server reads the user''s profile with the access token')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;set;help' {
            [CompletionResult]::new('email', 'email', [CompletionResultType]::ParameterValue, 'The email channel''s connector: an SMTP server or an HTTP endpoint')
            [CompletionResult]::new('sms', 'sms', [CompletionResultType]::ParameterValue, 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)')
            [CompletionResult]::new('oidc', 'oidc', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document')
            [CompletionResult]::new('oauth2', 'oauth2', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;set;help;email' {
            [CompletionResult]::new('smtp', 'smtp', [CompletionResultType]::ParameterValue, 'Send codes by email through an SMTP server')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;connector;set;help;email;smtp' {
            break
        }
        'idctl;connector;set;help;email;http' {
            break
        }
        'idctl;connector;set;help;sms' {
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;connector;set;help;sms;http' {
            break
        }
        'idctl;connector;set;help;oidc' {
            break
        }
        'idctl;connector;set;help;oauth2' {
            break
        }
        'idctl;connector;set;help;help' {
            break
        }
        'idctl;connector;enable' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;disable' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;test' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The address (email) or phone number (sms, digits with the country code) to send to')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;logs' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'Only the attempts of this channel')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most this many attempts (1 to 1000) [default: 50]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--failed', '--failed', [CompletionResultType]::ParameterName, 'Only the failed attempts (and the messages given up)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;deliver' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Stop after this long, e.g. 30s, 10m (1s to 1day) [default: 2m with --wait, no limit without]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Keep going until nothing is pending, for at most --timeout (default 2m)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Also send the pending codes whose next attempt is not due yet')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;connector;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a connector (on an existing one, only the flags given change)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Hide a sign-in connector''s button and refuse its sign-ins')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample code through a channel''s connector now; non-zero exit when it fails')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every attempt to send a code, newest first (never the code itself)')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;connector;help;list' {
            break
        }
        'idctl;connector;help;get' {
            break
        }
        'idctl;connector;help;remove' {
            break
        }
        'idctl;connector;help;set' {
            [CompletionResult]::new('email', 'email', [CompletionResultType]::ParameterValue, 'The email channel''s connector: an SMTP server or an HTTP endpoint')
            [CompletionResult]::new('sms', 'sms', [CompletionResultType]::ParameterValue, 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)')
            [CompletionResult]::new('oidc', 'oidc', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document')
            [CompletionResult]::new('oauth2', 'oauth2', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name')
            break
        }
        'idctl;connector;help;set;email' {
            [CompletionResult]::new('smtp', 'smtp', [CompletionResultType]::ParameterValue, 'Send codes by email through an SMTP server')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;connector;help;set;email;smtp' {
            break
        }
        'idctl;connector;help;set;email;http' {
            break
        }
        'idctl;connector;help;set;sms' {
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;connector;help;set;sms;http' {
            break
        }
        'idctl;connector;help;set;oidc' {
            break
        }
        'idctl;connector;help;set;oauth2' {
            break
        }
        'idctl;connector;help;enable' {
            break
        }
        'idctl;connector;help;disable' {
            break
        }
        'idctl;connector;help;test' {
            break
        }
        'idctl;connector;help;logs' {
            break
        }
        'idctl;connector;help;deliver' {
            break
        }
        'idctl;connector;help;help' {
            break
        }
        'idctl;events' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the event log, oldest first, with who caused each entry (actor, app, ip)')
            [CompletionResult]::new('ls', 'ls', [CompletionResultType]::ParameterValue, 'Show the event log, oldest first, with who caused each entry (actor, app, ip)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one entry of the log (event or audit entry) with its payload')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;events;list' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many of the most recent events (1 to 100000)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--audit', '--audit', [CompletionResultType]::ParameterName, 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;events;ls' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many of the most recent events (1 to 100000)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--audit', '--audit', [CompletionResultType]::ParameterName, 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;events;get' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;events;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the event log, oldest first, with who caused each entry (actor, app, ip)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one entry of the log (event or audit entry) with its payload')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;events;help;list' {
            break
        }
        'idctl;events;help;get' {
            break
        }
        'idctl;events;help;help' {
            break
        }
        'idctl;completions' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write completions for every shell into this folder instead')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;man' {
            [CompletionResult]::new('--store', '--store', [CompletionResultType]::ParameterName, 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS')
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write idctl.1 and one page per subcommand into this folder instead of printing idctl.1')
            [CompletionResult]::new('--install-dir', '--install-dir', [CompletionResultType]::ParameterName, 'Install the pages for man: write them into DIR/man1 (DIR is a man directory, such as ~/.local/share/man or /usr/local/share/man), so that `man idctl` finds them')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (required to delete when not on a terminal)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'idctl;help' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create the store (idempotent) and print where it is')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Read and change store settings (base-url, lockout, event retention, rate limits)')
            [CompletionResult]::new('resource', 'resource', [CompletionResultType]::ParameterValue, 'API resources, identified by an absolute-URI resource indicator')
            [CompletionResult]::new('scope', 'scope', [CompletionResultType]::ParameterValue, 'Permissions (scopes) of an API resource')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles: named sets of permissions, given to users or machine clients')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Users, their roles and permissions')
            [CompletionResult]::new('experience', 'experience', [CompletionResultType]::ParameterValue, 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking')
            [CompletionResult]::new('pat', 'pat', [CompletionResultType]::ParameterValue, 'Personal access tokens of users')
            [CompletionResult]::new('org', 'org', [CompletionResultType]::ParameterValue, 'Organizations, members, organization roles and organization permissions')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the store match a manifest file (configuration as code)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the store as a manifest file')
            [CompletionResult]::new('store', 'store', [CompletionResultType]::ParameterValue, 'The store file: back it up to one file, restore it from one, remove expired rows')
            [CompletionResult]::new('quickstart', 'quickstart', [CompletionResultType]::ParameterValue, 'Create an example API, permissions, m2m role and client, and show how to get a token')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Mint an access token: client credentials, a user''s authorization code flow, refresh token, or PAT token exchange')
            [CompletionResult]::new('decode', 'decode', [CompletionResultType]::ParameterValue, 'Show a token''s header and claims without verifying it')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute')
            [CompletionResult]::new('keys', 'keys', [CompletionResultType]::ParameterValue, 'Signing keys and the public JWK Set')
            [CompletionResult]::new('claims', 'claims', [CompletionResultType]::ParameterValue, 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users'' tokens, one for machine-to-machine tokens)')
            [CompletionResult]::new('hook', 'hook', [CompletionResultType]::ParameterValue, 'Webhooks: signed HTTP deliveries with retries and logs, or standard output')
            [CompletionResult]::new('connector', 'connector', [CompletionResultType]::ParameterValue, 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'The event log: every event a change caused')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print or write shell completions')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'idctl;help;init' {
            break
        }
        'idctl;help;config' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Print every setting with its effective value, defaults included')
            break
        }
        'idctl;help;config;get' {
            break
        }
        'idctl;help;config;set' {
            break
        }
        'idctl;help;config;list' {
            break
        }
        'idctl;help;resource' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register an API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List API resources')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one API resource (by id or indicator)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change the name or token lifetime (the indicator cannot change)')
            [CompletionResult]::new('set-default', 'set-default', [CompletionResultType]::ParameterValue, 'Make a resource the default (unsets the previous default)')
            [CompletionResult]::new('unset-default', 'unset-default', [CompletionResultType]::ParameterValue, 'Leave no resource as the default')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a resource with its permissions (removing them from every role)')
            break
        }
        'idctl;help;resource;create' {
            break
        }
        'idctl;help;resource;list' {
            break
        }
        'idctl;help;resource;get' {
            break
        }
        'idctl;help;resource;update' {
            break
        }
        'idctl;help;resource;set-default' {
            break
        }
        'idctl;help;resource;unset-default' {
            break
        }
        'idctl;help;resource;delete' {
            break
        }
        'idctl;help;scope' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a permission on a resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the permissions of a resource')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one permission of a resource')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a permission or change its description')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a permission (removing it from every role)')
            break
        }
        'idctl;help;scope;create' {
            break
        }
        'idctl;help;scope;list' {
            break
        }
        'idctl;help;scope;get' {
            break
        }
        'idctl;help;scope;update' {
            break
        }
        'idctl;help;scope;delete' {
            break
        }
        'idctl;help;role' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a role, optionally holding permissions of one resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one role (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a role''s name, description or default status')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a role (removing it from every holder)')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of a resource to a role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of a resource from a role (those it does not hold are skipped)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List the permissions a role holds (resource indicator and permission)')
            break
        }
        'idctl;help;role;create' {
            break
        }
        'idctl;help;role;list' {
            break
        }
        'idctl;help;role;get' {
            break
        }
        'idctl;help;role;update' {
            break
        }
        'idctl;help;role;delete' {
            break
        }
        'idctl;help;role;grant' {
            break
        }
        'idctl;help;role;revoke' {
            break
        }
        'idctl;help;role;scopes' {
            break
        }
        'idctl;help;user' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user (at least one of --username, --email, --phone)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users, newest first')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one user (by id, username, email or phone)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change identifiers, name or avatar')
            [CompletionResult]::new('custom-data', 'custom-data', [CompletionResultType]::ParameterValue, 'Show custom data, or shallow-merge a JSON object into it')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)')
            [CompletionResult]::new('password', 'password', [CompletionResultType]::ParameterValue, 'Set a new password')
            [CompletionResult]::new('suspend', 'suspend', [CompletionResultType]::ParameterValue, 'Suspend a user: no new tokens, refresh tokens revoked')
            [CompletionResult]::new('reactivate', 'reactivate', [CompletionResultType]::ParameterValue, 'Lift a suspension')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Lift the lockout of every identifier of a user')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign User roles (roles the user holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the user does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a user''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a user holds through its roles')
            [CompletionResult]::new('mfa', 'mfa', [CompletionResultType]::ParameterValue, 'A user''s second factors: TOTP, backup codes, passkeys')
            break
        }
        'idctl;help;user;create' {
            break
        }
        'idctl;help;user;list' {
            break
        }
        'idctl;help;user;get' {
            break
        }
        'idctl;help;user;update' {
            break
        }
        'idctl;help;user;custom-data' {
            break
        }
        'idctl;help;user;profile' {
            break
        }
        'idctl;help;user;password' {
            break
        }
        'idctl;help;user;suspend' {
            break
        }
        'idctl;help;user;reactivate' {
            break
        }
        'idctl;help;user;delete' {
            break
        }
        'idctl;help;user;unlock' {
            break
        }
        'idctl;help;user;assign' {
            break
        }
        'idctl;help;user;unassign' {
            break
        }
        'idctl;help;user;roles' {
            break
        }
        'idctl;help;user;scopes' {
            break
        }
        'idctl;help;user;mfa' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s second factors (never their secrets)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too')
            break
        }
        'idctl;help;user;mfa;list' {
            break
        }
        'idctl;help;user;mfa;add' {
            break
        }
        'idctl;help;user;mfa;remove' {
            break
        }
        'idctl;help;experience' {
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Sign up: creates the user (User.Created) and emits PostRegister')
            [CompletionResult]::new('sign-in', 'sign-in', [CompletionResultType]::ParameterValue, 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed')
            [CompletionResult]::new('send-code', 'send-code', [CompletionResultType]::ParameterValue, 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)')
            [CompletionResult]::new('codes', 'codes', [CompletionResultType]::ParameterValue, 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)')
            [CompletionResult]::new('verify-code', 'verify-code', [CompletionResultType]::ParameterValue, 'Check a verification code (single use)')
            [CompletionResult]::new('one-time-token', 'one-time-token', [CompletionResultType]::ParameterValue, 'One-time tokens for an email (single use)')
            [CompletionResult]::new('reset-password', 'reset-password', [CompletionResultType]::ParameterValue, 'Reset a forgotten password with a code from send-code')
            [CompletionResult]::new('link', 'link', [CompletionResultType]::ParameterValue, 'Link an identity to a user: User.Data.Updated')
            break
        }
        'idctl;help;experience;register' {
            break
        }
        'idctl;help;experience;sign-in' {
            break
        }
        'idctl;help;experience;send-code' {
            break
        }
        'idctl;help;experience;codes' {
            break
        }
        'idctl;help;experience;verify-code' {
            break
        }
        'idctl;help;experience;one-time-token' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a token and print it alone on stdout')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Verify (and use up) a token')
            break
        }
        'idctl;help;experience;one-time-token;create' {
            break
        }
        'idctl;help;experience;one-time-token;verify' {
            break
        }
        'idctl;help;experience;reset-password' {
            break
        }
        'idctl;help;experience;link' {
            break
        }
        'idctl;help;pat' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a personal access token; prints its value once')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List a user''s tokens (never their values)')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a token: NEW, or --name NEW')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a token: it stops working at once')
            break
        }
        'idctl;help;pat;create' {
            break
        }
        'idctl;help;pat;list' {
            break
        }
        'idctl;help;pat;rename' {
            break
        }
        'idctl;help;pat;delete' {
            break
        }
        'idctl;help;org' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organizations')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one organization (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change name, description, or shallow-merge custom data')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization with its memberships')
            [CompletionResult]::new('members', 'members', [CompletionResultType]::ParameterValue, 'Members and their organization roles')
            [CompletionResult]::new('apps', 'apps', [CompletionResultType]::ParameterValue, 'Machine-to-machine applications in the organization and their organization roles')
            [CompletionResult]::new('scope', 'scope', [CompletionResultType]::ParameterValue, 'Organization permissions')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Organization roles')
            break
        }
        'idctl;help;org;create' {
            break
        }
        'idctl;help;org;list' {
            break
        }
        'idctl;help;org;get' {
            break
        }
        'idctl;help;org;update' {
            break
        }
        'idctl;help;org;delete' {
            break
        }
        'idctl;help;org;members' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add members (users already members are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the members exactly these users (none: remove everyone)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove members (users who are not members are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List members with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The organization permissions a member holds through its roles')
            break
        }
        'idctl;help;org;members;add' {
            break
        }
        'idctl;help;org;members;set' {
            break
        }
        'idctl;help;org;members;remove' {
            break
        }
        'idctl;help;org;members;list' {
            break
        }
        'idctl;help;org;members;roles' {
            break
        }
        'idctl;help;org;members;scopes' {
            break
        }
        'idctl;help;org;apps' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add machine-to-machine applications (clients already in the organization are fine)')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Make the applications exactly these clients (none: remove every application)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove applications with their organization roles (clients that are not in the organization are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List applications with their organization roles')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)')
            break
        }
        'idctl;help;org;apps;add' {
            break
        }
        'idctl;help;org;apps;set' {
            break
        }
        'idctl;help;org;apps;remove' {
            break
        }
        'idctl;help;org;apps;list' {
            break
        }
        'idctl;help;org;apps;roles' {
            break
        }
        'idctl;help;org;scope' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete')
            break
        }
        'idctl;help;org;scope;create' {
            break
        }
        'idctl;help;org;scope;list' {
            break
        }
        'idctl;help;org;scope;get' {
            break
        }
        'idctl;help;org;scope;update' {
            break
        }
        'idctl;help;org;scope;delete' {
            break
        }
        'idctl;help;org;role' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an organization role, optionally with organization permissions and permissions of one API resource')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List organization roles')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one (by name or id)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename or describe')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete an organization role')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'List (`scopes ROLE`), set, add or remove the role''s organization permissions')
            [CompletionResult]::new('grant', 'grant', [CompletionResultType]::ParameterValue, 'Add permissions of an API resource to an organization role (those it holds already are left as they are)')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)')
            [CompletionResult]::new('resource-scopes', 'resource-scopes', [CompletionResultType]::ParameterValue, 'List the API resource permissions an organization role holds (resource indicator and permission)')
            break
        }
        'idctl;help;org;role;create' {
            break
        }
        'idctl;help;org;role;list' {
            break
        }
        'idctl;help;org;role;get' {
            break
        }
        'idctl;help;org;role;update' {
            break
        }
        'idctl;help;org;role;delete' {
            break
        }
        'idctl;help;org;role;scopes' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'The role holds exactly these permissions (none: no permission)')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add permissions (those the role holds already are left as they are)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove permissions (those the role does not hold are skipped)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the role''s permissions')
            break
        }
        'idctl;help;org;role;scopes;set' {
            break
        }
        'idctl;help;org;role;scopes;add' {
            break
        }
        'idctl;help;org;role;scopes;remove' {
            break
        }
        'idctl;help;org;role;scopes;list' {
            break
        }
        'idctl;help;org;role;grant' {
            break
        }
        'idctl;help;org;role;revoke' {
            break
        }
        'idctl;help;org;role;resource-scopes' {
            break
        }
        'idctl;help;client' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client; prints its id and, for confidential types, its secret (only this once)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one client (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a client')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the secret; prints the new one once, the old one stops working')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Assign MachineToMachine roles (roles the client holds already are left as they are)')
            [CompletionResult]::new('unassign', 'unassign', [CompletionResultType]::ParameterValue, 'Unassign roles (roles the client does not hold are skipped)')
            [CompletionResult]::new('roles', 'roles', [CompletionResultType]::ParameterValue, 'List a client''s roles')
            [CompletionResult]::new('scopes', 'scopes', [CompletionResultType]::ParameterValue, 'The permissions a client holds through its roles')
            break
        }
        'idctl;help;client;create' {
            break
        }
        'idctl;help;client;list' {
            break
        }
        'idctl;help;client;get' {
            break
        }
        'idctl;help;client;update' {
            break
        }
        'idctl;help;client;delete' {
            break
        }
        'idctl;help;client;rotate-secret' {
            break
        }
        'idctl;help;client;assign' {
            break
        }
        'idctl;help;client;unassign' {
            break
        }
        'idctl;help;client;roles' {
            break
        }
        'idctl;help;client;scopes' {
            break
        }
        'idctl;help;apply' {
            break
        }
        'idctl;help;export' {
            break
        }
        'idctl;help;store' {
            [CompletionResult]::new('backup', 'backup', [CompletionResultType]::ParameterValue, 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server')
            [CompletionResult]::new('copy', 'copy', [CompletionResultType]::ParameterValue, 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)')
            [CompletionResult]::new('migrate', 'migrate', [CompletionResultType]::ParameterValue, 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)')
            break
        }
        'idctl;help;store;backup' {
            break
        }
        'idctl;help;store;restore' {
            break
        }
        'idctl;help;store;prune' {
            break
        }
        'idctl;help;store;copy' {
            break
        }
        'idctl;help;store;info' {
            break
        }
        'idctl;help;store;migrate' {
            break
        }
        'idctl;help;quickstart' {
            break
        }
        'idctl;help;token' {
            break
        }
        'idctl;help;decode' {
            break
        }
        'idctl;help;verify' {
            break
        }
        'idctl;help;serve' {
            break
        }
        'idctl;help;keys' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens')
            [CompletionResult]::new('jwks', 'jwks', [CompletionResultType]::ParameterValue, 'Print the public JWK Set (the document served at /oidc/jwks)')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)')
            [CompletionResult]::new('sign', 'sign', [CompletionResultType]::ParameterValue, 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests')
            break
        }
        'idctl;help;keys;list' {
            break
        }
        'idctl;help;keys;rotate' {
            break
        }
        'idctl;help;keys;delete' {
            break
        }
        'idctl;help;keys;jwks' {
            break
        }
        'idctl;help;keys;import' {
            break
        }
        'idctl;help;keys;export' {
            break
        }
        'idctl;help;keys;sign' {
            break
        }
        'idctl;help;claims' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set the script for user or machine-to-machine access tokens (replaces the one there)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print the script set for user or machine-to-machine tokens, with its variables')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the scripts set')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Run the script for a user or a client of the store and print the claims it adds')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove the script for user or machine-to-machine tokens')
            break
        }
        'idctl;help;claims;set' {
            break
        }
        'idctl;help;claims;get' {
            break
        }
        'idctl;help;claims;list' {
            break
        }
        'idctl;help;claims;test' {
            break
        }
        'idctl;help;claims;unset' {
            break
        }
        'idctl;help;hook' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a hook: events go to an http(s) URL (signed) or to standard output')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List hooks with their deliveries of the last 24 hours')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one hook (by id or name)')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a hook; --event and --header replace the whole list')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Deliver events to the hook again')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Stop delivering to the hook (pending deliveries wait)')
            [CompletionResult]::new('rotate-secret', 'rotate-secret', [CompletionResultType]::ParameterValue, 'Replace the signing key; prints the new one')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a hook with its deliveries and logs')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample payload now and show the receiver''s answer')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every delivery attempt: event, time, status, duration, error, response body')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'List the event names hooks can select')
            break
        }
        'idctl;help;hook;create' {
            break
        }
        'idctl;help;hook;list' {
            break
        }
        'idctl;help;hook;get' {
            break
        }
        'idctl;help;hook;update' {
            break
        }
        'idctl;help;hook;enable' {
            break
        }
        'idctl;help;hook;disable' {
            break
        }
        'idctl;help;hook;rotate-secret' {
            break
        }
        'idctl;help;hook;delete' {
            break
        }
        'idctl;help;hook;test' {
            break
        }
        'idctl;help;hook;logs' {
            break
        }
        'idctl;help;hook;deliver' {
            break
        }
        'idctl;help;hook;events' {
            break
        }
        'idctl;help;connector' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a connector (on an existing one, only the flags given change)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Hide a sign-in connector''s button and refuse its sign-ins')
            [CompletionResult]::new('test', 'test', [CompletionResultType]::ParameterValue, 'Send a sample code through a channel''s connector now; non-zero exit when it fails')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Every attempt to send a code, newest first (never the code itself)')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending')
            break
        }
        'idctl;help;connector;list' {
            break
        }
        'idctl;help;connector;get' {
            break
        }
        'idctl;help;connector;remove' {
            break
        }
        'idctl;help;connector;set' {
            [CompletionResult]::new('email', 'email', [CompletionResultType]::ParameterValue, 'The email channel''s connector: an SMTP server or an HTTP endpoint')
            [CompletionResult]::new('sms', 'sms', [CompletionResultType]::ParameterValue, 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)')
            [CompletionResult]::new('oidc', 'oidc', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document')
            [CompletionResult]::new('oauth2', 'oauth2', [CompletionResultType]::ParameterValue, 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name')
            break
        }
        'idctl;help;connector;set;email' {
            [CompletionResult]::new('smtp', 'smtp', [CompletionResultType]::ParameterValue, 'Send codes by email through an SMTP server')
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;help;connector;set;email;smtp' {
            break
        }
        'idctl;help;connector;set;email;http' {
            break
        }
        'idctl;help;connector;set;sms' {
            [CompletionResult]::new('http', 'http', [CompletionResultType]::ParameterValue, 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once')
            break
        }
        'idctl;help;connector;set;sms;http' {
            break
        }
        'idctl;help;connector;set;oidc' {
            break
        }
        'idctl;help;connector;set;oauth2' {
            break
        }
        'idctl;help;connector;enable' {
            break
        }
        'idctl;help;connector;disable' {
            break
        }
        'idctl;help;connector;test' {
            break
        }
        'idctl;help;connector;logs' {
            break
        }
        'idctl;help;connector;deliver' {
            break
        }
        'idctl;help;events' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the event log, oldest first, with who caused each entry (actor, app, ip)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show one entry of the log (event or audit entry) with its payload')
            break
        }
        'idctl;help;events;list' {
            break
        }
        'idctl;help;events;get' {
            break
        }
        'idctl;help;completions' {
            break
        }
        'idctl;help;man' {
            break
        }
        'idctl;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
