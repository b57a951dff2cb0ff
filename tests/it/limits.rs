//! Every number and length a user can type is bounded to a documented range (README,
//! "Limits"), both ends checked, and the arithmetic on them never wraps.
use crate::common::{Env, m2m_client, segment};

fn within(env: &Env, code: i32, args: &[&str], message: &str) {
    let r = env.fails(code, args);
    assert!(
        r.stderr.contains(message),
        "idctl {args:?}: expected {message:?} in:\n{}",
        r.stderr
    );
}

#[test]
fn a_huge_ttl_is_refused_instead_of_minting_an_expired_token() {
    let env = Env::new();
    env.ok(&["init"]);
    within(
        &env,
        5,
        &[
            "resource",
            "create",
            "--name",
            "A",
            "--indicator",
            "https://a.example",
            "--ttl",
            "9223372036854775807",
        ],
        "access token TTL (seconds) must be 1 to 31536000, not 9223372036854775807",
    );
    within(
        &env,
        5,
        &[
            "resource",
            "create",
            "--name",
            "A",
            "--indicator",
            "https://a.example",
            "--ttl",
            "31536001",
        ],
        "must be 1 to 31536000",
    );
    env.ok(&[
        "resource",
        "create",
        "--name",
        "A",
        "--indicator",
        "https://a.example",
        "--ttl",
        "31536000",
    ]);
    within(
        &env,
        5,
        &["resource", "update", "https://a.example", "--ttl", "0"],
        "must be 1 to 31536000, not 0",
    );
}

#[test]
fn token_expiry_arithmetic_is_checked_even_for_a_ttl_written_by_hand() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    // A TTL at the upper bound mints a token that expires exactly that much later.
    env.ok(&[
        "resource",
        "update",
        "https://api.example.com",
        "--ttl",
        "31536000",
    ]);
    let token = env
        .ok(&[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "--resource",
            "https://api.example.com",
        ])
        .trim()
        .to_string();
    let claims = segment(&token, 1);
    assert_eq!(
        claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(),
        31_536_000
    );
    // A store written by an older idctl (or by hand) may hold any TTL: refused, not wrapped.
    env.sql_exec("UPDATE resources SET access_token_ttl = 9223372036854775807");
    within(
        &env,
        5,
        &[
            "token",
            "--client-id",
            &id,
            "--client-secret",
            &secret,
            "--resource",
            "https://api.example.com",
        ],
        "must be 1 to 31536000",
    );
}

#[test]
fn indicators_urls_and_header_values_have_a_length_limit() {
    let env = Env::new();
    env.ok(&["init"]);
    let long_indicator = format!("https://a.example/{}", "x".repeat(131_000));
    within(
        &env,
        5,
        &[
            "resource",
            "create",
            "--name",
            "Long",
            "--indicator",
            &long_indicator,
        ],
        "resource indicator must be at most 2048 bytes",
    );
    let at_limit = format!("https://a.example/{}", "x".repeat(2048 - 18));
    assert_eq!(at_limit.len(), 2048);
    env.ok(&[
        "resource",
        "create",
        "--name",
        "AtLimit",
        "--indicator",
        &at_limit,
    ]);
    let long_url = format!("https://hooks.example/{}", "x".repeat(3000));
    within(
        &env,
        5,
        &[
            "hook", "create", "--name", "h", "--url", &long_url, "--event", "all",
        ],
        "hook URL must be at most 2048 bytes",
    );
    let header = format!("X-Big: {}", "v".repeat(8193));
    within(
        &env,
        5,
        &[
            "hook",
            "create",
            "--name",
            "h",
            "--url",
            "https://hooks.example/x",
            "--event",
            "all",
            "--header",
            &header,
        ],
        "the value of header x-big must be at most 8192 bytes",
    );
    within(
        &env,
        5,
        &[
            "config",
            "set",
            "base-url",
            &format!("https://a.example/{}", "x".repeat(3000)),
        ],
        "base-url must be at most 2048 bytes",
    );
}

#[test]
fn counts_and_durations_are_bounded() {
    let env = Env::new();
    env.ok(&[
        "user",
        "create",
        "--username",
        "alice",
        "--email",
        "a@example.com",
    ]);
    env.ok(&[
        "hook",
        "create",
        "--name",
        "h",
        "--url",
        "https://hooks.example/x",
        "--event",
        "all",
    ]);
    env.refuses(&[
        (&["user", "list", "--limit", "1001"], 5, &["--limit must be 1 to 1000, not 1001"]),
        (&["user", "list", "--offset=-1"], 5, &["--offset must be 0 to 1000000000"]),
        (&["events", "list", "--limit", "0"], 2, &["0 is not in 1..=100000"]),
        (&["events", "list", "--limit", "18446744073709551616"], 2, &["invalid value"]),
        (&["verify", "x", "--leeway", "86401"], 2, &["86401 is not in 0..=86400"]),
        (&["decode", "x", "--now=-1"], 2, &["-1 is not in 0..=253402300799"]),
        (&[
            "experience",
            "one-time-token",
            "create",
            "--email",
            "a@example.com",
            "--expires-in",
            "31d",
        ], 5, &["--expires-in must be 1s to 30days, not 31d"]),
        (&[
            "experience",
            "one-time-token",
            "create",
            "--email",
            "a@example.com",
            "--expires-in",
            "99999999999999999y",
        ], 5, &["--expires-in"]),
        (&["config", "set", "lockout.max-attempts", "0"], 5, &["lockout.max-attempts must be 1 to 1000000, not 0"]),
        (&["config", "set", "lockout.duration", "525601"], 5, &["lockout.duration must be 1 to 525600, not 525601"]),
        (&["config", "set", "lockout.duration", "9223372036854775808"], 5, &["lockout.duration must be a whole number from 1 to 525600"]),
        (&["hook", "update", "h", "--timeout", "301"], 5, &["--timeout (seconds) must be 1 to 300, not 301"]),
        (&["hook", "logs", "h", "--since", "11y"], 5, &["--since must be"]),
        (&["hook", "deliver", "--timeout", "1day 1s"], 2, &["invalid value '1day 1s' for '--timeout <DURATION>': must be 1 to 86400 seconds (1s to 1day)"]),
        (&["hook", "deliver", "--timeout", "0"], 2, &["must be 1 to 86400 seconds"]),
        (&["config", "set", "retention.events", "10y 1s"], 5, &["retention.events must be 1days to 10years, not 10y 1s"]),
        (&["config", "set", "rate-limit.authorize.ip", "1000001/1m"], 5, &["the count of rate-limit.authorize.ip must be 1 to 1000000, not 1000001"]),
        (&["config", "set", "rate-limit.authorize.ip", "1/1d 1s"], 5, &["the period of rate-limit.authorize.ip must be 1s to 1days, not 1d 1s"]),
    ]);
    // The upper ends are accepted.
    env.ok(&["hook", "deliver", "--timeout", "1day"]);
    env.ok(&["hook", "deliver", "--wait", "--timeout", "86400"]);
    env.ok(&["config", "set", "lockout.duration", "525600"]);
    env.ok(&["config", "set", "retention.events", "10y"]);
    env.ok(&["config", "set", "retention.events", "1d"]);
    env.ok(&["config", "set", "rate-limit.authorize.ip", "1000000/1d"]);
    env.ok(&["config", "set", "rate-limit.authorize.ip", "1/1s"]);
    env.ok(&["events", "list", "--limit", "100000"]);
    env.ok(&[
        "experience",
        "one-time-token",
        "create",
        "--email",
        "a@example.com",
        "--expires-in",
        "30d",
    ]);
}
