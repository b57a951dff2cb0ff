//! Personal access tokens: `pat_` + 32 characters, shown once, stored hashed.

use super::{check_name, invalid};
use crate::error::{Code, Error, Result};
use crate::events::audit;
use crate::model::{NewPersonalAccessToken, PersonalAccessToken};
use crate::store::{Listed, Page, Tx, users};
use std::time::{Duration, UNIX_EPOCH};

pub const PREFIX: &str = "pat_";

/// When a token expires: a duration from now (`30d`), or an instant (ISO 8601).
pub enum Expiry {
    In(String),
    At(String),
    /// Epoch milliseconds (the Management API's `expiresAt`).
    AtMs(i64),
}

/// The latest expiry accepted: the end of year 9999, in milliseconds.
const MAX_EXPIRY_MS: i64 = 253_402_300_799_999;

/// Parses `2027-01-31`, `2027-01-31T12:00:00Z`, `...T12:00:00.5Z` or `...T12:00:00+02:00`
/// into milliseconds since the epoch.
pub fn parse_instant(s: &str) -> Option<i64> {
    let s = s.trim();
    let (local, offset_secs) = if s.len() == 10 {
        (format!("{s}T00:00:00"), 0)
    } else if let Some(rest) = s.strip_suffix('Z').or_else(|| s.strip_suffix('z')) {
        (rest.to_string(), 0)
    } else {
        // A numeric offset: the last six characters, [+-]HH:MM.
        let split = s.len().checked_sub(6)?;
        let (rest, off) = (s.get(..split)?, s.get(split..)?);
        let sign = match off.as_bytes().first()? {
            b'+' => 1,
            b'-' => -1,
            _ => return None,
        };
        let (h, m) = off[1..].split_once(':')?;
        let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
        if h > 23 || m > 59 {
            return None;
        }
        (rest.to_string(), sign * (h * 3600 + m * 60))
    };
    let t = humantime::parse_rfc3339_weak(&local).ok()?;
    let ms = t
        .duration_since(UNIX_EPOCH)
        .unwrap_or(Duration::ZERO)
        .as_millis() as i64;
    Some(ms - offset_secs * 1000)
}

fn expires_at(tx: &Tx, e: &Expiry) -> Result<i64> {
    let at = match e {
        Expiry::In(d) => {
            let d = humantime::parse_duration(d).map_err(|err| {
                invalid(format!("--expires-in {d:?} is not a duration like 30d or 12h: {err}"))
            })?;
            i64::try_from(d.as_millis())
                .ok()
                .and_then(|ms| tx.now_ms().checked_add(ms))
                .unwrap_or(i64::MAX)
        }
        Expiry::At(s) => parse_instant(s).ok_or_else(|| {
            invalid(format!(
                "--expires-at {s:?} is not an ISO 8601 time (e.g. 2027-01-31T00:00:00Z or 2027-01-31T02:00:00+02:00)"
            ))
        })?,
        Expiry::AtMs(ms) => *ms,
    };
    if at <= tx.now_ms() {
        return Err(invalid("the expiry must be in the future"));
    }
    if at > MAX_EXPIRY_MS {
        return Err(invalid("the expiry must be before the year 10000"));
    }
    Ok(at)
}

pub fn create(
    tx: &mut Tx,
    user: &str,
    name: &str,
    expiry: Option<Expiry>,
) -> Result<NewPersonalAccessToken> {
    let user = super::users::resolve(tx, user)?;
    check_name("token name", name, 256)?;
    if users::find_pat(tx, &user.id, name)?.is_some() {
        return Err(Error::new(
            Code::UserPersonalAccessTokenNameExists,
            format!(
                "user {} already has a personal access token named {name}",
                user.id
            ),
        ));
    }
    let expires_at = expiry.map(|e| expires_at(tx, &e)).transpose()?;
    let value = format!("{PREFIX}{}", crate::util::new_secret(32));
    let token = PersonalAccessToken {
        user_id: user.id,
        name: name.to_string(),
        created_at: tx.now_ms(),
        expires_at,
    };
    users::insert_pat(tx, &token, &crate::util::sha256_hex(value.as_bytes()))?;
    audit::record(
        tx,
        &audit::PAT_CREATED,
        &[("userId", &token.user_id)],
        serde_json::to_value(&token)?,
    )?;
    Ok(NewPersonalAccessToken { token, value })
}

pub fn list(tx: &Tx, user: &str) -> Result<Vec<PersonalAccessToken>> {
    Ok(page(tx, user, Page::ALL)?.items)
}

/// A page of the personal access tokens of a user, oldest first.
pub fn page(tx: &Tx, user: &str, page: Page) -> Result<Listed<PersonalAccessToken>> {
    let user = super::users::resolve(tx, user)?;
    users::pats_page(tx, &user.id, page)
}

fn resolve(tx: &Tx, user_id: &str, name: &str) -> Result<PersonalAccessToken> {
    users::find_pat(tx, user_id, name)?.ok_or_else(|| {
        Error::new(
            Code::UserPersonalAccessTokenNotFound,
            format!("user {user_id} has no personal access token named {name}"),
        )
    })
}

pub fn rename(tx: &mut Tx, user: &str, old: &str, new: &str) -> Result<PersonalAccessToken> {
    let user = super::users::resolve(tx, user)?;
    let mut pat = resolve(tx, &user.id, old)?;
    check_name("token name", new, 256)?;
    if old != new && users::find_pat(tx, &user.id, new)?.is_some() {
        return Err(Error::new(
            Code::UserPersonalAccessTokenNameExists,
            format!(
                "user {} already has a personal access token named {new}",
                user.id
            ),
        ));
    }
    users::rename_pat(tx, &user.id, old, new)?;
    pat.name = new.to_string();
    if old != new {
        let mut data = serde_json::to_value(&pat)?;
        data["previousName"] = old.into();
        audit::record(
            tx,
            &audit::PAT_UPDATED,
            &[("userId", &user.id), ("name", old)],
            data,
        )?;
    }
    Ok(pat)
}

pub fn delete(tx: &mut Tx, user: &str, name: &str) -> Result<PersonalAccessToken> {
    let user = super::users::resolve(tx, user)?;
    let pat = resolve(tx, &user.id, name)?;
    users::delete_pat(tx, &user.id, name)?;
    audit::record(
        tx,
        &audit::PAT_DELETED,
        &[("userId", &user.id), ("name", name)],
        serde_json::to_value(&pat)?,
    )?;
    Ok(pat)
}

#[cfg(test)]
mod tests {
    use super::parse_instant;

    #[test]
    fn instants_with_offsets_and_fractions() {
        let z = parse_instant("2027-01-31T00:00:00Z").unwrap();
        assert_eq!(parse_instant("2027-01-31"), Some(z));
        assert_eq!(parse_instant("2027-01-31T02:00:00+02:00"), Some(z));
        assert_eq!(parse_instant("2027-01-30T19:30:00-04:30"), Some(z));
        assert_eq!(parse_instant("2027-01-31T00:00:00.250Z"), Some(z + 250));
        assert_eq!(parse_instant("2027-01-31T02:00:00.5+02:00"), Some(z + 500));
        assert_eq!(parse_instant("tomorrow"), None);
        assert_eq!(parse_instant("2027-01-31T00:00:00+25:00"), None);
    }
}
