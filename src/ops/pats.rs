//! Personal access tokens: `pat_` + 32 characters, shown once, stored hashed.

use super::{check_name, invalid};
use crate::error::{Error, Result};
use crate::model::{NewPersonalAccessToken, PersonalAccessToken};
use crate::store::{Tx, users};
use std::time::{Duration, UNIX_EPOCH};

pub const PREFIX: &str = "pat_";

/// When a token expires: a duration from now (`30d`), or an instant (ISO 8601).
pub enum Expiry {
    In(String),
    At(String),
}

fn expires_at(tx: &Tx, e: &Expiry) -> Result<i64> {
    let at = match e {
        Expiry::In(d) => {
            let d = humantime::parse_duration(d).map_err(|err| {
                invalid(format!(
                    "--expires-in {d:?} is not a duration like 30d or 12h: {err}"
                ))
            })?;
            tx.now_ms() + d.as_millis() as i64
        }
        Expiry::At(s) => {
            let text = if s.len() == 10 {
                format!("{s}T00:00:00Z")
            } else {
                s.clone()
            };
            let t = humantime::parse_rfc3339_weak(text.trim_end_matches('Z')).map_err(|err| {
                invalid(format!("--expires-at {s:?} is not an ISO 8601 time: {err}"))
            })?;
            t.duration_since(UNIX_EPOCH)
                .unwrap_or(Duration::ZERO)
                .as_millis() as i64
        }
    };
    if at <= tx.now_ms() {
        return Err(invalid("the expiry must be in the future"));
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
        return Err(Error::conflict(
            "user.personal_access_token_name_exists",
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
    Ok(NewPersonalAccessToken { token, value })
}

pub fn list(tx: &Tx, user: &str) -> Result<Vec<PersonalAccessToken>> {
    let user = super::users::resolve(tx, user)?;
    users::pats(tx, &user.id)
}

fn resolve(tx: &Tx, user_id: &str, name: &str) -> Result<PersonalAccessToken> {
    users::find_pat(tx, user_id, name)?.ok_or_else(|| {
        Error::not_found(
            "user.personal_access_token_not_found",
            format!("user {user_id} has no personal access token named {name}"),
        )
    })
}

pub fn rename(tx: &mut Tx, user: &str, old: &str, new: &str) -> Result<PersonalAccessToken> {
    let user = super::users::resolve(tx, user)?;
    let mut pat = resolve(tx, &user.id, old)?;
    check_name("token name", new, 256)?;
    if old != new && users::find_pat(tx, &user.id, new)?.is_some() {
        return Err(Error::conflict(
            "user.personal_access_token_name_exists",
            format!(
                "user {} already has a personal access token named {new}",
                user.id
            ),
        ));
    }
    users::rename_pat(tx, &user.id, old, new)?;
    pat.name = new.to_string();
    Ok(pat)
}

pub fn delete(tx: &mut Tx, user: &str, name: &str) -> Result<PersonalAccessToken> {
    let user = super::users::resolve(tx, user)?;
    let pat = resolve(tx, &user.id, name)?;
    users::delete_pat(tx, &user.id, name)?;
    Ok(pat)
}
