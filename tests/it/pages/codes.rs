//! The forgot-password page with a code connector: the code goes out by email (a real SMTP
//! server, aiosmtpd), the page waits for the first attempt and says when it failed, and the
//! outbox's retry delivers it later.

use super::{PASSWORD, app, arriving, user};
use crate::common::Env;
use crate::common::receiver::free_port;
use crate::common::server::Server;
use crate::common::smtp::{Smtp, code_in, header};

#[test]
fn the_forgot_page_mails_the_code_and_the_code_from_the_mail_resets_the_password() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob", "--email", "bob@example.com"]);
    let smtp = Smtp::start(0, "none", None, None, &env.dir.path().join("inbox"));
    crate::common::smtp::plain_connector(&env, smtp.port);
    let server = Server::start(&env, &["--log-format", "json"]);
    let (mut b, _) = arriving(&env, &server, &shop);

    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "bob@example.com")],
    );
    assert_eq!(p.status, 200, "{}", p.body);
    assert!(
        p.body
            .contains("We sent a code to bob@example.com. It is valid for 10 minutes."),
        "{}",
        p.body
    );
    assert!(!p.body.contains("idctl sends no mail"), "{}", p.body);
    let mails = smtp.wait_for(1);
    assert_eq!(mails.len(), 1);
    assert!(
        header(&mails[0], "Subject").unwrap().contains("password"),
        "{}",
        mails[0]
    );
    let code = code_in(&mails[0]);
    // The server's log says how it went, never the code.
    assert!(!server.stderr().contains(&code), "{}", server.stderr());
    assert!(
        server.logged(r#""delivery":{"channel":"email","status":"sent"}"#),
        "{}",
        server.stderr()
    );

    let token = p.csrf();
    let p = b.post(
        "/forgot-password",
        &[
            ("step", "reset"),
            ("identifier", "bob@example.com"),
            ("code", &code),
            ("password", "a brand new password"),
            ("confirm", "a brand new password"),
            ("_csrf", &token),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    let p = b.submit("/sign-in", &[("identifier", "bob"), ("password", PASSWORD)]);
    assert_eq!(p.status, 422);
    let p = b.submit(
        "/sign-in",
        &[("identifier", "bob"), ("password", "a brand new password")],
    );
    assert_eq!(p.status, 303, "{}", p.body);
}

#[test]
fn the_forgot_page_says_when_the_code_could_not_be_sent_and_the_retry_delivers_it() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob", "--email", "bob@example.com"]);
    let port = free_port();
    crate::common::smtp::plain_connector(&env, port);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    // The SMTP server is down.
    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "bob@example.com")],
    );
    assert_eq!(p.status, 200, "{}", p.body);
    assert!(
        p.body
            .contains("The code could not be sent to bob@example.com just now."),
        "{}",
        p.body
    );
    let failed = env.json(&["connector", "logs", "--failed"]);
    assert_eq!(failed.as_array().unwrap().len(), 1, "{failed}");
    assert_eq!(failed[0]["purpose"], "ForgotPassword");
    assert!(failed[0]["detail"].as_str().unwrap().contains("refused"));
    // Up again: the retry delivers the code (here `connector deliver`, beside the server).
    let smtp = Smtp::start(port, "none", None, None, &env.dir.path().join("inbox"));
    let d = env.run(&["-o", "json", "connector", "deliver", "--all"]);
    let mails = smtp.wait_for(1);
    assert_eq!(mails.len(), 1, "{}{}", d.stdout, d.stderr);
    let code = code_in(&mails[0]);
    let token = p.csrf();
    let p = b.post(
        "/forgot-password",
        &[
            ("step", "reset"),
            ("identifier", "bob@example.com"),
            ("code", &code),
            ("password", "a brand new password"),
            ("confirm", "a brand new password"),
            ("_csrf", &token),
        ],
    );
    assert_eq!(p.status, 303, "{}", p.body);
    // Sent once, whoever took it (the server's worker may have been first).
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(smtp.messages().len(), 1);
}

#[test]
fn the_forgot_page_mails_no_one_for_an_unknown_address_and_answers_the_same() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    user(&env, &["--username", "bob", "--email", "bob@example.com"]);
    let smtp = Smtp::start(0, "none", None, None, &env.dir.path().join("inbox"));
    crate::common::smtp::plain_connector(&env, smtp.port);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    let notice = |to: &str| format!("We sent a code to {to}. It is valid for 10 minutes.");

    let unknown = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "eve@example.com")],
    );
    assert_eq!(unknown.status, 200, "{}", unknown.body);
    assert!(
        unknown.body.contains(&notice("eve@example.com")),
        "{}",
        unknown.body
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM connector_messages"), 0);

    let known = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "bob@example.com")],
    );
    assert_eq!(known.status, 200, "{}", known.body);
    assert!(
        known.body.contains(&notice("bob@example.com")),
        "{}",
        known.body
    );
    // The same page but for the address and the form's token.
    let strip = |body: &str, to: &str, token: &str| body.replace(to, "TO").replace(token, "TOKEN");
    assert_eq!(
        strip(&unknown.body, "eve@example.com", &unknown.csrf()),
        strip(&known.body, "bob@example.com", &known.csrf())
    );
    // Only bob's code reached the SMTP server (the server sends in the order asked).
    let mails = smtp.wait_for(1);
    assert_eq!(mails.len(), 1);
    assert_eq!(header(&mails[0], "To").unwrap(), "bob@example.com");
    let l = env.json(&["connector", "logs"]);
    assert_eq!(l.as_array().unwrap().len(), 1, "{l}");
    assert_eq!(l[0]["to"], "bob@example.com");
}

#[test]
fn the_send_code_limit_counts_an_email_once_whatever_its_case() {
    let env = Env::new();
    let shop = app(&env, "Shop");
    env.ok(&["config", "set", "rate-limit.send-code.identifier", "2/1h"]);
    let server = Server::start(&env, &[]);
    let (mut b, _) = arriving(&env, &server, &shop);
    for to in ["Victim@example.com", "victim@example.com"] {
        let p = b.submit("/forgot-password", &[("step", "send"), ("identifier", to)]);
        assert_eq!(p.status, 200, "{}", p.body);
    }
    let codes = env.sql_count("SELECT count(*) FROM verification_codes");
    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "VICTIM@EXAMPLE.COM")],
    );
    assert_eq!(p.status, 429, "{}", p.body);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM verification_codes"),
        codes
    );
    // Another address has its own budget.
    let p = b.submit(
        "/forgot-password",
        &[("step", "send"), ("identifier", "other@example.com")],
    );
    assert_eq!(p.status, 200, "{}", p.body);
}
