//! Users, their roles, grants, refresh tokens and personal access tokens.

use super::sql::{Optional, Row};
use super::{Listed, Page, Tx, on_unique};
use crate::error::{Code, Error, Result};
use crate::model::{PersonalAccessToken, Role, ScopeWithResource, User};
use rusqlite::params;
use serde_json::Value;

const COLS: &str = "id, username, primary_email, primary_phone, name, avatar, custom_data, \
                    identities, last_sign_in_at, created_at, updated_at, profile, is_suspended, \
                    password_digest IS NOT NULL";

fn json(r: &Row, i: usize) -> super::sql::Result<Value> {
    let s: String = r.get(i)?;
    Ok(serde_json::from_str(&s).unwrap_or_else(|_| Value::Object(Default::default())))
}

fn row(r: &Row) -> super::sql::Result<User> {
    Ok(User {
        id: r.get(0)?,
        username: r.get(1)?,
        primary_email: r.get(2)?,
        primary_phone: r.get(3)?,
        name: r.get(4)?,
        avatar: r.get(5)?,
        custom_data: json(r, 6)?,
        identities: json(r, 7)?,
        last_sign_in_at: r.get(8)?,
        created_at: r.get(9)?,
        updated_at: r.get(10)?,
        profile: json(r, 11)?,
        application_id: None,
        is_suspended: r.get(12)?,
        has_password: r.get(13)?,
        sso_identities: None,
    })
}

fn conflict() -> Error {
    Error::new(
        Code::UserIdentifierInUse,
        "the username, email or phone is already in use",
    )
}

/// Inserts a user; one whose username, email or phone is taken is refused as a conflict. The
/// conflict is an answer, not a failed statement: on PostgreSQL the transaction goes on
/// without a savepoint per user (`idctl apply` inserts tens of thousands in one).
pub fn insert(tx: &Tx, u: &User, password_digest: Option<&str>) -> Result<()> {
    let inserted = tx
        .execute(
            "INSERT INTO users (id, username, primary_email, primary_phone, name, avatar, \
             password_digest, custom_data, profile, identities, is_suspended, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT DO NOTHING",
            params![
                u.id,
                u.username,
                u.primary_email,
                u.primary_phone,
                u.name,
                u.avatar,
                password_digest,
                u.custom_data.to_string(),
                u.profile.to_string(),
                u.identities.to_string(),
                u.is_suspended,
                u.created_at,
                u.updated_at
            ],
        )
        .map_err(|e| on_unique(e, conflict))?;
    if inserted == 0 {
        return Err(conflict());
    }
    if u.identities.as_object().is_some_and(|m| !m.is_empty()) {
        super::upstream::index_social(tx, &u.id, &u.identities, true)?;
    }
    Ok(())
}

/// Writes every profile field of `u` (not the password).
pub fn update(tx: &Tx, u: &User) -> Result<()> {
    tx.execute(
        "UPDATE users SET username = ?2, primary_email = ?3, primary_phone = ?4, name = ?5,
             avatar = ?6, custom_data = ?7, profile = ?8, identities = ?9, is_suspended = ?10,
             last_sign_in_at = ?11, updated_at = ?12 WHERE id = ?1",
        params![
            u.id,
            u.username,
            u.primary_email,
            u.primary_phone,
            u.name,
            u.avatar,
            u.custom_data.to_string(),
            u.profile.to_string(),
            u.identities.to_string(),
            u.is_suspended,
            u.last_sign_in_at,
            u.updated_at
        ],
    )
    .map_err(|e| on_unique(e, conflict))?;
    super::upstream::index_social(tx, &u.id, &u.identities, false)?;
    Ok(())
}

pub fn by_id(tx: &Tx, id: &str) -> Result<Option<User>> {
    Ok(tx
        .tx
        .prepare_cached(&format!("SELECT {COLS} FROM users WHERE id = ?1"))?
        .query_row([id], row)
        .optional()?)
}

/// A user by id, username, email or phone (each an indexed lookup).
pub fn find(tx: &Tx, key: &str) -> Result<Option<User>> {
    for col in ["id", "username", "primary_email", "primary_phone"] {
        let found = tx
            .tx
            .prepare_cached(&format!("SELECT {COLS} FROM users WHERE {col} = ?1"))?
            .query_row([key], row)
            .optional()?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// The id of the user holding `value` in `column` (username, primary_email, primary_phone).
pub fn holder_of(tx: &Tx, column: &str, value: &str) -> Result<Option<String>> {
    debug_assert!(matches!(
        column,
        "username" | "primary_email" | "primary_phone"
    ));
    Ok(tx
        .tx
        .prepare_cached(&format!("SELECT id FROM users WHERE {column} = ?1"))?
        .query_row([value], |r| r.get(0))
        .optional()?)
}

/// The users whose primary email is `email` in any case (`lower(primary_email)`, indexed): at
/// most two are returned, enough to tell one holder from several.
pub fn holders_of_email(tx: &Tx, email: &str) -> Result<Vec<String>> {
    let mut st = tx.tx.prepare_cached(
        "SELECT id FROM users WHERE lower(primary_email) = lower(?1) ORDER BY id LIMIT 2",
    )?;
    let rows = st.query_map([email], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// A page of users, newest first; `search` matches id, username, email, phone or name.
pub fn list(tx: &Tx, search: Option<&str>, limit: i64, offset: i64) -> Result<Vec<User>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT {COLS} FROM users
         WHERE CAST(?1 AS TEXT) IS NULL OR id = ?1 OR instr(username, ?1) > 0 OR instr(primary_email, ?1) > 0
               OR instr(primary_phone, ?1) > 0 OR instr(name, ?1) > 0
         ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
    ))?;
    let rows = st.query_map(params![search, limit, offset], row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// How many users `list` with `search` pages through.
pub fn count(tx: &Tx, search: Option<&str>) -> Result<i64> {
    Ok(tx.query_row(
        "SELECT count(*) FROM users
         WHERE CAST(?1 AS TEXT) IS NULL OR id = ?1 OR instr(username, ?1) > 0 OR instr(primary_email, ?1) > 0
               OR instr(primary_phone, ?1) > 0 OR instr(name, ?1) > 0",
        [search],
        |r| r.get(0),
    )?)
}

pub fn password_digest(tx: &Tx, id: &str) -> Result<Option<String>> {
    Ok(tx
        .query_row(
            "SELECT password_digest FROM users WHERE id = ?1",
            [id],
            |r| r.get(0),
        )
        .optional()?
        .flatten())
}

pub fn set_password(tx: &Tx, id: &str, digest: &str, now: i64) -> Result<()> {
    tx.execute(
        "UPDATE users SET password_digest = ?2, updated_at = ?3 WHERE id = ?1",
        params![id, digest, now],
    )?;
    Ok(())
}

pub fn delete(tx: &Tx, id: &str) -> Result<()> {
    tx.execute("DELETE FROM users WHERE id = ?1", [id])?;
    Ok(())
}

pub fn add_role(tx: &Tx, user_id: &str, role_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "INSERT INTO users_roles (user_id, role_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        params![user_id, role_id],
    )? > 0)
}

pub fn remove_role(tx: &Tx, user_id: &str, role_id: &str) -> Result<bool> {
    Ok(tx.execute(
        "DELETE FROM users_roles WHERE user_id = ?1 AND role_id = ?2",
        params![user_id, role_id],
    )? > 0)
}

pub fn roles(tx: &Tx, user_id: &str) -> Result<Vec<Role>> {
    Ok(roles_page(tx, user_id, Page::ALL)?.items)
}

/// A page of the roles of a user, by name.
pub fn roles_page(tx: &Tx, user_id: &str, page: Page) -> Result<Listed<Role>> {
    tx.page(
        "SELECT r.id, r.name, r.description, r.type, r.is_default, r.created_at
         FROM users_roles ur JOIN roles r ON r.id = ur.role_id
         WHERE ur.user_id = ?1 ORDER BY r.name LIMIT ?2 OFFSET ?3",
        "SELECT count(*) FROM users_roles WHERE user_id = ?1",
        &[&user_id],
        page,
        super::roles::row,
    )
}

/// Ids of the User roles marked default (kept for the transaction until a role is written).
pub fn default_role_ids(tx: &Tx) -> Result<Vec<String>> {
    if let Some(ids) = &tx.roles.borrow().default_ids {
        return Ok(ids.clone());
    }
    let ids: Vec<String> = {
        let mut st = tx
            .tx
            .prepare_cached("SELECT id FROM roles WHERE is_default = 1 AND type = 'User'")?;
        let rows = st.query_map([], |r| r.get(0))?;
        rows.collect::<Result<_, _>>()?
    };
    tx.roles.borrow_mut().default_ids = Some(ids.clone());
    Ok(ids)
}

pub fn scopes(tx: &Tx, user_id: &str, resource_id: Option<&str>) -> Result<Vec<ScopeWithResource>> {
    let mut st = tx.tx.prepare_cached(&format!(
        "SELECT DISTINCT {}, r.id, r.name, r.indicator
         FROM users_roles ur
         JOIN roles_scopes rs ON rs.role_id = ur.role_id
         JOIN scopes s ON s.id = rs.scope_id
         JOIN resources r ON r.id = s.resource_id
         WHERE ur.user_id = ?1 AND (CAST(?2 AS TEXT) IS NULL OR s.resource_id = ?2)
         ORDER BY r.indicator, s.name",
        super::scopes::COLS
    ))?;
    let rows = st.query_map(
        params![user_id, resource_id],
        super::roles::scope_with_resource,
    )?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Names of the permissions on `resource_id` the user holds now: through its roles, and
/// through its organization roles (organization-level API resources) in `org`, or, without
/// one, in every organization it is a member of (as the service grants them).
pub fn scope_names(
    tx: &Tx,
    user_id: &str,
    resource_id: &str,
    org: Option<&str>,
) -> Result<Vec<String>> {
    // Through the memberships (indexed by user) to the member roles (keyed by organization
    // and user): a user's organizations, not every member role of the store.
    const GLOBAL: &str = "SELECT s.name
         FROM users_roles ur
         JOIN roles_scopes rs ON rs.role_id = ur.role_id
         JOIN scopes s ON s.id = rs.scope_id
         WHERE ur.user_id = ?1 AND s.resource_id = ?2
         UNION
         SELECT s.name
         FROM organization_users m
         JOIN organization_user_roles ou
              ON ou.organization_id = m.organization_id AND ou.user_id = m.user_id
         JOIN organization_roles_resource_scopes rs ON rs.role_id = ou.role_id
         JOIN scopes s ON s.id = rs.scope_id
         WHERE m.user_id = ?1 AND s.resource_id = ?2";
    let rows: Vec<String> = match org {
        None => {
            let mut st = tx.tx.prepare_cached(GLOBAL)?;
            let rows = st.query_map(params![user_id, resource_id], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        }
        Some(org) => {
            let mut st = tx.tx.prepare_cached(
                "SELECT s.name
                 FROM users_roles ur
                 JOIN roles_scopes rs ON rs.role_id = ur.role_id
                 JOIN scopes s ON s.id = rs.scope_id
                 WHERE ur.user_id = ?1 AND s.resource_id = ?2
                 UNION
                 SELECT s.name
                 FROM organization_user_roles ou
                 JOIN organization_roles_resource_scopes rs ON rs.role_id = ou.role_id
                 JOIN scopes s ON s.id = rs.scope_id
                 WHERE ou.user_id = ?1 AND s.resource_id = ?2 AND ou.organization_id = ?3",
            )?;
            let rows = st.query_map(params![user_id, resource_id, org], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        }
    };
    Ok(rows)
}

fn pat_row(r: &Row) -> super::sql::Result<PersonalAccessToken> {
    Ok(PersonalAccessToken {
        user_id: r.get(0)?,
        name: r.get(1)?,
        created_at: r.get(2)?,
        expires_at: r.get(3)?,
    })
}

pub fn insert_pat(tx: &Tx, p: &PersonalAccessToken, hash: &str) -> Result<()> {
    tx.execute(
        "INSERT INTO personal_access_tokens (user_id, name, token_hash, expires_at, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        params![p.user_id, p.name, hash, p.expires_at, p.created_at],
    )
    .map_err(|e| {
        on_unique(e, || {
            Error::new(
                Code::UserPersonalAccessTokenNameExists,
                format!(
                    "the user already has a personal access token named {}",
                    p.name
                ),
            )
        })
    })?;
    Ok(())
}

pub fn pats(tx: &Tx, user_id: &str) -> Result<Vec<PersonalAccessToken>> {
    Ok(pats_page(tx, user_id, Page::ALL)?.items)
}

/// A page of the personal access tokens of a user, oldest first.
pub fn pats_page(tx: &Tx, user_id: &str, page: Page) -> Result<Listed<PersonalAccessToken>> {
    tx.page(
        "SELECT user_id, name, created_at, expires_at FROM personal_access_tokens
         WHERE user_id = ?1 ORDER BY created_at, name LIMIT ?2 OFFSET ?3",
        "SELECT count(*) FROM personal_access_tokens WHERE user_id = ?1",
        &[&user_id],
        page,
        pat_row,
    )
}

pub fn find_pat(tx: &Tx, user_id: &str, name: &str) -> Result<Option<PersonalAccessToken>> {
    Ok(tx
        .query_row(
            "SELECT user_id, name, created_at, expires_at FROM personal_access_tokens
             WHERE user_id = ?1 AND name = ?2",
            params![user_id, name],
            pat_row,
        )
        .optional()?)
}

/// The token with this hash (whatever its expiry).
pub fn pat_by_hash(tx: &Tx, hash: &str) -> Result<Option<PersonalAccessToken>> {
    Ok(tx
        .query_row(
            "SELECT user_id, name, created_at, expires_at FROM personal_access_tokens
             WHERE token_hash = ?1",
            [hash],
            pat_row,
        )
        .optional()?)
}

pub fn rename_pat(tx: &Tx, user_id: &str, old: &str, new: &str) -> Result<()> {
    tx.execute(
        "UPDATE personal_access_tokens SET name = ?3 WHERE user_id = ?1 AND name = ?2",
        params![user_id, old, new],
    )
    .map_err(|e| {
        on_unique(e, || {
            Error::new(
                Code::UserPersonalAccessTokenNameExists,
                format!("the user already has a personal access token named {new}"),
            )
        })
    })?;
    Ok(())
}

pub fn delete_pat(tx: &Tx, user_id: &str, name: &str) -> Result<()> {
    tx.execute(
        "DELETE FROM personal_access_tokens WHERE user_id = ?1 AND name = ?2",
        params![user_id, name],
    )?;
    Ok(())
}
