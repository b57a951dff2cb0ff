//! Code channels: the connector that delivers the verification codes of a channel (`email`,
//! `sms`): an SMTP server (email) or an HTTP endpoint (either), set, shown, listed and
//! removed here; and `mailbox.keep`, whether the local mailbox keeps a copy of what a
//! connector delivers.
//!
//! With no connector for a channel, the local mailbox is the delivery (`idctl experience
//! codes`), as before connectors existed.

use super::secret::SecretRef;
use crate::error::{Code, Error, Result};
use crate::ops::invalid;
use crate::store::{Tx, connectors as sql};
use serde::{Deserialize, Serialize};

pub use crate::ops::config::{MAILBOX_KEEP, mailbox_keep};

/// A channel codes are sent on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }

    pub fn parse(name: &str) -> Option<Channel> {
        match name {
            "email" => Some(Channel::Email),
            "sms" => Some(Channel::Sms),
            _ => None,
        }
    }

    /// The channel of an identifier kind (`email`, `phone`).
    pub fn of_identifier(kind: &str) -> Option<Channel> {
        match kind {
            "email" => Some(Channel::Email),
            "phone" => Some(Channel::Sms),
            _ => None,
        }
    }
}

/// What a code is for: it picks the message's wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Purpose {
    SignIn,
    Register,
    ForgotPassword,
    #[default]
    Generic,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::SignIn => "SignIn",
            Purpose::Register => "Register",
            Purpose::ForgotPassword => "ForgotPassword",
            Purpose::Generic => "Generic",
        }
    }

    pub fn parse(s: &str) -> Purpose {
        match s {
            "SignIn" => Purpose::SignIn,
            "Register" => Purpose::Register,
            "ForgotPassword" => Purpose::ForgotPassword,
            _ => Purpose::Generic,
        }
    }
}

/// How an SMTP connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tls {
    /// Plain text (a relay on the same host or network only).
    None,
    /// Plain text upgraded with STARTTLS, required (port 587).
    Starttls,
    /// TLS from the first byte (port 465).
    Implicit,
}

impl Tls {
    pub fn as_str(self) -> &'static str {
        match self {
            Tls::None => "none",
            Tls::Starttls => "starttls",
            Tls::Implicit => "implicit",
        }
    }
}

/// An SMTP server's settings; the password is a reference, never its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Smtp {
    pub host: String,
    pub port: u16,
    pub tls: Tls,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<SecretRef>,
    pub from: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_name: Option<String>,
}

/// An HTTP endpoint that delivers codes (an adapter in front of any provider).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Http {
    pub url: String,
}

/// A channel's connector's provider with its settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "provider", rename_all = "lowercase")]
pub enum Provider {
    Smtp(Smtp),
    Http(Http),
}

impl Provider {
    pub fn name(&self) -> &'static str {
        match self {
            Provider::Smtp(_) => "smtp",
            Provider::Http(_) => "http",
        }
    }
}

/// A channel's connector, as commands show it (the HTTP signing key only when just made).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Connector {
    pub channel: Channel,
    #[serde(flatten)]
    pub provider: Provider,
    /// The HTTP connector's signing key: shown once, when it is made.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signing_key: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A connector as the sender uses it: with its signing key.
#[derive(Debug, Clone)]
pub struct Configured {
    pub channel: Channel,
    pub provider: Provider,
    pub signing_key: Option<String>,
}

fn from_row(row: sql::ChannelRow) -> Result<(Connector, Option<String>)> {
    let channel = Channel::parse(&row.channel).ok_or_else(|| {
        Error::new(
            Code::StoreError,
            format!("unknown code channel {:?} in the store", row.channel),
        )
    })?;
    let provider: Provider = serde_json::from_str(&row.config).map_err(|e| {
        Error::new(
            Code::StoreError,
            format!(
                "the {} connector's settings cannot be read: {e}",
                row.channel
            ),
        )
    })?;
    Ok((
        Connector {
            channel,
            provider,
            signing_key: None,
            created_at: row.created_at,
            updated_at: row.updated_at,
        },
        row.signing_key,
    ))
}

/// A channel's connector, with what sending needs; `None` when the channel has none.
pub fn configured(tx: &Tx, channel: Channel) -> Result<Option<Configured>> {
    match sql::get(tx, channel.as_str())? {
        None => Ok(None),
        Some(row) => {
            let (c, key) = from_row(row)?;
            Ok(Some(Configured {
                channel: c.channel,
                provider: c.provider,
                signing_key: key,
            }))
        }
    }
}

fn not_found(channel: Channel) -> Error {
    Error::new(
        Code::EntityNotExistsWithId,
        format!("the {} channel has no connector", channel.as_str()),
    )
    .with_hint(match channel {
        Channel::Email => {
            "set one with: idctl connector set email smtp ... or set email http --url URL"
        }
        Channel::Sms => "set one with: idctl connector set sms http --url URL",
    })
}

pub fn get(tx: &Tx, channel: Channel) -> Result<Connector> {
    match sql::get(tx, channel.as_str())? {
        Some(row) => Ok(from_row(row)?.0),
        None => Err(not_found(channel)),
    }
}

pub fn list(tx: &Tx) -> Result<Vec<Connector>> {
    sql::list(tx)?
        .into_iter()
        .map(|r| from_row(r).map(|(c, _)| c))
        .collect()
}

/// Removes a channel's connector: its codes go to the local mailbox again. Messages still
/// queued for it are given up when their turn comes.
pub fn remove(tx: &mut Tx, channel: Channel) -> Result<Connector> {
    let c = get(tx, channel)?;
    sql::delete(tx, channel.as_str())?;
    crate::events::audit::record(
        tx,
        &crate::events::audit::SETTING_UPDATED,
        &[],
        serde_json::json!({"key": format!("connector.{}", channel.as_str()), "value": null}),
    )?;
    Ok(c)
}

/// `connector set email smtp`: the flags given; on a channel without an SMTP connector, host,
/// port, tls and from are required.
#[derive(Debug, Clone, Default)]
pub struct SmtpInput {
    pub host: Option<String>,
    pub port: Option<u16>,
    pub tls: Option<Tls>,
    pub username: Option<String>,
    pub password: Option<SecretRef>,
    pub from: Option<String>,
    pub from_name: Option<String>,
}

fn check_text(what: &str, value: &str, max: usize) -> Result<()> {
    if value.trim().is_empty() {
        return Err(invalid(format!("{what} must not be blank")));
    }
    if value.chars().any(char::is_control) {
        return Err(invalid(format!(
            "{what} must not contain control characters (line breaks, tabs)"
        )));
    }
    crate::limits::check_len(what, value, max)
}

fn check_host(what: &str, host: &str) -> Result<()> {
    check_text(what, host, 253)?;
    if host.contains(|c: char| c.is_whitespace() || "/@:?#".contains(c)) {
        // An IPv6 literal has colons: allowed in brackets only.
        let bracketed = host.starts_with('[') && host.ends_with(']');
        if !bracketed {
            return Err(invalid(format!(
                "{what} must be a host name or an IP address, not {host:?}"
            )));
        }
    }
    Ok(())
}

/// How a message names a field: as `connector set`'s flag or as a manifest's key.
#[derive(Debug, Clone, Copy)]
pub enum Spelling {
    /// `--from-name`
    Flag,
    /// `from_name`
    Key,
}

impl Spelling {
    fn name(self, key: &str) -> String {
        match self {
            Spelling::Flag => format!("--{}", key.replace('_', "-")),
            Spelling::Key => key.to_string(),
        }
    }
}

/// The rules of an SMTP connector, however it is set (`connector set`, a manifest).
pub fn check_smtp(smtp: &Smtp, spelling: Spelling) -> Result<()> {
    let name = |key: &str| spelling.name(key);
    check_host(&name("host"), &smtp.host)?;
    if smtp.port == 0 {
        return Err(invalid(format!(
            "{} must be from 1 to 65535, not 0",
            name("port")
        )));
    }
    if let Some(u) = &smtp.username {
        check_text(&name("username"), u, 256)?;
    }
    if smtp.password.is_some() && smtp.username.is_none() {
        return Err(invalid(format!(
            "a password needs a {} (SMTP AUTH takes both)",
            name("username")
        )));
    }
    check_address(&name("from"), &smtp.from)?;
    if let Some(n) = &smtp.from_name {
        check_text(&name("from_name"), n, 128)?;
    }
    Ok(())
}

/// Checks an address of the `--from` and `--to` kinds: a mailbox `local@domain`.
pub fn check_address(what: &str, address: &str) -> Result<()> {
    check_text(what, address, 254)?;
    if address.parse::<lettre::Address>().is_err() {
        return Err(invalid(format!(
            "{what} must be an email address such as codes@example.com, not {address:?}"
        )));
    }
    Ok(())
}

/// Sets the email channel's SMTP connector (a partial update of an existing one).
pub fn set_smtp(tx: &mut Tx, input: SmtpInput) -> Result<Connector> {
    let before = sql::get(tx, Channel::Email.as_str())?
        .map(from_row)
        .transpose()?;
    let old = match before.as_ref().map(|(c, _)| &c.provider) {
        Some(Provider::Smtp(s)) => Some(s.clone()),
        _ => None,
    };
    let required = |flag: &str| {
        invalid(format!(
            "{flag} is required for a new SMTP connector (host, port, tls and from)"
        ))
    };
    let smtp = Smtp {
        host: match (input.host, &old) {
            (Some(h), _) => h,
            (None, Some(o)) => o.host.clone(),
            (None, None) => return Err(required("--host")),
        },
        port: match (input.port, &old) {
            (Some(p), _) => p,
            (None, Some(o)) => o.port,
            (None, None) => return Err(required("--port")),
        },
        tls: match (input.tls, &old) {
            (Some(t), _) => t,
            (None, Some(o)) => o.tls,
            (None, None) => return Err(required("--tls")),
        },
        username: input
            .username
            .or_else(|| old.as_ref().and_then(|o| o.username.clone())),
        password: input
            .password
            .or_else(|| old.as_ref().and_then(|o| o.password.clone())),
        from: match (input.from, &old) {
            (Some(f), _) => f,
            (None, Some(o)) => o.from.clone(),
            (None, None) => return Err(required("--from")),
        },
        from_name: input
            .from_name
            .or_else(|| old.as_ref().and_then(|o| o.from_name.clone())),
    };
    check_smtp(&smtp, Spelling::Flag)?;
    if let Some(SecretRef::Env(name)) = &smtp.password
        && std::env::var_os(name).is_none()
    {
        tx.notice(format!(
            "the environment variable {name} is not set here: the processes that send (idctl \
             serve, connector deliver, experience send-code) must have it"
        ));
    }
    save(tx, Channel::Email, Provider::Smtp(smtp), None, before)
}

/// Sets a channel's HTTP connector: a new one gets a signing key (returned once); an existing
/// HTTP connector keeps its key and gets the new URL.
pub fn set_http(tx: &mut Tx, channel: Channel, url: Option<String>) -> Result<Connector> {
    let before = sql::get(tx, channel.as_str())?.map(from_row).transpose()?;
    let (old_url, key) = match &before {
        Some((
            Connector {
                provider: Provider::Http(h),
                ..
            },
            key,
        )) => (Some(h.url.clone()), key.clone()),
        _ => (None, None),
    };
    let url = match (url, old_url) {
        (Some(u), _) => u,
        (None, Some(u)) => u,
        (None, None) => {
            return Err(invalid("--url is required for a new HTTP connector"));
        }
    };
    check_url(&url)?;
    let fresh = key.is_none();
    let key = key.unwrap_or_else(|| crate::util::new_secret(crate::ops::hooks::SIGNING_KEY_LEN));
    let mut c = save(
        tx,
        channel,
        Provider::Http(Http { url }),
        Some(key.clone()),
        before,
    )?;
    if fresh {
        c.signing_key = Some(key);
    }
    Ok(c)
}

fn check_url(url: &str) -> Result<()> {
    crate::limits::check_len("--url", url, crate::limits::URL_BYTES)?;
    let parsed =
        url::Url::parse(url).map_err(|e| invalid(format!("--url {url:?} is not a URL: {e}")))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(invalid(format!(
            "--url must be an http or https URL: {url}"
        )));
    }
    Ok(())
}

fn save(
    tx: &mut Tx,
    channel: Channel,
    provider: Provider,
    signing_key: Option<String>,
    before: Option<(Connector, Option<String>)>,
) -> Result<Connector> {
    let now = tx.now_ms();
    let created_at = before.as_ref().map_or(now, |(c, _)| c.created_at);
    let config =
        serde_json::to_string(&provider).map_err(|e| Error::new(Code::JsonError, e.to_string()))?;
    let unchanged = before
        .as_ref()
        .is_some_and(|(c, k)| c.provider == provider && *k == signing_key);
    if !unchanged {
        sql::put(
            tx,
            &sql::ChannelRow {
                channel: channel.as_str().into(),
                provider: provider.name().into(),
                config,
                signing_key,
                created_at,
                updated_at: now,
            },
        )?;
        crate::events::audit::record(
            tx,
            &crate::events::audit::SETTING_UPDATED,
            &[],
            serde_json::json!({
                "key": format!("connector.{}", channel.as_str()),
                "value": provider,
            }),
        )?;
    }
    Ok(Connector {
        channel,
        provider,
        signing_key: None,
        created_at,
        updated_at: if unchanged {
            before.map_or(now, |(c, _)| c.updated_at)
        } else {
            now
        },
    })
}

/// Replaces a channel's connector as a manifest declares it (`idctl apply`): an HTTP
/// connector gets `signing_key` when given, else keeps the key it had (or gets a new one).
pub fn apply(
    tx: &mut Tx,
    channel: Channel,
    provider: Provider,
    signing_key: Option<String>,
) -> Result<()> {
    let before = sql::get(tx, channel.as_str())?.map(from_row).transpose()?;
    match provider {
        Provider::Smtp(s) => {
            if channel != Channel::Email {
                return Err(invalid("an SMS connector is an HTTP connector"));
            }
            check_smtp(&s, Spelling::Key)?;
            save(tx, channel, Provider::Smtp(s), None, before)?;
        }
        Provider::Http(h) => {
            check_url(&h.url)?;
            let key = match (signing_key, &before) {
                (Some(k), _) => k,
                (
                    None,
                    Some((
                        Connector {
                            provider: Provider::Http(_),
                            ..
                        },
                        Some(k),
                    )),
                ) => k.clone(),
                (None, _) => crate::util::new_secret(crate::ops::hooks::SIGNING_KEY_LEN),
            };
            save(tx, channel, Provider::Http(h), Some(key), before)?;
        }
    }
    Ok(())
}
