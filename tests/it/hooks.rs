//! Webhooks: hook records, signed delivery to a real listener, retries, logs, stdout hooks.
use crate::common::management::*;
use crate::common::receiver::{self, CUT_OFF_BODY, Receiver, Reply, check_signed, free_port};
use crate::common::server::Server;
use crate::common::{Env, keys, run_cmd};
use idctl::events::catalogue::{self as cat};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::Duration;

/// The `warning: ...` lines of a table command's stderr.
fn warnings(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .collect()
}

/// Creates a URL hook; returns (id, signing key).
fn url_hook(env: &Env, name: &str, url: &str, events: &[&str], extra: &[&str]) -> (String, String) {
    let mut a = vec!["hook", "create", "--name", name, "--url", url];
    for e in events {
        a.extend_from_slice(&["--event", e]);
    }
    a.extend_from_slice(extra);
    let h = env.json(&a);
    let id = h["id"].as_str().unwrap().to_string();
    assert!(
        h.get("signingKey").is_none(),
        "create must not print the key"
    );
    let key = env.json(&["hook", "get", &id, "--show-secret"])["signingKey"]
        .as_str()
        .unwrap()
        .to_string();
    (id, key)
}

#[test]
fn every_event_reaches_the_receiver_signed_and_as_logged() {
    let env = Env::new();
    let rx = Receiver::start(vec![]);
    let (hook_id, key) = url_hook(
        &env,
        "all-events",
        &rx.url,
        &["all"],
        &["--header", "X-Team: billing"],
    );
    let api = "https://api.example.com";
    let before = env.sql_count("SELECT count(*) FROM events WHERE audit = 0");
    // Every kind of operation idctl has (service-spec 6.3).
    env.ok(&["resource", "create", "--name", "API", "--indicator", api]);
    let script: Vec<Vec<&str>> = vec![
        vec!["scope", "create", "-r", api, "read:orders"],
        vec!["scope", "create", "-r", api, "write:orders"],
        vec!["scope", "update", "-r", api, "write:orders", "-d", "Write"],
        vec!["role", "create", "clerk", "-r", api, "-s", "read:orders"],
        vec!["role", "update", "clerk", "-d", "Clerk"],
        vec!["role", "grant", "clerk", "-r", api, "write:orders"],
        vec!["role", "revoke", "clerk", "-r", api, "write:orders"],
        vec!["user", "create", "--username", "alice"],
        vec!["user", "update", "alice", "--name", "Alice"],
        vec!["user", "custom-data", "alice", "--set", r#"{"a":1}"#],
        vec!["user", "profile", "alice", "--set", r#"{"locale":"en"}"#],
        vec!["user", "suspend", "alice"],
        vec!["user", "password", "alice", "--password-stdin"],
        vec!["user", "reactivate", "alice"],
        vec!["org", "create", "--name", "Acme"],
        vec!["org", "update", "Acme", "-d", "A company"],
        vec!["org", "members", "add", "Acme", "alice"],
        vec!["org", "members", "set", "Acme"],
        vec!["org", "members", "add", "Acme", "alice"],
        vec!["-y", "org", "members", "remove", "Acme", "alice"],
        vec!["org", "scope", "create", "read:docs"],
        vec!["org", "scope", "update", "read:docs", "-d", "Read"],
        vec!["org", "role", "create", "editor", "-s", "read:docs"],
        vec!["org", "role", "update", "editor", "-d", "Edits"],
        vec!["org", "role", "scopes", "set", "editor"],
        vec!["org", "role", "scopes", "add", "editor", "read:docs"],
        vec!["org", "role", "scopes", "remove", "editor", "read:docs"],
        vec!["-y", "org", "role", "delete", "editor"],
        vec!["-y", "org", "scope", "delete", "read:docs"],
        vec!["-y", "org", "delete", "Acme"],
        vec!["-y", "scope", "delete", "-r", api, "write:orders"],
        vec!["-y", "role", "delete", "clerk"],
        vec!["-y", "user", "delete", "alice"],
    ];
    for args in &script {
        let mut c = env.cmd(args);
        c.write_stdin("a-new-password\n");
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("warning"), "{args:?}: {}", r.stderr);
    }
    let log = env.json(&["events", "list", "--limit", "1000"]);
    let log: Vec<&Value> = log
        .as_array()
        .unwrap()
        .iter()
        .skip(before as usize)
        .collect();
    let names: std::collections::BTreeSet<&str> =
        log.iter().map(|e| e["event"].as_str().unwrap()).collect();
    for required in [
        "Scope.Created",
        "Scope.Data.Updated",
        "Scope.Deleted",
        "Role.Created",
        "Role.Data.Updated",
        "Role.Scopes.Updated",
        "Role.Deleted",
        "User.Created",
        "User.Data.Updated",
        "User.SuspensionStatus.Updated",
        "User.Deleted",
        "Organization.Created",
        "Organization.Data.Updated",
        "Organization.Membership.Updated",
        "Organization.Deleted",
        "OrganizationScope.Created",
        "OrganizationScope.Data.Updated",
        "OrganizationScope.Deleted",
        "OrganizationRole.Created",
        "OrganizationRole.Data.Updated",
        "OrganizationRole.Scopes.Updated",
        "OrganizationRole.Deleted",
    ] {
        assert!(names.contains(required), "{required} never happened");
    }
    let got = rx.wait_for(log.len());
    assert_eq!(got.len(), log.len(), "one request per event");
    // Deliveries run concurrently, so arrival order is not event order: match by webhook-id.
    let by_id: std::collections::HashMap<&str, &crate::common::receiver::Request> = got
        .iter()
        .map(|r| (r.header("webhook-id").expect("webhook-id"), r))
        .collect();
    assert_eq!(by_id.len(), log.len(), "every event exactly once");
    for e in &log {
        // One message per event and hook: the event's id and the hook's id.
        let r = by_id[format!("{}_{hook_id}", e["id"].as_str().unwrap()).as_str()];
        assert_eq!(r.method, "POST");
        assert_eq!(r.header("content-type"), Some("application/json"));
        assert_eq!(
            r.header("user-agent"),
            Some(concat!("idctl/", env!("CARGO_PKG_VERSION")))
        );
        assert_eq!(r.header("x-team"), Some("billing"));
        check_signed(r, &key);
        // The body is the logged payload with hookId appended last.
        let mut expected = e["payload"].clone();
        expected["hookId"] = json!(hook_id);
        let body = r.json();
        assert_eq!(body, expected);
        assert_eq!(
            body.as_object()
                .unwrap()
                .keys()
                .next_back()
                .map(String::as_str),
            Some("hookId")
        );
    }
    // Header values are credentials more often than not: shown only with --show-secret.
    let shown = env.json(&["hook", "get", "all-events"]);
    assert_ne!(shown["config"]["headers"]["x-team"], "billing");
    let secret = env.json(&["hook", "get", "all-events", "--show-secret"]);
    assert_eq!(secret["config"]["headers"]["x-team"], "billing");
    let list = env.json(&["hook", "list"]);
    assert_eq!(list[0]["attempts24h"], log.len());
    assert_eq!(list[0]["successes24h"], log.len());
}

#[test]
fn a_receiver_that_is_down_gets_the_event_once_it_is_back() {
    let env = Env::new();
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}/hook");
    url_hook(&env, "later", &url, &["Role.*"], &[]);
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0, "the change does not depend on delivery");
    let w = warnings(&r.stderr);
    assert_eq!(w.len(), 1, "one warning for the command: {}", r.stderr);
    assert!(
        w[0].starts_with(
            "warning: 1 delivery to hook later queued (Role.Created): its receiver did not answer ("
        ) && w[0].ends_with("); run idctl hook deliver --wait"),
        "{}",
        r.stderr
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        1
    );
    let rx = Receiver::start_at(port, vec![]);
    let out = env.json(&["hook", "deliver", "--all"]);
    assert_eq!(out["delivered"], 1);
    assert_eq!(rx.wait_for(1).len(), 1);
    assert_eq!(rx.requests()[0].json()["event"], "Role.Created");
    // Nothing is sent twice.
    assert_eq!(env.json(&["hook", "deliver", "--all"])["delivered"], 0);
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(rx.count(), 1);
    let logs = env.json(&["hook", "logs", "later"]);
    assert!(logs.as_array().unwrap().len() >= 2);
    assert_eq!(logs.as_array().unwrap().last().unwrap()["result"], "ok");
    let failed = env.json(&["hook", "logs", "later", "--status", "failed"]);
    assert!(
        failed
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["result"] == "failed" && l["error"].is_string())
    );
}

#[test]
fn server_errors_are_retried_and_client_errors_are_not() {
    let env = Env::new();
    let flaky = Receiver::start(vec![Reply::Status(500), Reply::Status(500)]);
    url_hook(&env, "flaky", &flaky.url, &["Role.Created"], &[]);
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0);
    // One attempt within the command; the rest is left to `hook deliver`.
    assert_eq!(
        warnings(&r.stderr),
        [
            "warning: 1 delivery to hook flaky queued (Role.Created): its receiver answered HTTP 500; run idctl hook deliver --wait"
        ],
        "{}",
        r.stderr
    );
    assert_eq!(flaky.count(), 1);
    // A round of `hook deliver` retries at once while the answers are worth retrying.
    let out = env.json(&["hook", "deliver", "--all"]);
    assert_eq!(
        (out["delivered"].as_i64(), out["attempts"].as_i64()),
        (Some(1), Some(2))
    );
    let logs = env.json(&["hook", "logs", "flaky"]);
    let statuses: Vec<i64> = logs
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["responseStatus"].as_i64().unwrap())
        .collect();
    assert_eq!(statuses, [500, 500, 200]);
    assert_eq!(logs[2]["attempt"], 3);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'delivered'"),
        1
    );

    let env = Env::new();
    let strict = Receiver::start(vec![Reply::Status(400)]);
    url_hook(&env, "strict", &strict.url, &["Role.Created"], &[]);
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0);
    assert!(
        r.stderr.contains(
            "warning: hook strict: Role.Created was refused (HTTP 400); it is not retried"
        ),
        "{}",
        r.stderr
    );
    // Not retried, and `hook deliver` says so in its exit code.
    let r = env.run(&["-o", "json", "hook", "deliver", "--all"]);
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert_eq!(r.err_json()["code"], "hook.deliveries_not_done");
    let out = r.json();
    assert_eq!(
        (
            out["delivered"].as_i64(),
            out["attempts"].as_i64(),
            out["failed"].as_i64()
        ),
        (Some(0), Some(0), Some(1))
    );
    assert_eq!(strict.count(), 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'failed'"),
        1
    );
    assert_eq!(
        env.json(&["hook", "logs", "strict", "--status", "failed"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn scheduled_retries_wait_for_their_time() {
    let env = Env::new();
    let rx = Receiver::start(vec![
        Reply::Status(503),
        Reply::Status(503),
        Reply::Status(503),
    ]);
    url_hook(&env, "busy", &rx.url, &["Role.Created"], &[]);
    let r = env.run(&["role", "create", "clerk"]);
    assert!(
        r.stderr.contains("its receiver answered HTTP 503"),
        "{}",
        r.stderr
    );
    assert_eq!(rx.count(), 1, "one attempt within the command");
    // Not due yet (5 s): a plain deliver sends nothing, and exits 9 as it is still pending;
    // --wait waits for it, and its round retries at once after each 503.
    let r = env.run(&["-o", "json", "hook", "deliver"]);
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert_eq!(r.json()["attempts"], 0);
    assert_eq!(r.json()["pending"], 1);
    let out = env.json(&["hook", "deliver", "--wait"]);
    assert_eq!(out["delivered"], 1);
    assert_eq!(out["pending"], 0);
    assert_eq!(out["retrying"], 0);
    assert_eq!(out["attempts"], 3);
    assert_eq!(rx.count(), 4);
}

#[test]
fn two_hooks_both_receive_and_a_disabled_hook_receives_nothing() {
    let env = Env::new();
    let a = Receiver::start(vec![]);
    let b = Receiver::start(vec![]);
    let off = Receiver::start(vec![]);
    url_hook(&env, "a", &a.url, &["Role.Created"], &[]);
    url_hook(&env, "b", &b.url, &["Role.*"], &[]);
    url_hook(&env, "off", &off.url, &["all"], &[]);
    env.ok(&["hook", "disable", "off"]);
    env.ok(&["role", "create", "clerk"]);
    assert_eq!(a.wait_for(1)[0].json()["event"], "Role.Created");
    assert_eq!(b.wait_for(1)[0].json()["event"], "Role.Created");
    assert_ne!(
        a.requests()[0].header("webhook-id"),
        b.requests()[0].header("webhook-id"),
        "one message per hook, each with its own id"
    );
    assert_ne!(
        a.requests()[0].json()["hookId"],
        b.requests()[0].json()["hookId"]
    );
    env.ok(&["hook", "deliver", "--all"]);
    assert_eq!(off.count(), 0);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries"),
        2,
        "a disabled hook queues nothing"
    );
}

#[test]
fn stdout_hooks_print_after_the_output() {
    let env = Env::new();
    let h = env.json(&[
        "hook",
        "create",
        "--name",
        "tap",
        "--stdout",
        "--event",
        "Role.Created",
    ]);
    assert_eq!(h["config"], json!({"stdout": true, "headers": {}}));
    // After a table: the event as one JSON line.
    let out = env.ok(&["role", "create", "clerk"]);
    let last = out.lines().last().unwrap();
    let p: Value = serde_json::from_str(last).unwrap();
    assert_eq!(p["event"], "Role.Created");
    assert_eq!(p["hookId"], h["id"]);
    assert!(out.starts_with("ID") && out.lines().count() > 2);
    assert!(
        !env.ok(&["role", "update", "clerk", "-d", "x"])
            .contains("Role.Data.Updated")
    );
    // Under -o json stdout holds the command's JSON alone; the event is in the log.
    let out = env.ok(&["-o", "json", "role", "create", "clerk-2"]);
    let role: Value = serde_json::from_str(&out).expect("stdout is exactly one JSON document");
    assert_eq!(role["name"], "clerk-2");
    let log = env.json(&["events", "list", "--type", "Role.Created"]);
    assert!(
        log.as_array()
            .unwrap()
            .iter()
            .any(|e| e["payload"]["data"]["id"] == role["id"]),
        "{log}"
    );
}

#[test]
fn a_receiver_that_never_answers_times_out_and_the_command_finishes() {
    let env = Env::new();
    let rx = Receiver::start(vec![Reply::Silent; 3]);
    url_hook(
        &env,
        "slow",
        &rx.url,
        &["Role.Created"],
        &["--timeout", "1"],
    );
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0);
    assert!(r.stderr.contains("timed out after 1 s"), "{}", r.stderr);
    assert_eq!(env.json(&["role", "get", "clerk"])["name"], "clerk");
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        1
    );
}

#[test]
fn test_deliveries_report_the_receiver_answer() {
    let env = Env::new();
    let ok = Receiver::start(vec![]);
    url_hook(&env, "ok", &ok.url, &["User.*"], &[]);
    let r = env.json(&["hook", "test", "ok"]);
    assert_eq!(r["status"], 200);
    assert_eq!(r["event"], "User.Created");
    let req = &ok.wait_for(1)[0];
    assert_eq!(req.json()["data"]["username"], "sample_user");
    assert_eq!(req.json()["matchedRoute"], "/users");
    assert_eq!(req.json()["method"], "POST");
    let key = env.json(&["hook", "get", "ok", "--show-secret"])["signingKey"]
        .as_str()
        .unwrap()
        .to_string();
    check_signed(req, &key);
    let r = env.run(&["hook", "test", "ok", "--event", "Role.Scopes.Updated"]);
    assert_eq!(r.code, 0);
    assert!(r.stdout.contains("HTTP 200"), "{}", r.stdout);
    let bad = Receiver::start(vec![Reply::Status(500)]);
    url_hook(&env, "bad", &bad.url, &["all"], &[]);
    let r = env.run(&["hook", "test", "bad"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("answered HTTP 500"));
    url_hook(
        &env,
        "down",
        &format!("http://127.0.0.1:{}/x", free_port()),
        &["all"],
        &[],
    );
    assert_eq!(env.run(&["hook", "test", "down"]).code, 1);
    assert_eq!(
        env.run(&["hook", "test", "ok", "--event", "Nope.Event"])
            .code,
        5
    );
}

#[test]
fn signing_keys_are_shown_only_when_asked_and_rotate() {
    let env = Env::new();
    let rx = Receiver::start(vec![]);
    let (_, key) = url_hook(&env, "h", &rx.url, &["Role.Created"], &[]);
    assert_eq!(key.len(), 32);
    assert!(key.chars().all(|c| c.is_ascii_alphanumeric()));
    for args in [vec!["hook", "get", "h"], vec!["hook", "list"]] {
        assert!(!env.ok(&args).contains(&key));
        assert!(!env.json(&args).to_string().contains(&key));
    }
    assert!(
        env.ok(&["hook", "get", "h", "--show-secret"])
            .contains(&key)
    );
    let rotated = env.ok(&["hook", "rotate-secret", "h"]);
    let new = env.json(&["hook", "get", "h", "--show-secret"])["signingKey"]
        .as_str()
        .unwrap()
        .to_string();
    assert_ne!(new, key);
    assert!(
        !rotated.contains(&new),
        "rotate-secret does not print the key"
    );
    env.ok(&["role", "create", "clerk"]);
    check_signed(&rx.wait_for(1)[0], &new);
}

#[test]
fn bad_hooks_are_refused_without_change() {
    let env = Env::new();
    env.ok(&[
        "hook", "create", "--name", "x", "--stdout", "--event", "all",
    ]);
    const CREATE: [&str; 6] = [
        "hook",
        "create",
        "--name",
        "h",
        "--url",
        "https://example.com/h",
    ];
    let with = |tail: &[&'static str]| -> Vec<&'static str> {
        CREATE.iter().chain(tail).copied().collect()
    };
    let url = |url: &'static str| -> Vec<&'static str> {
        vec![
            "hook", "create", "--name", "h", "--url", url, "--event", "all",
        ]
    };
    env.refuses(&[
        (
            &with(&["--event", "Role.Create"]),
            5,
            &[
                "unknown event Role.Create",
                "hint: did you mean Role.Created?",
            ],
        ),
        (&with(&["--event", "Nope.*"]), 5, &[]),
        (&CREATE, 2, &["--event"]),
        (&url("ftp://example.com/h"), 5, &["must be http or https"]),
        (&url("not a url"), 5, &[]),
        (
            &with(&["--event", "all", "--header", "X-No-Colon"]),
            5,
            &["has no colon"],
        ),
        (
            &with(&["--event", "all", "--header", "Webhook-Signature: forged"]),
            5,
            &["cannot be overridden"],
        ),
        (
            &with(&["--event", "all", "--header", "Content-Type: text/plain"]),
            5,
            &[],
        ),
        (&with(&["--stdout", "--event", "all"]), 2, &[]),
        (
            &[
                "hook", "create", "--name", "x", "--stdout", "--event", "all",
            ],
            4,
            &[],
        ),
        (&["hook", "get", "ghost"], 3, &[]),
        (&["hook", "test", "ghost"], 3, &[]),
        (&["hook", "update", "x", "--event", "Bogus"], 5, &[]),
        (&["hook", "delete", "x"], 2, &[]),
    ]);
}

#[test]
fn concurrent_deliver_runs_send_each_delivery_once() {
    let env = Env::new();
    let port = free_port();
    url_hook(
        &env,
        "q",
        &format!("http://127.0.0.1:{port}/hook"),
        &["Role.Created"],
        &["--timeout", "2"],
    );
    for i in 0..20 {
        env.ok(&["role", "create", &format!("r{i}")]);
    }
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        20
    );
    // The receiver is down: the first command tried once, the others left it alone.
    assert_eq!(env.sql_count("SELECT count(*) FROM delivery_logs"), 1);
    let rx = Receiver::start_at(port, vec![]);
    let spawn = || {
        let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("idctl"));
        c.args([
            "--store",
            env.store.to_str().unwrap(),
            "hook",
            "deliver",
            "--all",
            "--wait",
        ]);
        c.stdout(std::process::Stdio::null());
        c.spawn().unwrap()
    };
    // With --wait each run also waits for what the other holds: both end with everything
    // delivered, so both exit 0.
    let (mut a, mut b) = (spawn(), spawn());
    assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
    let got = rx.wait_for(20);
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(
        rx.count(),
        20,
        "each delivery attempted by one process only"
    );
    let ids: std::collections::BTreeSet<String> = got
        .iter()
        .map(|r| r.header("webhook-id").unwrap().to_string())
        .collect();
    assert_eq!(ids.len(), 20);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'delivered'"),
        20
    );
    let _ = run_cmd(env.cmd(&["hook", "list"]));
}

#[test]
fn the_retry_schedule_runs_to_its_end_and_failed_deliveries_can_be_sent_again() {
    let env = Env::new();
    // 503 for the command's attempt and six rounds of three: every round fails.
    let rx = Receiver::start(vec![Reply::Status(503); 19]);
    url_hook(&env, "down", &rx.url, &["Role.Created"], &[]);
    let start = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    env.ok(&["role", "create", "clerk"]);
    let next = || env.sql_count("SELECT next_attempt_at / 1000 FROM deliveries");
    let mut clock = start;
    let mut waits = Vec::new();
    for round in 1..=6 {
        let due = next();
        waits.push(due - clock);
        clock = due + 1;
        let mut c = env.cmd(&["-o", "json", "hook", "deliver"]);
        c.env("IDCTL_NOW", clock.to_string());
        let r = run_cmd(c);
        // Pending until the last round, then given up: not done either way.
        assert_eq!(r.code, 9, "{}", r.stderr);
        let out = r.json();
        let state = (out["pending"].as_i64(), out["givenUp"].as_i64());
        let expected = if round < 6 {
            (Some(1), Some(0))
        } else {
            (Some(0), Some(1))
        };
        assert_eq!(state, expected, "round {round}: {out}");
        assert_eq!(out["attempts"], 3);
    }
    // Waits measured from the previous round: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (±1 s).
    let expected = [5, 300, 1800, 7200, 18_000, 36_000];
    for (w, e) in waits.iter().zip(expected) {
        assert!((w - e).abs() <= 2, "waits {waits:?}");
    }
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'given_up'"),
        1
    );
    assert_eq!(
        rx.count(),
        19,
        "one attempt within the command, then six rounds of three"
    );
    // An operator can send it again once the receiver is fixed.
    let r = env.json(&["hook", "deliver", "--retry-failed"]);
    assert_eq!(r["delivered"], 1);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'delivered'"),
        1
    );
}

#[test]
fn each_hook_gets_its_own_webhook_id_and_keeps_it_across_retries() {
    let env = Env::new();
    // One receiver behind two hooks; the command's attempt to each fails.
    let rx = Receiver::start(vec![Reply::Status(503); 2]);
    let a = url_hook(&env, "a", &rx.url, &["Role.Created"], &[]);
    let b = url_hook(&env, "b", &rx.url, &["Role.Created"], &[]);
    env.ok(&["role", "create", "clerk"]);
    assert_eq!(rx.count(), 2);
    assert_eq!(env.json(&["hook", "deliver", "--all"])["delivered"], 2);
    let got = rx.wait_for(4);
    assert_eq!(got.len(), 4);
    let mut ids = std::collections::BTreeSet::new();
    for (hook_id, key) in [&a, &b] {
        let mine: Vec<_> = got
            .iter()
            .filter(|r| r.json()["hookId"] == hook_id.as_str())
            .collect();
        assert_eq!(
            mine.len(),
            2,
            "the command's attempt and a retry by hook deliver"
        );
        let theirs: std::collections::BTreeSet<&str> = mine
            .iter()
            .map(|r| r.header("webhook-id").unwrap())
            .collect();
        assert_eq!(theirs.len(), 1, "a retry keeps the webhook-id: {theirs:?}");
        for r in mine {
            check_signed(r, key);
        }
        ids.extend(theirs);
    }
    // A receiver that dedupes on webhook-id (as the README advises) keeps both messages.
    assert_eq!(ids.len(), 2, "one webhook-id per hook: {ids:?}");
}

#[test]
fn a_response_cut_off_mid_body_is_logged_with_its_error() {
    let env = Env::new();
    let rx = Receiver::start(vec![Reply::CutOff(200), Reply::CutOff(200)]);
    url_hook(&env, "cut", &rx.url, &["Role.Created"], &[]);
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(rx.count(), 1);
    // The status arrived: delivered, not retried; but the log says what happened.
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'delivered'"),
        1
    );
    let logs = env.json(&["hook", "logs", "cut"]);
    let logs = logs.as_array().unwrap();
    assert_eq!(logs.len(), 1);
    let l = &logs[0];
    assert_eq!(l["result"], "ok");
    assert_eq!(l["responseStatus"], 200);
    assert_eq!(l["responseBody"], CUT_OFF_BODY, "what did arrive is kept");
    let error = l["error"].as_str().expect("the transport error is logged");
    assert!(error.contains("cut off"), "{error}");
    let table = env.ok(&["hook", "logs", "cut"]);
    assert!(table.contains("cut off"), "{table}");
    // A test delivery reports it too.
    let t = env.json(&["hook", "test", "cut"]);
    assert_eq!(t["status"], 200);
    assert!(
        t["error"].as_str().is_some_and(|e| e.contains("cut off")),
        "{t}"
    );
}

/// `idctl --store <store> ARGS` as a child process, its output discarded (to kill it, or to
/// run beside another command).
fn spawn(env: &Env, args: &[&str], now: Option<i64>) -> std::process::Child {
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("idctl"));
    for var in ["IDCTL_STORE", "IDCTL_OUTPUT", "IDCTL_EVENTS", "IDCTL_NOW"] {
        c.env_remove(var);
    }
    if let Some(now) = now {
        c.env("IDCTL_NOW", now.to_string());
    }
    c.arg("--store").arg(&env.store).args(args);
    c.stdout(std::process::Stdio::null());
    c.stderr(std::process::Stdio::null());
    c.spawn().expect("spawn idctl")
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

#[test]
fn deliveries_claimed_by_a_killed_deliver_run_are_sent_by_the_next_run_within_a_minute() {
    let env = Env::new();
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}/hook");
    for i in 0..6 {
        url_hook(&env, &format!("h{i}"), &url, &["Role.*"], &[]);
    }
    let api = env.orders_api();
    // Role.Created and Role.Scopes.Updated for six hooks; the receiver is down.
    env.ok(&["role", "create", "clerk", "-r", api, "-s", "read:orders"]);
    let pending = "SELECT count(*) FROM deliveries WHERE status = 'pending'";
    assert_eq!(env.sql_count(pending), 12);
    // The receiver comes back but holds the first ten requests without answering.
    let rx = Receiver::start_at(port, vec![Reply::Silent; 10]);
    let now = unix_now();
    let mut run = spawn(&env, &["hook", "deliver", "--all"], Some(now));
    let first = rx.wait_for(10);
    assert_eq!(first.len(), 10, "ten deliveries in flight");
    run.kill().expect("kill -9");
    run.wait().expect("reap");
    // Its claims outlive it, and still keep other runs away for a moment (that run ends
    // with all twelve still pending: exit 9)...
    let mut c = env.cmd(&["-o", "json", "hook", "deliver"]);
    c.env("IDCTL_NOW", (now + 10).to_string());
    let r = run_cmd(c);
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert_eq!(r.json()["attempts"], 0);
    assert_eq!(r.json()["pending"], 12);
    // ...but not for long: 90 s later the next run sends every one of them.
    let mut c = env.cmd(&["-o", "json", "hook", "deliver"]);
    c.env("IDCTL_NOW", (now + 90).to_string());
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["delivered"], 12, "{}", r.stderr);
    assert_eq!(env.sql_count(pending), 0);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'delivered'"),
        12
    );
    // At least once: what had reached the receiver comes again, under the same webhook-id.
    let got = rx.wait_for(22);
    assert_eq!(got.len(), 22);
    let ids = |rs: &[crate::common::receiver::Request]| -> std::collections::BTreeSet<String> {
        rs.iter()
            .map(|r| r.header("webhook-id").unwrap().to_string())
            .collect()
    };
    let (before, after) = (ids(&got[..10]), ids(&got[10..]));
    assert_eq!(before.len(), 10);
    assert_eq!(after.len(), 12);
    assert!(before.is_subset(&after));
}

#[test]
fn deliver_wait_reports_deliveries_held_by_another_run_once_instead_of_spinning() {
    let env = Env::new();
    // Refused first; then the receiver holds two requests without answering.
    let rx = Receiver::start(vec![Reply::Status(400), Reply::Silent, Reply::Silent]);
    url_hook(
        &env,
        "held",
        &rx.url,
        &["Role.Created"],
        &["--timeout", "2"],
    );
    env.ok(&["role", "create", "clerk"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'failed'"),
        1
    );
    // Another run sends it again and holds it for about four seconds (two timed-out attempts).
    let mut other = spawn(&env, &["hook", "deliver", "--retry-failed"], None);
    assert_eq!(rx.wait_for(2).len(), 2);
    let r = env.run(&["-o", "json", "hook", "deliver", "--wait"]);
    // The other run's round timed out twice: it ended with the delivery pending (exit 9).
    assert_eq!(other.wait().expect("other run").code(), Some(9));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["delivered"], 1, "{}", r.stderr);
    assert_eq!(r.json()["retrying"], 0);
    // One line while the other run holds it, one while the retry is not due yet; under -o json
    // each is a {"progress": ...} object.
    let progress: Vec<String> = r
        .stderr_json()
        .iter()
        .filter_map(|l| l["progress"].as_str())
        .filter(|l| l.contains("pending"))
        .map(str::to_string)
        .collect();
    assert_eq!(
        progress.len(),
        2,
        "one progress line per change of state: {progress:#?}"
    );
    assert!(
        progress[0].contains("being sent by another idctl process"),
        "{progress:#?}"
    );
    assert!(progress[1].contains("next attempt in"), "{progress:#?}");
    assert_eq!(rx.count(), 4);
}

/// `idctl --store <store> ARGS` with the clock fixed at `now` (Unix seconds).
fn at(env: &Env, now: i64, args: &[&str]) -> crate::common::Run {
    let mut c = env.cmd(args);
    c.env("IDCTL_NOW", now.to_string());
    run_cmd(c)
}

#[test]
fn a_receiver_that_is_down_costs_each_command_at_most_one_attempt_and_one_warning() {
    let env = Env::new();
    let url = format!("http://127.0.0.1:{}/hook", free_port());
    url_hook(&env, "audit", &url, &["Role.*"], &[]);
    let now = unix_now();
    const COMMANDS: usize = 40;
    for i in 0..COMMANDS {
        let r = at(&env, now, &["role", "create", &format!("r{i}")]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let w = warnings(&r.stderr);
        assert_eq!(w.len(), 1, "command {i}: one warning line: {}", r.stderr);
        assert!(
            w[0].starts_with("warning: 1 delivery to hook audit queued (Role.Created): ")
                && w[0].ends_with("; run idctl hook deliver --wait"),
            "command {i}: {}",
            w[0]
        );
        // The first command tries once; the others leave the hook alone, saying why.
        let why = if i == 0 {
            "): its receiver did not answer (".to_string()
        } else {
            "): not tried, as its last attempt failed less than a second ago (".to_string()
        };
        assert!(w[0].contains(&why), "command {i}: {}", w[0]);
    }
    let logs = env.json(&["hook", "logs", "audit"]);
    let logs = logs.as_array().unwrap();
    assert_eq!(
        logs.len(),
        1,
        "one attempt in {COMMANDS} commands: {logs:#?}"
    );
    assert_eq!(logs[0]["attempt"], 1);
    assert_eq!(logs[0]["result"], "failed");
    assert!(logs[0]["responseStatus"].is_null());
    // Nothing is lost: every delivery waits in the outbox, those not tried due at once.
    let pending = "SELECT count(*) FROM deliveries WHERE status = 'pending'";
    assert_eq!(env.sql_count(pending), COMMANDS as i64);
    assert_eq!(
        env.sql_count(&format!(
            "{pending} AND attempts = 0 AND rounds = 0 AND next_attempt_at <= {}",
            now * 1000
        )),
        COMMANDS as i64 - 1
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE claimed_by IS NOT NULL"),
        0
    );
    // Under -o json the warning is one {"warning": ...} object.
    let r = at(&env, now, &["-o", "json", "role", "create", "json-role"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines = r.stderr_json();
    assert_eq!(lines.len(), 1, "{}", r.stderr);
    assert!(
        lines[0]["warning"]
            .as_str()
            .is_some_and(|w| w.starts_with("1 delivery to hook audit queued")),
        "{}",
        r.stderr
    );
    // A minute after the failure, the next command tries again: once.
    let r = at(&env, now + 61, &["role", "create", "later"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let w = warnings(&r.stderr);
    assert_eq!(w.len(), 1, "{}", r.stderr);
    assert!(w[0].contains("its receiver did not answer ("), "{}", w[0]);
    assert_eq!(
        env.json(&["hook", "logs", "audit"])
            .as_array()
            .unwrap()
            .len(),
        2
    );
    // A command with two events for the hook, moments later: one line for both, no attempt.
    let api = env.orders_api();
    let r = at(
        &env,
        now + 62,
        &["role", "create", "clerk", "-r", api, "-s", "read:orders"],
    );
    let w = warnings(&r.stderr);
    assert_eq!(w.len(), 1, "{}", r.stderr);
    assert!(
        w[0].starts_with(
            "warning: 2 deliveries to hook audit queued (Role.Created, Role.Scopes.Updated): not tried, as its last attempt failed 1 s ago ("
        ) && w[0].contains(&url)
            && w[0].ends_with("); run idctl hook deliver --wait"),
        "{}",
        w[0]
    );
    assert_eq!(
        env.json(&["hook", "logs", "audit"])
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn a_command_makes_one_attempt_per_hook_and_stops_trying_a_hook_that_failed() {
    let env = Env::new();
    // A live receiver and a dead one; the command causes two events for each hook.
    let live = Receiver::start(vec![]);
    url_hook(&env, "live", &live.url, &["Role.*"], &[]);
    let down = format!("http://127.0.0.1:{}/hook", free_port());
    url_hook(&env, "down", &down, &["Role.*"], &[]);
    let api = env.orders_api();
    let r = env.run(&["role", "create", "clerk", "-r", api, "-s", "read:orders"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(live.wait_for(2).len(), 2, "the live hook gets both at once");
    let w = warnings(&r.stderr);
    assert_eq!(w.len(), 1, "{}", r.stderr);
    assert!(
        w[0].starts_with(
            "warning: 2 deliveries to hook down queued (Role.Created, Role.Scopes.Updated): its receiver did not answer ("
        ),
        "{}",
        w[0]
    );
    // No retry within the command: at most one attempt per delivery (two when both started
    // before the first failed), none repeated.
    let tries = env.json(&["hook", "logs", "down"]);
    let tries = tries.as_array().unwrap();
    assert!((1..=2).contains(&tries.len()), "{tries:#?}");
    assert!(tries.iter().all(|t| t["attempt"] == 1), "{tries:#?}");
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM deliveries d JOIN hooks h ON h.id = d.hook_id
             WHERE h.name = 'down' AND d.status = 'pending' AND d.claimed_by IS NULL"
        ),
        2
    );
}

#[test]
fn hook_deliver_reports_each_hook_and_exits_9_while_deliveries_are_not_done() {
    let env = Env::new();
    let now = unix_now();
    let good = Receiver::start(vec![Reply::Status(503)]);
    url_hook(&env, "good", &good.url, &["Role.Created"], &[]);
    let strict = Receiver::start(vec![Reply::Status(400)]);
    url_hook(&env, "strict", &strict.url, &["Role.Created"], &[]);
    let down = format!("http://127.0.0.1:{}/hook", free_port());
    url_hook(&env, "down", &down, &["Role.Created"], &[]);
    let r = at(&env, now, &["role", "create", "clerk"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // good: 503 then 200; strict: refused for good; down: down.
    let r = at(&env, now, &["hook", "deliver", "--all"]);
    assert_eq!(r.code, 9, "{}{}", r.stdout, r.stderr);
    assert_eq!(
        r.stdout,
        "delivered 1, failed 1, pending 1, given up 0 (4 attempts)\n"
    );
    let lines: Vec<&str> = r.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "hook down: delivered 0, pending 1 (next attempt in 5m), failed 0, given up 0",
            "hook good: delivered 1, pending 0, failed 0, given up 0",
            "hook strict: delivered 0, pending 0, failed 1, given up 0",
            "error: 2 deliveries not done: 1 pending, 1 failed, 0 given up",
            "hint: --wait waits for them (at most 2m, or --timeout); --retry-failed sends failed and given-up ones again; idctl hook logs HOOK shows every attempt",
        ],
        "{}",
        r.stderr
    );
    // Under -o json: the same as one document on stdout, the error object on stderr.
    let r = at(&env, now, &["-o", "json", "hook", "deliver"]);
    assert_eq!(r.code, 9, "{}", r.stderr);
    let e = r.err_json();
    assert_eq!(e["code"], "hook.deliveries_not_done");
    assert_eq!(
        e["message"],
        "2 deliveries not done: 1 pending, 1 failed, 0 given up"
    );
    let doc = r.json();
    assert_eq!(
        (
            doc["delivered"].as_i64(),
            doc["pending"].as_i64(),
            doc["failed"].as_i64(),
            doc["givenUp"].as_i64(),
            doc["attempts"].as_i64()
        ),
        (Some(0), Some(1), Some(1), Some(0), Some(0))
    );
    let hooks: Vec<(&str, i64, i64, i64, i64)> = doc["hooks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["name"].as_str().unwrap(),
                h["delivered"].as_i64().unwrap(),
                h["pending"].as_i64().unwrap(),
                h["failed"].as_i64().unwrap(),
                h["givenUp"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(hooks, [("down", 0, 1, 0, 0), ("strict", 0, 0, 1, 0)]);
    assert_eq!(doc["hooks"][0]["nextAttemptAt"], (now + 300) * 1000);
    // Once everything is delivered, exit 0.
    env.ok(&["hook", "delete", "down", "--yes"]);
    let r = env.run(&["-o", "json", "hook", "deliver", "--retry-failed"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["delivered"], 1);
    assert_eq!(strict.count(), 2);
}

#[test]
fn hook_deliver_wait_ends_at_its_timeout_and_gives_back_what_it_did_not_try() {
    let env = Env::new();
    let port = free_port();
    url_hook(
        &env,
        "slow",
        &format!("http://127.0.0.1:{port}/hook"),
        &["Role.Created"],
        &["--timeout", "2"],
    );
    for i in 0..12 {
        env.ok(&["role", "create", &format!("r{i}")]);
    }
    // The receiver comes back, but holds the first ten requests without answering.
    let rx = Receiver::start_at(port, vec![Reply::Silent; 10]);
    let r = env.run(&[
        "-o",
        "json",
        "hook",
        "deliver",
        "--all",
        "--wait",
        "--timeout",
        "1s",
    ]);
    assert_eq!(r.code, 9, "{}", r.stderr);
    let e = r.err_json();
    assert_eq!(
        e["message"],
        "12 deliveries not done: 12 pending, 0 failed, 0 given up; stopped after --timeout 1s"
    );
    assert_eq!(
        e["hint"],
        "a longer --timeout waits longer for them; idctl hook logs HOOK shows every attempt"
    );
    let doc = r.json();
    assert_eq!(doc["pending"], 12);
    // Ten were under way when the time was up: each finished its attempt (no quick retry
    // after the deadline). The other two were not tried, and were given back at once.
    assert_eq!(doc["attempts"], 10);
    assert_eq!(rx.count(), 10);
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM deliveries
             WHERE status = 'pending' AND claimed_by IS NULL AND claimed_until = 0"
        ),
        12
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE rounds = 0"),
        2,
        "the two not tried keep their round"
    );
    // The receiver answers now: the next run sends all twelve, and exits 0.
    let out = env.json(&["hook", "deliver", "--all", "--wait"]);
    assert_eq!(
        (out["delivered"].as_i64(), out["pending"].as_i64()),
        (Some(12), Some(0))
    );
}

#[test]
fn hook_deliver_wait_stops_at_once_when_the_next_attempt_is_due_after_its_timeout() {
    let env = Env::new();
    let now = unix_now();
    let url = format!("http://127.0.0.1:{}/hook", free_port());
    url_hook(&env, "down", &url, &["Role.Created"], &[]);
    at(&env, now, &["role", "create", "clerk"]);
    // The next attempt is 5 s away (the clock stands still): waiting 2 s would change nothing.
    let r = at(
        &env,
        now,
        &["-o", "json", "hook", "deliver", "--wait", "--timeout", "2s"],
    );
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert_eq!(
        r.err_json()["message"],
        "1 delivery not done: 1 pending, 0 failed, 0 given up; the next attempt falls due in 5 s, after --timeout 2s"
    );
    assert_eq!(r.json()["attempts"], 0);
    assert_eq!(r.json()["hooks"][0]["nextAttemptAt"], (now + 5) * 1000);
    // --wait without --timeout waits 2 minutes at most: a round due in 5 min is after that.
    at(&env, now + 6, &["hook", "deliver"]);
    let r = at(&env, now + 6, &["hook", "deliver", "--wait"]);
    assert_eq!(r.code, 9, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "error: 1 delivery not done: 1 pending, 0 failed, 0 given up; the next attempt falls due in 5m, after --timeout 2m\n"
        ),
        "{}",
        r.stderr
    );
    // Bad timeouts are usage errors that name the flag.
    for bad in ["0s", "25h", "-1", "soon"] {
        let flag = format!("--timeout={bad}");
        let r = env.fails(2, &["-o", "json", "hook", "deliver", &flag]);
        assert_eq!(r.err_json()["argument"], "--timeout", "{bad}: {}", r.stderr);
    }
}

/// Runs `shell` on a pseudo-terminal (util-linux `script`); returns its exit code and what
/// the terminal showed. Without `script` the test fails, saying what to install.
fn on_pty(shell: &str) -> (Option<i32>, String) {
    crate::common::require("script", &["--version"], crate::common::SCRIPT_HINT);
    let out = std::process::Command::new("script")
        .args(["-qec", shell, "/dev/null"])
        .env_remove("IDCTL_STORE")
        .env_remove("IDCTL_OUTPUT")
        .env_remove("IDCTL_EVENTS")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn hook_deliver_wait_draws_a_progress_bar_on_a_terminal() {
    let env = Env::new();
    let rx = Receiver::start(vec![Reply::Status(503)]);
    url_hook(&env, "h", &rx.url, &["Role.Created"], &[]);
    env.ok(&["role", "create", "clerk"]);
    let bin = assert_cmd::cargo::cargo_bin("idctl");
    let shell = format!(
        "'{}' --store '{}' hook deliver --wait --timeout 30s",
        bin.display(),
        env.store.display()
    );
    let (code, screen) = on_pty(&shell);
    assert_eq!(code, Some(0), "{screen}");
    assert!(screen.contains("0/1 delivered"), "{screen}");
    assert!(
        !screen.contains("\n1 pending; next attempt in"),
        "a bar instead of progress lines: {screen}"
    );
    assert!(
        screen.contains("hook h: delivered 1, pending 0, failed 0, given up 0"),
        "{screen}"
    );
    assert_eq!(rx.count(), 2);
}

/// A listener whose accept queue is full: connecting to it hangs (the kernel drops the SYNs),
/// like a receiver behind a firewall that swallows packets. Keep it alive while in use.
fn swallowing_listener() -> (std::net::TcpListener, Vec<std::net::TcpStream>, u16) {
    use std::os::fd::AsRawFd;
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    // SAFETY: listen(2) on a socket we own; Linux takes a second listen as a new backlog.
    assert_eq!(unsafe { libc::listen(l.as_raw_fd(), 0) }, 0);
    let addr = l.local_addr().unwrap();
    let filler: Vec<std::net::TcpStream> = (0..3)
        .filter_map(|_| {
            std::net::TcpStream::connect_timeout(&addr, std::time::Duration::from_millis(300)).ok()
        })
        .collect();
    (l, filler, addr.port())
}

#[test]
fn a_receiver_that_swallows_connections_costs_a_command_one_short_connect_timeout() {
    let env = Env::new();
    let (_listener, _filler, port) = swallowing_listener();
    url_hook(
        &env,
        "dark",
        &format!("http://127.0.0.1:{port}/hook"),
        &["Role.Created"],
        &[],
    );
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        warnings(&r.stderr),
        [
            "warning: 1 delivery to hook dark queued (Role.Created): its receiver did not answer (could not connect within 500 ms); run idctl hook deliver --wait"
        ],
        "{}",
        r.stderr
    );
    let logs = env.json(&["hook", "logs", "dark"]);
    assert_eq!(logs.as_array().unwrap().len(), 1);
    assert_eq!(logs[0]["error"], "could not connect within 500 ms");
}

#[test]
fn hook_test_attempts_are_logged_as_tests_and_nothing_answering_is_could_not_reach() {
    let env = Env::new();
    let down = format!("http://127.0.0.1:{}/hook", free_port());
    url_hook(&env, "audit", &down, &["Role.Created"], &[]);
    // Nothing listens: "could not reach", not "the receiver answered ...".
    let before = env.snapshot();
    let r = env.run(&["hook", "test", "audit"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!(
            "error: could not reach the receiver of hook audit ({down}): "
        )),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("answered"), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("hint: the attempt is in: idctl hook logs audit --status failed"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.contains("-> could not reach it: "), "{}", r.stdout);
    // The attempt is the only change: one log row, marked as a test.
    assert_ne!(before, env.snapshot());
    let logs = env.json(&["hook", "logs", "audit"]);
    let logs = logs.as_array().unwrap();
    assert_eq!(logs.len(), 1, "{logs:?}");
    assert_eq!(logs[0]["test"], true);
    assert_eq!(logs[0]["result"], "failed");
    assert_eq!(logs[0]["event"], "Role.Created");
    assert!(logs[0]["eventId"].as_str().unwrap().starts_with("test_"));
    assert!(logs[0]["responseStatus"].is_null());
    assert_eq!(logs[0]["requestBody"]["event"], "Role.Created");
    let table = env.ok(&["hook", "logs", "audit", "--status", "failed"]);
    assert!(table.contains("Role.Created (test)"), "{table}");
    // Under -o json: the error object, with its own code.
    let r = env.run(&["-o", "json", "hook", "test", "audit"]);
    assert_eq!(r.code, 1);
    assert_eq!(r.err_json()["code"], "hook.unreachable");
    assert_eq!(r.json()["status"], Value::Null);
    // A name that resolves nowhere (.invalid never does) is "could not reach" too.
    env.ok(&[
        "hook",
        "update",
        "audit",
        "--url",
        "http://receiver.invalid/hook",
    ]);
    let r = env.run(&["hook", "test", "audit"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains(
            "error: could not reach the receiver of hook audit (http://receiver.invalid/hook): "
        ),
        "{}",
        r.stderr
    );
    // Tests count neither in the hook's statistics nor for the pause after a failed delivery:
    // the receiver is back, and the next event goes out at once.
    let rx = Receiver::start(vec![]);
    env.ok(&["hook", "update", "audit", "--url", &rx.url]);
    let listed = env.json(&["hook", "list"]);
    assert_eq!(listed[0]["attempts24h"], 0, "{listed}");
    let r = env.run(&["role", "create", "clerk"]);
    assert_eq!(r.code, 0);
    assert!(warnings(&r.stderr).is_empty(), "{}", r.stderr);
    assert_eq!(rx.wait_for(1)[0].json()["event"], "Role.Created");
    let listed = env.json(&["hook", "list"]);
    assert_eq!(listed[0]["attempts24h"], 1, "{listed}");
    // A receiver that answers is an answer, logged as a test too.
    let bad = Receiver::start(vec![Reply::Status(500)]);
    env.ok(&["hook", "update", "audit", "--url", &bad.url]);
    let r = env.run(&["hook", "test", "audit"]);
    assert!(r.stderr.contains("answered HTTP 500"), "{}", r.stderr);
    let logs = env.json(&["hook", "logs", "audit"]);
    let tests: Vec<&Value> = logs
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["test"] == true)
        .collect();
    assert_eq!(tests.len(), 4, "{logs}");
    assert_eq!(tests[3]["responseStatus"], 500);
    let deliveries = logs.as_array().unwrap().len() - tests.len();
    assert_eq!(deliveries, 1, "{logs}");
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

#[test]
fn hooks_over_http() {
    let mut c = Ctx::start();
    let live = Receiver::start(vec![]);
    let r = c.call(
        "POST",
        "/hooks",
        Some(json!({
            "name": "audit",
            "events": [cat::ROLE_CREATED],
            "config": {"url": live.url, "headers": {"x-tenant": "t1"}},
        })),
        201,
    );
    let hook = r.body;
    let hid = id(&hook);
    let key = hook["signingKey"].as_str().expect("signingKey").to_string();
    assert_eq!(key.len(), 32, "{hook}");
    assert!(key.chars().all(|ch| ch.is_ascii_alphanumeric()), "{key}");
    assert_eq!(hook["name"], "audit");
    assert_eq!(hook["events"], json!([cat::ROLE_CREATED]));
    assert_eq!(hook["enabled"], true);
    let got = c.get(&format!("/hooks/{hid}"));
    assert!(got.body.get("signingKey").is_none() && !got.text.contains(&key));
    assert_eq!(got.body["config"]["url"], live.url.as_str());
    assert_eq!(c.get("/hooks").header("total-number"), Some("1"));

    let r = c.call(
        "PATCH",
        &format!("/hooks/{hid}"),
        Some(json!({"name": "audit2", "events": [cat::ROLE_CREATED, cat::ROLE_DELETED]})),
        200,
    );
    assert_eq!(r.body["name"], "audit2");
    assert_eq!(
        r.body["events"],
        json!([cat::ROLE_CREATED, cat::ROLE_DELETED])
    );

    let r = c.call("PATCH", &format!("/hooks/{hid}/signing-key"), None, 200);
    let key2 = r.body["signingKey"].as_str().expect("new key").to_string();
    assert_eq!(key2.len(), 32);
    assert_ne!(key2, key);

    // Test deliveries go to the URL given, signed with the hook's (new) key.
    let tested = Receiver::start(vec![]);
    c.call(
        "POST",
        &format!("/hooks/{hid}/test"),
        Some(json!({"events": [cat::USER_CREATED], "config": {"url": tested.url}})),
        204,
    );
    let reqs = tested.wait_for(1);
    assert_eq!(reqs.len(), 1);
    assert_eq!(reqs[0].json()["event"], cat::USER_CREATED);
    assert_eq!(reqs[0].json()["hookId"], hid.as_str());
    check_signed(&reqs[0], &key2);
    let failing = Receiver::start(vec![receiver::Reply::Status(500)]);
    c.fails(
        "POST",
        &format!("/hooks/{hid}/test"),
        Some(json!({"events": [cat::USER_CREATED], "config": {"url": failing.url}})),
        422,
        "hook.endpoint_responded_with_error",
    );
    assert_eq!(failing.count(), 1);
    assert_eq!(
        live.count(),
        0,
        "test deliveries went to the hook's own URL"
    );

    // A real delivery, then its log.
    c.setup(
        "POST",
        "/roles",
        json!({"name": "reader", "description": "Reads"}),
        200,
    );
    let reqs = live.wait_for(1);
    assert_eq!(reqs.len(), 1, "no delivery");
    assert_eq!(reqs[0].json()["event"], cat::ROLE_CREATED);
    assert_eq!(reqs[0].header("x-tenant"), Some("t1"));
    check_signed(&reqs[0], &key2);
    let logs = poll(Duration::from_secs(10), || {
        let r = send(&c.api, "GET", &format!("/hooks/{hid}/recent-logs"), None);
        assert_eq!(r.status, 200, "{}", r.text);
        (!r.body.as_array().unwrap().is_empty()).then_some(r)
    })
    .expect("a delivery log within 10 s");
    assert_eq!(logs.header("total-number"), Some("1"));
    assert_eq!(logs.body[0]["event"], cat::ROLE_CREATED);
    assert_eq!(logs.body[0]["responseStatus"], 200);
    let logs = c.get(&format!(
        "/hooks/{hid}/recent-logs?logKey=TriggerHook.{}",
        cat::ROLE_DELETED
    ));
    assert_eq!(logs.body, json!([]));

    let r = c.call("DELETE", &format!("/hooks/{hid}"), None, 204);
    assert!(r.text.is_empty());
    c.fails(
        "GET",
        &format!("/hooks/{hid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
}

/// Deliveries start after the commit, and the request does not wait for them: the receiver
/// takes the request and never answers, yet the API answers at once.
#[test]
fn webhook_deliveries_do_not_hold_the_request() {
    let mut c = Ctx::start();
    let rx = Receiver::start(vec![receiver::Reply::Silent]);
    let hook = c.setup(
        "POST",
        "/hooks",
        json!({"events": [cat::USER_CREATED], "config": {"url": rx.url}}),
        201,
    );
    let key = hook["signingKey"].as_str().unwrap().to_string();
    let (r, evs) = c.op(
        &cat::USER_CREATE,
        &[],
        Some(json!({"username": "dora"})),
        &[cat::USER_CREATED],
        &[],
    );
    // The receiver never answers, so an attempt ends only at the hook's 10 s timeout: a
    // request that waited for its delivery would answer after the attempt was logged.
    assert_eq!(
        c.env.sql_count("SELECT count(*) FROM delivery_logs"),
        0,
        "the response came after the delivery attempt"
    );
    let reqs = rx.wait_for(1);
    assert_eq!(reqs.len(), 1, "no delivery within 20 s");
    let body = reqs[0].json();
    assert_eq!(body["event"], cat::USER_CREATED);
    assert_eq!(body["userAgent"], UA);
    assert_eq!(body["ip"], "127.0.0.1");
    assert_eq!(body["data"], r.body);
    assert_eq!(body["hookId"], id(&hook).as_str());
    let mut want = keys(&evs[0]);
    want.push("hookId");
    assert_eq!(keys(&body), want);
    check_signed(&reqs[0], &key);
    // Sent after the commit: what it announces is there.
    c.get(&format!("/users/{}", id(&r.body)));
}

/// Events recorded while the receiver is down are delivered by the next server.
#[test]
fn pending_deliveries_survive_a_server_restart() {
    let mut c = Ctx::start();
    let port = receiver::free_port();
    let url = format!("http://127.0.0.1:{port}/hook");
    let hook = c.setup(
        "POST",
        "/hooks",
        json!({"events": [cat::ROLE_CREATED, cat::ROLE_DELETED], "config": {"url": url}}),
        201,
    );
    let key = hook["signingKey"].as_str().unwrap().to_string();
    let a = c.setup(
        "POST",
        "/roles",
        json!({"name": "a", "description": "A"}),
        200,
    );
    c.setup(
        "POST",
        "/roles",
        json!({"name": "b", "description": "B"}),
        200,
    );
    let r = send(&c.api, "DELETE", &format!("/roles/{}", id(&a)), None);
    assert_eq!(r.status, 204, "{}", r.text);
    c.events();

    let Ctx { api, env, .. } = c;
    assert_eq!(api.server.stop(), 0, "the server did not stop cleanly");
    let before = deliveries(&env);
    // A clean stop leaves no delivery claimed: the next server takes them all at once.
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE claimed_by IS NOT NULL"),
        0,
        "deliveries still claimed after a clean stop: {before}"
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM deliveries WHERE status = 'pending'"),
        3,
        "{before}"
    );

    let rx = Receiver::start_at(port, vec![]);
    let _server = Server::start(&env, &[]);
    // Nothing lost: every delivery arrives (the wait is bounded, not timed).
    let arrived = poll(Duration::from_secs(45), || (rx.count() >= 3).then_some(()));
    assert!(
        arrived.is_some(),
        "pending deliveries lost: {} of 3 arrived in 45 s; deliveries: {}",
        rx.count(),
        deliveries(&env)
    );
    let reqs = rx.requests();
    let mut got: Vec<(String, String)> = reqs
        .iter()
        .map(|r| {
            check_signed(r, &key);
            let b = r.json();
            assert_eq!(b["userAgent"], UA, "{b}");
            assert_eq!(b["ip"], "127.0.0.1", "{b}");
            assert_eq!(b["hookId"], id(&hook).as_str(), "{b}");
            (
                b["event"].as_str().unwrap().to_string(),
                b["path"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    got.sort();
    let mut want = vec![
        (cat::ROLE_CREATED.to_string(), "/roles".to_string()),
        (cat::ROLE_CREATED.to_string(), "/roles".to_string()),
        (cat::ROLE_DELETED.to_string(), format!("/roles/{}", id(&a))),
    ];
    want.sort();
    assert_eq!(got, want);
    let delivery_ids: BTreeSet<&str> = reqs
        .iter()
        .map(|r| r.header("webhook-id").unwrap())
        .collect();
    assert_eq!(delivery_ids.len(), 3, "a delivery sent twice");
}
