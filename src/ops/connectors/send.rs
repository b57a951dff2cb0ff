//! Sending one code through a channel's connector: an email over SMTP (lettre; plain text and
//! HTML, one built-in template per purpose) or a signed POST to an HTTP endpoint. Runs outside
//! any transaction: the network is slow, and no writer waits for it.

use super::channel::{Channel, Configured, Http, Provider, Purpose, Smtp, Tls};
use crate::events::delivery::{logto_signature, standard_signature};
use serde::Serialize;
use std::time::{Duration, Instant};

/// A code to send.
#[derive(Debug, Clone)]
pub struct Outgoing {
    pub channel: Channel,
    pub to: String,
    pub purpose: Purpose,
    pub code: String,
    pub expires_at: i64,
    pub locale: String,
    /// The `webhook-id` of an HTTP delivery: the same for every attempt of one message.
    pub message_id: String,
}

/// The outcome of one attempt.
#[derive(Debug, Clone)]
pub struct Attempt {
    pub ok: bool,
    /// A failure worth another try (a connection error, a timeout, a transient answer).
    pub retryable: bool,
    /// What happened, for the log: the server's answer or the error (never the code).
    pub detail: String,
    pub duration_ms: i64,
}

impl Attempt {
    fn failed(retryable: bool, detail: String, start: Instant) -> Attempt {
        Attempt {
            ok: false,
            retryable,
            detail,
            duration_ms: start.elapsed().as_millis() as i64,
        }
    }
}

/// The body of an HTTP connector's request.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payload<'a> {
    pub channel: &'a str,
    pub to: &'a str,
    pub purpose: &'a str,
    pub code: &'a str,
    pub expires_at: String,
    pub locale: &'a str,
}

/// Sends `msg` through `connector`, waiting at most about `timeout` for the server.
pub fn send(connector: &Configured, msg: &Outgoing, timeout: Duration) -> Attempt {
    let mut a = match &connector.provider {
        Provider::Smtp(s) => smtp(s, msg, timeout),
        Provider::Http(h) => http(
            h,
            connector.signing_key.as_deref().unwrap_or_default(),
            msg,
            timeout,
        ),
    };
    // The log never holds the code, even when a server echoes it in its answer.
    if !msg.code.is_empty() {
        a.detail = a.detail.replace(&msg.code, "******");
    }
    a
}

/// The text of a message: (subject, plain text, HTML).
pub fn render(msg: &Outgoing, now_ms: i64) -> (String, String, String) {
    let minutes = ((msg.expires_at - now_ms).max(0) + 59_999) / 60_000;
    let lifetime = match minutes {
        1 => "1 minute".to_string(),
        m => format!("{m} minutes"),
    };
    let (subject, lead) = match msg.purpose {
        Purpose::SignIn => ("Your sign-in code", "Use this code to sign in:"),
        Purpose::Register => (
            "Your code to create your account",
            "Use this code to finish creating your account:",
        ),
        Purpose::ForgotPassword => (
            "Your password reset code",
            "Use this code to choose a new password:",
        ),
        Purpose::Generic => ("Your verification code", "Your verification code is:"),
    };
    let ignore = "If you did not ask for it, you can ignore this message.";
    let until = crate::util::iso_secs(msg.expires_at / 1000);
    let plain = format!(
        "{lead}\n\n    {code}\n\nIt is valid for {lifetime} (until {until}).\n{ignore}\n",
        code = msg.code
    );
    // Nothing in the HTML comes from a user but the code (six digits), escaped anyway.
    let code = html_escape(&msg.code);
    let html = format!(
        "<!doctype html>\n<html><body style=\"font-family: sans-serif\">\n\
         <p>{lead}</p>\n\
         <p style=\"font-size: 28px; font-weight: bold; letter-spacing: 4px\">{code}</p>\n\
         <p>It is valid for {lifetime} (until {until}).</p>\n\
         <p style=\"color: #666\">{ignore}</p>\n</body></html>\n"
    );
    (subject.to_string(), plain, html)
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// An error with its sources, `outer: inner: innermost`.
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        let next = s.to_string();
        if !text.contains(&next) {
            text = format!("{text}: {next}");
        }
        source = s.source();
    }
    text
}

fn smtp(s: &Smtp, msg: &Outgoing, timeout: Duration) -> Attempt {
    use lettre::message::{Mailbox, MultiPart};
    use lettre::transport::smtp::SmtpTransport;
    use lettre::transport::smtp::authentication::Credentials;
    use lettre::transport::smtp::client::{Tls as LTls, TlsParameters};
    use lettre::{Message, Transport};

    let start = Instant::now();
    if msg.channel != Channel::Email {
        return Attempt::failed(false, "an SMTP connector sends email only".into(), start);
    }
    let from_addr = match s.from.parse::<lettre::Address>() {
        Ok(a) => a,
        Err(e) => return Attempt::failed(false, format!("the from address: {e}"), start),
    };
    let to_addr = match msg.to.parse::<lettre::Address>() {
        Ok(a) => a,
        Err(e) => {
            return Attempt::failed(false, format!("the address {:?}: {e}", msg.to), start);
        }
    };
    let (subject, plain, html) = render(msg, crate::util::now_ms());
    let email = Message::builder()
        .from(Mailbox::new(s.from_name.clone(), from_addr))
        .to(Mailbox::new(None, to_addr))
        .subject(subject)
        .multipart(MultiPart::alternative_plain_html(plain, html));
    let email = match email {
        Ok(m) => m,
        Err(e) => return Attempt::failed(false, format!("cannot build the message: {e}"), start),
    };
    let host = s.host.trim_start_matches('[').trim_end_matches(']');
    let tls = match s.tls {
        Tls::None => LTls::None,
        Tls::Starttls | Tls::Implicit => match TlsParameters::new(host.to_string()) {
            Ok(p) if s.tls == Tls::Starttls => LTls::Required(p),
            Ok(p) => LTls::Wrapper(p),
            Err(e) => return Attempt::failed(true, format!("TLS: {}", chain(&e)), start),
        },
    };
    let mut builder = SmtpTransport::builder_dangerous(host)
        .port(s.port)
        .tls(tls)
        .timeout(Some(timeout));
    if let Some(user) = &s.username {
        let password = match &s.password {
            Some(r) => match r.read("the SMTP password of connector email") {
                Ok(p) => p,
                Err(e) => return Attempt::failed(true, e.detail().message.clone(), start),
            },
            None => String::new(),
        };
        builder = builder.credentials(Credentials::new(user.clone(), password));
    }
    let transport = builder.build();
    match transport.send(&email) {
        Ok(resp) => Attempt {
            ok: true,
            retryable: false,
            detail: format!(
                "SMTP {}: {}",
                resp.code(),
                resp.message().collect::<Vec<_>>().join(" ")
            ),
            duration_ms: start.elapsed().as_millis() as i64,
        },
        Err(e) => Attempt::failed(!e.is_permanent(), format!("SMTP: {}", chain(&e)), start),
    }
}

/// How much of an HTTP connector's answer is read (the log keeps its first 300 characters).
const ANSWER_BYTES: u64 = 4096;

fn http(h: &Http, key: &str, msg: &Outgoing, timeout: Duration) -> Attempt {
    let start = Instant::now();
    let payload = Payload {
        channel: msg.channel.as_str(),
        to: &msg.to,
        purpose: msg.purpose.as_str(),
        code: &msg.code,
        expires_at: crate::util::iso_ms(msg.expires_at),
        locale: &msg.locale,
    };
    let body = match serde_json::to_string(&payload) {
        Ok(b) => b,
        Err(e) => return Attempt::failed(false, format!("cannot encode the body: {e}"), start),
    };
    let client = match reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(crate::events::USER_AGENT)
        .connect_timeout(timeout)
        .timeout(timeout)
        .build()
    {
        Ok(c) => c,
        Err(e) => {
            return Attempt::failed(true, format!("cannot start the HTTP client: {e}"), start);
        }
    };
    let ts = crate::util::now_ms() / 1000;
    let req = client
        .post(&h.url)
        .header("content-type", "application/json")
        .header(
            "logto-signature-sha-256",
            logto_signature(key, body.as_bytes()),
        )
        .header("webhook-id", &msg.message_id)
        .header("webhook-timestamp", ts.to_string())
        .header(
            "webhook-signature",
            standard_signature(key, &msg.message_id, ts, body.as_bytes()),
        )
        .body(body);
    match req.send() {
        Ok(resp) => {
            let status = resp.status().as_u16();
            // The first bytes of the answer, for the log (a provider's error message): at
            // most ANSWER_BYTES are read, whatever the server sends.
            let mut head = Vec::new();
            let _ =
                std::io::Read::read_to_end(&mut std::io::Read::take(resp, ANSWER_BYTES), &mut head);
            let text: String = String::from_utf8_lossy(&head)
                .chars()
                .take(300)
                .filter(|c| !c.is_control())
                .collect();
            let ok = (200..300).contains(&status);
            let detail = if text.trim().is_empty() {
                format!("HTTP {status}")
            } else {
                format!("HTTP {status}: {}", text.trim())
            };
            Attempt {
                ok,
                retryable: !ok && (status == 408 || status == 429 || status >= 500),
                detail,
                duration_ms: start.elapsed().as_millis() as i64,
            }
        }
        Err(e) => {
            let why = if e.is_timeout() {
                format!("timed out after {} ms", timeout.as_millis())
            } else {
                chain(&e)
            };
            Attempt::failed(true, why, start)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg(purpose: Purpose) -> Outgoing {
        Outgoing {
            channel: Channel::Email,
            to: "a@example.com".into(),
            purpose,
            code: "123456".into(),
            expires_at: 600_000,
            locale: "en".into(),
            message_id: "msg_1".into(),
        }
    }

    #[test]
    fn every_purpose_has_its_wording_with_the_code_and_its_lifetime() {
        let mut subjects = Vec::new();
        for p in [
            Purpose::SignIn,
            Purpose::Register,
            Purpose::ForgotPassword,
            Purpose::Generic,
        ] {
            let (subject, plain, html) = render(&msg(p), 0);
            assert!(plain.contains("123456") && html.contains("123456"));
            assert!(plain.contains("10 minutes") && html.contains("10 minutes"));
            subjects.push(subject);
        }
        subjects.sort();
        subjects.dedup();
        assert_eq!(subjects.len(), 4);
    }
}
