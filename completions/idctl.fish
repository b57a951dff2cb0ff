# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_idctl_global_optspecs
    string join \n store= o/output= y/yes events= h/help V/version
end

function __fish_idctl_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_idctl_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_idctl_using_subcommand
    set -l cmd (__fish_idctl_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c idctl -n "__fish_idctl_needs_command" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_needs_command" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_needs_command" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_needs_command" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_needs_command" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_needs_command" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "init" -d 'Create the store (idempotent) and print where it is'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "config" -d 'Read and change store settings (base-url, lockout, event retention, rate limits)'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "resource" -d 'API resources, identified by an absolute-URI resource indicator'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "scope" -d 'Permissions (scopes) of an API resource'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "role" -d 'Roles: named sets of permissions, given to users or machine clients'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "user" -d 'Users, their roles and permissions'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "experience" -d 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "pat" -d 'Personal access tokens of users'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "org" -d 'Organizations, members, organization roles and organization permissions'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "client" -d 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "apply" -d 'Make the store match a manifest file (configuration as code)'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "export" -d 'Write the store as a manifest file'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "store" -d 'The store file: back it up to one file, restore it from one, remove expired rows'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "quickstart" -d 'Create an example API, permissions, m2m role and client, and show how to get a token'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "token" -d 'Mint an access token: client credentials, a user\'s authorization code flow, refresh token, or PAT token exchange'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "decode" -d 'Show a token\'s header and claims without verifying it'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "verify" -d 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "serve" -d 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "keys" -d 'Signing keys and the public JWK Set'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "claims" -d 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users\' tokens, one for machine-to-machine tokens)'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "hook" -d 'Webhooks: signed HTTP deliveries with retries and logs, or standard output'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "connector" -d 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "events" -d 'The event log: every event a change caused'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "completions" -d 'Print or write shell completions'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "man" -d 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)'
complete -c idctl -n "__fish_idctl_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand init" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand init" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand init" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand init" -l base-url -d 'Service base URL (the token issuer is this + /oidc)' -r
complete -c idctl -n "__fish_idctl_using_subcommand init" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand init" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand init" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -f -a "get" -d 'Print one setting'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -f -a "set" -d 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -f -a "list" -d 'Print every setting with its effective value, defaults included'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -f -a "ls" -d 'Print every setting with its effective value, defaults included'
complete -c idctl -n "__fish_idctl_using_subcommand config; and not __fish_seen_subcommand_from get set list ls help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print one setting'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "list" -d 'Print every setting with its effective value, defaults included'
complete -c idctl -n "__fish_idctl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "create" -d 'Register an API resource'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "list" -d 'List API resources'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "ls" -d 'List API resources'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "get" -d 'Show one API resource (by id or indicator)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "update" -d 'Change the name or token lifetime (the indicator cannot change)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "set-default" -d 'Make a resource the default (unsets the previous default)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "unset-default" -d 'Leave no resource as the default'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "delete" -d 'Delete a resource with its permissions (removing them from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "rm" -d 'Delete a resource with its permissions (removing them from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and not __fish_seen_subcommand_from create list ls get update set-default unset-default delete rm help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l name -d 'The display name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l indicator -d 'Resource indicator: an absolute URI without a fragment, matched byte for byte' -r
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l ttl -d 'Access token lifetime in seconds [default: 3600]' -r
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -l default -d 'Make it the default resource (the audience when a token request names none)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -l name -d 'New display name' -r
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -l ttl -d 'New access token lifetime in seconds' -r
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from set-default" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from unset-default" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "create" -d 'Register an API resource'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "list" -d 'List API resources'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one API resource (by id or indicator)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change the name or token lifetime (the indicator cannot change)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "set-default" -d 'Make a resource the default (unsets the previous default)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "unset-default" -d 'Leave no resource as the default'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a resource with its permissions (removing them from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand resource; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "create" -d 'Define a permission on a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "list" -d 'List the permissions of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "ls" -d 'List the permissions of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "get" -d 'Show one permission of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "update" -d 'Rename a permission or change its description'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "delete" -d 'Delete a permission (removing it from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "rm" -d 'Delete a permission (removing it from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and not __fish_seen_subcommand_from create list ls get update delete rm help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -l name -d 'The permission name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s d -l description -d 'What the permission allows' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -l name -d 'New permission name' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s d -l description -d 'The new description' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -s r -l resource -d 'The resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "create" -d 'Define a permission on a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the permissions of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one permission of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "update" -d 'Rename a permission or change its description'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a permission (removing it from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand scope; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "create" -d 'Create a role, optionally holding permissions of one resource'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "list" -d 'List roles'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "ls" -d 'List roles'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "get" -d 'Show one role (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "update" -d 'Change a role\'s name, description or default status'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "delete" -d 'Delete a role (removing it from every holder)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "rm" -d 'Delete a role (removing it from every holder)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "grant" -d 'Add permissions of a resource to a role (those it holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "revoke" -d 'Remove permissions of a resource from a role (those it does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "scopes" -d 'List the permissions a role holds (resource indicator and permission)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and not __fish_seen_subcommand_from create list ls get update delete rm grant revoke scopes help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -l name -d 'The role name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s d -l description -d 'What the role is for' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -l type -d 'Who the role is for' -r -f -a "user\t'Given to users'
m2m\t'Given to machine-to-machine clients'"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s r -l resource -d 'Resource of the --scope permissions (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s s -l scope -d 'Permission to hold (repeatable, or space-separated)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -l default -d 'Give the role to every new user'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -l name -d 'New name (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -s d -l description -d 'New description' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -l default -d 'Whether every new user gets the role' -r -f -a "true\t''
false\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s r -l resource -d 'Resource of the permissions (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s s -l scope -d 'Permission (repeatable, or space-separated); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from grant" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s r -l resource -d 'Resource of the permissions (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s s -l scope -d 'Permission (repeatable, or space-separated); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from revoke" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from scopes" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a role, optionally holding permissions of one resource'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "list" -d 'List roles'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one role (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a role\'s name, description or default status'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a role (removing it from every holder)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "grant" -d 'Add permissions of a resource to a role (those it holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "revoke" -d 'Remove permissions of a resource from a role (those it does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "scopes" -d 'List the permissions a role holds (resource indicator and permission)'
complete -c idctl -n "__fish_idctl_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "create" -d 'Create a user (at least one of --username, --email, --phone)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "list" -d 'List users, newest first'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "ls" -d 'List users, newest first'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "get" -d 'Show one user (by id, username, email or phone)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "update" -d 'Change identifiers, name or avatar'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "custom-data" -d 'Show custom data, or shallow-merge a JSON object into it'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "profile" -d 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "password" -d 'Set a new password'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "suspend" -d 'Suspend a user: no new tokens, refresh tokens revoked'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "reactivate" -d 'Lift a suspension'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "delete" -d 'Delete a user'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "rm" -d 'Delete a user'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "unlock" -d 'Lift the lockout of every identifier of a user'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "assign" -d 'Assign User roles (roles the user holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "unassign" -d 'Unassign roles (roles the user does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "roles" -d 'List a user\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "scopes" -d 'The permissions a user holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "mfa" -d 'A user\'s second factors: TOTP, backup codes, passkeys'
complete -c idctl -n "__fish_idctl_using_subcommand user; and not __fish_seen_subcommand_from create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l username -d 'Username (unique; letters, digits and _, not starting with a digit)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l email -d 'Primary email address (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l phone -d 'Digits only, with the country code' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l name -d 'Display name' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l avatar -d 'Avatar image URL' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l custom-data -d 'Custom data: a JSON object' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l profile -d 'OIDC standard profile fields: a JSON object' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l role -d 'User role to assign besides the default roles (repeatable)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l password-stdin -d 'Read the password from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -l password -d 'Ask for the password on the terminal (twice, not echoed)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -l search -d 'Only users whose id, username, email, phone or name contains this' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -l limit -d 'How many users to show (1 to 1000)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -l offset -d 'How many users to skip first' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -l search -d 'Only users whose id, username, email, phone or name contains this' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -l limit -d 'How many users to show (1 to 1000)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -l offset -d 'How many users to skip first' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l username -d 'New username (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l email -d 'New primary email address (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l phone -d 'New primary phone number (unique): digits only, with the country code' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l name -d 'New display name' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -l avatar -d 'New avatar image URL' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -l set -d 'A JSON object to merge into the custom data (top-level keys replaced)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from custom-data" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -l set -d 'A JSON object of profile fields to merge (top-level keys replaced)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from profile" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -l password-stdin -d 'Read the password from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -l password -d 'Ask for the password on the terminal (twice, not echoed)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from password" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from suspend" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from reactivate" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unlock" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -l role -d 'Role (id or name; repeatable); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from assign" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -l role -d 'Role (id or name; repeatable); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from unassign" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from roles" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -s r -l resource -d 'Only permissions of this resource (id or indicator)' -r
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from scopes" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "list" -d 'List a user\'s second factors (never their secrets)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "ls" -d 'List a user\'s second factors (never their secrets)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "add" -d 'Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup codes (printed once; they need another factor and replace any earlier set)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "remove" -d 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "rm" -d 'Remove a second factor (by the id `list` shows); removing the last one other than backup codes removes the backup codes too'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from mfa" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a user (at least one of --username, --email, --phone)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "list" -d 'List users, newest first'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one user (by id, username, email or phone)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change identifiers, name or avatar'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "custom-data" -d 'Show custom data, or shallow-merge a JSON object into it'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "profile" -d 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "password" -d 'Set a new password'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "suspend" -d 'Suspend a user: no new tokens, refresh tokens revoked'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "reactivate" -d 'Lift a suspension'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a user'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "unlock" -d 'Lift the lockout of every identifier of a user'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "assign" -d 'Assign User roles (roles the user holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "unassign" -d 'Unassign roles (roles the user does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "roles" -d 'List a user\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "scopes" -d 'The permissions a user holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "mfa" -d 'A user\'s second factors: TOTP, backup codes, passkeys'
complete -c idctl -n "__fish_idctl_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "register" -d 'Sign up: creates the user (User.Created) and emits PostRegister'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "sign-in" -d 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "send-code" -d 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "codes" -d 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "verify-code" -d 'Check a verification code (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "one-time-token" -d 'One-time tokens for an email (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "reset-password" -d 'Reset a forgotten password with a code from send-code'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "link" -d 'Link an identity to a user: User.Data.Updated'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and not __fish_seen_subcommand_from register sign-in send-code codes verify-code one-time-token reset-password link help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l username -d 'The user\'s username' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l email -d 'The user\'s email address' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l phone -d 'The user\'s phone number (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l password-stdin -d 'Read the password from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -l password -d 'Ask for the password on the terminal (twice, not echoed)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from register" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l username -d 'The user\'s username' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l email -d 'The user\'s email address' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l phone -d 'The user\'s phone number (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l totp -d 'The 6-digit code of the user\'s authenticator app (TOTP)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l backup-code -d 'One of the user\'s backup codes (each works once)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l password-stdin -d 'Read the password from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -l password -d 'Ask for the password on the terminal (once, not echoed)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from sign-in" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -l email -d 'The email address the code is for' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -l phone -d 'The phone number the code is for (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -l purpose -d 'What the code is for: it picks the message\'s wording' -r -f -a "sign-in\t''
register\t''
forgot-password\t''
generic\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from send-code" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -l email -d 'Only the codes sent to this email address' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -l phone -d 'Only the codes sent to this phone number' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from codes" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -l email -d 'The email address the code is for' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -l phone -d 'The phone number the code is for (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -l code -d 'The 6-digit code from send-code' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from verify-code" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -f -a "create" -d 'Create a token and print it alone on stdout'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -f -a "verify" -d 'Verify (and use up) a token'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from one-time-token" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l username -d 'The user\'s username' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l email -d 'The user\'s email address' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l phone -d 'The user\'s phone number (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l code -d 'The 6-digit code from send-code, sent to the user\'s email or phone' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l password-stdin -d 'Read the password from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -l password -d 'Ask for the password on the terminal (twice, not echoed)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from reset-password" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l email -d 'An email address, as the user\'s primary email' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l phone -d 'A phone number, as the user\'s primary phone (digits, with the country code)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l social -d 'A social identity, PROVIDER:ID (e.g. github:12345)' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l sso -d 'An enterprise SSO identity, CONNECTOR:ID' -r
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -l mfa -d 'A second factor; prints the TOTP secret and otpauth:// URI once' -r -f -a "totp\t''"
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from link" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "register" -d 'Sign up: creates the user (User.Created) and emits PostRegister'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "sign-in" -d 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "send-code" -d 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "codes" -d 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "verify-code" -d 'Check a verification code (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "one-time-token" -d 'One-time tokens for an email (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "reset-password" -d 'Reset a forgotten password with a code from send-code'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "link" -d 'Link an identity to a user: User.Data.Updated'
complete -c idctl -n "__fish_idctl_using_subcommand experience; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "create" -d 'Create a personal access token; prints its value once'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "list" -d 'List a user\'s tokens (never their values)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "ls" -d 'List a user\'s tokens (never their values)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "rename" -d 'Rename a token: NEW, or --name NEW'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "update" -d 'Rename a token: NEW, or --name NEW'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "delete" -d 'Delete a token: it stops working at once'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "rm" -d 'Delete a token: it stops working at once'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and not __fish_seen_subcommand_from create list ls rename update delete rm help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -l name -d 'The token name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -l expires-in -d 'Lifetime, e.g. 30d or 12h' -r
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -l expires-at -d 'Expiry instant, ISO 8601 (e.g. 2027-01-31T00:00:00Z)' -r
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -l name -d 'The new name, as a flag (the same as NEW)' -r
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rename" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -l name -d 'The new name, as a flag (the same as NEW)' -r
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a personal access token; prints its value once'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from help" -f -a "list" -d 'List a user\'s tokens (never their values)'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename a token: NEW, or --name NEW'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a token: it stops working at once'
complete -c idctl -n "__fish_idctl_using_subcommand pat; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "create" -d 'Create an organization'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "list" -d 'List organizations'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "ls" -d 'List organizations'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "get" -d 'Show one organization (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "update" -d 'Change name, description, or shallow-merge custom data'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "delete" -d 'Delete an organization with its memberships'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "rm" -d 'Delete an organization with its memberships'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "members" -d 'Members and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "apps" -d 'Machine-to-machine applications in the organization and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "scope" -d 'Organization permissions'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "role" -d 'Organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and not __fish_seen_subcommand_from create list ls get update delete rm members apps scope role help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -l name -d 'The organization name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -s d -l description -d 'What the organization is' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -l custom-data -d 'A JSON object' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -l mfa-required -d 'Members need a second factor (TOTP, backup codes, passkey) for its tokens' -r -f -a "true\t''
false\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -l name -d 'New name (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -s d -l description -d 'New description' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -l custom-data -d 'A JSON object to merge into the custom data (top-level keys replaced)' -r
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -l mfa-required -d 'Require a second factor of members for the organization\'s tokens (true or false)' -r -f -a "true\t''
false\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "add" -d 'Add members (users already members are fine)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "set" -d 'Make the members exactly these users (none: remove everyone)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "remove" -d 'Remove members (users who are not members are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "rm" -d 'Remove members (users who are not members are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "list" -d 'List members with their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "ls" -d 'List members with their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "roles" -d 'Show, assign or unassign a member\'s organization roles (assigning a role the member holds, or unassigning one it does not, changes nothing)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "scopes" -d 'The organization permissions a member holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from members" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "add" -d 'Add machine-to-machine applications (clients already in the organization are fine)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "set" -d 'Make the applications exactly these clients (none: remove every application)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "remove" -d 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "rm" -d 'Remove applications with their organization roles (clients that are not in the organization are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "list" -d 'List applications with their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "ls" -d 'List applications with their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "roles" -d 'Show, assign or unassign an application\'s organization roles (machine-to-machine roles only; assigning a role the application holds, or unassigning one it does not, changes nothing)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from apps" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "create" -d 'Create'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "list" -d 'List'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "ls" -d 'List'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "get" -d 'Show one (by name or id)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "update" -d 'Rename or describe'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "delete" -d 'Delete'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "rm" -d 'Delete'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from scope" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "create" -d 'Create an organization role, optionally with organization permissions and permissions of one API resource'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "list" -d 'List organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "ls" -d 'List organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "get" -d 'Show one (by name or id)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "update" -d 'Rename or describe'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "delete" -d 'Delete an organization role'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "rm" -d 'Delete an organization role'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "scopes" -d 'List (`scopes ROLE`), set, add or remove the role\'s organization permissions'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "grant" -d 'Add permissions of an API resource to an organization role (those it holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "revoke" -d 'Remove permissions of an API resource from an organization role (those it does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "resource-scopes" -d 'List the API resource permissions an organization role holds (resource indicator and permission)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from role" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create an organization'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "list" -d 'List organizations'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one organization (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change name, description, or shallow-merge custom data'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete an organization with its memberships'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "members" -d 'Members and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "apps" -d 'Machine-to-machine applications in the organization and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "scope" -d 'Organization permissions'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "role" -d 'Organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand org; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "create" -d 'Create a client; prints its id and, for confidential types, its secret (only this once)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "list" -d 'List clients'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "ls" -d 'List clients'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "get" -d 'Show one client (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "update" -d 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "delete" -d 'Delete a client'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "rm" -d 'Delete a client'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "rotate-secret" -d 'Replace the secret; prints the new one once, the old one stops working'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "assign" -d 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "unassign" -d 'Unassign roles (roles the client does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "roles" -d 'List a client\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "scopes" -d 'The permissions a client holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand client; and not __fish_seen_subcommand_from create list ls get update delete rm rotate-secret assign unassign roles scopes help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l name -d 'The client name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l id -d 'The client id to create it with, the same in every store (default: a generated one): 1 to 64 letters, digits, -, _ and ., starting with a letter or a digit' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l type -d 'The kind of app' -r -f -a "native\t'A native (mobile, desktop) app: public (no secret), PKCE; custom URI schemes allowed'
spa\t'A single-page app: public (no secret), PKCE'
traditional\t'A traditional web app: a secret (shown once), PKCE optional'
m2m\t'A machine-to-machine client: a secret (shown once), client credentials, m2m roles'"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l redirect-uri -d 'Redirect URI (repeatable; not for m2m clients); matched exactly' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l post-logout-redirect-uri -d 'Post-logout redirect URI (repeatable; not for m2m clients); matched exactly' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l id-token-signed-response-alg -d 'Algorithm of the app\'s ID tokens (not for m2m clients); default: the signing key\'s (ES384). RS256 for clients that expect it, as most OpenID Connect libraries do' -r -f -a "RS256\t'RSA (the store\'s RSA ID-token key): what OpenID Connect clients expect by default'
ES384\t'EC P-384: the service\'s algorithm'"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -l role -d 'MachineToMachine role to assign (repeatable; m2m clients only)' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l name -d 'New name (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l redirect-uri -d 'Redirect URI (repeatable); replaces the client\'s list' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l post-logout-redirect-uri -d 'Post-logout redirect URI (repeatable); replaces the client\'s list' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l id-token-signed-response-alg -d 'Algorithm of the app\'s ID tokens: RS256 for clients that expect it, as most OpenID Connect libraries do, or ES384' -r -f -a "RS256\t'RSA (the store\'s RSA ID-token key): what OpenID Connect clients expect by default'
ES384\t'EC P-384: the service\'s algorithm'"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l no-redirect-uris -d 'Remove every redirect URI'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -l no-post-logout-redirect-uris -d 'Remove every post-logout redirect URI'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -l secret-only -d 'Print only the new secret (for `export IDCTL_CLIENT_SECRET=$(...)`); under -o json, {"secret": "..."}'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from rotate-secret" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -l role -d 'Role (id or name; repeatable); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from assign" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -l role -d 'Role (id or name; repeatable); the same as the positional ones' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from unassign" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from roles" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -s r -l resource -d 'Only permissions of this resource' -r
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from scopes" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a client; prints its id and, for confidential types, its secret (only this once)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "list" -d 'List clients'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one client (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "update" -d 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a client'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "rotate-secret" -d 'Replace the secret; prints the new one once, the old one stops working'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "assign" -d 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "unassign" -d 'Unassign roles (roles the client does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "roles" -d 'List a client\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "scopes" -d 'The permissions a client holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand apply" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand apply" -s f -l file -d 'The manifest: a .toml or .json file, or - for stdin' -r
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l secrets-out -d 'Write the secrets of new clients to this file (JSON, mode 0600) instead of stdout' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l format -d 'The file\'s syntax, when its name does not tell (stdin: JSON if it starts with {)' -r -f -a "toml\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand apply" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l dry-run -d 'Print what would change (create, update, delete per record) and change nothing'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l prune -d 'Also delete the records the file does not declare (listed, then confirmed), and, when it declares [[keys]], the undeclared keys that have signed'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -l allow-inline-secrets -d 'Accept secrets written in the file itself (secret = "..."), for throwaway setups; without it a secret is { env = "NAME" } or { file = "PATH" }'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand apply" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand export" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand export" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand export" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand export" -s f -l file -d 'Write the manifest to this file (mode 0600) instead of stdout' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand export" -l format -d 'The syntax [default: the file\'s extension; else json with -o json, else toml]' -r -f -a "toml\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand export" -l with-keys -d 'Also write every signing key (PKCS#8 PEM, mode 0600) into DIR, and [[keys]] entries naming them as DIR\'s name/KID.pem (for a manifest written into DIR\'s parent)' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand export" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand export" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand export" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "backup" -d 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "restore" -d 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "prune" -d 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "copy" -d 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "info" -d 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "migrate" -d 'Bring the store\'s schema up to this build\'s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and not __fish_seen_subcommand_from backup restore prune copy info migrate help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -l force -d 'Replace FILE when it exists, without asking'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from backup" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from restore" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -l vacuum -d 'Then give the freed space back to the file system (rewrites the store file)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from prune" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -l to -d 'The target store: a file path, a postgres:// URL or a libpq `host=... dbname=...` string (a password comes from PGPASSWORD or a password file)' -r
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from copy" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from info" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -l check -d 'Change nothing: exit 0 when the schema is this build\'s, 9 when migrations are pending (or there is no store yet)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from migrate" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "backup" -d 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "restore" -d 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "prune" -d 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "copy" -d 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "info" -d 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "migrate" -d 'Bring the store\'s schema up to this build\'s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
complete -c idctl -n "__fish_idctl_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand quickstart" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand token" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand token" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand token" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand token" -l user -d 'Mint the token the authorization code flow ends with for this user (id, username, email)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l refresh-token -d 'Refresh grant: a refresh token from --user --offline (- reads it from stdin); refresh tokens are base64url and may start with \'-\'. A public app\'s (the built-in idctl\'s) is used up: the answer carries the next one, and a used one presented again revokes the grant' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l pat -d 'Token exchange: a personal access token (- reads it from stdin)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l client-id -d 'Client id or name (HTTP Basic user) [env: IDCTL_CLIENT_ID, client credentials only]; with --user, --refresh-token or --pat: the app (default: the built-in app idctl)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l client-secret -d 'Client secret [env: IDCTL_CLIENT_SECRET, client credentials only]; checked whenever given; prefer the environment or --client-secret-stdin' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l basic -d 'The Authorization header value: base64 of client_id:client_secret, each form-encoded as the token endpoint reads them ("Basic " optional)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -s r -l resource -d 'Resource indicator (the audience); matched byte for byte. Default: the default resource' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -s s -l scope -d 'Requested permissions (repeatable, or space-separated)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l organization -d 'An organization (id or name; with --issuer its id): an organization token (audience urn:logto:organization:ID, its organization permissions), or with --resource a resource token in its context (organization_id claim). For users (--user, --refresh-token) and machine-to-machine clients in the organization' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -l issuer -d 'Ask this OAuth server instead of minting from the store: discovery at ISSUER/.well-known/openid-configuration, then its token endpoint (http only on localhost)' -r
complete -c idctl -n "__fish_idctl_using_subcommand token" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand token" -l offline -d 'With --user: also issue a refresh token (valid 14 days, shown once)'
complete -c idctl -n "__fish_idctl_using_subcommand token" -l client-secret-stdin -d 'Read the client secret from the first line of standard input'
complete -c idctl -n "__fish_idctl_using_subcommand token" -l strict -d 'Fail (invalid_scope) instead of dropping permissions that cannot be granted'
complete -c idctl -n "__fish_idctl_using_subcommand token" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand token" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand decode" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand decode" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand decode" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand decode" -l now -d 'Time to show relative times against (Unix seconds) [default: now]' -r
complete -c idctl -n "__fish_idctl_using_subcommand decode" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand decode" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand decode" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand verify" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l jwks -d 'JWKS to verify against: a file or an http(s) URL [default: this store\'s keys]' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l issuer -d 'Expected issuer [default: this store\'s issuer]' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l audience -d 'Expected audience [default: any resource indicator registered in this store]' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -s s -l scope -d 'Required permission (repeatable, or space-separated)' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l organization -d 'The organization the token must be for (id, or with the store\'s keys also its name): its audience urn:logto:organization:ID or its organization_id claim (exit 18 otherwise); also accepts that audience' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l leeway -d 'Seconds of clock skew allowed for exp and nbf (0 to 86400)' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l now -d 'Evaluate time checks at this instant (Unix seconds) [default: now]' -r
complete -c idctl -n "__fish_idctl_using_subcommand verify" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l batch -d 'Read one token per line from stdin; print one JSON result line per input line, in order, with its line number (blank and non-UTF-8 lines are malformed)'
complete -c idctl -n "__fish_idctl_using_subcommand verify" -l plain-jwt -d 'Verify a plain JWT on purpose: accept any typ, or none, instead of requiring an access token (typ at+jwt, RFC 9068)'
complete -c idctl -n "__fish_idctl_using_subcommand verify" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand verify" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand serve" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l listen -d 'Address to listen on; port 0 picks a free port (the first line on stdout is the URL)' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l base-url -d 'Base URL the server is reached at (the issuer is this + /oidc) [default: the store\'s base-url; with port 0, the URL actually bound]' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l log-format -d 'How the log is written on stderr: one line per request and the server\'s notes and warnings, each request\'s lines with its id (the client\'s X-Request-Id when it is 1 to 128 printable ASCII characters without spaces, else a new one; returned in the response\'s X-Request-Id) [default: text; json with -o json]' -r -f -a "text\t'`METHOD PATH STATUS DURATION requestId=ID`; notes and warnings as in other commands'
json\t'One JSON object per line, start-up lines and errors included'"
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l log-level -d 'Which lines are logged: a level (error, warn, info, debug, trace, off) or directives target=level, comma-separated, with an optional default level, as RUST_LOG is written (info,idctl::request=off keeps all but the request lines); no regular expressions or span filters. Secrets, tokens, codes and cookies are never logged at any level [default: RUST_LOG, else info]' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l pool-size -d 'On PostgreSQL: the most sessions this server opens (keep replicas × this + concurrent commands under the database\'s max_connections)' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l metrics-listen -d 'Serve GET /metrics (Prometheus) on this address only, not on --listen [default: on --listen, without authentication]' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l tls-cert -d 'Serve HTTPS (HTTP/2 and HTTP/1.1) with this PEM certificate, followed by any intermediates; reloaded with --tls-key on SIGHUP and when the files change' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l tls-key -d 'The PEM private key of --tls-cert (PKCS#8, RSA or EC; not encrypted)' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l trust-proxy -d 'Take the client\'s address from X-Forwarded-For or Forwarded, and https from X-Forwarded-Proto, only on connections from these proxies (addresses or CIDR networks; repeat the flag or separate with commas)' -r
complete -c idctl -n "__fish_idctl_using_subcommand serve" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l no-migrate -d 'Refuse to start (exit 9) when the store\'s schema is not this build\'s, instead of migrating it: for a service whose database role may not change the schema (run idctl store migrate first)'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l no-metrics -d 'Collect no metrics and serve no /metrics'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -l log-probes -d 'Log the requests of health probes (GET /health/live, /health/ready) too'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand serve" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "list" -d 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "ls" -d 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "rotate" -d 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "delete" -d 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "rm" -d 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "remove" -d 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "jwks" -d 'Print the public JWK Set (the document served at /oidc/jwks)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "import" -d 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "export" -d 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "sign" -d 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and not __fish_seen_subcommand_from list ls rotate delete rm remove jwks import export sign help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -l alg -d 'Signature algorithm of the new key' -r -f -a "ES384\t''
ES256\t''
ES512\t''
RS256\t''
EdDSA\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rotate" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from remove" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from jwks" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -l publish-only -d 'Publish the key in the JWKS without making it the signing key (for a key that signs elsewhere, or the next one)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from import" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -l out -d 'Write to this file (mode 0600) instead of stdout' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -l private -d 'Print the private key (PKCS#8 PEM) instead of the public JWK'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -l force -d 'Replace FILE when it exists'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from export" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -l claims -d 'The claims: a JSON object' -r
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -l header -d 'The header: a JSON object (`alg` and `kid` are set) [default: {}]' -r
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -l kid -d 'The key to sign with [default: the signing key]' -r
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from sign" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "list" -d 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "rotate" -d 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "jwks" -d 'Print the public JWK Set (the document served at /oidc/jwks)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "import" -d 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "export" -d 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "sign" -d 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
complete -c idctl -n "__fish_idctl_using_subcommand keys; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "set" -d 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "get" -d 'Print the script set for user or machine-to-machine tokens, with its variables'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "list" -d 'List the scripts set'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "ls" -d 'List the scripts set'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "test" -d 'Run the script for a user or a client of the store and print the claims it adds'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "unset" -d 'Remove the script for user or machine-to-machine tokens'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and not __fish_seen_subcommand_from set get list ls test unset help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -l for -d 'Which access tokens' -r -f -a "user\t'Users\' access tokens (authorization code, refresh token, token exchange, `token --user`)'
m2m\t'Machine-to-machine access tokens (client credentials)'"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -l script -d 'The JavaScript file (UTF-8) defining getCustomJwtClaims' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -l env -d 'A variable the script reads as environmentVariables.KEY (repeatable)' -r
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -l for -d 'Which script' -r -f -a "user\t'Users\' access tokens (authorization code, refresh token, token exchange, `token --user`)'
m2m\t'Machine-to-machine access tokens (client credentials)'"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l for -d 'Which script' -r -f -a "user\t'Users\' access tokens (authorization code, refresh token, token exchange, `token --user`)'
m2m\t'Machine-to-machine access tokens (client credentials)'"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l user -d 'The user whose token it would be (id, username, email or phone; --for user)' -r
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l client -d 'The client (id or name): the m2m client (--for m2m), or the app a user\'s token is for' -r
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l script -d 'Test this file instead of the script set (with --env, instead of its variables)' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -l env -d 'A variable for --script (repeatable)' -r
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from test" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -l for -d 'Which script' -r -f -a "user\t'Users\' access tokens (authorization code, refresh token, token exchange, `token --user`)'
m2m\t'Machine-to-machine access tokens (client credentials)'"
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from unset" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "set" -d 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print the script set for user or machine-to-machine tokens, with its variables'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the scripts set'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "test" -d 'Run the script for a user or a client of the store and print the claims it adds'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "unset" -d 'Remove the script for user or machine-to-machine tokens'
complete -c idctl -n "__fish_idctl_using_subcommand claims; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "create" -d 'Create a hook: events go to an http(s) URL (signed) or to standard output'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "list" -d 'List hooks with their deliveries of the last 24 hours'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "ls" -d 'List hooks with their deliveries of the last 24 hours'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "get" -d 'Show one hook (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "update" -d 'Change a hook; --event and --header replace the whole list'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "enable" -d 'Deliver events to the hook again'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "disable" -d 'Stop delivering to the hook (pending deliveries wait)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "rotate-secret" -d 'Replace the signing key; prints the new one'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "delete" -d 'Delete a hook with its deliveries and logs'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "rm" -d 'Delete a hook with its deliveries and logs'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "test" -d 'Send a sample payload now and show the receiver\'s answer'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "logs" -d 'Every delivery attempt: event, time, status, duration, error, response body'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "deliver" -d 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "events" -d 'List the event names hooks can select'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and not __fish_seen_subcommand_from create list ls get update enable disable rotate-secret delete rm test logs deliver events help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l name -d 'The hook name, as a flag (the same as NAME)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l url -d 'Receiver URL (http or https)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l event -d 'Event name, Prefix.* or all (repeatable, or comma-separated)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l header -d 'Extra request header, \'Name: value\' (repeatable)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l timeout -d 'Seconds to wait for the receiver [default: 10]' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -l stdout -d 'Print each event as one JSON line on standard output instead, after a command\'s table output (under -o json stdout holds only the command\'s JSON; see idctl events list)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -l show-secret -d 'Also show the signing key'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l name -d 'New name (unique)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l url -d 'New receiver URL (http or https)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l event -d 'Event name, Prefix.* or all (repeatable, or comma-separated); replaces the list' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l header -d 'Request header, \'Name: value\' (repeatable); replaces every custom header' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l timeout -d 'Seconds to wait for the receiver' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -l clear-headers -d 'Remove every custom header'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rotate-secret" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -l event -d 'The event to sample [default: the hook\'s first event]' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from test" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -l since -d 'Only attempts this recent (e.g. 1h, 2d)' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -l status -d 'Only successful or only failed attempts' -r -f -a "ok\t''
failed\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from logs" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l timeout -d 'Stop after this long, e.g. 30s, 10m, 1h (1s to 1day) [default: 2m with --wait, no limit without]; a request under way finishes first, within its hook\'s timeout' -r
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l wait -d 'Keep going until nothing is pending, for at most --timeout (default 2m)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l all -d 'Also send deliveries whose next attempt is not due yet'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -l retry-failed -d 'Send failed and given-up deliveries again, from the first round of retries'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from deliver" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from events" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a hook: events go to an http(s) URL (signed) or to standard output'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "list" -d 'List hooks with their deliveries of the last 24 hours'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one hook (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a hook; --event and --header replace the whole list'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Deliver events to the hook again'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Stop delivering to the hook (pending deliveries wait)'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "rotate-secret" -d 'Replace the signing key; prints the new one'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a hook with its deliveries and logs'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "test" -d 'Send a sample payload now and show the receiver\'s answer'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "logs" -d 'Every delivery attempt: event, time, status, duration, error, response body'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "deliver" -d 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "events" -d 'List the event names hooks can select'
complete -c idctl -n "__fish_idctl_using_subcommand hook; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "list" -d 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "ls" -d 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "get" -d 'Show a connector: email, sms or a sign-in connector\'s name (secrets by reference, never their values; a sign-in connector\'s callback URL)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "remove" -d 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "rm" -d 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "set" -d 'Set a connector (on an existing one, only the flags given change)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "enable" -d 'Show a sign-in connector\'s button on the sign-in page, and accept its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "disable" -d 'Hide a sign-in connector\'s button and refuse its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "test" -d 'Send a sample code through a channel\'s connector now; non-zero exit when it fails'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "logs" -d 'Every attempt to send a code, newest first (never the code itself)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "deliver" -d 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and not __fish_seen_subcommand_from list ls get remove rm set enable disable test logs deliver help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from remove" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from rm" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -f -a "email" -d 'The email channel\'s connector: an SMTP server or an HTTP endpoint'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -f -a "sms" -d 'The SMS channel\'s connector: an HTTP endpoint (an adapter in front of any provider)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -f -a "oidc" -d 'A sign-in connector to an OpenID Connect provider (Google, Microsoft Entra ID, Okta, GitLab, Keycloak, another idctl), found by its issuer\'s discovery document'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -f -a "oauth2" -d 'A sign-in connector to an OAuth 2 provider without ID tokens (GitHub and the like): its authorization, token and userinfo endpoints, and where its userinfo JSON holds the user\'s id, email and name'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from set" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -l to -d 'The address (email) or phone number (sms, digits with the country code) to send to' -r
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from test" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -l channel -d 'Only the attempts of this channel' -r -f -a "email\t''
sms\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -l limit -d 'At most this many attempts (1 to 1000) [default: 50]' -r
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -l failed -d 'Only the failed attempts (and the messages given up)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from logs" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -l timeout -d 'Stop after this long, e.g. 30s, 10m (1s to 1day) [default: 2m with --wait, no limit without]' -r
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -l wait -d 'Keep going until nothing is pending, for at most --timeout (default 2m)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -l all -d 'Also send the pending codes whose next attempt is not due yet'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from deliver" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "list" -d 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show a connector: email, sms or a sign-in connector\'s name (secrets by reference, never their values; a sign-in connector\'s callback URL)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "set" -d 'Set a connector (on an existing one, only the flags given change)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Show a sign-in connector\'s button on the sign-in page, and accept its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Hide a sign-in connector\'s button and refuse its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "test" -d 'Send a sample code through a channel\'s connector now; non-zero exit when it fails'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "logs" -d 'Every attempt to send a code, newest first (never the code itself)'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "deliver" -d 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
complete -c idctl -n "__fish_idctl_using_subcommand connector; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -f -a "list" -d 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -f -a "ls" -d 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -f -a "get" -d 'Show one entry of the log (event or audit entry) with its payload'
complete -c idctl -n "__fish_idctl_using_subcommand events; and not __fish_seen_subcommand_from list ls get help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l type -d 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l since -d 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l limit -d 'How many of the most recent events (1 to 100000)' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -l audit -d 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l type -d 'Only these events: a name (Role.Created), Prefix.* (User.*) or all, as hooks select them (repeatable, or comma-separated); with --audit, audit entry names too' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l since -d 'Only events this recent (e.g. 15m, 1h, 2d; 1 s to 10 years)' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l limit -d 'How many of the most recent events (1 to 100000)' -r
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -l audit -d 'Also show the audit entries: changes without a webhook event (clients, resources, hooks, keys, settings, role assignments, personal access tokens), never delivered'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from ls" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "list" -d 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show one entry of the log (event or audit entry) with its payload'
complete -c idctl -n "__fish_idctl_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand completions" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand completions" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand completions" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand completions" -l dir -d 'Write completions for every shell into this folder instead' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand completions" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand completions" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand completions" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand man" -l store -d 'Store: an SQLite file, or a PostgreSQL database (a postgres:// URL or a libpq "host=... dbname=..." string); or IDCTL_STORE [default: the data directory\'s idctl/idctl.db]' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand man" -s o -l output -d 'Output format: a table for people, JSON (only JSON on stdout) for scripts; or IDCTL_OUTPUT [default: table]' -r -f -a "table\t''
json\t''"
complete -c idctl -n "__fish_idctl_using_subcommand man" -l events -d 'Also print every event the command caused, as one JSON line each, on this stream; or IDCTL_EVENTS' -r -f -a "stdout\t''
stderr\t''"
complete -c idctl -n "__fish_idctl_using_subcommand man" -l dir -d 'Write idctl.1 and one page per subcommand into this folder instead of printing idctl.1' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand man" -l install-dir -d 'Install the pages for man: write them into DIR/man1 (DIR is a man directory, such as ~/.local/share/man or /usr/local/share/man), so that `man idctl` finds them' -r -F
complete -c idctl -n "__fish_idctl_using_subcommand man" -s y -l yes -d 'Answer yes to confirmations (required to delete when not on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand man" -s h -l help -d 'Print help'
complete -c idctl -n "__fish_idctl_using_subcommand man" -s V -l version -d 'Print version'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "init" -d 'Create the store (idempotent) and print where it is'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "config" -d 'Read and change store settings (base-url, lockout, event retention, rate limits)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "resource" -d 'API resources, identified by an absolute-URI resource indicator'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "scope" -d 'Permissions (scopes) of an API resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "role" -d 'Roles: named sets of permissions, given to users or machine clients'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "user" -d 'Users, their roles and permissions'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "experience" -d 'User interactions: sign-up, sign-in, codes, one-time tokens, reset, linking'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "pat" -d 'Personal access tokens of users'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "org" -d 'Organizations, members, organization roles and organization permissions'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "client" -d 'Clients (applications): machine-to-machine services, and single-page, native and traditional web apps that sign users in'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "apply" -d 'Make the store match a manifest file (configuration as code)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "export" -d 'Write the store as a manifest file'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "store" -d 'The store file: back it up to one file, restore it from one, remove expired rows'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "quickstart" -d 'Create an example API, permissions, m2m role and client, and show how to get a token'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "token" -d 'Mint an access token: client credentials, a user\'s authorization code flow, refresh token, or PAT token exchange'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "decode" -d 'Show a token\'s header and claims without verifying it'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "verify" -d 'Verify an access token offline: signature, type (at+jwt), expiry, issuer, audience, permissions'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "serve" -d 'Serve the store over HTTP: the OAuth/OIDC endpoints, the sign-in pages apps send users to, and the Management API; anonymous requests are rate limited, and expired rows are removed every minute'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "keys" -d 'Signing keys and the public JWK Set'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "claims" -d 'Custom token claims: a JavaScript getCustomJwtClaims function whose object is added to access tokens (one script for users\' tokens, one for machine-to-machine tokens)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "hook" -d 'Webhooks: signed HTTP deliveries with retries and logs, or standard output'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "connector" -d 'Connectors: the email and SMS channels that deliver verification codes (SMTP or a signed HTTP POST, with retries and logs), and sign-in through another identity provider (OpenID Connect, OAuth 2)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "events" -d 'The event log: every event a change caused'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "completions" -d 'Print or write shell completions'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "man" -d 'Print, write or install man pages (man --install-dir DIR, for `man idctl`)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and not __fish_seen_subcommand_from init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print one setting'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Change one setting (base-url, lockout.*, retention.events, rate-limit.*)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "list" -d 'Print every setting with its effective value, defaults included'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "create" -d 'Register an API resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "list" -d 'List API resources'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "get" -d 'Show one API resource (by id or indicator)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "update" -d 'Change the name or token lifetime (the indicator cannot change)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "set-default" -d 'Make a resource the default (unsets the previous default)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "unset-default" -d 'Leave no resource as the default'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from resource" -f -a "delete" -d 'Delete a resource with its permissions (removing them from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from scope" -f -a "create" -d 'Define a permission on a resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from scope" -f -a "list" -d 'List the permissions of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from scope" -f -a "get" -d 'Show one permission of a resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from scope" -f -a "update" -d 'Rename a permission or change its description'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from scope" -f -a "delete" -d 'Delete a permission (removing it from every role)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "create" -d 'Create a role, optionally holding permissions of one resource'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "list" -d 'List roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "get" -d 'Show one role (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "update" -d 'Change a role\'s name, description or default status'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "delete" -d 'Delete a role (removing it from every holder)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "grant" -d 'Add permissions of a resource to a role (those it holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "revoke" -d 'Remove permissions of a resource from a role (those it does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "scopes" -d 'List the permissions a role holds (resource indicator and permission)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "create" -d 'Create a user (at least one of --username, --email, --phone)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "list" -d 'List users, newest first'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "get" -d 'Show one user (by id, username, email or phone)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "update" -d 'Change identifiers, name or avatar'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "custom-data" -d 'Show custom data, or shallow-merge a JSON object into it'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "profile" -d 'Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "password" -d 'Set a new password'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "suspend" -d 'Suspend a user: no new tokens, refresh tokens revoked'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "reactivate" -d 'Lift a suspension'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "delete" -d 'Delete a user'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "unlock" -d 'Lift the lockout of every identifier of a user'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "assign" -d 'Assign User roles (roles the user holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "unassign" -d 'Unassign roles (roles the user does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "roles" -d 'List a user\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "scopes" -d 'The permissions a user holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "mfa" -d 'A user\'s second factors: TOTP, backup codes, passkeys'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "register" -d 'Sign up: creates the user (User.Created) and emits PostRegister'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "sign-in" -d 'Sign in with a password, and a second factor when the user has one: PostSignIn on success; exit 7 when refused, 8 when locked, 19 when a second factor is needed'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "send-code" -d 'Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout; when the channel has a connector (idctl connector set), also send it through it: a failed attempt is a warning (exit 0) and the code stays queued for idctl connector deliver. A password-reset code (--purpose forgot-password) goes through a connector only to an email or phone that a user holds (else a warning says nothing was sent)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "codes" -d 'List the verification codes sent that can still be used, newest first (the local mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "verify-code" -d 'Check a verification code (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "one-time-token" -d 'One-time tokens for an email (single use)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "reset-password" -d 'Reset a forgotten password with a code from send-code'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from experience" -f -a "link" -d 'Link an identity to a user: User.Data.Updated'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from pat" -f -a "create" -d 'Create a personal access token; prints its value once'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from pat" -f -a "list" -d 'List a user\'s tokens (never their values)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from pat" -f -a "rename" -d 'Rename a token: NEW, or --name NEW'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from pat" -f -a "delete" -d 'Delete a token: it stops working at once'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "create" -d 'Create an organization'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "list" -d 'List organizations'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "get" -d 'Show one organization (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "update" -d 'Change name, description, or shallow-merge custom data'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "delete" -d 'Delete an organization with its memberships'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "members" -d 'Members and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "apps" -d 'Machine-to-machine applications in the organization and their organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "scope" -d 'Organization permissions'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from org" -f -a "role" -d 'Organization roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "create" -d 'Create a client; prints its id and, for confidential types, its secret (only this once)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "list" -d 'List clients'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "get" -d 'Show one client (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "update" -d 'Rename a client, replace its redirect URIs, or choose its ID token algorithm (its type does not change)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "delete" -d 'Delete a client'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "rotate-secret" -d 'Replace the secret; prints the new one once, the old one stops working'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "assign" -d 'Assign MachineToMachine roles (roles the client holds already are left as they are)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "unassign" -d 'Unassign roles (roles the client does not hold are skipped)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "roles" -d 'List a client\'s roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "scopes" -d 'The permissions a client holds through its roles'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "backup" -d 'Write a consistent copy of the whole store to FILE (mode 0600), even while a server or other commands write to it; an existing FILE is replaced only with --force (or after confirmation on a terminal)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "restore" -d 'Replace the store with a backup (asks first; refused while another process, such as idctl serve, has the store open)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "prune" -d 'Remove expired rows: sessions, codes and mailbox messages, authorization codes, tokens and grants, lockout counters past their window, and events and delivered webhook deliveries older than retention.events (default 90d). `idctl serve` does the same every minute; this is for stores without a server'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "copy" -d 'Copy everything the store holds (keys, settings, users, clients, grants, sessions, events, the webhook outbox, with their ids) into another store, SQLite or PostgreSQL, in one transaction; the target must hold no data yet. Tokens already issued verify and passwords and client secrets keep working there; no event is recorded'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "info" -d 'Show where the store is: the engine, the file or the PostgreSQL host, port, database, user, schema and TLS mode (never a password), and the schema version (0: no store yet; nothing is created or changed)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "migrate" -d 'Bring the store\'s schema up to this build\'s (every command does it on first use; this is for operators who keep the right to change the schema away from the service)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "list" -d 'List signing keys (kid, algorithm, created, which one signs, which one signs the ID tokens of apps asking for RS256)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "rotate" -d 'Generate a new signing key; older public keys stay published (the RSA key of ID tokens stays what it is)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "delete" -d 'Delete a key that no longer signs (tokens it signed stop verifying); not the signing key nor the RSA key of ID tokens'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "jwks" -d 'Print the public JWK Set (the document served at /oidc/jwks)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "import" -d 'Import a private key; it becomes the signing key (its kid is its RFC 7638 thumbprint, the same in every store)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "export" -d 'Print a key: its public JWK, or with --private its private key (PKCS#8 PEM)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from keys" -f -a "sign" -d 'Print a JWT with exactly the given claims, signed by a store key: fixtures for negative tests'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from claims" -f -a "set" -d 'Set the script for user or machine-to-machine access tokens (replaces the one there)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from claims" -f -a "get" -d 'Print the script set for user or machine-to-machine tokens, with its variables'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from claims" -f -a "list" -d 'List the scripts set'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from claims" -f -a "test" -d 'Run the script for a user or a client of the store and print the claims it adds'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from claims" -f -a "unset" -d 'Remove the script for user or machine-to-machine tokens'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "create" -d 'Create a hook: events go to an http(s) URL (signed) or to standard output'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "list" -d 'List hooks with their deliveries of the last 24 hours'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "get" -d 'Show one hook (by id or name)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "update" -d 'Change a hook; --event and --header replace the whole list'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "enable" -d 'Deliver events to the hook again'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "disable" -d 'Stop delivering to the hook (pending deliveries wait)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "rotate-secret" -d 'Replace the signing key; prints the new one'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "delete" -d 'Delete a hook with its deliveries and logs'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "test" -d 'Send a sample payload now and show the receiver\'s answer'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "logs" -d 'Every delivery attempt: event, time, status, duration, error, response body'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "deliver" -d 'Send every due pending delivery (for cron or a CI step); exit 9 when deliveries are left pending, failed or given up'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from hook" -f -a "events" -d 'List the event names hooks can select'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "list" -d 'List every connector: the code channels (email, sms), then the sign-in connectors with their callback URLs'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "get" -d 'Show a connector: email, sms or a sign-in connector\'s name (secrets by reference, never their values; a sign-in connector\'s callback URL)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "remove" -d 'Remove a connector: the codes of a channel go to the local mailbox again; the identities a sign-in connector linked stay with their users'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "set" -d 'Set a connector (on an existing one, only the flags given change)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "enable" -d 'Show a sign-in connector\'s button on the sign-in page, and accept its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "disable" -d 'Hide a sign-in connector\'s button and refuse its sign-ins'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "test" -d 'Send a sample code through a channel\'s connector now; non-zero exit when it fails'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "logs" -d 'Every attempt to send a code, newest first (never the code itself)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from connector" -f -a "deliver" -d 'Send the codes whose retry is due (for cron or a CI step); exit 9 when codes are left pending'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "list" -d 'Show the event log, oldest first, with who caused each entry (actor, app, ip)'
complete -c idctl -n "__fish_idctl_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "get" -d 'Show one entry of the log (event or audit entry) with its payload'
