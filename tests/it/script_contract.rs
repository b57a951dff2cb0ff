//! What a script can rely on (README "Output and errors"): under `-o json` stdout holds one
//! JSON document and stderr only JSON objects; values meant for `$(...)` stand alone on
//! stdout; JSON mode's token output feeds `decode` and `verify` as it is.
use crate::common::{Env, m2m_client, run_cmd};
use serde_json::Value;

const API: &str = "https://api.example.com";

/// Runs `script` in `sh` with `$IDCTL` the binary and `IDCTL_STORE` the test store, and the
/// other IDCTL_* settings cleared unless `vars` sets them.
fn sh(env: &Env, script: &str, vars: &[(&str, &str)]) -> crate::common::Run {
    let mut c = assert_cmd::Command::new("sh");
    for var in [
        "IDCTL_OUTPUT",
        "IDCTL_EVENTS",
        "IDCTL_CLIENT_ID",
        "IDCTL_CLIENT_SECRET",
    ] {
        c.env_remove(var);
    }
    c.env("IDCTL", assert_cmd::cargo::cargo_bin("idctl"))
        .env("IDCTL_STORE", &env.store)
        .envs(vars.iter().copied())
        .arg("-c")
        .arg(format!("set -e\n{script}"));
    run_cmd(c)
}

#[test]
fn under_json_a_failure_writes_one_json_error_object_and_no_text() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "clerk"]);
    // A management error with a hint: the hint is a field, not a `hint:` line.
    let r = env.run(&[
        "-o",
        "json",
        "role",
        "grant",
        "clerk",
        "-r",
        API,
        "wrte:orders",
    ]);
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stdout.is_empty());
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let e: Value = serde_json::from_str(&r.stderr).expect("stderr is one JSON object");
    assert!(e["code"].is_string() && e["message"].is_string(), "{e}");
    assert_eq!(e["hint"], "did you mean write:orders?");
    // The same failure for people keeps its text lines.
    let r = env.run(&["role", "grant", "clerk", "-r", API, "wrte:orders"]);
    assert!(r.stderr.starts_with("error: "), "{}", r.stderr);
    assert!(r.stderr.contains("\nhint: did you mean write:orders?"));
    // `2>err.json; jq .code err.json`: the file holds exactly the error object.
    let r = sh(
        &env,
        "if \"$IDCTL\" -o json role get nobody 2>\"$D/err.json\"; then exit 9; fi\ncat \"$D/err.json\"",
        &[("D", env.dir.path().to_str().unwrap())],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let e: Value = serde_json::from_str(&r.stdout).expect("err.json is one JSON object");
    assert_eq!(e["code"], "entity.not_exists_with_id");
}

#[test]
fn under_json_a_token_refusal_is_the_oauth_object_with_its_hint() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    let r = env.run(&[
        "-o",
        "json",
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "-r",
        "https://api.example.com/",
    ]);
    assert_eq!(r.code, 6);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    let e = r.err_json();
    assert_eq!(e["error"], "invalid_target");
    assert_eq!(
        e["hint"],
        "indicators match byte for byte; registered is https://api.example.com"
    );
}

#[test]
fn under_json_a_usage_error_names_the_argument_and_prints_no_clap_text() {
    let env = Env::new();
    let cases: [(&[&str], &str, &str); 4] = [
        (
            &[
                "resource",
                "create",
                "--name",
                "x",
                "--indicator",
                API,
                "--ttl",
                "abc",
            ],
            "--ttl",
            "invalid value 'abc' for '--ttl <SECONDS>'",
        ),
        (
            &["role", "list", "--bogus"],
            "--bogus",
            "unexpected argument '--bogus'",
        ),
        (
            &["role", "create"],
            "<NAME>",
            "the following required arguments were not provided: <NAME>",
        ),
        (
            &["token", "--user", "a", "--pat", "p"],
            "--user",
            "the argument '--user <USER>' cannot be used with '--pat <PAT>'",
        ),
    ];
    for (args, argument, message) in cases {
        let mut a = vec!["-o", "json"];
        a.extend_from_slice(args);
        let r = env.run(&a);
        assert_eq!(r.code, 2, "{a:?}");
        assert!(r.stdout.is_empty());
        assert_eq!(r.stderr.lines().count(), 1, "{a:?}: {}", r.stderr);
        let e = r.err_json();
        assert_eq!(e["code"], "usage", "{a:?}");
        assert_eq!(e["argument"], argument, "{a:?}: {e}");
        assert!(
            e["message"].as_str().unwrap().contains(message),
            "{a:?}: {e}"
        );
        assert!(!r.stderr.contains("Usage:") && !r.stderr.contains("error: "));
    }
    // IDCTL_OUTPUT=json asks for the same.
    let mut c = env.cmd(&["role", "create"]);
    c.env("IDCTL_OUTPUT", "json");
    let r = run_cmd(c);
    assert_eq!(r.code, 2);
    assert_eq!(r.err_json()["argument"], "<NAME>");
    // For people, clap's text as before.
    let r = env.run(&["role", "list", "--bogus"]);
    assert!(r.stderr.starts_with("error: unexpected argument '--bogus'"));
    assert!(r.stderr.contains("Usage: idctl role list"));
}

#[test]
fn under_json_warnings_are_json_objects_on_stderr() {
    let env = Env::new();
    let r = env.run(&[
        "-o",
        "json",
        "resource",
        "create",
        "--name",
        "Q",
        "--indicator",
        "https://api.example.com/?v=2",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["indicator"], "https://api.example.com/?v=2");
    let lines = r.stderr_json();
    assert_eq!(lines.len(), 1, "{}", r.stderr);
    assert!(
        lines[0]["warning"]
            .as_str()
            .unwrap()
            .starts_with("the resource indicator has a query string"),
        "{}",
        r.stderr
    );
    assert!(lines[0].get("code").is_none(), "a warning is not an error");
    // Notes for people (decode's "not verified") are not written at all.
    let (id, secret) = m2m_client(&env);
    let token = env.ok(&[
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "-r",
        API,
    ]);
    let r = env.run(&["-o", "json", "decode", token.trim()]);
    assert_eq!(r.code, 0);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    assert!(r.json()["payload"]["exp"].is_number());
}

#[test]
fn a_stored_stdout_hook_leaves_the_json_document_alone() {
    let env = Env::new();
    env.ok(&[
        "hook", "create", "--name", "tap", "--stdout", "--event", "all",
    ]);
    // `idctl role create x -o json | jq -r .id` gets one id.
    let r = sh(&env, "\"$IDCTL\" role create x -o json", &[]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let role: Value = serde_json::from_str(&r.stdout).expect("exactly one JSON document");
    assert!(role["id"].is_string());
    // The event is in the log.
    let log = env.json(&["events", "list", "--type", "Role.Created"]);
    assert_eq!(log[0]["payload"]["data"]["id"], role["id"]);
    // After a table, the hook prints its JSON line.
    let out = env.ok(&["role", "create", "y"]);
    let last: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "Role.Created");
    assert_eq!(last["data"]["name"], "y");
    // --events stdout is the caller's own request: its lines follow the document.
    let out = env.ok(&["--events", "stdout", "-o", "json", "role", "create", "z"]);
    let docs: Vec<Value> = serde_json::Deserializer::from_str(&out)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(docs.len(), 2, "{out}");
    assert_eq!(docs[0]["name"], "z");
    assert_eq!(docs[1]["event"], "Role.Created");
    assert!(
        docs[1].get("hookId").is_none(),
        "the stored hook stays quiet"
    );
}

#[test]
fn values_meant_for_command_substitution_stand_alone_on_stdout() {
    let env = Env::new();
    let (id, _) = m2m_client(&env);
    env.ok(&[
        "user",
        "create",
        "--username",
        "alice",
        "--email",
        "a@example.com",
    ]);
    env.ok(&["role", "create", "reader", "-r", API, "-s", "read:orders"]);
    env.ok(&["user", "assign", "alice", "reader"]);
    let r = sh(
        &env,
        r#"
CODE=$("$IDCTL" experience send-code --email a@example.com)
"$IDCTL" experience verify-code --email a@example.com --code "$CODE"
OTT=$("$IDCTL" experience one-time-token create --email a@example.com)
"$IDCTL" experience one-time-token verify --email a@example.com --token "$OTT"
PAT=$("$IDCTL" pat create alice --name ci)
"$IDCTL" token --pat "$PAT" -r https://api.example.com -s read:orders >/dev/null
export IDCTL_CLIENT_ID="$CID"
export IDCTL_CLIENT_SECRET=$("$IDCTL" client rotate-secret svc --secret-only)
TOKEN=$("$IDCTL" token -r https://api.example.com -s read:orders)
"$IDCTL" verify "$TOKEN" --audience https://api.example.com >/dev/null
printf '%s|%s|%s|%s\n' "$CODE" "$OTT" "$PAT" "$TOKEN"
"#,
        &[("CID", &id)],
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let last = r.stdout.lines().last().unwrap();
    let v: Vec<&str> = last.split('|').collect();
    assert!(
        v[0].len() == 6 && v[0].chars().all(|c| c.is_ascii_digit()),
        "{last}"
    );
    assert!(!v[1].is_empty() && !v[1].contains(char::is_whitespace));
    assert!(v[2].starts_with("pat_") && !v[2].contains(char::is_whitespace));
    assert_eq!(v[3].split('.').count(), 3);
    // The notes went to stderr.
    assert!(
        r.stderr
            .contains("(sent to email a@example.com; valid until ")
    );
    assert!(
        r.stderr
            .contains("personal access token ci (expires: never)")
    );
    // Under -o json, --secret-only is JSON too.
    let j = env.json(&["client", "rotate-secret", "svc", "--secret-only"]);
    assert_eq!(crate::common::keys(&j), ["secret"]);
}

#[test]
fn json_mode_token_output_verifies_and_decodes_as_it_is() {
    let env = Env::new();
    let (id, secret) = m2m_client(&env);
    // The README's tour with IDCTL_OUTPUT=json.
    let r = sh(
        &env,
        r#"
TOKEN=$("$IDCTL" token --resource https://api.example.com --scope "read:orders")
"$IDCTL" decode "$TOKEN"
"$IDCTL" verify "$TOKEN" --audience https://api.example.com --scope read:orders
"#,
        &[
            ("IDCTL_OUTPUT", "json"),
            ("IDCTL_CLIENT_ID", &id),
            ("IDCTL_CLIENT_SECRET", &secret),
        ],
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.is_empty(),
        "JSON mode writes no notes: {}",
        r.stderr
    );
    let docs: Vec<Value> = serde_json::Deserializer::from_str(&r.stdout)
        .into_iter::<Value>()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(docs[0]["payload"]["scope"], "read:orders");
    assert_eq!(docs[1]["valid"], true);
    // The documented ways to the bare token under JSON mode.
    let r = sh(
        &env,
        r#"
printf '%s\n' "$("$IDCTL" token -r https://api.example.com -o table)"
"#,
        &[
            ("IDCTL_OUTPUT", "json"),
            ("IDCTL_CLIENT_ID", &id),
            ("IDCTL_CLIENT_SECRET", &secret),
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.trim().split('.').count(), 3, "{}", r.stdout);

    // For people, decode and verify say what they took.
    let response = env.ok(&[
        "-o",
        "json",
        "token",
        "--client-id",
        &id,
        "--client-secret",
        &secret,
        "-r",
        API,
    ]);
    let bare = serde_json::from_str::<Value>(&response).unwrap()["access_token"]
        .as_str()
        .unwrap()
        .to_string();
    let r = env.run(&["verify", &response, "--audience", API]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("note: took the access_token of a JSON token response"),
        "{}",
        r.stderr
    );
    let header = format!("Bearer {bare}");
    let r = env.run(&["decode", &header]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("note: took the token after the Bearer scheme"),
        "{}",
        r.stderr
    );
    let mut c = env.cmd(&["verify", "-", "--audience", API]);
    c.write_stdin(response.clone());
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // A bare token says nothing extra.
    let r = env.run(&["verify", &bare, "--audience", API]);
    assert_eq!(r.code, 0);
    assert!(!r.stderr.contains("note:"), "{}", r.stderr);
    // JSON that is not a token response is malformed, and says so.
    let r = env.fails(10, &["verify", r#"{"token":"x"}"#]);
    assert!(r.stderr.contains("without an access_token"), "{}", r.stderr);
    // --batch takes the same inputs, one per line.
    let compact =
        serde_json::to_string(&serde_json::from_str::<Value>(&response).unwrap()).unwrap();
    let mut c = env.cmd(&["verify", "--batch", "--audience", API]);
    c.write_stdin(format!("{bare}\n{compact}\nBearer {bare}\n"));
    let r = run_cmd(c);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert_eq!(r.stdout.lines().count(), 3);
}

#[test]
fn quickstart_commands_work_under_json_output() {
    let env = Env::new();
    for run in ["first", "second"] {
        let j = env.json(&["quickstart"]);
        let commands: Vec<&str> = j["commands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let r = sh(&env, &commands.join("\n"), &[("IDCTL_OUTPUT", "json")]);
        assert_eq!(
            r.code,
            0,
            "{run}: {}\n{}\n{}",
            commands.join("\n"),
            r.stdout,
            r.stderr
        );
        let report: Value = serde_json::from_str(&r.stdout).expect("verify's JSON report");
        assert_eq!(report["valid"], true, "{run}");
    }
}
