//! Store configuration: `init`, `config get|set|list`.

use crate::error::{Code, Error, Result};
use crate::model::ConfigEntry;
pub use crate::store::config::base_url;
use crate::store::{Tx, config};
pub use crate::token::issuer;

/// Keys `config set` accepts, with what they mean.
pub const KEYS: &[(&str, &str)] = &[
    (
        "base-url",
        "service base URL; the token issuer is base-url + /oidc",
    ),
    (
        "lockout.max-attempts",
        "failed verifications of one identifier within an hour that lock it (default 100)",
    ),
    (
        "lockout.duration",
        "minutes an identifier stays locked (default 60)",
    ),
    (
        MFA_POLICY,
        "second factors at sign-in for users without one: off, optional (offered once) or required (default off)",
    ),
    (
        MAILBOX_KEEP,
        "keep a copy of the codes a connector delivers in the local mailbox (idctl experience codes): true or false (default true)",
    ),
    (
        RETENTION_EVENTS,
        "how long events and delivered webhook deliveries are kept, e.g. 30d (default 90d)",
    ),
    (
        RATE_SIGN_IN_IP,
        "sign-in posts from one client address: COUNT/PERIOD (default 60/1m)",
    ),
    (
        RATE_SIGN_IN_IDENTIFIER,
        "sign-in posts for one identifier (default 60/1m)",
    ),
    (
        RATE_REGISTER_IP,
        "registrations posted from one client address (default 20/1m)",
    ),
    (
        RATE_REGISTER_IDENTIFIER,
        "registrations posted for one username (default 10/1m)",
    ),
    (
        RATE_SEND_CODE_IP,
        "verification codes sent at the request of one client address (default 20/10m)",
    ),
    (
        RATE_SEND_CODE_IDENTIFIER,
        "verification codes sent to one email or phone (default 5/10m)",
    ),
    (
        RATE_AUTHORIZE_IP,
        "authorization requests (/oidc/auth) from one client address (default 300/1m)",
    ),
    (
        RATE_CLIENT_FAILURES_IP,
        "failed client authentications at the token endpoints from one client address (default 30/1m)",
    ),
    (
        RATE_CLIENT_FAILURES_CLIENT,
        "failed client authentications at the token endpoints for one client id (default 30/1m)",
    ),
    (
        CLAIMS_TIME_LIMIT,
        "milliseconds one run of a custom claims script may take (default 1000)",
    ),
    (
        CLAIMS_MEMORY_LIMIT,
        "MiB of memory one run of a custom claims script may use (default 64)",
    ),
];

pub const CLAIMS_TIME_LIMIT: &str = crate::token::claims::TIME_LIMIT_KEY;
pub const CLAIMS_MEMORY_LIMIT: &str = crate::token::claims::MEMORY_LIMIT_KEY;

pub const RETENTION_EVENTS: &str = "retention.events";
/// Keep a copy of the codes a connector delivers in the local mailbox (true by default).
pub const MAILBOX_KEEP: &str = "mailbox.keep";

/// Whether the local mailbox keeps a copy of the codes connectors deliver (`mailbox.keep`).
pub fn mailbox_keep(tx: &Tx) -> Result<bool> {
    Ok(config::get(tx, MAILBOX_KEEP)?.as_deref() != Some("false"))
}
pub const RATE_SIGN_IN_IP: &str = "rate-limit.sign-in.ip";
pub const RATE_SIGN_IN_IDENTIFIER: &str = "rate-limit.sign-in.identifier";
pub const RATE_REGISTER_IP: &str = "rate-limit.register.ip";
pub const RATE_REGISTER_IDENTIFIER: &str = "rate-limit.register.identifier";
pub const RATE_SEND_CODE_IP: &str = "rate-limit.send-code.ip";
pub const RATE_SEND_CODE_IDENTIFIER: &str = "rate-limit.send-code.identifier";
pub const RATE_AUTHORIZE_IP: &str = "rate-limit.authorize.ip";
pub const RATE_CLIENT_FAILURES_IP: &str = "rate-limit.client-auth-failures.ip";
pub const RATE_CLIENT_FAILURES_CLIENT: &str = "rate-limit.client-auth-failures.client";

/// Default of `retention.events`: 90 days.
pub const DEFAULT_RETENTION_SECS: i64 = 90 * 86_400;

/// The default of each rate limit: (key, count, period in seconds).
const RATE_DEFAULTS: &[(&str, u32, i64)] = &[
    (RATE_SIGN_IN_IP, 60, 60),
    (RATE_SIGN_IN_IDENTIFIER, 60, 60),
    (RATE_REGISTER_IP, 20, 60),
    (RATE_REGISTER_IDENTIFIER, 10, 60),
    (RATE_SEND_CODE_IP, 20, 600),
    (RATE_SEND_CODE_IDENTIFIER, 5, 600),
    (RATE_AUTHORIZE_IP, 300, 60),
    (RATE_CLIENT_FAILURES_IP, 30, 60),
    (RATE_CLIENT_FAILURES_CLIENT, 30, 60),
];

/// A rate limit: at most `count` requests in a row, and `count` more every `period_secs`
/// (evenly spread: one every `period_secs / count`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub count: u32,
    pub period_secs: i64,
}

impl std::fmt::Display for Rate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.count, short_duration(self.period_secs))
    }
}

/// A duration as `config` shows it: `90d`, `12h`, `10m`, `45s`.
pub fn short_duration(secs: i64) -> String {
    match secs {
        s if s > 0 && s % 86_400 == 0 => format!("{}d", s / 86_400),
        s if s > 0 && s % 3_600 == 0 => format!("{}h", s / 3_600),
        s if s > 0 && s % 60 == 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

/// Parses `COUNT/PERIOD` (`60/1m`, `5/10m`; a bare unit is one of it: `60/m`).
fn parse_rate(key: &str, value: &str) -> Result<Rate> {
    let bad = || {
        Error::new(
            Code::GuardInvalidInput,
            format!(
                "{key} must be COUNT/PERIOD, such as 60/1m or 5/10m (a count from {} to {} and a \
                 period from 1s to 1d), not {value:?}",
                crate::limits::RATE_COUNT.start(),
                crate::limits::RATE_COUNT.end()
            ),
        )
    };
    let (count, period) = value.trim().split_once('/').ok_or_else(bad)?;
    let count: i64 = count.trim().parse().map_err(|_| bad())?;
    let count = crate::limits::check(
        &format!("the count of {key}"),
        count,
        &crate::limits::RATE_COUNT,
    )?;
    let period = period.trim();
    let period = if period.starts_with(|c: char| c.is_ascii_digit()) {
        period.to_string()
    } else {
        format!("1{period}")
    };
    let period_secs = crate::limits::duration_secs(
        &format!("the period of {key}"),
        &period,
        &crate::limits::RATE_PERIOD_SECS,
    )?;
    Ok(Rate {
        count: u32::try_from(count).map_err(|_| bad())?,
        period_secs,
    })
}

/// The rate limit `key` (one of the `rate-limit.*` keys), or its default.
pub fn rate(tx: &Tx, key: &str) -> Result<Rate> {
    let default = RATE_DEFAULTS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map(|(_, count, period_secs)| Rate {
            count: *count,
            period_secs: *period_secs,
        })
        .ok_or_else(|| Error::new(Code::ConfigUnknownKey, format!("{key} is not a rate limit")))?;
    Ok(config::get(tx, key)?
        .and_then(|v| parse_rate(key, &v).ok())
        .unwrap_or(default))
}

/// How long events and delivered webhook deliveries are kept, in seconds.
pub fn retention_events_secs(tx: &Tx) -> Result<i64> {
    Ok(config::get(tx, RETENTION_EVENTS)?
        .and_then(|v| {
            crate::limits::duration_secs(RETENTION_EVENTS, &v, &crate::limits::RETENTION_SECS).ok()
        })
        .unwrap_or(DEFAULT_RETENTION_SECS))
}

fn check_key(key: &str) -> Result<()> {
    if KEYS.iter().any(|(k, _)| *k == key) {
        return Ok(());
    }
    let known: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
    Err(Error::new(
        Code::ConfigUnknownKey,
        format!("unknown configuration key {key}"),
    )
    .with_hint(format!("known keys: {}", known.join(", "))))
}

/// Checks a base URL (absolute http(s), no control characters) and returns it without a
/// trailing slash.
pub fn check_base_url(value: &str) -> Result<String> {
    check_value("base-url", value)
}

fn check_value(key: &str, value: &str) -> Result<String> {
    match key {
        "base-url" => {
            crate::limits::check_len("base-url", value, crate::limits::URL_BYTES)?;
            let url = url::Url::parse(value).map_err(|e| {
                Error::new(
                    Code::GuardInvalidInput,
                    format!("base-url must be an absolute http(s) URL: {e}"),
                )
            })?;
            if !matches!(url.scheme(), "http" | "https")
                || value.contains(|c: char| c.is_whitespace() || c.is_control())
            {
                return Err(Error::new(
                    Code::GuardInvalidInput,
                    "base-url must be an absolute http(s) URL",
                ));
            }
            Ok(value.trim_end_matches('/').to_string())
        }
        "lockout.max-attempts" | "lockout.duration" | CLAIMS_TIME_LIMIT | CLAIMS_MEMORY_LIMIT => {
            let range = match key {
                "lockout.duration" => crate::limits::LOCKOUT_MINUTES,
                CLAIMS_TIME_LIMIT => crate::limits::CLAIMS_TIME_MS,
                CLAIMS_MEMORY_LIMIT => crate::limits::CLAIMS_MEMORY_MB,
                _ => crate::limits::LOCKOUT_ATTEMPTS,
            };
            let n = value.trim().parse::<i64>().map_err(|_| {
                Error::new(
                    Code::GuardInvalidInput,
                    format!(
                        "{key} must be a whole number from {} to {}, not {value:?}",
                        range.start(),
                        range.end()
                    ),
                )
            })?;
            crate::limits::check(key, n, &range).map(|n| n.to_string())
        }
        RETENTION_EVENTS => {
            let secs =
                crate::limits::duration_secs(key, value.trim(), &crate::limits::RETENTION_SECS)?;
            Ok(short_duration(secs))
        }
        k if k.starts_with("rate-limit.") => parse_rate(key, value).map(|r| r.to_string()),
        MFA_POLICY => MfaPolicy::parse(value).map(|p| p.as_str().to_string()),
        MAILBOX_KEEP => match value.trim() {
            v @ ("true" | "false") => Ok(v.to_string()),
            other => Err(Error::new(
                Code::GuardInvalidInput,
                format!("{MAILBOX_KEEP} is true or false, not {other:?}"),
            )),
        },
        _ => Ok(value.to_string()),
    }
}

/// A positive number setting, or its default.
pub fn number(tx: &Tx, key: &str, default: i64) -> Result<i64> {
    Ok(config::get(tx, key)?
        .and_then(|v| v.parse().ok())
        .filter(|n: &i64| *n > 0)
        .unwrap_or(default))
}

pub fn get(tx: &Tx, key: &str) -> Result<ConfigEntry> {
    check_key(key)?;
    let value = match key {
        "base-url" => base_url(tx)?,
        "lockout.max-attempts" => number(tx, key, 100)?.to_string(),
        "lockout.duration" => number(tx, key, 60)?.to_string(),
        CLAIMS_TIME_LIMIT => (crate::token::claims::limits(tx)?.time.as_millis()).to_string(),
        CLAIMS_MEMORY_LIMIT => (crate::token::claims::limits(tx)?.memory_bytes >> 20).to_string(),
        RETENTION_EVENTS => short_duration(retention_events_secs(tx)?),
        k if k.starts_with("rate-limit.") => rate(tx, key)?.to_string(),
        MFA_POLICY => mfa_policy(tx)?.as_str().to_string(),
        MAILBOX_KEEP => mailbox_keep(tx)?.to_string(),
        _ => config::get(tx, key)?.unwrap_or_default(),
    };
    Ok(ConfigEntry {
        key: key.to_string(),
        value,
    })
}

pub fn set(tx: &mut Tx, key: &str, value: &str) -> Result<ConfigEntry> {
    check_key(key)?;
    let value = check_value(key, value)?;
    let before = config::get(tx, key)?;
    config::set(tx, key, &value)?;
    if before.as_deref() != Some(value.as_str()) {
        crate::events::audit::record(
            tx,
            &crate::events::audit::SETTING_UPDATED,
            &[],
            serde_json::json!({"key": key, "value": value, "previous": before}),
        )?;
    }
    Ok(ConfigEntry {
        key: key.to_string(),
        value,
    })
}

/// Every setting with its effective value (defaults included).
pub fn list(tx: &Tx) -> Result<Vec<ConfigEntry>> {
    KEYS.iter().map(|(k, _)| get(tx, k)).collect()
}

/// The setting of who is asked for a second factor at sign-in.
pub const MFA_POLICY: &str = "mfa.policy";

/// Who is asked for a second factor at sign-in (`mfa.policy`). A user who has one is always
/// asked for it; the policy decides about users without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MfaPolicy {
    /// Users without a factor sign in with their password alone (the default).
    Off,
    /// Users without a factor are offered to add one once; they may skip it.
    Optional,
    /// Users without a factor must add one before their sign-in completes.
    Required,
}

impl MfaPolicy {
    pub fn as_str(self) -> &'static str {
        match self {
            MfaPolicy::Off => "off",
            MfaPolicy::Optional => "optional",
            MfaPolicy::Required => "required",
        }
    }

    /// Parses a value of `mfa.policy`.
    pub fn parse(value: &str) -> Result<MfaPolicy> {
        match value.trim() {
            "off" => Ok(MfaPolicy::Off),
            "optional" => Ok(MfaPolicy::Optional),
            "required" => Ok(MfaPolicy::Required),
            other => Err(Error::new(
                Code::GuardInvalidInput,
                format!("{MFA_POLICY} is off, optional or required, not {other:?}"),
            )),
        }
    }
}

/// The store's `mfa.policy` (`off` when unset).
pub fn mfa_policy(tx: &Tx) -> Result<MfaPolicy> {
    Ok(config::get(tx, MFA_POLICY)?
        .and_then(|v| MfaPolicy::parse(&v).ok())
        .unwrap_or(MfaPolicy::Off))
}
