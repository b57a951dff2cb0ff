//! Store configuration: `init`, `config get|set|list`.

use crate::error::{Error, Result};
use crate::model::ConfigEntry;
use crate::store::{Tx, config};

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
];

pub fn base_url(tx: &Tx) -> Result<String> {
    if let Some(url) = tx.base_url_override() {
        return Ok(url.to_string());
    }
    Ok(config::get(tx, "base-url")?.unwrap_or_else(|| config::DEFAULT_BASE_URL.to_string()))
}

/// The issuer (`iss`) of tokens minted by this store.
pub fn issuer(tx: &Tx) -> Result<String> {
    Ok(format!("{}/oidc", base_url(tx)?.trim_end_matches('/')))
}

fn check_key(key: &str) -> Result<()> {
    if KEYS.iter().any(|(k, _)| *k == key) {
        return Ok(());
    }
    let known: Vec<&str> = KEYS.iter().map(|(k, _)| *k).collect();
    Err(Error::invalid(
        "config.unknown_key",
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
                Error::invalid(
                    "guard.invalid_input",
                    format!("base-url must be an absolute http(s) URL: {e}"),
                )
            })?;
            if !matches!(url.scheme(), "http" | "https")
                || value.contains(|c: char| c.is_whitespace() || c.is_control())
            {
                return Err(Error::invalid(
                    "guard.invalid_input",
                    "base-url must be an absolute http(s) URL",
                ));
            }
            Ok(value.trim_end_matches('/').to_string())
        }
        "lockout.max-attempts" | "lockout.duration" => {
            let range = if key == "lockout.duration" {
                crate::limits::LOCKOUT_MINUTES
            } else {
                crate::limits::LOCKOUT_ATTEMPTS
            };
            let n = value.trim().parse::<i64>().map_err(|_| {
                Error::invalid(
                    "guard.invalid_input",
                    format!(
                        "{key} must be a whole number from {} to {}, not {value:?}",
                        range.start(),
                        range.end()
                    ),
                )
            })?;
            crate::limits::check(key, n, &range).map(|n| n.to_string())
        }
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
