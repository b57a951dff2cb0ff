
use builtin;
use str;

set edit:completion:arg-completer[idctl] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'idctl'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'idctl'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand init 'Create the store (idempotent) and print where it is'
            cand config 'Read and change store settings (base-url, lockout, event retention, rate limits)'
            cand resource 'API resources, identified by an absolute-URI resource indicator'
            cand scope 'Permissions (scopes) of an API resource'
            cand role 'Roles: named sets of permissions, given to users or machine clients'
            cand user 'Users, their roles and permissions'
            cand experience 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking'
            cand pat 'Personal access tokens of users'
            cand org 'Organizations, members, organization roles and organization permissions'
            cand client 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in'
            cand apply 'Make the store match a manifest file (configuration as code)'
            cand export 'Write the store as a manifest file'
            cand store 'The store file: back it up to one file, restore it from one, remove expired rows'
            cand quickstart 'Create an example API, permissions, m2m role and client, and show how to get a token'
            cand token 'Mint an access token: client credentials, a user''s authorization code flow, refresh token, or PAT token exchange'
            cand decode 'Show a token''s header and claims without verifying it'
            cand verify 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions'
            cand serve 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute'
            cand keys 'Signing keys and the public JWK Set'
            cand claims 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users'' tokens, one for machine-to-machine tokens)'
            cand hook 'Webhooks: signed HTTP deliveries with retries and logs, or standard output'
            cand connector 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)'
            cand events 'The event log: every event a change caused'
            cand completions 'Print or write shell completions'
            cand man 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;init'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --base-url 'Service base URL (the token issuer is this + /oidc)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;config'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand get 'Print one setting'
            cand set 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
            cand list 'Print every setting with its effective value, defaults included'
            cand ls 'Print every setting with its effective value, defaults included'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;config;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;config;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;config;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;config;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;config;help'= {
            cand get 'Print one setting'
            cand set 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
            cand list 'Print every setting with its effective value, defaults included'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;config;help;get'= {
        }
        &'idctl;config;help;set'= {
        }
        &'idctl;config;help;list'= {
        }
        &'idctl;config;help;help'= {
        }
        &'idctl;resource'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Register an API resource'
            cand list 'List API resources'
            cand ls 'List API resources'
            cand get 'Show one API resource (by id or indicator)'
            cand update 'Change the name or token lifetime (the indicator cannot change)'
            cand set-default 'Make a resource the default (unsets the previous default)'
            cand unset-default 'Leave no resource as the default'
            cand delete 'Delete a resource with its permissions (removing them from every role)'
            cand rm 'Delete a resource with its permissions (removing them from every role)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;resource;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The display name, as a flag (the same as NAME)'
            cand --indicator 'Resource indicator: an absolute URI without a fragment, matched byte for byte'
            cand --ttl 'Access token lifetime in seconds [default: 3600]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --default 'Make it the default resource (the audience when a token request names none)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New display name'
            cand --ttl 'New access token lifetime in seconds'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;set-default'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;unset-default'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;resource;help'= {
            cand create 'Register an API resource'
            cand list 'List API resources'
            cand get 'Show one API resource (by id or indicator)'
            cand update 'Change the name or token lifetime (the indicator cannot change)'
            cand set-default 'Make a resource the default (unsets the previous default)'
            cand unset-default 'Leave no resource as the default'
            cand delete 'Delete a resource with its permissions (removing them from every role)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;resource;help;create'= {
        }
        &'idctl;resource;help;list'= {
        }
        &'idctl;resource;help;get'= {
        }
        &'idctl;resource;help;update'= {
        }
        &'idctl;resource;help;set-default'= {
        }
        &'idctl;resource;help;unset-default'= {
        }
        &'idctl;resource;help;delete'= {
        }
        &'idctl;resource;help;help'= {
        }
        &'idctl;scope'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Define a permission on a resource'
            cand list 'List the permissions of a resource'
            cand ls 'List the permissions of a resource'
            cand get 'Show one permission of a resource'
            cand update 'Rename a permission or change its description'
            cand delete 'Delete a permission (removing it from every role)'
            cand rm 'Delete a permission (removing it from every role)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;scope;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand --name 'The permission name, as a flag (the same as NAME)'
            cand -d 'What the permission allows'
            cand --description 'What the permission allows'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand --name 'New permission name'
            cand -d 'The new description'
            cand --description 'The new description'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'The resource (id or indicator)'
            cand --resource 'The resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;scope;help'= {
            cand create 'Define a permission on a resource'
            cand list 'List the permissions of a resource'
            cand get 'Show one permission of a resource'
            cand update 'Rename a permission or change its description'
            cand delete 'Delete a permission (removing it from every role)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;scope;help;create'= {
        }
        &'idctl;scope;help;list'= {
        }
        &'idctl;scope;help;get'= {
        }
        &'idctl;scope;help;update'= {
        }
        &'idctl;scope;help;delete'= {
        }
        &'idctl;scope;help;help'= {
        }
        &'idctl;role'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a role, optionally holding permissions of one resource'
            cand list 'List roles'
            cand ls 'List roles'
            cand get 'Show one role (by id or name)'
            cand update 'Change a role''s name, description or default status'
            cand delete 'Delete a role (removing it from every holder)'
            cand rm 'Delete a role (removing it from every holder)'
            cand grant 'Add permissions of a resource to a role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of a resource from a role (those it does not hold are skipped)'
            cand scopes 'List the permissions a role holds (resource indicator and permission)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;role;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The role name, as a flag (the same as NAME)'
            cand -d 'What the role is for'
            cand --description 'What the role is for'
            cand --type 'Who the role is for'
            cand -r 'Resource of the --scope permissions (id or indicator)'
            cand --resource 'Resource of the --scope permissions (id or indicator)'
            cand -s 'Permission to hold (repeatable, or space-separated)'
            cand --scope 'Permission to hold (repeatable, or space-separated)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --default 'Give the role to every new user'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand -d 'New description'
            cand --description 'New description'
            cand --default 'Whether every new user gets the role'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;grant'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Resource of the permissions (id or indicator)'
            cand --resource 'Resource of the permissions (id or indicator)'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;revoke'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Resource of the permissions (id or indicator)'
            cand --resource 'Resource of the permissions (id or indicator)'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;role;help'= {
            cand create 'Create a role, optionally holding permissions of one resource'
            cand list 'List roles'
            cand get 'Show one role (by id or name)'
            cand update 'Change a role''s name, description or default status'
            cand delete 'Delete a role (removing it from every holder)'
            cand grant 'Add permissions of a resource to a role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of a resource from a role (those it does not hold are skipped)'
            cand scopes 'List the permissions a role holds (resource indicator and permission)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;role;help;create'= {
        }
        &'idctl;role;help;list'= {
        }
        &'idctl;role;help;get'= {
        }
        &'idctl;role;help;update'= {
        }
        &'idctl;role;help;delete'= {
        }
        &'idctl;role;help;grant'= {
        }
        &'idctl;role;help;revoke'= {
        }
        &'idctl;role;help;scopes'= {
        }
        &'idctl;role;help;help'= {
        }
        &'idctl;user'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a user (at least one of --username, --email, --phone)'
            cand list 'List users, newest first'
            cand ls 'List users, newest first'
            cand get 'Show one user (by id, username, email or phone)'
            cand update 'Change identifiers, name or avatar'
            cand custom-data 'Show custom data, or shallow-merge a JSON object into it'
            cand profile 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
            cand password 'Set a new password'
            cand suspend 'Suspend a user: no new tokens, refresh tokens revoked'
            cand reactivate 'Lift a suspension'
            cand delete 'Delete a user'
            cand rm 'Delete a user'
            cand unlock 'Lift the lockout of every identifier of a user'
            cand assign 'Assign User roles (roles the user holds already are left as they are)'
            cand unassign 'Unassign roles (roles the user does not hold are skipped)'
            cand roles 'List a user''s roles'
            cand scopes 'The permissions a user holds through its roles'
            cand mfa 'A user''s second factors: TOTP, backup codes, passkeys'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;user;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --username 'Username (unique; letters, digits and _, not starting with a digit)'
            cand --email 'Primary email address (unique)'
            cand --phone 'Digits only, with the country code'
            cand --name 'Display name'
            cand --avatar 'Avatar image URL'
            cand --custom-data 'Custom data: a JSON object'
            cand --profile 'OIDC standard profile fields: a JSON object'
            cand --role 'User role to assign besides the default roles (repeatable)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --password-stdin 'Read the password from the first line of standard input'
            cand --password 'Ask for the password on the terminal (twice, not echoed)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --search 'Only users whose id, username, email, phone or name contains this'
            cand --limit 'How many users to show (1 to 1000)'
            cand --offset 'How many users to skip first'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --search 'Only users whose id, username, email, phone or name contains this'
            cand --limit 'How many users to show (1 to 1000)'
            cand --offset 'How many users to skip first'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --username 'New username (unique)'
            cand --email 'New primary email address (unique)'
            cand --phone 'New primary phone number (unique): digits only, with the country code'
            cand --name 'New display name'
            cand --avatar 'New avatar image URL'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;custom-data'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --set 'A JSON object to merge into the custom data (top-level keys replaced)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;profile'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --set 'A JSON object of profile fields to merge (top-level keys replaced)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;password'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --password-stdin 'Read the password from the first line of standard input'
            cand --password 'Ask for the password on the terminal (twice, not echoed)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;suspend'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;reactivate'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;unlock'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;assign'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --role 'Role (id or name; repeatable); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;unassign'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --role 'Role (id or name; repeatable); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;roles'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Only permissions of this resource (id or indicator)'
            cand --resource 'Only permissions of this resource (id or indicator)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List a user''s second factors (never their secrets)'
            cand ls 'List a user''s second factors (never their secrets)'
            cand add 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)'
            cand remove 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
            cand rm 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;user;mfa;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa;add'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --type 'What to add'
            cand --secret 'The TOTP secret to use (base32), instead of a new one'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;user;mfa;help'= {
            cand list 'List a user''s second factors (never their secrets)'
            cand add 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)'
            cand remove 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;user;mfa;help;list'= {
        }
        &'idctl;user;mfa;help;add'= {
        }
        &'idctl;user;mfa;help;remove'= {
        }
        &'idctl;user;mfa;help;help'= {
        }
        &'idctl;user;help'= {
            cand create 'Create a user (at least one of --username, --email, --phone)'
            cand list 'List users, newest first'
            cand get 'Show one user (by id, username, email or phone)'
            cand update 'Change identifiers, name or avatar'
            cand custom-data 'Show custom data, or shallow-merge a JSON object into it'
            cand profile 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
            cand password 'Set a new password'
            cand suspend 'Suspend a user: no new tokens, refresh tokens revoked'
            cand reactivate 'Lift a suspension'
            cand delete 'Delete a user'
            cand unlock 'Lift the lockout of every identifier of a user'
            cand assign 'Assign User roles (roles the user holds already are left as they are)'
            cand unassign 'Unassign roles (roles the user does not hold are skipped)'
            cand roles 'List a user''s roles'
            cand scopes 'The permissions a user holds through its roles'
            cand mfa 'A user''s second factors: TOTP, backup codes, passkeys'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;user;help;create'= {
        }
        &'idctl;user;help;list'= {
        }
        &'idctl;user;help;get'= {
        }
        &'idctl;user;help;update'= {
        }
        &'idctl;user;help;custom-data'= {
        }
        &'idctl;user;help;profile'= {
        }
        &'idctl;user;help;password'= {
        }
        &'idctl;user;help;suspend'= {
        }
        &'idctl;user;help;reactivate'= {
        }
        &'idctl;user;help;delete'= {
        }
        &'idctl;user;help;unlock'= {
        }
        &'idctl;user;help;assign'= {
        }
        &'idctl;user;help;unassign'= {
        }
        &'idctl;user;help;roles'= {
        }
        &'idctl;user;help;scopes'= {
        }
        &'idctl;user;help;mfa'= {
            cand list 'List a user''s second factors (never their secrets)'
            cand add 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)'
            cand remove 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
        }
        &'idctl;user;help;mfa;list'= {
        }
        &'idctl;user;help;mfa;add'= {
        }
        &'idctl;user;help;mfa;remove'= {
        }
        &'idctl;user;help;help'= {
        }
        &'idctl;experience'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand register 'Sign up: creates the user (User.Created) and emits PostRegister'
            cand sign-in 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
            cand send-code 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
            cand codes 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
            cand verify-code 'Check a verification code (single use)'
            cand one-time-token 'One-time tokens for an email (single use)'
            cand reset-password 'Reset a forgotten password with a code from send-code'
            cand link 'Link an identity to a user: User.Data.Updated'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;experience;register'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --username 'The user''s username'
            cand --email 'The user''s email address'
            cand --phone 'The user''s phone number (digits, with the country code)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --password-stdin 'Read the password from the first line of standard input'
            cand --password 'Ask for the password on the terminal (twice, not echoed)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;sign-in'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --username 'The user''s username'
            cand --email 'The user''s email address'
            cand --phone 'The user''s phone number (digits, with the country code)'
            cand --totp 'The 6-digit code of the user''s authenticator app (TOTP)'
            cand --backup-code 'One of the user''s backup codes (each works once)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --password-stdin 'Read the password from the first line of standard input'
            cand --password 'Ask for the password on the terminal (once, not echoed)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;send-code'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'The email address the code is for'
            cand --phone 'The phone number the code is for (digits, with the country code)'
            cand --purpose 'What the code is for: it picks the message''s wording'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;codes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'Only the codes sent to this email address'
            cand --phone 'Only the codes sent to this phone number'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;verify-code'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'The email address the code is for'
            cand --phone 'The phone number the code is for (digits, with the country code)'
            cand --code 'The 6-digit code from send-code'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;one-time-token'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a token and print it alone on stdout'
            cand verify 'Verify (and use up) a token'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;experience;one-time-token;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'The email address the token is for'
            cand --expires-in 'Lifetime, e.g. 10m or 1h [default: 10m]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;one-time-token;verify'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'The email address the token was created for'
            cand --token 'The one-time token'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;one-time-token;help'= {
            cand create 'Create a token and print it alone on stdout'
            cand verify 'Verify (and use up) a token'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;experience;one-time-token;help;create'= {
        }
        &'idctl;experience;one-time-token;help;verify'= {
        }
        &'idctl;experience;one-time-token;help;help'= {
        }
        &'idctl;experience;reset-password'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --username 'The user''s username'
            cand --email 'The user''s email address'
            cand --phone 'The user''s phone number (digits, with the country code)'
            cand --code 'The 6-digit code from send-code, sent to the user''s email or phone'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --password-stdin 'Read the password from the first line of standard input'
            cand --password 'Ask for the password on the terminal (twice, not echoed)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;link'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --email 'An email address, as the user''s primary email'
            cand --phone 'A phone number, as the user''s primary phone (digits, with the country code)'
            cand --social 'A social identity, PROVIDER:ID (e.g. github:12345)'
            cand --sso 'An enterprise SSO identity, CONNECTOR:ID'
            cand --mfa 'A second factor; prints the TOTP secret and otpauth:// URI once'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;experience;help'= {
            cand register 'Sign up: creates the user (User.Created) and emits PostRegister'
            cand sign-in 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
            cand send-code 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
            cand codes 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
            cand verify-code 'Check a verification code (single use)'
            cand one-time-token 'One-time tokens for an email (single use)'
            cand reset-password 'Reset a forgotten password with a code from send-code'
            cand link 'Link an identity to a user: User.Data.Updated'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;experience;help;register'= {
        }
        &'idctl;experience;help;sign-in'= {
        }
        &'idctl;experience;help;send-code'= {
        }
        &'idctl;experience;help;codes'= {
        }
        &'idctl;experience;help;verify-code'= {
        }
        &'idctl;experience;help;one-time-token'= {
            cand create 'Create a token and print it alone on stdout'
            cand verify 'Verify (and use up) a token'
        }
        &'idctl;experience;help;one-time-token;create'= {
        }
        &'idctl;experience;help;one-time-token;verify'= {
        }
        &'idctl;experience;help;reset-password'= {
        }
        &'idctl;experience;help;link'= {
        }
        &'idctl;experience;help;help'= {
        }
        &'idctl;pat'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a personal access token; prints its value once'
            cand list 'List a user''s tokens (never their values)'
            cand ls 'List a user''s tokens (never their values)'
            cand rename 'Rename a token: NEW, or --name NEW'
            cand update 'Rename a token: NEW, or --name NEW'
            cand delete 'Delete a token: it stops working at once'
            cand rm 'Delete a token: it stops working at once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;pat;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The token name, as a flag (the same as NAME)'
            cand --expires-in 'Lifetime, e.g. 30d or 12h'
            cand --expires-at 'Expiry instant, ISO 8601 (e.g. 2027-01-31T00:00:00Z)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;rename'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The new name, as a flag (the same as NEW)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The new name, as a flag (the same as NEW)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;pat;help'= {
            cand create 'Create a personal access token; prints its value once'
            cand list 'List a user''s tokens (never their values)'
            cand rename 'Rename a token: NEW, or --name NEW'
            cand delete 'Delete a token: it stops working at once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;pat;help;create'= {
        }
        &'idctl;pat;help;list'= {
        }
        &'idctl;pat;help;rename'= {
        }
        &'idctl;pat;help;delete'= {
        }
        &'idctl;pat;help;help'= {
        }
        &'idctl;org'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create an organization'
            cand list 'List organizations'
            cand ls 'List organizations'
            cand get 'Show one organization (by id or name)'
            cand update 'Change name, description, or shallow-merge custom data'
            cand delete 'Delete an organization with its memberships'
            cand rm 'Delete an organization with its memberships'
            cand members 'Members and their organization roles'
            cand apps 'Machine-to-machine applications in the organization and their organization roles'
            cand scope 'Organization permissions'
            cand role 'Organization roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The organization name, as a flag (the same as NAME)'
            cand -d 'What the organization is'
            cand --description 'What the organization is'
            cand --custom-data 'A JSON object'
            cand --mfa-required 'Members need a second factor (TOTP, backup codes, passkey) for its tokens'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand -d 'New description'
            cand --description 'New description'
            cand --custom-data 'A JSON object to merge into the custom data (top-level keys replaced)'
            cand --mfa-required 'Require a second factor of members for the organization''s tokens (true or false)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Add members (users already members are fine)'
            cand set 'Make the members exactly these users (none: remove everyone)'
            cand remove 'Remove members (users who are not members are skipped)'
            cand rm 'Remove members (users who are not members are skipped)'
            cand list 'List members with their organization roles'
            cand ls 'List members with their organization roles'
            cand roles 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)'
            cand scopes 'The organization permissions a member holds through its roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;members;add'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;roles'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --assign 'Organization roles to give the member (ids or names)'
            cand --unassign 'Organization roles to take from the member (ids or names)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;members;help'= {
            cand add 'Add members (users already members are fine)'
            cand set 'Make the members exactly these users (none: remove everyone)'
            cand remove 'Remove members (users who are not members are skipped)'
            cand list 'List members with their organization roles'
            cand roles 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)'
            cand scopes 'The organization permissions a member holds through its roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;members;help;add'= {
        }
        &'idctl;org;members;help;set'= {
        }
        &'idctl;org;members;help;remove'= {
        }
        &'idctl;org;members;help;list'= {
        }
        &'idctl;org;members;help;roles'= {
        }
        &'idctl;org;members;help;scopes'= {
        }
        &'idctl;org;members;help;help'= {
        }
        &'idctl;org;apps'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Add machine-to-machine applications (clients already in the organization are fine)'
            cand set 'Make the applications exactly these clients (none: remove every application)'
            cand remove 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
            cand rm 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
            cand list 'List applications with their organization roles'
            cand ls 'List applications with their organization roles'
            cand roles 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;apps;add'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;roles'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --assign 'Organization roles to give the application (ids or names)'
            cand --unassign 'Organization roles to take from the application (ids or names)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;apps;help'= {
            cand add 'Add machine-to-machine applications (clients already in the organization are fine)'
            cand set 'Make the applications exactly these clients (none: remove every application)'
            cand remove 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
            cand list 'List applications with their organization roles'
            cand roles 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;apps;help;add'= {
        }
        &'idctl;org;apps;help;set'= {
        }
        &'idctl;org;apps;help;remove'= {
        }
        &'idctl;org;apps;help;list'= {
        }
        &'idctl;org;apps;help;roles'= {
        }
        &'idctl;org;apps;help;help'= {
        }
        &'idctl;org;scope'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create'
            cand list 'List'
            cand ls 'List'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete'
            cand rm 'Delete'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;scope;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The name, as a flag (the same as NAME)'
            cand -d 'What the permission allows'
            cand --description 'What the permission allows'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand -d 'New description'
            cand --description 'New description'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;scope;help'= {
            cand create 'Create'
            cand list 'List'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;scope;help;create'= {
        }
        &'idctl;org;scope;help;list'= {
        }
        &'idctl;org;scope;help;get'= {
        }
        &'idctl;org;scope;help;update'= {
        }
        &'idctl;org;scope;help;delete'= {
        }
        &'idctl;org;scope;help;help'= {
        }
        &'idctl;org;role'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create an organization role, optionally with organization permissions and permissions of one API resource'
            cand list 'List organization roles'
            cand ls 'List organization roles'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete an organization role'
            cand rm 'Delete an organization role'
            cand scopes 'List (`scopes ROLE`), set, add or remove the role''s organization permissions'
            cand grant 'Add permissions of an API resource to an organization role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)'
            cand resource-scopes 'List the API resource permissions an organization role holds (resource indicator and permission)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;role;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The role name, as a flag (the same as NAME)'
            cand -d 'What the role is for'
            cand --description 'What the role is for'
            cand --type 'Who the role is for: members (user) or member applications (m2m)'
            cand -s 'Organization permission (repeatable, or space-separated)'
            cand --scope 'Organization permission (repeatable, or space-separated)'
            cand -r 'API resource of the --permission permissions (id or indicator)'
            cand --resource 'API resource of the --permission permissions (id or indicator)'
            cand --permission 'Permission of the --resource API to hold (repeatable, or space-separated)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand -d 'New description'
            cand --description 'New description'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand set 'The role holds exactly these permissions (none: no permission)'
            cand add 'Add permissions (those the role holds already are left as they are)'
            cand remove 'Remove permissions (those the role does not hold are skipped)'
            cand rm 'Remove permissions (those the role does not hold are skipped)'
            cand list 'List the role''s permissions'
            cand ls 'List the role''s permissions'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;role;scopes;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -s 'Organization permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Organization permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;add'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;scopes;help'= {
            cand set 'The role holds exactly these permissions (none: no permission)'
            cand add 'Add permissions (those the role holds already are left as they are)'
            cand remove 'Remove permissions (those the role does not hold are skipped)'
            cand list 'List the role''s permissions'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;role;scopes;help;set'= {
        }
        &'idctl;org;role;scopes;help;add'= {
        }
        &'idctl;org;role;scopes;help;remove'= {
        }
        &'idctl;org;role;scopes;help;list'= {
        }
        &'idctl;org;role;scopes;help;help'= {
        }
        &'idctl;org;role;grant'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Resource of the permissions (id or indicator)'
            cand --resource 'Resource of the permissions (id or indicator)'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;revoke'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Resource of the permissions (id or indicator)'
            cand --resource 'Resource of the permissions (id or indicator)'
            cand -s 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand --scope 'Permission (repeatable, or space-separated); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;resource-scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;org;role;help'= {
            cand create 'Create an organization role, optionally with organization permissions and permissions of one API resource'
            cand list 'List organization roles'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete an organization role'
            cand scopes 'List (`scopes ROLE`), set, add or remove the role''s organization permissions'
            cand grant 'Add permissions of an API resource to an organization role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)'
            cand resource-scopes 'List the API resource permissions an organization role holds (resource indicator and permission)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;role;help;create'= {
        }
        &'idctl;org;role;help;list'= {
        }
        &'idctl;org;role;help;get'= {
        }
        &'idctl;org;role;help;update'= {
        }
        &'idctl;org;role;help;delete'= {
        }
        &'idctl;org;role;help;scopes'= {
            cand set 'The role holds exactly these permissions (none: no permission)'
            cand add 'Add permissions (those the role holds already are left as they are)'
            cand remove 'Remove permissions (those the role does not hold are skipped)'
            cand list 'List the role''s permissions'
        }
        &'idctl;org;role;help;scopes;set'= {
        }
        &'idctl;org;role;help;scopes;add'= {
        }
        &'idctl;org;role;help;scopes;remove'= {
        }
        &'idctl;org;role;help;scopes;list'= {
        }
        &'idctl;org;role;help;grant'= {
        }
        &'idctl;org;role;help;revoke'= {
        }
        &'idctl;org;role;help;resource-scopes'= {
        }
        &'idctl;org;role;help;help'= {
        }
        &'idctl;org;help'= {
            cand create 'Create an organization'
            cand list 'List organizations'
            cand get 'Show one organization (by id or name)'
            cand update 'Change name, description, or shallow-merge custom data'
            cand delete 'Delete an organization with its memberships'
            cand members 'Members and their organization roles'
            cand apps 'Machine-to-machine applications in the organization and their organization roles'
            cand scope 'Organization permissions'
            cand role 'Organization roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;org;help;create'= {
        }
        &'idctl;org;help;list'= {
        }
        &'idctl;org;help;get'= {
        }
        &'idctl;org;help;update'= {
        }
        &'idctl;org;help;delete'= {
        }
        &'idctl;org;help;members'= {
            cand add 'Add members (users already members are fine)'
            cand set 'Make the members exactly these users (none: remove everyone)'
            cand remove 'Remove members (users who are not members are skipped)'
            cand list 'List members with their organization roles'
            cand roles 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)'
            cand scopes 'The organization permissions a member holds through its roles'
        }
        &'idctl;org;help;members;add'= {
        }
        &'idctl;org;help;members;set'= {
        }
        &'idctl;org;help;members;remove'= {
        }
        &'idctl;org;help;members;list'= {
        }
        &'idctl;org;help;members;roles'= {
        }
        &'idctl;org;help;members;scopes'= {
        }
        &'idctl;org;help;apps'= {
            cand add 'Add machine-to-machine applications (clients already in the organization are fine)'
            cand set 'Make the applications exactly these clients (none: remove every application)'
            cand remove 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
            cand list 'List applications with their organization roles'
            cand roles 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)'
        }
        &'idctl;org;help;apps;add'= {
        }
        &'idctl;org;help;apps;set'= {
        }
        &'idctl;org;help;apps;remove'= {
        }
        &'idctl;org;help;apps;list'= {
        }
        &'idctl;org;help;apps;roles'= {
        }
        &'idctl;org;help;scope'= {
            cand create 'Create'
            cand list 'List'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete'
        }
        &'idctl;org;help;scope;create'= {
        }
        &'idctl;org;help;scope;list'= {
        }
        &'idctl;org;help;scope;get'= {
        }
        &'idctl;org;help;scope;update'= {
        }
        &'idctl;org;help;scope;delete'= {
        }
        &'idctl;org;help;role'= {
            cand create 'Create an organization role, optionally with organization permissions and permissions of one API resource'
            cand list 'List organization roles'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete an organization role'
            cand scopes 'List (`scopes ROLE`), set, add or remove the role''s organization permissions'
            cand grant 'Add permissions of an API resource to an organization role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)'
            cand resource-scopes 'List the API resource permissions an organization role holds (resource indicator and permission)'
        }
        &'idctl;org;help;role;create'= {
        }
        &'idctl;org;help;role;list'= {
        }
        &'idctl;org;help;role;get'= {
        }
        &'idctl;org;help;role;update'= {
        }
        &'idctl;org;help;role;delete'= {
        }
        &'idctl;org;help;role;scopes'= {
            cand set 'The role holds exactly these permissions (none: no permission)'
            cand add 'Add permissions (those the role holds already are left as they are)'
            cand remove 'Remove permissions (those the role does not hold are skipped)'
            cand list 'List the role''s permissions'
        }
        &'idctl;org;help;role;scopes;set'= {
        }
        &'idctl;org;help;role;scopes;add'= {
        }
        &'idctl;org;help;role;scopes;remove'= {
        }
        &'idctl;org;help;role;scopes;list'= {
        }
        &'idctl;org;help;role;grant'= {
        }
        &'idctl;org;help;role;revoke'= {
        }
        &'idctl;org;help;role;resource-scopes'= {
        }
        &'idctl;org;help;help'= {
        }
        &'idctl;client'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a client; prints its id and, for confidential types, its secret (only this once)'
            cand list 'List clients'
            cand ls 'List clients'
            cand get 'Show one client (by id or name)'
            cand update 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
            cand delete 'Delete a client'
            cand rm 'Delete a client'
            cand rotate-secret 'Replace the secret; prints the new one once, the old one stops working'
            cand assign 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
            cand unassign 'Unassign roles (roles the client does not hold are skipped)'
            cand roles 'List a client''s roles'
            cand scopes 'The permissions a client holds through its roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;client;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The client name, as a flag (the same as NAME)'
            cand --id 'The client id to create it with, the same in every store (default: a generated one): 1 to 64 letters, digits, -, _ and ., starting with a letter or a digit'
            cand --type 'The kind of app'
            cand --redirect-uri 'Redirect URI (repeatable; not for m2m clients); matched exactly'
            cand --post-logout-redirect-uri 'Post-logout redirect URI (repeatable; not for m2m clients); matched exactly'
            cand --id-token-signed-response-alg 'Algorithm of the app''s ID tokens (not for m2m clients); default: the signing key''s (ES384). RS256 for clients that expect it, as most OpenID Connect libraries do'
            cand --role 'MachineToMachine role to assign (repeatable; m2m clients only)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand --redirect-uri 'Redirect URI (repeatable); replaces the client''s list'
            cand --post-logout-redirect-uri 'Post-logout redirect URI (repeatable); replaces the client''s list'
            cand --id-token-signed-response-alg 'Algorithm of the app''s ID tokens: RS256 for clients that expect it, as most OpenID Connect libraries do, or ES384'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --no-redirect-uris 'Remove every redirect URI'
            cand --no-post-logout-redirect-uris 'Remove every post-logout redirect URI'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;rotate-secret'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --secret-only 'Print only the new secret (for `export IDCTL_CLIENT_SECRET=$(...)`); under -o json, {"secret": "..."}'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;assign'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --role 'Role (id or name; repeatable); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;unassign'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --role 'Role (id or name; repeatable); the same as the positional ones'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;roles'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;scopes'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -r 'Only permissions of this resource'
            cand --resource 'Only permissions of this resource'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;client;help'= {
            cand create 'Create a client; prints its id and, for confidential types, its secret (only this once)'
            cand list 'List clients'
            cand get 'Show one client (by id or name)'
            cand update 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
            cand delete 'Delete a client'
            cand rotate-secret 'Replace the secret; prints the new one once, the old one stops working'
            cand assign 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
            cand unassign 'Unassign roles (roles the client does not hold are skipped)'
            cand roles 'List a client''s roles'
            cand scopes 'The permissions a client holds through its roles'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;client;help;create'= {
        }
        &'idctl;client;help;list'= {
        }
        &'idctl;client;help;get'= {
        }
        &'idctl;client;help;update'= {
        }
        &'idctl;client;help;delete'= {
        }
        &'idctl;client;help;rotate-secret'= {
        }
        &'idctl;client;help;assign'= {
        }
        &'idctl;client;help;unassign'= {
        }
        &'idctl;client;help;roles'= {
        }
        &'idctl;client;help;scopes'= {
        }
        &'idctl;client;help;help'= {
        }
        &'idctl;apply'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -f 'The manifest: a .toml or .json file, or - for stdin'
            cand --file 'The manifest: a .toml or .json file, or - for stdin'
            cand --secrets-out 'Write the secrets of new clients to this file (JSON, mode 0600) instead of stdout'
            cand --format 'The file''s syntax, when its name does not tell (stdin: JSON if it starts with {)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --dry-run 'Print what would change (create, update, delete per record) and change nothing'
            cand --prune 'Also delete the records the file does not declare (listed, then confirmed), and, when it declares [[keys]], the undeclared keys that have signed'
            cand --allow-inline-secrets 'Accept secrets written in the file itself (secret = "..."), for throwaway setups; without it a secret is { env = "NAME" } or { file = "PATH" }'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;export'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -f 'Write the manifest to this file (mode 0600) instead of stdout'
            cand --file 'Write the manifest to this file (mode 0600) instead of stdout'
            cand --format 'The syntax [default: the file''s extension; else json with -o json, else toml]'
            cand --with-keys 'Also write every signing key (PKCS#8 PEM, mode 0600) into DIR, and [[keys]] entries naming them as DIR''s name/KID.pem (for a manifest written into DIR''s parent)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand backup 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
            cand restore 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
            cand prune 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
            cand copy 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
            cand info 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
            cand migrate 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;store;backup'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --force 'Replace FILE when it exists, without asking'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;restore'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;prune'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --vacuum 'Then give the freed space back to the file system (rewrites the store file)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;copy'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --to 'The target store: a file path, a postgres:// URL or a libpq `host=... dbname=...` string (a password comes from PGPASSWORD or a password file)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;info'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;migrate'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --check 'Change nothing: exit 0 when the schema is this build''s, 9 when migrations are pending (or there is no store yet)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;store;help'= {
            cand backup 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
            cand restore 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
            cand prune 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
            cand copy 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
            cand info 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
            cand migrate 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;store;help;backup'= {
        }
        &'idctl;store;help;restore'= {
        }
        &'idctl;store;help;prune'= {
        }
        &'idctl;store;help;copy'= {
        }
        &'idctl;store;help;info'= {
        }
        &'idctl;store;help;migrate'= {
        }
        &'idctl;store;help;help'= {
        }
        &'idctl;quickstart'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;token'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --user 'Mint the token the authorization code flow ends with for this user (id, username, email)'
            cand --refresh-token 'Refresh grant: a refresh token from --user --offline (- reads it from stdin); refresh tokens are base64url and may start with ''-''. A public app''s (the built-in idctl''s) is used up: the answer carries the next one, and a used one presented again revokes the grant'
            cand --pat 'Token exchange: a personal access token (- reads it from stdin)'
            cand --client-id 'Client id or name (HTTP Basic user) [env: IDCTL_CLIENT_ID, client credentials only]; with --user, --refresh-token or --pat: the app (default: the built-in app idctl)'
            cand --client-secret 'Client secret [env: IDCTL_CLIENT_SECRET, client credentials only]; checked whenever given; prefer the environment or --client-secret-stdin'
            cand --basic 'The Authorization header value: base64 of client_id:client_secret, each form-encoded as the token endpoint reads them ("Basic " optional)'
            cand -r 'Resource indicator (the audience); matched byte for byte. Default: the default resource'
            cand --resource 'Resource indicator (the audience); matched byte for byte. Default: the default resource'
            cand -s 'Requested permissions (repeatable, or space-separated)'
            cand --scope 'Requested permissions (repeatable, or space-separated)'
            cand --organization 'An organization (id or name; with --issuer its id): an organization token (audience urn:logto:organization:ID, its organization permissions), or with --resource a resource token in its context (organization_id claim). For users (--user, --refresh-token) and machine-to-machine clients in the organization'
            cand --issuer 'Ask this OAuth server instead of minting from the store: discovery at ISSUER/.well-known/openid-configuration, then its token endpoint (http only on localhost)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --offline 'With --user: also issue a refresh token (valid 14 days, shown once)'
            cand --client-secret-stdin 'Read the client secret from the first line of standard input'
            cand --strict 'Fail (invalid_scope) instead of dropping permissions that cannot be granted'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;decode'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --now 'Time to show relative times against (Unix seconds) [default: now]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;verify'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --jwks 'JWKS to verify against: a file or an http(s) URL [default: this store''s keys]'
            cand --issuer 'Expected issuer [default: this store''s issuer]'
            cand --audience 'Expected audience [default: any resource indicator registered in this store]'
            cand -s 'Required permission (repeatable, or space-separated)'
            cand --scope 'Required permission (repeatable, or space-separated)'
            cand --organization 'The organization the token must be for (id, or with the store''s keys also its name): its audience urn:logto:organization:ID or its organization_id claim (exit 18 otherwise); also accepts that audience'
            cand --leeway 'Seconds of clock skew allowed for exp and nbf (0 to 86400)'
            cand --now 'Evaluate time checks at this instant (Unix seconds) [default: now]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --batch 'Read one token per line from stdin; print one JSON result line per input line, in order, with its line number (blank and non-UTF-8 lines are malformed)'
            cand --plain-jwt 'Verify a plain JWT on purpose: accept any typ, or none, instead of requiring an access token (typ at+jwt, RFC 9068)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;serve'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --listen 'Address to listen on; port 0 picks a free port (the first line on stdout is the URL)'
            cand --base-url 'Base URL the server is reached at (the issuer is this + /oidc) [default: the store''s base-url; with port 0, the URL actually bound]'
            cand --log-format 'How the log is written on stderr: one line per request and the server''s notes and warnings, each request''s lines with its id (the client''s X-Request-Id when it is 1 to 128 printable ASCII characters without spaces, else a new one; returned in the response''s X-Request-Id) [default: text; json with -o json]'
            cand --log-level 'Which lines are logged: a level (error, warn, info, debug, trace, off) or directives target=level, comma-separated, with an optional default level, as RUST_LOG is written (info,idctl::request=off keeps all but the request lines); no regular expressions or span filters. Secrets, tokens, codes and cookies are never logged at any level [default: RUST_LOG, else info]'
            cand --pool-size 'On PostgreSQL: the most sessions this server opens (keep replicas × this + concurrent commands under the database''s max_connections)'
            cand --metrics-listen 'Serve GET /metrics (Prometheus) on this address only, not on --listen [default: on --listen, without authentication]'
            cand --tls-cert 'Serve HTTPS (HTTP/2 and HTTP/1.1) with this PEM certificate, followed by any intermediates; reloaded with --tls-key on SIGHUP and when the files change'
            cand --tls-key 'The PEM private key of --tls-cert (PKCS#8, RSA or EC; not encrypted)'
            cand --trust-proxy 'Take the client''s address from X-Forwarded-For or Forwarded, and https from X-Forwarded-Proto, only on connections from these proxies (addresses or CIDR networks; repeat the flag or separate with commas)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --no-migrate 'Refuse to start (exit 9) when the store''s schema is not this build''s, instead of migrating it: for a service whose database role may not change the schema (run idctl store migrate first)'
            cand --no-metrics 'Collect no metrics and serve no /metrics'
            cand --log-probes 'Log the requests of health probes (GET /health/live, /health/ready) too'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
            cand ls 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
            cand rotate 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
            cand delete 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
            cand rm 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
            cand remove 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
            cand jwks 'Print the public JWK Set (the document served at /oidc/jwks)'
            cand import 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
            cand export 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
            cand sign 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;keys;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;rotate'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --alg 'Signature algorithm of the new key'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;jwks'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;import'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --publish-only 'Publish the key in the JWKS without making it the signing key (for a key that signs elsewhere, or the next one)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;export'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --out 'Write to this file (mode 0600) instead of stdout'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --private 'Print the private key (PKCS#8 PEM) instead of the public JWK'
            cand --force 'Replace FILE when it exists'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;sign'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --claims 'The claims: a JSON object'
            cand --header 'The header: a JSON object (`alg` and `kid` are set) [default: {}]'
            cand --kid 'The key to sign with [default: the signing key]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;keys;help'= {
            cand list 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
            cand rotate 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
            cand delete 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
            cand jwks 'Print the public JWK Set (the document served at /oidc/jwks)'
            cand import 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
            cand export 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
            cand sign 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;keys;help;list'= {
        }
        &'idctl;keys;help;rotate'= {
        }
        &'idctl;keys;help;delete'= {
        }
        &'idctl;keys;help;jwks'= {
        }
        &'idctl;keys;help;import'= {
        }
        &'idctl;keys;help;export'= {
        }
        &'idctl;keys;help;sign'= {
        }
        &'idctl;keys;help;help'= {
        }
        &'idctl;claims'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand set 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
            cand get 'Print the script set for user or machine-to-machine tokens, with its variables'
            cand list 'List the scripts set'
            cand ls 'List the scripts set'
            cand test 'Run the script for a user or a client of the store and print the claims it adds'
            cand unset 'Remove the script for user or machine-to-machine tokens'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;claims;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --for 'Which access tokens'
            cand --script 'The JavaScript file (UTF-8) defining getCustomJwtClaims'
            cand --env 'A variable the script reads as environmentVariables.KEY (repeatable)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --for 'Which script'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;test'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --for 'Which script'
            cand --user 'The user whose token it would be (id, username, email or phone; --for user)'
            cand --client 'The client (id or name): the m2m client (--for m2m), or the app a user''s token is for'
            cand --script 'Test this file instead of the script set (with --env, instead of its variables)'
            cand --env 'A variable for --script (repeatable)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;unset'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --for 'Which script'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;claims;help'= {
            cand set 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
            cand get 'Print the script set for user or machine-to-machine tokens, with its variables'
            cand list 'List the scripts set'
            cand test 'Run the script for a user or a client of the store and print the claims it adds'
            cand unset 'Remove the script for user or machine-to-machine tokens'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;claims;help;set'= {
        }
        &'idctl;claims;help;get'= {
        }
        &'idctl;claims;help;list'= {
        }
        &'idctl;claims;help;test'= {
        }
        &'idctl;claims;help;unset'= {
        }
        &'idctl;claims;help;help'= {
        }
        &'idctl;hook'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a hook: events go to an http(s) URL (signed) or to standard output'
            cand list 'List hooks with their deliveries of the last 24 hours'
            cand ls 'List hooks with their deliveries of the last 24 hours'
            cand get 'Show one hook (by id or name)'
            cand update 'Change a hook; --event and --header replace the whole list'
            cand enable 'Deliver events to the hook again'
            cand disable 'Stop delivering to the hook (pending deliveries wait)'
            cand rotate-secret 'Replace the signing key; prints the new one'
            cand delete 'Delete a hook with its deliveries and logs'
            cand rm 'Delete a hook with its deliveries and logs'
            cand test 'Send a sample payload now and show the receiver''s answer'
            cand logs 'Every delivery attempt: event, time, status, duration, error, response body'
            cand deliver 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
            cand events 'List the event names hooks can select'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;hook;create'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'The hook name, as a flag (the same as NAME)'
            cand --url 'Receiver URL (http or https)'
            cand --event 'Event name, Prefix.* or all (repeatable, or comma-separated)'
            cand --header 'Extra request header, ''Name: value'' (repeatable)'
            cand --timeout 'Seconds to wait for the receiver [default: 10]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --stdout 'Print each event as one JSON line on standard output instead, after a command''s table output (under -o json stdout holds only the command''s JSON; see idctl events list)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --show-secret 'Also show the signing key'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;update'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --name 'New name (unique)'
            cand --url 'New receiver URL (http or https)'
            cand --event 'Event name, Prefix.* or all (repeatable, or comma-separated); replaces the list'
            cand --header 'Request header, ''Name: value'' (repeatable); replaces every custom header'
            cand --timeout 'Seconds to wait for the receiver'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --clear-headers 'Remove every custom header'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;enable'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;disable'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;rotate-secret'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;delete'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;test'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --event 'The event to sample [default: the hook''s first event]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;logs'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --since 'Only attempts this recent (e.g. 1h, 2d)'
            cand --status 'Only successful or only failed attempts'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;deliver'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --timeout 'Stop after this long, e.g. 30s, 10m, 1h (1s to 1day) [default: 2m with --wait, no limit without]; a request under way finishes first, within its hook''s timeout'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --wait 'Keep going until nothing is pending, for at most --timeout (default 2m)'
            cand --all 'Also send deliveries whose next attempt is not due yet'
            cand --retry-failed 'Send failed and given-up deliveries again, from the first round of retries'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;events'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;hook;help'= {
            cand create 'Create a hook: events go to an http(s) URL (signed) or to standard output'
            cand list 'List hooks with their deliveries of the last 24 hours'
            cand get 'Show one hook (by id or name)'
            cand update 'Change a hook; --event and --header replace the whole list'
            cand enable 'Deliver events to the hook again'
            cand disable 'Stop delivering to the hook (pending deliveries wait)'
            cand rotate-secret 'Replace the signing key; prints the new one'
            cand delete 'Delete a hook with its deliveries and logs'
            cand test 'Send a sample payload now and show the receiver''s answer'
            cand logs 'Every delivery attempt: event, time, status, duration, error, response body'
            cand deliver 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
            cand events 'List the event names hooks can select'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;hook;help;create'= {
        }
        &'idctl;hook;help;list'= {
        }
        &'idctl;hook;help;get'= {
        }
        &'idctl;hook;help;update'= {
        }
        &'idctl;hook;help;enable'= {
        }
        &'idctl;hook;help;disable'= {
        }
        &'idctl;hook;help;rotate-secret'= {
        }
        &'idctl;hook;help;delete'= {
        }
        &'idctl;hook;help;test'= {
        }
        &'idctl;hook;help;logs'= {
        }
        &'idctl;hook;help;deliver'= {
        }
        &'idctl;hook;help;events'= {
        }
        &'idctl;hook;help;help'= {
        }
        &'idctl;connector'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
            cand ls 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
            cand get 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)'
            cand remove 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
            cand rm 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
            cand set 'Set a connector (on an existing one, only the flags given change)'
            cand enable 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins'
            cand disable 'Hide a sign-in connector''s button and refuse its sign-ins'
            cand test 'Send a sample code through a channel''s connector now; non-zero exit when it fails'
            cand logs 'Every attempt to send a code, newest first (never the code itself)'
            cand deliver 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;remove'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;rm'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand email 'The email channel''s connector: an SMTP server or an HTTP endpoint'
            cand sms 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)'
            cand oidc 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document'
            cand oauth2 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;email'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand smtp 'Send codes by email through an SMTP server'
            cand http 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;email;smtp'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --host 'The SMTP server''s host name (or IP address)'
            cand --port 'The SMTP server''s port: 587 with starttls, 465 with implicit, 25 without TLS'
            cand --tls 'How the connection is secured: none, starttls (required, not opportunistic) or implicit (TLS from the first byte); certificates are checked against the system''s roots (SSL_CERT_FILE adds a private CA)'
            cand --username 'The user name of SMTP AUTH'
            cand --password-env 'The password of SMTP AUTH, read from this environment variable of the process that sends (idctl serve, connector deliver, experience send-code), when it sends'
            cand --password-file 'The password of SMTP AUTH, read from this file (one line) by the process that sends, when it sends'
            cand --from 'The sender''s address (From:)'
            cand --from-name 'The sender''s display name (From: "TEXT" <ADDRESS>)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set;email;http'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --url 'The endpoint that receives a signed JSON POST per code (http or https)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set;email;help'= {
            cand smtp 'Send codes by email through an SMTP server'
            cand http 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;email;help;smtp'= {
        }
        &'idctl;connector;set;email;help;http'= {
        }
        &'idctl;connector;set;email;help;help'= {
        }
        &'idctl;connector;set;sms'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand http 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;sms;http'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --url 'The endpoint that receives a signed JSON POST per code (http or https)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set;sms;help'= {
            cand http 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;sms;help;http'= {
        }
        &'idctl;connector;set;sms;help;help'= {
        }
        &'idctl;connector;set;oidc'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --client-id 'The client id registered at the provider'
            cand --client-secret-env 'The environment variable holding the client secret, read by the server when a user signs in (never stored)'
            cand --client-secret-file 'The file holding the client secret, read by the server when a user signs in (never stored)'
            cand --scope 'The scopes asked of the provider, space-separated [default: "openid email profile" for OIDC, none for OAuth 2]'
            cand --label 'The button''s text after "Continue with" [default: the name]; "" removes it'
            cand --kind 'Where the identity appears on the user: identities (social) or ssoIdentities (sso) [default: social]; fixed once users have identities from the connector'
            cand --link-by-email 'Link a user who has the same verified email (in any case), instead of registering a new user [default: true]; never a user with a second factor, a lock, or an identity from this connector already'
            cand --id-field 'Where the provider''s answer holds the user''s stable id (a member, or a dotted path such as data.id) [default: sub for OIDC, id for OAuth 2]'
            cand --email-field 'Where it holds the email [default: email]'
            cand --email-verified-field 'Where it says the email is verified (true) [default: email_verified]; an email not said to be verified never links an existing user'
            cand --name-field 'Where it holds the display name [default: name]'
            cand --avatar-field 'Where it holds the picture''s URL [default: picture for OIDC, avatar_url for OAuth 2]'
            cand --issuer 'The provider''s issuer URL (its discovery document is ISSUER/.well-known/openid-configuration); fixed once users have identities from the connector'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set;oauth2'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --client-id 'The client id registered at the provider'
            cand --client-secret-env 'The environment variable holding the client secret, read by the server when a user signs in (never stored)'
            cand --client-secret-file 'The file holding the client secret, read by the server when a user signs in (never stored)'
            cand --scope 'The scopes asked of the provider, space-separated [default: "openid email profile" for OIDC, none for OAuth 2]'
            cand --label 'The button''s text after "Continue with" [default: the name]; "" removes it'
            cand --kind 'Where the identity appears on the user: identities (social) or ssoIdentities (sso) [default: social]; fixed once users have identities from the connector'
            cand --link-by-email 'Link a user who has the same verified email (in any case), instead of registering a new user [default: true]; never a user with a second factor, a lock, or an identity from this connector already'
            cand --id-field 'Where the provider''s answer holds the user''s stable id (a member, or a dotted path such as data.id) [default: sub for OIDC, id for OAuth 2]'
            cand --email-field 'Where it holds the email [default: email]'
            cand --email-verified-field 'Where it says the email is verified (true) [default: email_verified]; an email not said to be verified never links an existing user'
            cand --name-field 'Where it holds the display name [default: name]'
            cand --avatar-field 'Where it holds the picture''s URL [default: picture for OIDC, avatar_url for OAuth 2]'
            cand --authorization-endpoint 'Where the browser signs in at the provider (this and the other endpoints are fixed once users have identities from the connector)'
            cand --token-endpoint 'Where the server exchanges the code for an access token'
            cand --userinfo-endpoint 'Where the server reads the user''s profile with the access token'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;set;help'= {
            cand email 'The email channel''s connector: an SMTP server or an HTTP endpoint'
            cand sms 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)'
            cand oidc 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document'
            cand oauth2 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;set;help;email'= {
            cand smtp 'Send codes by email through an SMTP server'
            cand http 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;connector;set;help;email;smtp'= {
        }
        &'idctl;connector;set;help;email;http'= {
        }
        &'idctl;connector;set;help;sms'= {
            cand http 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;connector;set;help;sms;http'= {
        }
        &'idctl;connector;set;help;oidc'= {
        }
        &'idctl;connector;set;help;oauth2'= {
        }
        &'idctl;connector;set;help;help'= {
        }
        &'idctl;connector;enable'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;disable'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;test'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --to 'The address (email) or phone number (sms, digits with the country code) to send to'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;logs'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --channel 'Only the attempts of this channel'
            cand --limit 'At most this many attempts (1 to 1000) [default: 50]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --failed 'Only the failed attempts (and the messages given up)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;deliver'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --timeout 'Stop after this long, e.g. 30s, 10m (1s to 1day) [default: 2m with --wait, no limit without]'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --wait 'Keep going until nothing is pending, for at most --timeout (default 2m)'
            cand --all 'Also send the pending codes whose next attempt is not due yet'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;connector;help'= {
            cand list 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
            cand get 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)'
            cand remove 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
            cand set 'Set a connector (on an existing one, only the flags given change)'
            cand enable 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins'
            cand disable 'Hide a sign-in connector''s button and refuse its sign-ins'
            cand test 'Send a sample code through a channel''s connector now; non-zero exit when it fails'
            cand logs 'Every attempt to send a code, newest first (never the code itself)'
            cand deliver 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;connector;help;list'= {
        }
        &'idctl;connector;help;get'= {
        }
        &'idctl;connector;help;remove'= {
        }
        &'idctl;connector;help;set'= {
            cand email 'The email channel''s connector: an SMTP server or an HTTP endpoint'
            cand sms 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)'
            cand oidc 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document'
            cand oauth2 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name'
        }
        &'idctl;connector;help;set;email'= {
            cand smtp 'Send codes by email through an SMTP server'
            cand http 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;connector;help;set;email;smtp'= {
        }
        &'idctl;connector;help;set;email;http'= {
        }
        &'idctl;connector;help;set;sms'= {
            cand http 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;connector;help;set;sms;http'= {
        }
        &'idctl;connector;help;set;oidc'= {
        }
        &'idctl;connector;help;set;oauth2'= {
        }
        &'idctl;connector;help;enable'= {
        }
        &'idctl;connector;help;disable'= {
        }
        &'idctl;connector;help;test'= {
        }
        &'idctl;connector;help;logs'= {
        }
        &'idctl;connector;help;deliver'= {
        }
        &'idctl;connector;help;help'= {
        }
        &'idctl;events'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
            cand ls 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
            cand get 'Show one entry of the log (event or audit entry) with its payload'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;events;list'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --type 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too'
            cand --since 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)'
            cand --limit 'How many of the most recent events (1 to 100000)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --audit 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;events;ls'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --type 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too'
            cand --since 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)'
            cand --limit 'How many of the most recent events (1 to 100000)'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --audit 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;events;get'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;events;help'= {
            cand list 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
            cand get 'Show one entry of the log (event or audit entry) with its payload'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;events;help;list'= {
        }
        &'idctl;events;help;get'= {
        }
        &'idctl;events;help;help'= {
        }
        &'idctl;completions'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --dir 'Write completions for every shell into this folder instead'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;man'= {
            cand --store 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory''s idctl/idctl.db]'
            cand -o 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --output 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]'
            cand --events 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS'
            cand --dir 'Write idctl.1 and one page per subcommand into this folder instead of printing idctl.1'
            cand --install-dir 'Install the pages for man: write them into DIR/man1 (DIR is a man directory, such as ~/.local/share/man or /usr/local/share/man), so that `man idctl` finds them'
            cand -y 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand --yes 'Answer yes to confirmations (required to delete when not on a terminal)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'idctl;help'= {
            cand init 'Create the store (idempotent) and print where it is'
            cand config 'Read and change store settings (base-url, lockout, event retention, rate limits)'
            cand resource 'API resources, identified by an absolute-URI resource indicator'
            cand scope 'Permissions (scopes) of an API resource'
            cand role 'Roles: named sets of permissions, given to users or machine clients'
            cand user 'Users, their roles and permissions'
            cand experience 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking'
            cand pat 'Personal access tokens of users'
            cand org 'Organizations, members, organization roles and organization permissions'
            cand client 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in'
            cand apply 'Make the store match a manifest file (configuration as code)'
            cand export 'Write the store as a manifest file'
            cand store 'The store file: back it up to one file, restore it from one, remove expired rows'
            cand quickstart 'Create an example API, permissions, m2m role and client, and show how to get a token'
            cand token 'Mint an access token: client credentials, a user''s authorization code flow, refresh token, or PAT token exchange'
            cand decode 'Show a token''s header and claims without verifying it'
            cand verify 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions'
            cand serve 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute'
            cand keys 'Signing keys and the public JWK Set'
            cand claims 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users'' tokens, one for machine-to-machine tokens)'
            cand hook 'Webhooks: signed HTTP deliveries with retries and logs, or standard output'
            cand connector 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)'
            cand events 'The event log: every event a change caused'
            cand completions 'Print or write shell completions'
            cand man 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'idctl;help;init'= {
        }
        &'idctl;help;config'= {
            cand get 'Print one setting'
            cand set 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
            cand list 'Print every setting with its effective value, defaults included'
        }
        &'idctl;help;config;get'= {
        }
        &'idctl;help;config;set'= {
        }
        &'idctl;help;config;list'= {
        }
        &'idctl;help;resource'= {
            cand create 'Register an API resource'
            cand list 'List API resources'
            cand get 'Show one API resource (by id or indicator)'
            cand update 'Change the name or token lifetime (the indicator cannot change)'
            cand set-default 'Make a resource the default (unsets the previous default)'
            cand unset-default 'Leave no resource as the default'
            cand delete 'Delete a resource with its permissions (removing them from every role)'
        }
        &'idctl;help;resource;create'= {
        }
        &'idctl;help;resource;list'= {
        }
        &'idctl;help;resource;get'= {
        }
        &'idctl;help;resource;update'= {
        }
        &'idctl;help;resource;set-default'= {
        }
        &'idctl;help;resource;unset-default'= {
        }
        &'idctl;help;resource;delete'= {
        }
        &'idctl;help;scope'= {
            cand create 'Define a permission on a resource'
            cand list 'List the permissions of a resource'
            cand get 'Show one permission of a resource'
            cand update 'Rename a permission or change its description'
            cand delete 'Delete a permission (removing it from every role)'
        }
        &'idctl;help;scope;create'= {
        }
        &'idctl;help;scope;list'= {
        }
        &'idctl;help;scope;get'= {
        }
        &'idctl;help;scope;update'= {
        }
        &'idctl;help;scope;delete'= {
        }
        &'idctl;help;role'= {
            cand create 'Create a role, optionally holding permissions of one resource'
            cand list 'List roles'
            cand get 'Show one role (by id or name)'
            cand update 'Change a role''s name, description or default status'
            cand delete 'Delete a role (removing it from every holder)'
            cand grant 'Add permissions of a resource to a role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of a resource from a role (those it does not hold are skipped)'
            cand scopes 'List the permissions a role holds (resource indicator and permission)'
        }
        &'idctl;help;role;create'= {
        }
        &'idctl;help;role;list'= {
        }
        &'idctl;help;role;get'= {
        }
        &'idctl;help;role;update'= {
        }
        &'idctl;help;role;delete'= {
        }
        &'idctl;help;role;grant'= {
        }
        &'idctl;help;role;revoke'= {
        }
        &'idctl;help;role;scopes'= {
        }
        &'idctl;help;user'= {
            cand create 'Create a user (at least one of --username, --email, --phone)'
            cand list 'List users, newest first'
            cand get 'Show one user (by id, username, email or phone)'
            cand update 'Change identifiers, name or avatar'
            cand custom-data 'Show custom data, or shallow-merge a JSON object into it'
            cand profile 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
            cand password 'Set a new password'
            cand suspend 'Suspend a user: no new tokens, refresh tokens revoked'
            cand reactivate 'Lift a suspension'
            cand delete 'Delete a user'
            cand unlock 'Lift the lockout of every identifier of a user'
            cand assign 'Assign User roles (roles the user holds already are left as they are)'
            cand unassign 'Unassign roles (roles the user does not hold are skipped)'
            cand roles 'List a user''s roles'
            cand scopes 'The permissions a user holds through its roles'
            cand mfa 'A user''s second factors: TOTP, backup codes, passkeys'
        }
        &'idctl;help;user;create'= {
        }
        &'idctl;help;user;list'= {
        }
        &'idctl;help;user;get'= {
        }
        &'idctl;help;user;update'= {
        }
        &'idctl;help;user;custom-data'= {
        }
        &'idctl;help;user;profile'= {
        }
        &'idctl;help;user;password'= {
        }
        &'idctl;help;user;suspend'= {
        }
        &'idctl;help;user;reactivate'= {
        }
        &'idctl;help;user;delete'= {
        }
        &'idctl;help;user;unlock'= {
        }
        &'idctl;help;user;assign'= {
        }
        &'idctl;help;user;unassign'= {
        }
        &'idctl;help;user;roles'= {
        }
        &'idctl;help;user;scopes'= {
        }
        &'idctl;help;user;mfa'= {
            cand list 'List a user''s second factors (never their secrets)'
            cand add 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)'
            cand remove 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
        }
        &'idctl;help;user;mfa;list'= {
        }
        &'idctl;help;user;mfa;add'= {
        }
        &'idctl;help;user;mfa;remove'= {
        }
        &'idctl;help;experience'= {
            cand register 'Sign up: creates the user (User.Created) and emits PostRegister'
            cand sign-in 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
            cand send-code 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
            cand codes 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
            cand verify-code 'Check a verification code (single use)'
            cand one-time-token 'One-time tokens for an email (single use)'
            cand reset-password 'Reset a forgotten password with a code from send-code'
            cand link 'Link an identity to a user: User.Data.Updated'
        }
        &'idctl;help;experience;register'= {
        }
        &'idctl;help;experience;sign-in'= {
        }
        &'idctl;help;experience;send-code'= {
        }
        &'idctl;help;experience;codes'= {
        }
        &'idctl;help;experience;verify-code'= {
        }
        &'idctl;help;experience;one-time-token'= {
            cand create 'Create a token and print it alone on stdout'
            cand verify 'Verify (and use up) a token'
        }
        &'idctl;help;experience;one-time-token;create'= {
        }
        &'idctl;help;experience;one-time-token;verify'= {
        }
        &'idctl;help;experience;reset-password'= {
        }
        &'idctl;help;experience;link'= {
        }
        &'idctl;help;pat'= {
            cand create 'Create a personal access token; prints its value once'
            cand list 'List a user''s tokens (never their values)'
            cand rename 'Rename a token: NEW, or --name NEW'
            cand delete 'Delete a token: it stops working at once'
        }
        &'idctl;help;pat;create'= {
        }
        &'idctl;help;pat;list'= {
        }
        &'idctl;help;pat;rename'= {
        }
        &'idctl;help;pat;delete'= {
        }
        &'idctl;help;org'= {
            cand create 'Create an organization'
            cand list 'List organizations'
            cand get 'Show one organization (by id or name)'
            cand update 'Change name, description, or shallow-merge custom data'
            cand delete 'Delete an organization with its memberships'
            cand members 'Members and their organization roles'
            cand apps 'Machine-to-machine applications in the organization and their organization roles'
            cand scope 'Organization permissions'
            cand role 'Organization roles'
        }
        &'idctl;help;org;create'= {
        }
        &'idctl;help;org;list'= {
        }
        &'idctl;help;org;get'= {
        }
        &'idctl;help;org;update'= {
        }
        &'idctl;help;org;delete'= {
        }
        &'idctl;help;org;members'= {
            cand add 'Add members (users already members are fine)'
            cand set 'Make the members exactly these users (none: remove everyone)'
            cand remove 'Remove members (users who are not members are skipped)'
            cand list 'List members with their organization roles'
            cand roles 'Show, assign or unassign a member''s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)'
            cand scopes 'The organization permissions a member holds through its roles'
        }
        &'idctl;help;org;members;add'= {
        }
        &'idctl;help;org;members;set'= {
        }
        &'idctl;help;org;members;remove'= {
        }
        &'idctl;help;org;members;list'= {
        }
        &'idctl;help;org;members;roles'= {
        }
        &'idctl;help;org;members;scopes'= {
        }
        &'idctl;help;org;apps'= {
            cand add 'Add machine-to-machine applications (clients already in the organization are fine)'
            cand set 'Make the applications exactly these clients (none: remove every application)'
            cand remove 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
            cand list 'List applications with their organization roles'
            cand roles 'Show, assign or unassign an application''s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)'
        }
        &'idctl;help;org;apps;add'= {
        }
        &'idctl;help;org;apps;set'= {
        }
        &'idctl;help;org;apps;remove'= {
        }
        &'idctl;help;org;apps;list'= {
        }
        &'idctl;help;org;apps;roles'= {
        }
        &'idctl;help;org;scope'= {
            cand create 'Create'
            cand list 'List'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete'
        }
        &'idctl;help;org;scope;create'= {
        }
        &'idctl;help;org;scope;list'= {
        }
        &'idctl;help;org;scope;get'= {
        }
        &'idctl;help;org;scope;update'= {
        }
        &'idctl;help;org;scope;delete'= {
        }
        &'idctl;help;org;role'= {
            cand create 'Create an organization role, optionally with organization permissions and permissions of one API resource'
            cand list 'List organization roles'
            cand get 'Show one (by name or id)'
            cand update 'Rename or describe'
            cand delete 'Delete an organization role'
            cand scopes 'List (`scopes ROLE`), set, add or remove the role''s organization permissions'
            cand grant 'Add permissions of an API resource to an organization role (those it holds already are left as they are)'
            cand revoke 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)'
            cand resource-scopes 'List the API resource permissions an organization role holds (resource indicator and permission)'
        }
        &'idctl;help;org;role;create'= {
        }
        &'idctl;help;org;role;list'= {
        }
        &'idctl;help;org;role;get'= {
        }
        &'idctl;help;org;role;update'= {
        }
        &'idctl;help;org;role;delete'= {
        }
        &'idctl;help;org;role;scopes'= {
            cand set 'The role holds exactly these permissions (none: no permission)'
            cand add 'Add permissions (those the role holds already are left as they are)'
            cand remove 'Remove permissions (those the role does not hold are skipped)'
            cand list 'List the role''s permissions'
        }
        &'idctl;help;org;role;scopes;set'= {
        }
        &'idctl;help;org;role;scopes;add'= {
        }
        &'idctl;help;org;role;scopes;remove'= {
        }
        &'idctl;help;org;role;scopes;list'= {
        }
        &'idctl;help;org;role;grant'= {
        }
        &'idctl;help;org;role;revoke'= {
        }
        &'idctl;help;org;role;resource-scopes'= {
        }
        &'idctl;help;client'= {
            cand create 'Create a client; prints its id and, for confidential types, its secret (only this once)'
            cand list 'List clients'
            cand get 'Show one client (by id or name)'
            cand update 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
            cand delete 'Delete a client'
            cand rotate-secret 'Replace the secret; prints the new one once, the old one stops working'
            cand assign 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
            cand unassign 'Unassign roles (roles the client does not hold are skipped)'
            cand roles 'List a client''s roles'
            cand scopes 'The permissions a client holds through its roles'
        }
        &'idctl;help;client;create'= {
        }
        &'idctl;help;client;list'= {
        }
        &'idctl;help;client;get'= {
        }
        &'idctl;help;client;update'= {
        }
        &'idctl;help;client;delete'= {
        }
        &'idctl;help;client;rotate-secret'= {
        }
        &'idctl;help;client;assign'= {
        }
        &'idctl;help;client;unassign'= {
        }
        &'idctl;help;client;roles'= {
        }
        &'idctl;help;client;scopes'= {
        }
        &'idctl;help;apply'= {
        }
        &'idctl;help;export'= {
        }
        &'idctl;help;store'= {
            cand backup 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
            cand restore 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
            cand prune 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
            cand copy 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
            cand info 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
            cand migrate 'Bring the store''s schema up to this build''s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
        }
        &'idctl;help;store;backup'= {
        }
        &'idctl;help;store;restore'= {
        }
        &'idctl;help;store;prune'= {
        }
        &'idctl;help;store;copy'= {
        }
        &'idctl;help;store;info'= {
        }
        &'idctl;help;store;migrate'= {
        }
        &'idctl;help;quickstart'= {
        }
        &'idctl;help;token'= {
        }
        &'idctl;help;decode'= {
        }
        &'idctl;help;verify'= {
        }
        &'idctl;help;serve'= {
        }
        &'idctl;help;keys'= {
            cand list 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
            cand rotate 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
            cand delete 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
            cand jwks 'Print the public JWK Set (the document served at /oidc/jwks)'
            cand import 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
            cand export 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
            cand sign 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
        }
        &'idctl;help;keys;list'= {
        }
        &'idctl;help;keys;rotate'= {
        }
        &'idctl;help;keys;delete'= {
        }
        &'idctl;help;keys;jwks'= {
        }
        &'idctl;help;keys;import'= {
        }
        &'idctl;help;keys;export'= {
        }
        &'idctl;help;keys;sign'= {
        }
        &'idctl;help;claims'= {
            cand set 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
            cand get 'Print the script set for user or machine-to-machine tokens, with its variables'
            cand list 'List the scripts set'
            cand test 'Run the script for a user or a client of the store and print the claims it adds'
            cand unset 'Remove the script for user or machine-to-machine tokens'
        }
        &'idctl;help;claims;set'= {
        }
        &'idctl;help;claims;get'= {
        }
        &'idctl;help;claims;list'= {
        }
        &'idctl;help;claims;test'= {
        }
        &'idctl;help;claims;unset'= {
        }
        &'idctl;help;hook'= {
            cand create 'Create a hook: events go to an http(s) URL (signed) or to standard output'
            cand list 'List hooks with their deliveries of the last 24 hours'
            cand get 'Show one hook (by id or name)'
            cand update 'Change a hook; --event and --header replace the whole list'
            cand enable 'Deliver events to the hook again'
            cand disable 'Stop delivering to the hook (pending deliveries wait)'
            cand rotate-secret 'Replace the signing key; prints the new one'
            cand delete 'Delete a hook with its deliveries and logs'
            cand test 'Send a sample payload now and show the receiver''s answer'
            cand logs 'Every delivery attempt: event, time, status, duration, error, response body'
            cand deliver 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
            cand events 'List the event names hooks can select'
        }
        &'idctl;help;hook;create'= {
        }
        &'idctl;help;hook;list'= {
        }
        &'idctl;help;hook;get'= {
        }
        &'idctl;help;hook;update'= {
        }
        &'idctl;help;hook;enable'= {
        }
        &'idctl;help;hook;disable'= {
        }
        &'idctl;help;hook;rotate-secret'= {
        }
        &'idctl;help;hook;delete'= {
        }
        &'idctl;help;hook;test'= {
        }
        &'idctl;help;hook;logs'= {
        }
        &'idctl;help;hook;deliver'= {
        }
        &'idctl;help;hook;events'= {
        }
        &'idctl;help;connector'= {
            cand list 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
            cand get 'Show a connector: email, sms or a sign-in connector''s name (secrets by reference, never their values; a sign-in connector''s callback URL)'
            cand remove 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
            cand set 'Set a connector (on an existing one, only the flags given change)'
            cand enable 'Show a sign-in connector''s button on the sign-in page, and accept its sign-ins'
            cand disable 'Hide a sign-in connector''s button and refuse its sign-ins'
            cand test 'Send a sample code through a channel''s connector now; non-zero exit when it fails'
            cand logs 'Every attempt to send a code, newest first (never the code itself)'
            cand deliver 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
        }
        &'idctl;help;connector;list'= {
        }
        &'idctl;help;connector;get'= {
        }
        &'idctl;help;connector;remove'= {
        }
        &'idctl;help;connector;set'= {
            cand email 'The email channel''s connector: an SMTP server or an HTTP endpoint'
            cand sms 'The SMS channel''s connector: an HTTP endpoint (an adapter in front of any provider)'
            cand oidc 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer''s discovery document'
            cand oauth2 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user''s id, email and name'
        }
        &'idctl;help;connector;set;email'= {
            cand smtp 'Send codes by email through an SMTP server'
            cand http 'Send codes by email through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;help;connector;set;email;smtp'= {
        }
        &'idctl;help;connector;set;email;http'= {
        }
        &'idctl;help;connector;set;sms'= {
            cand http 'Send codes by text message through an HTTP endpoint (a signed POST); prints its signing key once'
        }
        &'idctl;help;connector;set;sms;http'= {
        }
        &'idctl;help;connector;set;oidc'= {
        }
        &'idctl;help;connector;set;oauth2'= {
        }
        &'idctl;help;connector;enable'= {
        }
        &'idctl;help;connector;disable'= {
        }
        &'idctl;help;connector;test'= {
        }
        &'idctl;help;connector;logs'= {
        }
        &'idctl;help;connector;deliver'= {
        }
        &'idctl;help;events'= {
            cand list 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
            cand get 'Show one entry of the log (event or audit entry) with its payload'
        }
        &'idctl;help;events;list'= {
        }
        &'idctl;help;events;get'= {
        }
        &'idctl;help;completions'= {
        }
        &'idctl;help;man'= {
        }
        &'idctl;help;help'= {
        }
    ]
    $completions[$command]
}
