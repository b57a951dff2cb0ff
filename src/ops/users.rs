//! Users (POST/PATCH/DELETE /users...), their roles and effective permissions.

use super::{check_len, invalid, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::{DataEvent, Operation, audit, catalogue as cat};
use crate::model::{Role, RoleType, ScopeWithResource, User};
use crate::store::{Listed, Page, Tx, users};
use serde_json::{Map, Value};

pub const FIELD_MAX: usize = 128;
/// Longest name and avatar URL, in characters.
pub const TEXT_MAX: usize = 2048;

/// OIDC standard profile fields accepted by `profile --set`.
pub const PROFILE_FIELDS: &[&str] = &[
    "givenName",
    "familyName",
    "middleName",
    "nickname",
    "preferredUsername",
    "profile",
    "website",
    "gender",
    "birthdate",
    "zoneinfo",
    "locale",
    "address",
];

#[derive(Default)]
pub struct NewUser {
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub name: Option<String>,
    pub avatar: Option<String>,
    pub password: Option<String>,
    /// An imported PHC digest (Argon2i or Argon2id) instead of a password.
    pub password_digest: Option<String>,
    pub custom_data: Option<Value>,
    pub profile: Option<Value>,
    /// The user signs in through another identity provider (an identity linked right after
    /// it is made): it needs no username, email or phone.
    pub federated: bool,
}

#[derive(Default)]
pub struct UserUpdate {
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub name: Option<String>,
    pub avatar: Option<String>,
    /// Replaces the whole custom data (PATCH /users/:userId with `customData`).
    pub custom_data: Option<Value>,
}

pub fn check_username(u: &str) -> Result<()> {
    let mut chars = u.chars();
    let ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !ok {
        return Err(invalid(format!(
            "invalid username {u:?}: letters, digits and _, not starting with a digit"
        )));
    }
    check_len("username", u, FIELD_MAX)
}

/// `^\S+@\S+\.\S+$`, as the service checks it.
pub fn check_email(e: &str) -> Result<()> {
    let no_space = !e.is_empty() && !e.chars().any(char::is_whitespace);
    let shaped = e.char_indices().any(|(i, c)| {
        c == '@' && i > 0 && {
            let rest = &e[i + 1..];
            rest.char_indices()
                .any(|(j, d)| d == '.' && j > 0 && j + 1 < rest.len())
        }
    });
    if !(no_space && shaped) {
        return Err(invalid(format!("invalid email {e:?}")));
    }
    check_len("email", e, FIELD_MAX)
}

pub fn check_phone(p: &str) -> Result<()> {
    if p.is_empty() || !p.chars().all(|c| c.is_ascii_digit()) {
        return Err(invalid(format!(
            "invalid phone {p:?}: digits only, with the country code (e.g. 15551234567)"
        )));
    }
    check_len("phone", p, FIELD_MAX)
}

fn check_object(what: &str, v: &Value) -> Result<()> {
    if !v.is_object() {
        return Err(invalid(format!("{what} must be a JSON object")));
    }
    Ok(())
}

fn check_profile(v: &Value) -> Result<()> {
    check_object("profile", v)?;
    if let Value::Object(m) = v
        && let Some(k) = m.keys().find(|k| !PROFILE_FIELDS.contains(&k.as_str()))
    {
        return Err(invalid(format!(
            "unknown profile field {k}; fields: {}",
            PROFILE_FIELDS.join(", ")
        )));
    }
    Ok(())
}

/// One field of a user, for fronts that name a refused field by the key the service's JSON
/// gives it: its checks are the operations' own (which run them again in the transaction).
pub enum Field<'a> {
    Username(&'a str),
    Email(&'a str),
    Phone(&'a str),
    Name(&'a str),
    Avatar(&'a str),
    CustomData(&'a Value),
    Profile(&'a Value),
}

impl Field<'_> {
    /// The field's key in the service's JSON.
    pub fn key(&self) -> &'static str {
        match self {
            Field::Username(_) => "username",
            Field::Email(_) => "primaryEmail",
            Field::Phone(_) => "primaryPhone",
            Field::Name(_) => "name",
            Field::Avatar(_) => "avatar",
            Field::CustomData(_) => "customData",
            Field::Profile(_) => "profile",
        }
    }

    /// The field's checks, without those against other users (uniqueness).
    pub fn check(&self) -> Result<()> {
        match self {
            Field::Username(v) => check_username(v),
            Field::Email(v) => check_email(v),
            Field::Phone(v) => check_phone(v),
            Field::Name(v) => check_len("name", v, TEXT_MAX),
            Field::Avatar(v) => check_len("avatar", v, TEXT_MAX),
            Field::CustomData(v) => check_object("custom data", v),
            Field::Profile(v) => check_profile(v),
        }
    }
}

/// Refuses an identifier another user holds, with the service's error code.
pub(crate) fn check_unique(tx: &Tx, column: &str, value: &str, me: Option<&str>) -> Result<()> {
    if let Some(holder) = users::holder_of(tx, column, value)?
        && Some(holder.as_str()) != me
    {
        let (code, what) = match column {
            "username" => (Code::UserUsernameAlreadyInUse, "username"),
            "primary_email" => (Code::UserEmailAlreadyInUse, "email"),
            _ => (Code::UserPhoneAlreadyInUse, "phone"),
        };
        return Err(Error::new(
            code,
            format!("the {what} {value} is already in use"),
        ));
    }
    Ok(())
}

pub fn resolve(tx: &Tx, key: &str) -> Result<User> {
    users::find(tx, key)?.ok_or_else(|| not_found("user", key).with_hint(Hint::List(Noun::User)))
}

fn record(tx: &mut Tx, op: &'static Operation, event: &'static str, user: &User) -> Result<()> {
    let params: &[(&str, &str)] = if op.route.contains(":userId") {
        &[("userId", user.id.as_str())]
    } else {
        &[]
    };
    let ev = DataEvent::new(op, event, params);
    // As the service: these two routes answer with the merged object alone, and their
    // events carry what the route answered.
    let ev = if *op == cat::USER_CUSTOM_DATA {
        ev.data(&user.custom_data)?
    } else if *op == cat::USER_PROFILE {
        ev.data(&user.profile)?
    } else {
        ev.data(user)?
    };
    ev.record(tx)
}

/// POST /users: creates a user and records `User.Created`.
pub fn create(tx: &mut Tx, input: NewUser) -> Result<User> {
    let user = insert_new(tx, input)?;
    record(tx, &cat::USER_CREATE, cat::USER_CREATED, &user)?;
    Ok(user)
}

/// Checks and hashes a password ahead of the transaction that stores it: a hash takes tens of
/// milliseconds, and inside a write transaction every other writer of the server would wait
/// for it. Store the digest with `import_password_digest`, or as a new user's digest.
pub fn hash_password(password: &str) -> Result<String> {
    crate::password::check_strength(password)?;
    crate::password::hash(password)
}

/// `create` without the hash in the transaction: replaces the password of `input` by its
/// digest (see [`hash_password`]).
pub fn hash_ahead(input: &mut NewUser) -> Result<()> {
    if input.password.is_some() && input.password_digest.is_some() {
        return Err(invalid(
            "give a password or an imported password digest, not both",
        ));
    }
    if let Some(p) = input.password.take() {
        input.password_digest = Some(hash_password(&p)?);
    }
    Ok(())
}

/// Creates a user (checks, password hash, default roles) without recording an event: the
/// caller records the event of its route (management API or sign-up).
pub fn insert_new(tx: &mut Tx, input: NewUser) -> Result<User> {
    // Without a password to hash first, uniqueness is left to the UNIQUE constraints (one
    // query per identifier less: `idctl apply` creates tens of thousands of users); a failed
    // check, or a conflict, is reported by checking again in order, so the error is the same.
    let deferred = input.password.is_none();
    if let Err(e) = check_new(tx, &input, !deferred) {
        check_new(tx, &input, true)?;
        return Err(e);
    }
    let custom_data = input
        .custom_data
        .unwrap_or_else(|| Value::Object(Map::new()));
    let profile = input.profile.unwrap_or_else(|| Value::Object(Map::new()));
    // Hash only when there is a password: creating users without one costs nothing extra.
    let digest = match (&input.password, input.password_digest) {
        (Some(p), _) => Some(crate::password::hash(p)?),
        (None, d) => d,
    };
    let now = tx.now_ms();
    let user = User {
        id: crate::util::new_user_id(),
        username: input.username,
        primary_email: input.email,
        primary_phone: input.phone,
        name: input.name,
        avatar: input.avatar,
        custom_data,
        identities: Value::Object(Map::new()),
        last_sign_in_at: None,
        created_at: now,
        updated_at: now,
        profile,
        application_id: None,
        is_suspended: false,
        has_password: digest.is_some(),
        sso_identities: None,
    };
    if let Err(e) = users::insert(tx, &user, digest.as_deref()) {
        for (column, value) in [
            ("username", &user.username),
            ("primary_email", &user.primary_email),
            ("primary_phone", &user.primary_phone),
        ] {
            if let Some(v) = value {
                check_unique(tx, column, v, None)?;
            }
        }
        return Err(e);
    }
    for role_id in users::default_role_ids(tx)? {
        users::add_role(tx, &user.id, &role_id)?;
    }
    Ok(user)
}

/// The checks of a new user, in the service's order; `unique`: with the identifiers'
/// uniqueness.
fn check_new(tx: &Tx, input: &NewUser, unique: bool) -> Result<()> {
    if !input.federated
        && input.username.is_none()
        && input.email.is_none()
        && input.phone.is_none()
    {
        return Err(invalid(
            "a user needs at least one of --username, --email, --phone",
        ));
    }
    if let Some(u) = &input.username {
        check_username(u)?;
        if unique {
            check_unique(tx, "username", u, None)?;
        }
    }
    if let Some(e) = &input.email {
        check_email(e)?;
        if unique {
            check_unique(tx, "primary_email", e, None)?;
        }
    }
    if let Some(p) = &input.phone {
        check_phone(p)?;
        if unique {
            check_unique(tx, "primary_phone", p, None)?;
        }
    }
    for (what, v) in [("name", &input.name), ("avatar", &input.avatar)] {
        if let Some(v) = v {
            check_len(what, v, TEXT_MAX)?;
        }
    }
    if let Some(cd) = &input.custom_data {
        check_object("custom data", cd)?;
    }
    if let Some(p) = &input.profile {
        check_profile(p)?;
    }
    match (&input.password, &input.password_digest) {
        (Some(_), Some(_)) => Err(invalid(
            "give a password or an imported password digest, not both",
        )),
        (Some(p), None) => crate::password::check_strength(p),
        (None, Some(d)) => crate::password::check_digest(d),
        (None, None) => Ok(()),
    }
}

pub fn list(tx: &Tx, search: Option<&str>, limit: i64, offset: i64) -> Result<Vec<User>> {
    crate::limits::check("--limit", limit, &crate::limits::PAGE_SIZE)?;
    crate::limits::check("--offset", offset, &crate::limits::OFFSET)?;
    users::list(tx, search, limit, offset)
}

/// How many users `list` with `search` pages through.
pub fn count(tx: &Tx, search: Option<&str>) -> Result<i64> {
    users::count(tx, search)
}

pub fn get(tx: &Tx, key: &str) -> Result<User> {
    resolve(tx, key)
}

/// A user with its SSO identities (`ssoIdentities`).
pub fn get_with_sso(tx: &Tx, key: &str) -> Result<User> {
    let mut user = resolve(tx, key)?;
    user.sso_identities = Some(crate::store::upstream::sso_of_user(tx, &user.id)?);
    Ok(user)
}

/// PATCH /users/:userId: changes only the given fields.
pub fn update(tx: &mut Tx, key: &str, input: UserUpdate) -> Result<User> {
    if input.username.is_none()
        && input.email.is_none()
        && input.phone.is_none()
        && input.name.is_none()
        && input.avatar.is_none()
        && input.custom_data.is_none()
    {
        return Err(Error::nothing_to_update(Noun::User));
    }
    let mut user = resolve(tx, key)?;
    if let Some(u) = input.username {
        check_username(&u)?;
        check_unique(tx, "username", &u, Some(&user.id))?;
        user.username = Some(u);
    }
    if let Some(e) = input.email {
        check_email(&e)?;
        check_unique(tx, "primary_email", &e, Some(&user.id))?;
        user.primary_email = Some(e);
    }
    if let Some(p) = input.phone {
        check_phone(&p)?;
        check_unique(tx, "primary_phone", &p, Some(&user.id))?;
        user.primary_phone = Some(p);
    }
    if let Some(n) = input.name {
        check_len("name", &n, TEXT_MAX)?;
        user.name = Some(n);
    }
    if let Some(a) = input.avatar {
        check_len("avatar", &a, TEXT_MAX)?;
        user.avatar = Some(a);
    }
    if let Some(cd) = input.custom_data {
        check_object("custom data", &cd)?;
        user.custom_data = cd;
    }
    save(tx, &mut user, &cat::USER_UPDATE, cat::USER_DATA_UPDATED)?;
    Ok(user)
}

fn save(tx: &mut Tx, user: &mut User, op: &'static Operation, event: &'static str) -> Result<()> {
    user.updated_at = tx.now_ms();
    users::update(tx, user)?;
    record(tx, op, event, user)
}

fn merge(target: &mut Value, patch: Value) {
    if let (Value::Object(t), Value::Object(p)) = (target, patch) {
        for (k, v) in p {
            t.insert(k, v);
        }
    }
}

/// PATCH /users/:userId/custom-data: a shallow merge.
pub fn merge_custom_data(tx: &mut Tx, key: &str, patch: Value) -> Result<User> {
    check_object("custom data", &patch)?;
    let mut user = resolve(tx, key)?;
    if !user.custom_data.is_object() {
        user.custom_data = Value::Object(Map::new());
    }
    merge(&mut user.custom_data, patch);
    save(
        tx,
        &mut user,
        &cat::USER_CUSTOM_DATA,
        cat::USER_DATA_UPDATED,
    )?;
    Ok(user)
}

/// PATCH /users/:userId/profile: OIDC standard fields, shallow merge.
pub fn merge_profile(tx: &mut Tx, key: &str, patch: Value) -> Result<User> {
    check_profile(&patch)?;
    let mut user = resolve(tx, key)?;
    merge(&mut user.profile, patch);
    save(tx, &mut user, &cat::USER_PROFILE, cat::USER_DATA_UPDATED)?;
    Ok(user)
}

/// PATCH /users/:userId/password, with the digest of the new password made by
/// [`hash_password`] before the transaction; or an imported digest (`passwordDigest` and
/// `passwordAlgorithm` in the service), stored as it is.
pub fn import_password_digest(tx: &mut Tx, key: &str, digest: &str) -> Result<User> {
    crate::password::check_digest(digest)?;
    let mut user = resolve(tx, key)?;
    users::set_password(tx, &user.id, digest, tx.now_ms())?;
    user.has_password = true;
    save(tx, &mut user, &cat::USER_PASSWORD, cat::USER_DATA_UPDATED)?;
    Ok(user)
}

/// PATCH /users/:userId/is-suspended. Suspending revokes the user's grants (their refresh
/// tokens with them).
pub fn set_suspended(tx: &mut Tx, key: &str, suspended: bool) -> Result<User> {
    let mut user = resolve(tx, key)?;
    user.is_suspended = suspended;
    if suspended {
        let n = crate::store::signin::revoke_user_grants(tx, &user.id)?;
        if n > 0 {
            tx.notice(format!("revoked {n} refresh token(s)"));
        }
        let n = crate::store::signin::delete_user_sessions(tx, &user.id)?;
        if n > 0 {
            tx.notice(format!("ended {n} sign-in session(s)"));
        }
    }
    save(
        tx,
        &mut user,
        &cat::USER_SUSPENSION,
        cat::USER_SUSPENSION_STATUS_UPDATED,
    )?;
    Ok(user)
}

/// DELETE /users/:userId: the event carries the deleted user, as the service's does.
pub fn delete(tx: &mut Tx, key: &str) -> Result<User> {
    let user = resolve(tx, key)?;
    users::delete(tx, &user.id)?;
    record(tx, &cat::USER_DELETE, cat::USER_DELETED, &user)?;
    Ok(user)
}

fn user_role(tx: &Tx, key: &str) -> Result<Role> {
    let role = super::roles::resolve(tx, key)?;
    if role.kind != RoleType::User {
        return Err(Error::new(
            Code::UserInvalidRoleType,
            format!(
                "role {} is a MachineToMachine role; only User roles can be assigned to users",
                role.name
            ),
        ));
    }
    Ok(role)
}

/// POST /users/:userId/roles: roles the user holds already are left as they are, with a
/// notice. Returns the user's roles afterwards.
pub fn assign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let user = assign_roles(tx, key, roles)?;
    users::roles(tx, &user.id)
}

/// POST /users/:userId/roles without reading the roles back (`idctl apply` gives tens of
/// thousands of users their roles in one transaction). Returns the user.
pub fn assign_roles(tx: &mut Tx, key: &str, roles: &[String]) -> Result<User> {
    let user = resolve(tx, key)?;
    assign_roles_to(tx, &user, roles)?;
    Ok(user)
}

/// POST /users/:userId/roles for a user already found (`idctl apply`, for the users it
/// has just created).
pub fn assign_roles_to(tx: &mut Tx, user: &User, roles: &[String]) -> Result<()> {
    let mut held = Vec::new();
    let mut added = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = user_role(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if users::add_role(tx, &user.id, &role.id)? {
            added.push(serde_json::json!({"id": role.id, "name": role.name}));
        } else {
            held.push(role.name);
        }
    }
    if !added.is_empty() {
        audit::record(
            tx,
            &audit::USER_ROLES_ASSIGNED,
            &[("userId", &user.id)],
            serde_json::json!({"user": {"id": user.id, "username": user.username},
                               "roles": added}),
        )?;
    }
    super::notice_unchanged(tx, &format!("user {} already has role", user.id), &held);
    Ok(())
}

/// DELETE /users/:userId/roles/:roleId: roles the user does not hold are left out, with a
/// notice. Returns the user's roles afterwards.
/// POST /users/:userId/roles: the roles named by id (at least one). Returns the user.
pub fn assign_role_ids(tx: &mut Tx, key: &str, role_ids: &[String]) -> Result<User> {
    if role_ids.is_empty() {
        return Err(invalid("roleIds must not be empty"));
    }
    assign_roles(tx, key, role_ids)
}

/// DELETE /users/:userId/roles/:roleId: the role must be the user's (404 otherwise, where
/// `unassign` says there was nothing to do).
pub fn unassign_id(tx: &mut Tx, key: &str, role_id: &str) -> Result<Vec<Role>> {
    let user = get(tx, key)?;
    let role = super::roles::get(tx, role_id)?;
    if !roles(tx, &user.id)?.iter().any(|r| r.id == role.id) {
        return Err(not_found("role of the user", role_id));
    }
    unassign(tx, &user.id, &[role.id])
}

pub fn unassign(tx: &mut Tx, key: &str, roles: &[String]) -> Result<Vec<Role>> {
    let user = resolve(tx, key)?;
    let mut absent = Vec::new();
    let mut seen = Vec::new();
    for r in roles {
        let role = super::roles::resolve(tx, r)?;
        if seen.contains(&role.id) {
            continue;
        }
        seen.push(role.id.clone());
        if users::remove_role(tx, &user.id, &role.id)? {
            audit::record(
                tx,
                &audit::USER_ROLES_UNASSIGNED,
                &[("userId", &user.id), ("roleId", &role.id)],
                serde_json::json!({"user": {"id": user.id, "username": user.username},
                                   "roles": [{"id": role.id, "name": role.name}]}),
            )?;
        } else {
            absent.push(role.name);
        }
    }
    super::notice_unchanged(tx, &format!("user {} does not have role", user.id), &absent);
    users::roles(tx, &user.id)
}

pub fn roles(tx: &Tx, key: &str) -> Result<Vec<Role>> {
    Ok(roles_page(tx, key, Page::ALL)?.items)
}

/// A page of the roles of a user, by name.
pub fn roles_page(tx: &Tx, key: &str, page: Page) -> Result<Listed<Role>> {
    let user = resolve(tx, key)?;
    users::roles_page(tx, &user.id, page)
}

pub fn scopes(tx: &Tx, key: &str, resource: Option<&str>) -> Result<Vec<ScopeWithResource>> {
    let user = resolve(tx, key)?;
    let res = resource
        .map(|r| super::resources::resolve(tx, r))
        .transpose()?;
    users::scopes(tx, &user.id, res.as_ref().map(|r| r.id.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifier_formats() {
        assert!(check_username("alice_1").is_ok());
        assert!(check_username("_x").is_ok());
        for bad in ["1abc", "a b", "", "a-b"] {
            assert!(check_username(bad).is_err(), "{bad}");
        }
        assert!(check_email("a@b.co").is_ok());
        for bad in ["a@b", "@b.co", "a@.co", "a@b.", "a b@c.d", ""] {
            assert!(check_email(bad).is_err(), "{bad}");
        }
        assert!(check_phone("15551234567").is_ok());
        for bad in ["+1-555", "", "555 1234"] {
            assert!(check_phone(bad).is_err(), "{bad}");
        }
    }
}
