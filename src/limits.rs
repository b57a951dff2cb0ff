//! Bounds on every number and length a user can give idctl, in one place. The "Limits"
//! table of docs/cli.md states the same values; a test checks each bound at both ends.
//!
//! Values checked here are input to operations (invalid input, exit 5); the command line's
//! own numbers (`--leeway`, `--limit`, ...) are bounded by clap with these same constants
//! (usage errors, exit 2).

use crate::error::{Code, Error, Result};
use std::ops::RangeInclusive;

/// Access-token lifetime of a resource, seconds: 1 s to 365 days.
pub const TOKEN_TTL_SECS: RangeInclusive<i64> = 1..=31_536_000;
/// Lifetime of a one-time token, seconds: 1 s to 30 days.
pub const ONE_TIME_TOKEN_TTL_SECS: RangeInclusive<i64> = 1..=2_592_000;
/// Failed attempts before an identifier is locked.
pub const LOCKOUT_ATTEMPTS: RangeInclusive<i64> = 1..=1_000_000;
/// How long a lockout lasts, minutes: 1 minute to 365 days.
pub const LOCKOUT_MINUTES: RangeInclusive<i64> = 1..=525_600;
/// A webhook's request timeout, seconds.
pub const HOOK_TIMEOUT_SECS: RangeInclusive<i64> = 1..=300;
/// How long `hook deliver --timeout` lets a run go on, seconds: 1 s to a day.
pub const DELIVER_TIMEOUT_SECS: RangeInclusive<i64> = 1..=86_400;
/// Page sizes of list commands.
pub const PAGE_SIZE: RangeInclusive<i64> = 1..=1000;
/// How many events `events list` shows.
pub const EVENTS_LIMIT: RangeInclusive<i64> = 1..=100_000;
/// Offsets into lists.
pub const OFFSET: RangeInclusive<i64> = 0..=1_000_000_000;
/// Clock skew allowed by `verify --leeway`, seconds: up to a day.
pub const LEEWAY_SECS: RangeInclusive<i64> = 0..=86_400;
/// Instants a user may name (`--now`, `IDCTL_NOW`), Unix seconds: 1970 to the end of 9999,
/// the range RFC 3339 can write.
pub const INSTANT_SECS: RangeInclusive<i64> = 0..=253_402_300_799;
/// How far back `--since` may look, seconds: up to 10 years, counted as durations are parsed
/// (a year is 365.25 days), so `--since 10y` is the upper end.
pub const SINCE_SECS: RangeInclusive<i64> = 1..=315_576_000;

/// How long events are kept (`retention.events`), seconds: a day to 10 years.
pub const RETENTION_SECS: RangeInclusive<i64> = 86_400..=315_576_000;
/// The count of a rate limit (`rate-limit.*`): requests allowed in a row, and per period.
pub const RATE_COUNT: RangeInclusive<i64> = 1..=1_000_000;
/// The period of a rate limit, seconds: 1 s to a day.
pub const RATE_PERIOD_SECS: RangeInclusive<i64> = 1..=86_400;
/// One run of a custom claims script: its time limit in milliseconds (`claims.time-limit-ms`).
pub const CLAIMS_TIME_MS: RangeInclusive<i64> = 10..=30_000;
/// One run of a custom claims script: its memory limit in MiB (`claims.memory-limit-mb`).
pub const CLAIMS_MEMORY_MB: RangeInclusive<i64> = 4..=1024;
/// A custom claims script's size in bytes.
pub const CLAIMS_SCRIPT_BYTES: usize = 256 * 1024;
/// The environment variables of a custom claims script.
pub const CLAIMS_ENV_VARS: usize = 100;
/// Characters of each echoed parameter of an authorization request (`state`, `nonce`,
/// `login_hint`) and of its `code_challenge`.
pub const AUTH_PARAM_CHARS: usize = 1024;
/// Characters of the `scope` parameter of an authorization request.
pub const AUTH_SCOPE_CHARS: usize = 4096;

/// Permissions one token request may ask for.
pub const REQUESTED_SCOPES: usize = 1000;

/// Resource indicators and every URL (hook URLs, the base URL, JWKS URLs), bytes.
pub const URL_BYTES: usize = 2048;
/// Redirect URIs (and, apart, post-logout redirect URIs) of one client; each is a URL.
pub const REDIRECT_URIS: usize = 100;
/// Values of webhook headers, bytes.
pub const HEADER_VALUE_BYTES: usize = 8192;

/// `what` must be within `range`.
pub fn check(what: &str, value: i64, range: &RangeInclusive<i64>) -> Result<i64> {
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(Error::new(
            Code::GuardInvalidInput,
            format!(
                "{what} must be {} to {}, not {value}",
                range.start(),
                range.end()
            ),
        ))
    }
}

/// `what` must be at most `max` bytes long.
pub fn check_len(what: &str, value: &str, max: usize) -> Result<()> {
    if value.len() > max {
        return Err(Error::new(
            Code::GuardInvalidInput,
            format!("{what} must be at most {max} bytes, not {}", value.len()),
        ));
    }
    Ok(())
}

/// A duration typed by a user (`30d`, `15m`) in whole seconds, within `range`.
pub fn duration_secs(what: &str, text: &str, range: &RangeInclusive<i64>) -> Result<i64> {
    let d = humantime::parse_duration(text).map_err(|e| {
        Error::new(
            Code::GuardInvalidInput,
            format!("{what} {text:?} is not a duration like 15m, 12h or 30d: {e}"),
        )
    })?;
    let secs = i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
    if range.contains(&secs) {
        Ok(secs)
    } else {
        Err(Error::new(
            Code::GuardInvalidInput,
            format!(
                "{what} must be {} to {}, not {text}",
                written(*range.start()),
                written(*range.end())
            ),
        ))
    }
}

/// A bound as a user would type it: whole days as days (humantime counts a year as 365.25
/// days, so 10 years of 365 days would read "9years 11months 27days 21h 50m 24s").
fn written(secs: i64) -> String {
    match secs {
        s if s >= 86_400 && s % 86_400 == 0 => format!("{}days", s / 86_400),
        s => humantime::format_duration(std::time::Duration::from_secs(
            u64::try_from(s).unwrap_or(0),
        ))
        .to_string(),
    }
}

/// A clap value parser for an `i64` within `range`.
pub fn parser(range: RangeInclusive<i64>) -> clap::builder::RangedI64ValueParser<i64> {
    clap::value_parser!(i64).range(range)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_accept_both_ends_and_refuse_beyond() {
        assert_eq!(check("x", 1, &TOKEN_TTL_SECS).ok(), Some(1));
        assert!(check("x", 31_536_000, &TOKEN_TTL_SECS).is_ok());
        assert!(check("x", 31_536_001, &TOKEN_TTL_SECS).is_err());
        assert!(check("x", i64::MAX, &TOKEN_TTL_SECS).is_err());
        assert!(check("x", 0, &TOKEN_TTL_SECS).is_err());
    }

    #[test]
    fn durations_are_bounded_without_overflow() {
        assert_eq!(
            duration_secs("--expires-in", "15m", &ONE_TIME_TOKEN_TTL_SECS).ok(),
            Some(900)
        );
        let e = duration_secs("--expires-in", "1000000000000y", &ONE_TIME_TOKEN_TTL_SECS);
        assert!(e.is_err());
        assert!(duration_secs("--expires-in", "0s", &ONE_TIME_TOKEN_TTL_SECS).is_err());
    }
}
