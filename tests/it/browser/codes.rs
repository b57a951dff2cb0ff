//! A code that reaches a person, in a real browser: headless Chromium asks for a password
//! reset, the code arrives by email at a real SMTP server (aiosmtpd), is read from the mail
//! and typed into the page; and when the SMTP server is down the page says the code could not
//! be sent.
use super::{PASSWORD, World};
use crate::common::oidc::verify;
use crate::common::smtp::{Smtp, code_in};

#[test]
fn a_password_is_reset_in_the_browser_with_the_code_from_the_mail() {
    let w = World::start();
    let b = &w.browser;
    let smtp = Smtp::start(0, "none", None, None, &w.env.dir.path().join("inbox"));
    w.env.ok(&[
        "connector",
        "set",
        "email",
        "smtp",
        "--host",
        "127.0.0.1",
        "--port",
        &smtp.port.to_string(),
        "--tls",
        "none",
        "--from",
        "codes@example.com",
        "--from-name",
        "Shop",
    ]);
    let mut c = w.env.cmd(&[
        "user",
        "create",
        "--username",
        "erin",
        "--email",
        "erin@example.com",
        "--password-stdin",
    ]);
    c.write_stdin(format!("{PASSWORD}\n"));
    assert_eq!(crate::common::run_cmd(c).code, 0);

    let (url, state, verifier) = w.sign_in_url(&[]);
    b.goto(&url);
    b.click("a[href='/forgot-password']");
    assert_eq!(w.path(), "/forgot-password");
    b.fill("Email or phone number", "erin@example.com");
    b.click_button("Send code");
    let text = b.text();
    assert!(
        text.contains("We sent a code to erin@example.com. It is valid for 10 minutes."),
        "{text}"
    );
    let mails = smtp.wait_for(1);
    assert_eq!(mails.len(), 1);
    let code = code_in(&mails[0]);
    b.fill("Verification code", &code);
    b.fill("New password", "a brand new password");
    b.fill("Confirm new password", "a brand new password");
    b.click_button("Reset password");
    assert_eq!(w.path(), "/sign-in");
    b.fill("Username or email", "erin@example.com");
    b.fill("Password", "a brand new password");
    b.click_button("Sign in");
    let code = w.code(&state);
    let tokens = w.exchange(&code, &verifier);
    let id = verify(&w.server, tokens["id_token"].as_str().unwrap(), &w.app);
    assert_eq!(id["email"], "erin@example.com");

    // The SMTP server goes down: the page says so instead of pretending.
    drop(smtp);
    let (url, _, _) = w.sign_in_url(&[("prompt", "login")]);
    b.goto(&url);
    b.click("a[href='/forgot-password']");
    b.fill("Email or phone number", "erin@example.com");
    b.click_button("Send code");
    let text = b.text();
    assert!(
        text.contains("The code could not be sent to erin@example.com just now."),
        "{text}"
    );
}
