//! Code connectors: verification codes that reach people by email (a real SMTP server,
//! aiosmtpd, started by the tests with STARTTLS or implicit TLS and AUTH) or through an HTTP
//! endpoint (signed like webhooks), the outbox's retries and `connector logs`; on both store
//! engines. The sign-in pages' side is in pages/codes.rs.

use crate::common::receiver::{Receiver, Reply, check_signed, free_port};
use crate::common::smtp::{self, Smtp, code_in, header};
use crate::common::{Env, Refusal, Run, run_cmd};
use serde_json::Value;

const PASSWORD_VAR: &str = "IDCTL_TEST_SMTP_PASSWORD";

fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// `idctl ARGS` with these environment variables.
fn run_with(env: &Env, args: &[&str], vars: &[(&str, &str)]) -> Run {
    let mut c = env.cmd(args);
    for (k, v) in vars {
        c.env(k, v);
    }
    run_cmd(c)
}

fn json_with(env: &Env, args: &[&str], vars: &[(&str, &str)]) -> Value {
    let mut a = vec!["-o", "json"];
    a.extend_from_slice(args);
    let r = run_with(env, &a, vars);
    assert_eq!(r.code, 0, "idctl {a:?}:\n{}{}", r.stdout, r.stderr);
    r.json()
}

fn logs(env: &Env, extra: &[&str]) -> Vec<Value> {
    let mut a = vec!["connector", "logs"];
    a.extend_from_slice(extra);
    env.json(&a).as_array().unwrap().clone()
}

/// Codes still in clear in the outbox.
fn codes_in_outbox(env: &Env) -> i64 {
    env.sql_count("SELECT count(*) FROM connector_messages WHERE code IS NOT NULL")
}

#[test]
fn a_code_mailed_over_starttls_with_auth_is_the_code_that_verifies() {
    let env = Env::new();
    let tls = tempfile::tempdir().unwrap();
    smtp::tls_files(tls.path());
    let server = Smtp::start(
        0,
        "starttls",
        Some(tls.path()),
        Some(("mailer", "s3cret pass")),
        &env.dir.path().join("inbox"),
    );
    env.ok(&["user", "create", "--email", "ann@example.com"]);
    let set = run_with(
        &env,
        &[
            "-o",
            "json",
            "connector",
            "set",
            "email",
            "smtp",
            "--host",
            "localhost",
            "--port",
            &server.port.to_string(),
            "--tls",
            "starttls",
            "--username",
            "mailer",
            "--password-env",
            PASSWORD_VAR,
            "--from",
            "codes@example.com",
            "--from-name",
            "Example Shop",
        ],
        &[(PASSWORD_VAR, "s3cret pass")],
    );
    assert_eq!(set.code, 0, "{}", set.stderr);
    let c = set.json();
    assert_eq!(c["password"], serde_json::json!({"env": PASSWORD_VAR}));
    assert_eq!(c["tls"], "starttls");
    env.assert_not_stored("s3cret pass");

    let ca = tls.path().join("ca.pem");
    let vars = [
        ("SSL_CERT_FILE", ca.to_str().unwrap()),
        (PASSWORD_VAR, "s3cret pass"),
    ];
    let r = run_with(
        &env,
        &[
            "experience",
            "send-code",
            "--email",
            "ann@example.com",
            "--purpose",
            "sign-in",
        ],
        &vars,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);
    let printed = r.stdout.trim().to_string();
    assert_eq!(printed.len(), 6, "the code alone on stdout: {}", r.stdout);

    let mails = server.wait_for(1);
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert_eq!(code_in(mail), printed);
    assert_eq!(
        header(mail, "From").as_deref(),
        Some("\"Example Shop\" <codes@example.com>")
    );
    assert_eq!(header(mail, "To").as_deref(), Some("ann@example.com"));
    assert!(
        header(mail, "Subject").unwrap().contains("sign-in"),
        "{mail}"
    );
    assert!(mail.contains("multipart/alternative"), "{mail}");
    assert!(mail.contains("Content-Type: text/html"), "{mail}");
    assert!(mail.contains("10 minutes"), "{mail}");
    assert_eq!(server.auth_failures(), 0);

    // The code read from the mail is the one that verifies.
    env.ok(&[
        "experience",
        "verify-code",
        "--email",
        "ann@example.com",
        "--code",
        &code_in(mail),
    ]);
    // Sent: logged without the code, and wiped from the outbox.
    let l = logs(&env, &[]);
    assert_eq!(l.len(), 1);
    assert_eq!(l[0]["result"], "ok");
    assert_eq!(l[0]["purpose"], "SignIn");
    assert_eq!(l[0]["to"], "ann@example.com");
    assert!(!l[0].to_string().contains(&printed), "{}", l[0]);
    assert_eq!(codes_in_outbox(&env), 0);
    // The local mailbox kept its copy (mailbox.keep is true by default).
    assert_eq!(env.ok(&["config", "get", "mailbox.keep"]).trim(), "true");
    assert_eq!(
        env.json(&["experience", "codes", "--email", "ann@example.com"])
            .as_array()
            .unwrap()
            .len(),
        0,
        "used: gone from the mailbox"
    );
}

#[test]
fn implicit_tls_checks_the_certificate_against_the_roots_that_ssl_cert_file_names() {
    let env = Env::new();
    let tls = tempfile::tempdir().unwrap();
    smtp::tls_files(tls.path());
    let server = Smtp::start(
        0,
        "implicit",
        Some(tls.path()),
        None,
        &env.dir.path().join("inbox"),
    );
    env.ok(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--host",
        "localhost",
        "--port",
        &server.port.to_string(),
        "--tls",
        "implicit",
        "--from",
        "codes@example.com",
    ]);
    // Without the private CA: the certificate is not trusted, nothing is sent.
    let r = run_with(
        &env,
        &["connector", "test", "email", "--to", "ann@example.com"],
        &[("SSL_CERT_FILE", "/nonexistent/ca.pem")],
    );
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("could not send"), "{}", r.stderr);
    assert!(
        r.stderr.to_lowercase().contains("certificate"),
        "{}",
        r.stderr
    );
    assert!(server.messages().is_empty());
    // With it: sent.
    let r = run_with(
        &env,
        &["connector", "test", "email", "--to", "ann@example.com"],
        &[("SSL_CERT_FILE", tls.path().join("ca.pem").to_str().unwrap())],
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.starts_with("sent to ann@example.com"),
        "{}",
        r.stdout
    );
    let mails = server.wait_for(1);
    assert_eq!(mails.len(), 1);
    assert_eq!(code_in(&mails[0]).len(), 6);
    // Both attempts are in the log, the failed one first in --failed.
    let all = logs(&env, &["--channel", "email"]);
    assert_eq!(all.len(), 2);
    assert_eq!(all[0]["result"], "ok");
    let failed = logs(&env, &["--failed"]);
    assert_eq!(failed.len(), 1);
    assert!(
        failed[0]["detail"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("certificate"),
        "{}",
        failed[0]
    );
}

#[test]
fn a_wrong_smtp_password_is_refused_by_the_server_and_logged() {
    let env = Env::new();
    let tls = tempfile::tempdir().unwrap();
    smtp::tls_files(tls.path());
    let server = Smtp::start(
        0,
        "starttls",
        Some(tls.path()),
        Some(("mailer", "right")),
        &env.dir.path().join("inbox"),
    );
    let pw = env.dir.path().join("smtp-password");
    std::fs::write(&pw, "wrong\n").unwrap();
    env.ok(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--host",
        "localhost",
        "--port",
        &server.port.to_string(),
        "--tls",
        "starttls",
        "--username",
        "mailer",
        "--password-file",
        pw.to_str().unwrap(),
        "--from",
        "codes@example.com",
    ]);
    let ca = tls.path().join("ca.pem");
    let vars = [("SSL_CERT_FILE", ca.to_str().unwrap())];
    let r = run_with(
        &env,
        &["connector", "test", "email", "--to", "ann@example.com"],
        &vars,
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("535"),
        "the server's refusal: {}",
        r.stderr
    );
    assert_eq!(server.auth_failures(), 1);
    assert!(server.messages().is_empty());
    // The file is read at each use: fixed, the next attempt goes through.
    std::fs::write(&pw, "right\n").unwrap();
    let r = run_with(
        &env,
        &["connector", "test", "email", "--to", "ann@example.com"],
        &vars,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(server.wait_for(1).len(), 1);
}

#[test]
fn the_http_connector_posts_the_documented_payload_signed_like_webhooks() {
    let env = Env::new();
    let receiver = Receiver::start(vec![]);
    let c = env.json(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    let key = c["signingKey"].as_str().unwrap().to_string();
    assert_eq!(key.len(), 32);
    // Shown once: never again.
    let got = env.json(&["connector", "get", "sms"]);
    assert!(got.get("signingKey").is_none(), "{got}");
    assert!(!env.ok(&["connector", "list"]).contains(&key));
    // Setting the URL again keeps the key (and does not show it).
    let again = env.json(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    assert!(again.get("signingKey").is_none(), "{again}");

    let sent = env.json(&[
        "experience",
        "send-code",
        "--phone",
        "15551234567",
        "--purpose",
        "register",
    ]);
    assert_eq!(sent["delivery"]["status"], "sent", "{sent}");
    let reqs = receiver.wait_for(1);
    assert_eq!(reqs.len(), 1);
    let r = &reqs[0];
    assert_eq!(r.method, "POST");
    check_signed(r, &key);
    let body = r.json();
    let keys: Vec<&str> = body
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    assert_eq!(
        keys,
        ["channel", "to", "purpose", "code", "expiresAt", "locale"]
    );
    assert_eq!(body["channel"], "sms");
    assert_eq!(body["to"], "15551234567");
    assert_eq!(body["purpose"], "Register");
    assert_eq!(body["code"], sent["code"]);
    assert_eq!(body["locale"], "en");
    let expires = body["expiresAt"].as_str().unwrap();
    assert!(expires.ends_with('Z') && expires.contains('T'), "{expires}");
    env.ok(&[
        "experience",
        "verify-code",
        "--phone",
        "15551234567",
        "--code",
        body["code"].as_str().unwrap(),
    ]);
    // The same code reached the email channel? No: email has no connector, so a code for
    // an email goes to the local mailbox alone.
    env.json(&["experience", "send-code", "--email", "x@example.com"]);
    assert_eq!(receiver.count(), 1);
}

#[test]
fn a_code_that_could_not_be_sent_stays_queued_and_connector_deliver_sends_it_once() {
    let env = Env::new();
    env.ok(&["user", "create", "--email", "ann@example.com"]);
    let port = free_port();
    crate::common::smtp::plain_connector(&env, port);
    // The server is down: the code is printed, a warning says it stays queued, exit 0.
    let r = env.run(&[
        "experience",
        "send-code",
        "--email",
        "ann@example.com",
        "--purpose",
        "forgot-password",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let code = r.stdout.trim().to_string();
    assert_eq!(code.len(), 6);
    assert!(r.stderr.contains("stays queued"), "{}", r.stderr);
    let failed = logs(&env, &["--failed"]);
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0]["result"], "failed");
    assert!(
        failed[0]["detail"].as_str().unwrap().contains("refused"),
        "{}",
        failed[0]
    );
    assert_eq!(codes_in_outbox(&env), 1);
    // Not due yet: `connector deliver` leaves it pending (exit 9).
    let d = env.run(&["-o", "json", "connector", "deliver"]);
    assert_eq!(d.code, 9, "{}", d.stderr);
    assert_eq!(d.json()["pending"], 1);
    assert_eq!(d.err_json()["code"], "connector.messages_not_done");

    // The server comes up; the retry is due a little later.
    let server = Smtp::start(port, "none", None, None, &env.dir.path().join("inbox"));
    let later = (now_secs() + 60).to_string();
    let d = json_with(
        &env,
        &["connector", "deliver"],
        &[("IDCTL_NOW", later.as_str())],
    );
    assert_eq!(d["sent"], 1, "{d}");
    assert_eq!(d["pending"], 0, "{d}");
    let mails = server.wait_for(1);
    assert_eq!(mails.len(), 1);
    assert_eq!(code_in(&mails[0]), code);
    assert!(header(&mails[0], "Subject").unwrap().contains("password"));
    assert_eq!(codes_in_outbox(&env), 0);
    // Once: another run sends nothing.
    let d = json_with(
        &env,
        &["connector", "deliver", "--all"],
        &[("IDCTL_NOW", later.as_str())],
    );
    assert_eq!(d["sent"], 0);
    assert_eq!(server.messages().len(), 1);
    let l = logs(&env, &[]);
    assert_eq!(
        l.iter()
            .map(|x| x["result"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["ok", "failed"]
    );
    assert_eq!(l[0]["attempt"], 2);
}

#[test]
fn an_expired_code_is_given_up_and_wiped_from_the_outbox() {
    let env = Env::new();
    let port = free_port();
    crate::common::smtp::plain_connector(&env, port);
    let r = env.run(&["experience", "send-code", "--email", "ann@example.com"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(codes_in_outbox(&env), 1);
    let server = Smtp::start(port, "none", None, None, &env.dir.path().join("inbox"));
    // Eleven minutes later the code has expired: given up, not sent.
    let later = (now_secs() + 11 * 60).to_string();
    let d = json_with(
        &env,
        &["connector", "deliver", "--all"],
        &[("IDCTL_NOW", later.as_str())],
    );
    assert_eq!(d["sent"], 0, "{d}");
    assert_eq!(d["expired"], 1, "{d}");
    assert_eq!(d["pending"], 0, "{d}");
    assert!(server.messages().is_empty());
    assert_eq!(codes_in_outbox(&env), 0);
    assert_eq!(
        env.sql_value("SELECT status FROM connector_messages"),
        "expired"
    );
    let l = logs(&env, &["--failed"]);
    assert_eq!(l[0]["result"], "given_up");
    assert!(l[0]["detail"].as_str().unwrap().contains("expired"));
    // The finished message is pruned; the attempts stay within retention.events.
    let r = run_with(
        &env,
        &["-o", "json", "store", "prune"],
        &[("IDCTL_NOW", later.as_str())],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json()["removed"]["connectorMessages"], 1, "{}", r.stdout);
    assert_eq!(env.sql_count("SELECT count(*) FROM connector_messages"), 0);
    assert_eq!(logs(&env, &[]).len(), 2);
    // A year on, the attempts are pruned too.
    let year = (now_secs() + 366 * 86_400).to_string();
    let r = run_with(&env, &["store", "prune"], &[("IDCTL_NOW", year.as_str())]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(env.sql_count("SELECT count(*) FROM connector_logs"), 0);
}

#[test]
fn with_mailbox_keep_false_a_connector_is_the_only_delivery() {
    let env = Env::new();
    let receiver = Receiver::start(vec![]);
    env.ok(&["connector", "set", "email", "http", "--url", &receiver.url]);
    env.ok(&["experience", "send-code", "--email", "a@example.com"]);
    assert_eq!(
        env.json(&["experience", "codes"]).as_array().unwrap().len(),
        1
    );
    env.ok(&["config", "set", "mailbox.keep", "false"]);
    assert_eq!(env.ok(&["config", "get", "mailbox.keep"]).trim(), "false");
    env.ok(&["experience", "send-code", "--email", "b@example.com"]);
    assert_eq!(receiver.wait_for(2).len(), 2);
    let codes = env.json(&["experience", "codes"]);
    assert_eq!(codes.as_array().unwrap().len(), 1, "{codes}");
    assert_eq!(codes[0]["value"], "a@example.com");
    // A channel without a connector: the mailbox is its delivery, whatever mailbox.keep says.
    env.ok(&["experience", "send-code", "--phone", "15550001111"]);
    assert_eq!(
        env.json(&["experience", "codes", "--phone", "15550001111"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Removing the connector brings the mailbox back for email.
    env.ok(&["connector", "remove", "email"]);
    env.ok(&["experience", "send-code", "--email", "c@example.com"]);
    assert_eq!(
        env.json(&["experience", "codes", "--email", "c@example.com"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(receiver.count(), 2);
    assert_eq!(env.json(&["connector", "list"]), serde_json::json!([]));
}

#[test]
fn connector_set_changes_only_the_flags_given() {
    let env = Env::new();
    crate::common::smtp::plain_connector(&env, 2525);
    let c = env.json(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--port",
        "587",
        "--tls",
        "starttls",
    ]);
    assert_eq!(c["host"], "127.0.0.1");
    assert_eq!(c["port"], 587);
    assert_eq!(c["tls"], "starttls");
    assert_eq!(c["from"], "codes@example.com");
    // An unset variable is a warning, not an error: the server has it, not this shell.
    let r = env.run(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--username",
        "u",
        "--password-env",
        "IDCTL_TEST_SURELY_UNSET_VARIABLE",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("is not set here"), "{}", r.stderr);
    let got = env.json(&["connector", "get", "email"]);
    assert_eq!(
        got["password"],
        serde_json::json!({"env": "IDCTL_TEST_SURELY_UNSET_VARIABLE"})
    );
    // The sender reads it at use time and says which it misses.
    let r = env.run(&["connector", "test", "email", "--to", "a@example.com"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("environment variable IDCTL_TEST_SURELY_UNSET_VARIABLE is not set"),
        "{}",
        r.stderr
    );
    // From SMTP to HTTP: a new connector, with its key.
    let h = env.json(&[
        "connector",
        "set",
        "email",
        "http",
        "--url",
        "https://sms.example.com/x",
    ]);
    assert_eq!(h["provider"], "http");
    assert!(h["signingKey"].is_string());
    assert!(h.get("host").is_none());
}

#[test]
fn bad_connector_inputs_are_refused_naming_the_flag_and_change_nothing() {
    let env = Env::new();
    env.ok(&["init"]);
    crate::common::smtp::plain_connector(&env, 2525);
    let rows: &[Refusal] = &[
        (
            &["connector", "set", "sms", "http"],
            5,
            &["--url is required"],
        ),
        (
            &[
                "connector",
                "set",
                "sms",
                "http",
                "--url",
                "ftp://x.example.com",
            ],
            5,
            &["--url must be an http or https URL"],
        ),
        (
            &["connector", "set", "sms", "http", "--url", "not a url"],
            5,
            &["--url"],
        ),
        (
            &["connector", "set", "email", "smtp", "--host", "a b"],
            5,
            &["--host must be a host name"],
        ),
        (
            &["connector", "set", "email", "smtp", "--host", ""],
            5,
            &["--host must not be blank"],
        ),
        (
            &["connector", "set", "email", "smtp", "--port", "0"],
            5,
            &["--port must be from 1 to 65535"],
        ),
        (
            &["connector", "set", "email", "smtp", "--port", "70000"],
            2,
            &["--port"],
        ),
        (
            &["connector", "set", "email", "smtp", "--tls", "sometimes"],
            2,
            &["--tls"],
        ),
        (
            &["connector", "set", "email", "smtp", "--from", "nobody"],
            5,
            &["--from must be an email address"],
        ),
        (
            &["connector", "set", "email", "smtp", "--from-name", "a\nb"],
            5,
            &["--from-name must not contain control characters"],
        ),
        (
            &["connector", "set", "email", "smtp", "--password-env", "X"],
            5,
            &["needs a --username"],
        ),
        (
            &[
                "connector",
                "set",
                "email",
                "smtp",
                "--username",
                "u",
                "--password-env",
                "1X",
            ],
            5,
            &["environment variable's name"],
        ),
        (
            &[
                "connector",
                "set",
                "email",
                "smtp",
                "--password-env",
                "X",
                "--password-file",
                "f",
            ],
            2,
            &["--password-file"],
        ),
        (
            &["connector", "set", "sms", "smtp", "--host", "h"],
            2,
            &["smtp"],
        ),
        (
            &["connector", "get", "github"],
            3,
            &["no sign-in connector named \"github\""],
        ),
        (
            &["connector", "remove", "sms"],
            3,
            &["the sms channel has no connector"],
        ),
        (
            &["connector", "test", "sms", "--to", "1555"],
            3,
            &["no connector"],
        ),
        (
            &["connector", "test", "email", "--to", "nobody"],
            5,
            &["--to must be an email address"],
        ),
        (&["connector", "test", "fax", "--to", "1"], 2, &["fax"]),
        (
            &["connector", "logs", "--limit", "0"],
            5,
            &["--limit must be from 1 to 1000"],
        ),
        (&["connector", "logs", "--channel", "fax"], 2, &["fax"]),
        (
            &["connector", "deliver", "--timeout", "0s"],
            2,
            &["--timeout"],
        ),
        (
            &["config", "set", "mailbox.keep", "maybe"],
            5,
            &["mailbox.keep is true or false"],
        ),
        (
            &[
                "experience",
                "send-code",
                "--email",
                "a@example.com",
                "--purpose",
                "spam",
            ],
            2,
            &["--purpose"],
        ),
        (
            &[
                "-o",
                "json",
                "connector",
                "set",
                "sms",
                "http",
                "--url",
                "ftp://x",
            ],
            5,
            &["guard.invalid_input"],
        ),
    ];
    env.refuses(rows);
    // A new SMTP connector needs its required flags (none set for sms, and no SMTP there).
    env.ok(&["connector", "remove", "email"]);
    env.refuses(&[(
        &[
            "connector",
            "set",
            "email",
            "smtp",
            "--host",
            "h",
            "--port",
            "25",
            "--tls",
            "none",
        ],
        5,
        &["--from is required for a new SMTP connector"],
    )]);
}

#[test]
fn the_servers_worker_retries_a_code_once_the_smtp_server_is_up() {
    let env = Env::new();
    let port = free_port();
    crate::common::smtp::plain_connector(&env, port);
    let r = env.run(&["experience", "send-code", "--email", "ann@example.com"]);
    assert!(r.stderr.contains("stays queued"), "{}", r.stderr);
    let code = r.stdout.trim().to_string();
    let smtp = Smtp::start(port, "none", None, None, &env.dir.path().join("inbox"));
    // The server's delivery worker takes the retry when it comes due (5 s after the failure).
    let server = crate::common::server::Server::start(&env, &[]);
    let mails = smtp.wait_for(1);
    assert_eq!(mails.len(), 1, "{}", server.stderr());
    assert_eq!(code_in(&mails[0]), code);
    drop(server);
    assert_eq!(codes_in_outbox(&env), 0);
}

#[test]
fn a_manifest_declares_connectors_with_secrets_as_references_and_export_gives_them_back() {
    let env = Env::new();
    let dir = env.dir.path();
    std::fs::write(
        dir.join("m.toml"),
        r#"version = 1

[connectors.email]
provider = "smtp"
host = "smtp.example.com"
port = 587
tls = "starttls"
username = "apikey"
password = { file = "secrets/smtp-password" }
from = "codes@example.com"
from_name = "Example Shop"

[connectors.sms]
provider = "http"
url = "https://sms.example.com/idctl"
signing_key = { env = "IDCTL_TEST_SMS_KEY" }
"#,
    )
    .unwrap();
    let m = dir.join("m.toml");
    let m = m.to_str().unwrap();
    let key = "k3y-for-the-sms-adapter-0123456789";
    let vars = [("IDCTL_TEST_SMS_KEY", key)];
    // The password file need not exist: it is a reference, read when a code is sent.
    let applied = json_with(&env, &["apply", "-f", m], &vars);
    assert_eq!(applied["changes"].as_array().unwrap().len(), 2, "{applied}");
    let email = env.json(&["connector", "get", "email"]);
    assert_eq!(
        email["password"]["file"],
        dir.join("secrets/smtp-password").to_str().unwrap()
    );
    // The declared key signs the requests.
    let receiver = Receiver::start(vec![]);
    let m2 = std::fs::read_to_string(m)
        .unwrap()
        .replace("https://sms.example.com/idctl", &receiver.url);
    std::fs::write(m, m2).unwrap();
    json_with(&env, &["apply", "-f", m], &vars);
    env.ok(&["experience", "send-code", "--phone", "15551234567"]);
    check_signed(&receiver.wait_for(1)[0], key);
    // A second apply changes nothing.
    let again = json_with(&env, &["apply", "-f", m], &vars);
    assert_eq!(again["changes"], serde_json::json!([]), "{again}");
    // An inline password is refused: it would be stored.
    std::fs::write(
        dir.join("bad.toml"),
        "version = 1\n[connectors.email]\nprovider = \"smtp\"\nhost = \"h\"\nport = 25\ntls = \"none\"\nusername = \"u\"\npassword = \"hunter2\"\nfrom = \"a@example.com\"\n",
    )
    .unwrap();
    let bad = dir.join("bad.toml");
    let r = env.fails(
        5,
        &[
            "apply",
            "-f",
            bad.to_str().unwrap(),
            "--allow-inline-secrets",
        ],
    );
    assert!(
        r.stderr.contains("connectors.email.password"),
        "{}",
        r.stderr
    );
    // Export: the password as its reference, the signing key left behind with a warning.
    let r = env.run(&["export"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("[connectors.email]"), "{}", r.stdout);
    assert!(r.stdout.contains("smtp-password"), "{}", r.stdout);
    assert!(!r.stdout.contains(key));
    assert!(
        r.stderr.contains("connector sms: its signing key"),
        "{}",
        r.stderr
    );
    // --prune removes the connectors the file does not declare.
    std::fs::write(dir.join("empty.toml"), "version = 1\n").unwrap();
    let e = dir.join("empty.toml");
    env.ok(&["apply", "-f", e.to_str().unwrap(), "--prune", "--yes"]);
    assert_eq!(env.json(&["connector", "list"]), serde_json::json!([]));
}

#[test]
fn a_message_claimed_by_another_run_is_not_sent_until_its_claim_lapses() {
    let env = Env::new();
    let receiver = Receiver::start(vec![Reply::Status(503)]);
    env.ok(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    // The first attempt gets a 503: queued.
    let r = env.run(&["experience", "send-code", "--phone", "15551234567"]);
    assert!(r.stderr.contains("stays queued"), "{}", r.stderr);
    assert_eq!(receiver.wait_for(1).len(), 1);
    assert!(
        logs(&env, &[])[0]["detail"]
            .as_str()
            .unwrap()
            .starts_with("HTTP 503")
    );
    // Another run holds it (a server, say) for two more minutes.
    let until = (now_secs() + 120) * 1000;
    env.sql_exec(&format!(
        "UPDATE connector_messages SET claimed_by = 'another-run', claimed_until = {until}"
    ));
    let d = env.run(&["-o", "json", "connector", "deliver", "--all"]);
    assert_eq!(d.code, 9, "{}", d.stderr);
    assert_eq!(d.json()["sent"], 0);
    assert_eq!(receiver.count(), 1, "not sent while another run holds it");
    // That run died: once its claim lapses, the message is taken over and sent.
    let later = (now_secs() + 180).to_string();
    let d = json_with(
        &env,
        &["connector", "deliver"],
        &[("IDCTL_NOW", later.as_str())],
    );
    assert_eq!(d["sent"], 1, "{d}");
    let reqs = receiver.wait_for(2);
    assert_eq!(reqs.len(), 2);
    // The same message: the same webhook-id on both attempts.
    assert_eq!(reqs[0].header("webhook-id"), reqs[1].header("webhook-id"));
    assert_eq!(reqs[0].json()["code"], reqs[1].json()["code"]);
}

#[test]
fn an_answer_that_no_retry_changes_fails_the_message_for_good() {
    let env = Env::new();
    let receiver = Receiver::start(vec![Reply::Status(400)]);
    env.ok(&["connector", "set", "email", "http", "--url", &receiver.url]);
    let r = env.run(&["experience", "send-code", "--email", "a@example.com"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("it is not retried"), "{}", r.stderr);
    assert_eq!(codes_in_outbox(&env), 0, "the code is wiped");
    assert_eq!(
        env.sql_value("SELECT status FROM connector_messages"),
        "failed"
    );
    let d = json_with(&env, &["connector", "deliver", "--all"], &[]);
    assert_eq!(d["sent"], 0);
    assert_eq!(receiver.count(), 1);
}

#[test]
fn a_server_that_echoes_the_code_does_not_put_it_in_the_log() {
    use std::io::{BufReader, Write};
    let env = Env::new();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/sms", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { break };
            let mut r = BufReader::new(s.try_clone().unwrap());
            if let Some(req) = crate::common::receiver::read_request(&mut r) {
                let body = format!("rejected: {}", String::from_utf8_lossy(&req.body));
                let _ = write!(
                    s,
                    "HTTP/1.1 500 Internal Server Error\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
            }
        }
    });
    env.ok(&["connector", "set", "sms", "http", "--url", &url]);
    let r = env.run(&["experience", "send-code", "--phone", "15551234567"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let code = r.stdout.trim().to_string();
    assert!(!r.stderr.contains(&code), "{}", r.stderr);
    let l = logs(&env, &[]);
    let detail = l[0]["detail"].as_str().unwrap();
    assert!(detail.starts_with("HTTP 500: rejected:"), "{detail}");
    assert!(detail.contains("\"code\":\"******\""), "{detail}");
    assert!(!env.ok(&["connector", "logs"]).contains(&code));
}

#[test]
fn reset_codes_reach_the_connector_only_for_a_phone_or_email_that_a_user_holds() {
    let env = Env::new();
    env.ok(&["user", "create", "--phone", "15550000001"]);
    let receiver = Receiver::start(vec![]);
    env.json(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    // No user has this phone: the code is made (and kept in the mailbox, as for any code), a
    // warning says why nothing went out, and the connector is not called.
    let r = env.run(&[
        "-o",
        "json",
        "experience",
        "send-code",
        "--phone",
        "15559999999",
        "--purpose",
        "forgot-password",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.json().get("delivery").is_none(), "{}", r.stdout);
    assert!(
        r.stderr.contains("no user has the phone 15559999999"),
        "{}",
        r.stderr
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM connector_messages"), 0);
    assert_eq!(
        env.json(&["experience", "codes", "--phone", "15559999999"])
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Other purposes still reach any phone (sign-in and register codes go to new ones).
    let sent = env.json(&[
        "experience",
        "send-code",
        "--phone",
        "15559999999",
        "--purpose",
        "register",
    ]);
    assert_eq!(sent["delivery"]["status"], "sent", "{sent}");
    // The user's phone gets its reset code.
    let sent = env.json(&[
        "experience",
        "send-code",
        "--phone",
        "15550000001",
        "--purpose",
        "forgot-password",
    ]);
    assert_eq!(sent["delivery"]["status"], "sent", "{sent}");
    let reqs = receiver.wait_for(2);
    let to: Vec<(String, String)> = reqs
        .iter()
        .map(|r| {
            let b = r.json();
            (
                b["to"].as_str().unwrap().to_string(),
                b["purpose"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        to,
        [
            ("15559999999".to_string(), "Register".to_string()),
            ("15550000001".to_string(), "ForgotPassword".to_string())
        ]
    );
    let l = logs(&env, &[]);
    assert_eq!(l.len(), 2, "{l:?}");
}

#[test]
fn a_queued_code_is_left_to_the_front_that_queued_it_for_its_first_attempt() {
    let env = Env::new();
    let receiver = Receiver::start(vec![]);
    env.ok(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    let sent = env.json(&["experience", "send-code", "--phone", "15551234567"]);
    assert_eq!(sent["delivery"]["status"], "sent", "{sent}");
    assert_eq!(receiver.wait_for(1).len(), 1);
    // The message was queued due only after the front's wait (6 s): a server's worker (which
    // takes what is due) never raced the front for it.
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM connector_messages WHERE next_attempt_at = created_at + 6000"
        ),
        1
    );
    // And it went out once.
    let d = json_with(&env, &["connector", "deliver", "--all"], &[]);
    assert_eq!(d["sent"], 0, "{d}");
    assert_eq!(receiver.count(), 1);
}

#[test]
fn an_attempt_that_outlived_its_claim_is_still_logged_and_the_message_is_left_to_the_new_run() {
    let env = Env::new();
    // The first attempt gets a 503 (queued); the retry gets no answer at all.
    let receiver = Receiver::start(vec![Reply::Status(503), Reply::Silent]);
    env.ok(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    let r = env.run(&["experience", "send-code", "--phone", "15551234567"]);
    assert!(r.stderr.contains("stays queued"), "{}", r.stderr);
    let deliver = env.cmd(&["-o", "json", "connector", "deliver", "--all"]);
    let run = std::thread::spawn(move || run_cmd(deliver));
    // While the retry waits for its answer, another run takes the message over.
    assert_eq!(receiver.wait_for(2).len(), 2);
    let until = (now_secs() + 600) * 1000;
    env.sql_exec(&format!(
        "UPDATE connector_messages SET claimed_by = 'another-run', claimed_until = {until}"
    ));
    let d = run.join().unwrap();
    assert_eq!(d.code, 9, "{}{}", d.stdout, d.stderr);
    // The attempt is in the log, and the message is the other run's: untouched.
    let l = logs(&env, &[]);
    assert_eq!(l.len(), 2, "{l:?}");
    assert_eq!(l[0]["attempt"], 2);
    assert_eq!(l[0]["result"], "failed");
    assert!(
        l[0]["detail"]
            .as_str()
            .unwrap()
            .ends_with("(after the claim had lapsed)"),
        "{}",
        l[0]
    );
    assert_eq!(
        env.sql_count(
            "SELECT count(*) FROM connector_messages WHERE status = 'pending' AND attempts = 1 \
             AND claimed_by = 'another-run' AND code IS NOT NULL"
        ),
        1
    );
}

#[test]
fn a_manifest_refuses_the_smtp_settings_that_connector_set_refuses() {
    let env = Env::new();
    env.ok(&["connector", "list"]);
    let m = env.dir.path().join("m.toml");
    let m = m.to_str().unwrap();
    let base = "version = 1\n\n[connectors.email]\nprovider = \"smtp\"\nport = 587\ntls = \"starttls\"\nfrom = \"codes@example.com\"\n";
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "host = \"smtp.example.com\"\nfrom_name = \"a\\nb\"\n",
            &["--from-name", "a\nb"],
            "from-name must not contain control characters",
        ),
        (
            "host = \"smtp.example.com\"\nusername = \"a\\tb\"\n",
            &["--username", "a\tb"],
            "username must not contain control characters",
        ),
        (
            "host = \"smtp.example.com\"\npassword = { env = \"X\" }\n",
            &["--password-env", "X"],
            "a password needs a",
        ),
        (
            "host = \"smtp example.com\"\n",
            &[],
            "host must be a host name or an IP address",
        ),
    ];
    for (extra, flags, message) in cases {
        // `connector set` refuses it ...
        let mut args = vec![
            "connector",
            "set",
            "email",
            "smtp",
            "--port",
            "587",
            "--tls",
            "starttls",
            "--from",
            "codes@example.com",
        ];
        let host = if extra.contains("smtp example.com") {
            "smtp example.com"
        } else {
            "smtp.example.com"
        };
        args.extend_from_slice(&["--host", host]);
        args.extend_from_slice(flags);
        let r = env.run(&args);
        assert_eq!(r.code, 5, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(message), "{args:?}: {}", r.stderr);
        // ... and so does a manifest, changing nothing.
        std::fs::write(m, format!("{base}{extra}")).unwrap();
        let r = env.run(&["apply", "-f", m]);
        assert_eq!(r.code, 5, "{extra}: {}{}", r.stdout, r.stderr);
        let key = message.trim_start_matches("from-").trim_start_matches("a ");
        assert!(r.stderr.contains(key), "{extra}: {}", r.stderr);
        assert_eq!(env.sql_count("SELECT count(*) FROM code_connectors"), 0);
    }
    // The manifest names its keys: `from_name`, not `--from-name`.
    std::fs::write(
        m,
        format!("{base}host = \"h.example.com\"\nfrom_name = \"a\\nb\"\n"),
    )
    .unwrap();
    let r = env.run(&["apply", "-f", m]);
    assert!(
        r.stderr
            .contains("from_name must not contain control characters"),
        "{}",
        r.stderr
    );
}

#[test]
fn an_http_connector_answer_is_read_only_as_far_as_the_log_needs() {
    let env = Env::new();
    // The server answers 200 with an endless body: the attempt reads the first few KiB and
    // is done (reading all of it would wait for the timeout, then log no answer at all).
    let receiver = Receiver::start(vec![Reply::Flood(200)]);
    env.ok(&["connector", "set", "sms", "http", "--url", &receiver.url]);
    let sent = env.json(&["experience", "send-code", "--phone", "15551234567"]);
    assert_eq!(sent["delivery"]["status"], "sent", "{sent}");
    let l = logs(&env, &[]);
    assert_eq!(l.len(), 1);
    assert_eq!(l[0]["result"], "ok");
    assert_eq!(
        l[0]["detail"].as_str().unwrap(),
        format!("HTTP 200: {}", "x".repeat(300))
    );
}
