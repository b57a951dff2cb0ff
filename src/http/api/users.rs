//! `/api/users`: users, their roles and personal access tokens.

use super::{Answer, Call, Json, Routes};
use crate::error::Result;
use crate::events::catalogue as cat;
use crate::model::User;
use crate::ops::{mfa, pats, users};
use axum::routing::get;
use serde::Deserialize;
use serde_json::Value;

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/users", get(list))
        .op(&cat::USER_CREATE, create)
        .route("/users/:userId", get(one))
        .op(&cat::USER_UPDATE, update)
        .op(&cat::USER_DELETE, remove)
        .op(&cat::USER_CUSTOM_DATA, custom_data)
        .route("/users/:userId/custom-data", get(get_custom_data))
        .op(&cat::USER_PROFILE, profile)
        .op(&cat::USER_PASSWORD, password)
        .op(&cat::USER_SUSPENSION, suspension)
        .route("/users/:userId/roles", get(roles))
        .write("POST", "/users/:userId/roles", 201, assign)
        .write("DELETE", "/users/:userId/roles/:roleId", 204, unassign)
        .route("/users/:userId/mfa-verifications", get(list_mfa))
        .op(&cat::USER_MFA_CREATE, create_mfa)
        .op(&cat::USER_MFA_DELETE, delete_mfa)
        .route("/users/:userId/personal-access-tokens", get(list_pats))
        .write(
            "POST",
            "/users/:userId/personal-access-tokens",
            201,
            create_pat,
        )
        .write(
            "PATCH",
            "/users/:userId/personal-access-tokens/:name",
            200,
            rename_pat,
        )
        .write(
            "DELETE",
            "/users/:userId/personal-access-tokens/:name",
            204,
            delete_pat,
        )
}

/// Users are listed a page at a time, of this size unless the request names one (as the
/// service does).
const DEFAULT_PAGE_SIZE: usize = 20;

/// The password digest algorithms idctl can verify.
const DIGEST_ALGORITHMS: &[&str] = &["Argon2i", "Argon2id"];

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewUser {
    username: Option<String>,
    primary_email: Option<String>,
    primary_phone: Option<String>,
    password: Option<String>,
    password_digest: Option<String>,
    password_algorithm: Option<String>,
    name: Option<String>,
    avatar: Option<String>,
    custom_data: Option<Value>,
    profile: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct UserPatch {
    username: Option<String>,
    primary_email: Option<String>,
    primary_phone: Option<String>,
    name: Option<String>,
    avatar: Option<String>,
    custom_data: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct CustomData {
    custom_data: Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Profile {
    profile: Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Password {
    password: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Suspension {
    is_suspended: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct RoleIds {
    role_ids: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewPat {
    name: String,
    /// Epoch milliseconds.
    expires_at: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct PatRename {
    name: String,
}

/// `passwordDigest` needs `passwordAlgorithm`, one idctl can verify.
fn digest(b: &NewUser) -> Result<Option<String>> {
    match (&b.password_digest, &b.password_algorithm) {
        (None, None) => Ok(None),
        (Some(d), Some(a)) if DIGEST_ALGORITHMS.contains(&a.as_str()) => Ok(Some(d.clone())),
        (Some(_), Some(a)) => Err(crate::ops::invalid(format!(
            "passwordAlgorithm: {} is not supported; idctl verifies {}",
            crate::util::sanitize(a),
            DIGEST_ALGORITHMS.join(" and ")
        ))),
        (Some(_), None) => Err(crate::ops::invalid(
            "passwordAlgorithm: required with passwordDigest",
        )),
        (None, Some(_)) => Err(crate::ops::invalid(
            "passwordDigest: required with passwordAlgorithm",
        )),
    }
}

/// Checks the fields of a body with the operations' checks, so that a refusal names the
/// field's key path (`primaryEmail: invalid email "x"`), as the service's `details` do.
fn check_fields(fields: &[Option<users::Field>]) -> Result<()> {
    for f in fields.iter().flatten() {
        f.check().map_err(|e| match e {
            crate::error::Error::Invalid(d) if d.code == "guard.invalid_input" => {
                crate::ops::invalid(format!("{}: {}", f.key(), d.message))
            }
            other => other,
        })?;
    }
    Ok(())
}

async fn list(c: Call) -> Answer {
    let search = c.query("search");
    let search = search.filter(|s| !s.is_empty());
    c.paged(DEFAULT_PAGE_SIZE, |tx, page| {
        Ok(crate::store::Listed {
            items: users::list(tx, search.as_deref(), page.limit, page.offset)?,
            total: users::count(tx, search.as_deref())?,
        })
    })
}

async fn one(c: Call) -> Answer {
    let sso = c
        .query("includeSsoIdentities")
        .is_some_and(|v| v == "true" || v == "1");
    c.read(|tx| match sso {
        true => users::get_with_sso(tx, c.param("userId")),
        false => users::get(tx, c.param("userId")),
    })
}

async fn create(c: Call, Json(b): Json<NewUser>) -> Answer {
    use users::Field;
    let fields = check_fields(&[
        b.username.as_deref().map(Field::Username),
        b.primary_email.as_deref().map(Field::Email),
        b.primary_phone.as_deref().map(Field::Phone),
        b.name.as_deref().map(Field::Name),
        b.avatar.as_deref().map(Field::Avatar),
        b.custom_data.as_ref().map(Field::CustomData),
        b.profile.as_ref().map(Field::Profile),
    ]);
    let input = fields
        .and_then(|()| digest(&b))
        .and_then(|password_digest| {
            if b.password.is_some() && password_digest.is_some() {
                return Err(crate::ops::invalid(
                    "password: give either password or passwordDigest, not both",
                ));
            }
            let input = users::NewUser {
                username: b.username,
                email: b.primary_email,
                phone: b.primary_phone,
                name: b.name,
                avatar: b.avatar,
                password: b.password,
                password_digest,
                custom_data: b.custom_data,
                profile: b.profile,
                federated: false,
            };
            Ok(input)
        });
    let mut input = match input {
        Ok(i) => i,
        Err(e) => return Err(e.into()),
    };
    let hashed = c
        .app
        .hasher
        .run(move || users::hash_ahead(&mut input).map(|()| input))
        .await;
    let input = match hashed.and_then(|r| r) {
        Ok(i) => i,
        Err(e) => return Err(e.into()),
    };
    c.write(|tx| users::create(tx, input))
}

async fn update(c: Call, Json(b): Json<UserPatch>) -> Answer {
    use users::Field;
    if let Err(e) = check_fields(&[
        b.username.as_deref().map(Field::Username),
        b.primary_email.as_deref().map(Field::Email),
        b.primary_phone.as_deref().map(Field::Phone),
        b.name.as_deref().map(Field::Name),
        b.avatar.as_deref().map(Field::Avatar),
        b.custom_data.as_ref().map(Field::CustomData),
    ]) {
        return Err(e.into());
    }
    c.write(|tx| {
        users::update(
            tx,
            c.param("userId"),
            users::UserUpdate {
                username: b.username,
                email: b.primary_email,
                phone: b.primary_phone,
                name: b.name,
                avatar: b.avatar,
                custom_data: b.custom_data,
            },
        )
    })
}

async fn remove(c: Call) -> Answer {
    c.write(|tx| users::delete(tx, c.param("userId")).map(drop))
}

async fn get_custom_data(c: Call) -> Answer {
    c.read(|tx| Ok(users::get(tx, c.param("userId"))?.custom_data))
}

async fn custom_data(c: Call, Json(b): Json<CustomData>) -> Answer {
    if let Err(e) = check_fields(&[Some(users::Field::CustomData(&b.custom_data))]) {
        return Err(e.into());
    }
    c.write(|tx| Ok(users::merge_custom_data(tx, c.param("userId"), b.custom_data)?.custom_data))
}

async fn profile(c: Call, Json(b): Json<Profile>) -> Answer {
    if let Err(e) = check_fields(&[Some(users::Field::Profile(&b.profile))]) {
        return Err(e.into());
    }
    c.write(|tx| Ok(users::merge_profile(tx, c.param("userId"), b.profile)?.profile))
}

async fn password(c: Call, Json(b): Json<Password>) -> Answer {
    let password = b.password;
    let hashed = c.app.hasher.run(move || users::hash_password(&password));
    let digest = match hashed.await.and_then(|r| r) {
        Ok(d) => d,
        Err(e) => return Err(e.into()),
    };
    c.write(|tx| -> Result<User> { users::import_password_digest(tx, c.param("userId"), &digest) })
}

async fn suspension(c: Call, Json(b): Json<Suspension>) -> Answer {
    c.write(|tx| users::set_suspended(tx, c.param("userId"), b.is_suspended))
}

async fn roles(c: Call) -> Answer {
    c.list(|tx, page| users::roles_page(tx, c.param("userId"), page))
}

async fn assign(c: Call, Json(b): Json<RoleIds>) -> Answer {
    c.write(|tx| users::assign_role_ids(tx, c.param("userId"), &b.role_ids).map(drop))
}

async fn unassign(c: Call) -> Answer {
    c.write(|tx| users::unassign_id(tx, c.param("userId"), c.param("roleId")).map(drop))
}

async fn list_pats(c: Call) -> Answer {
    c.list(|tx, page| pats::page(tx, c.param("userId"), page))
}

async fn create_pat(c: Call, Json(b): Json<NewPat>) -> Answer {
    c.write(|tx| {
        let expiry = b.expires_at.map(pats::Expiry::AtMs);
        pats::create(tx, c.param("userId"), &b.name, expiry)
    })
}

async fn rename_pat(c: Call, Json(b): Json<PatRename>) -> Answer {
    c.write(|tx| pats::rename(tx, c.param("userId"), c.param("name"), &b.name))
}

async fn delete_pat(c: Call) -> Answer {
    c.write(|tx| pats::delete(tx, c.param("userId"), c.param("name")).map(drop))
}

/// `POST /users/:userId/mfa-verifications`: `{"type": "Totp", "secret"?}` or
/// `{"type": "BackupCode"}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewMfa {
    #[serde(rename = "type")]
    kind: String,
    secret: Option<String>,
}

async fn list_mfa(c: Call) -> Answer {
    c.read(|tx| mfa::list(tx, c.param("userId")))
}

async fn create_mfa(c: Call, Json(b): Json<NewMfa>) -> Answer {
    c.write(|tx| {
        let factor = match (b.kind.as_str(), b.secret.as_deref()) {
            ("Totp", secret) => mfa::NewFactor::Totp { secret },
            ("BackupCode", None) => mfa::NewFactor::BackupCode,
            ("BackupCode", Some(_)) => {
                return Err(crate::ops::invalid("backup codes take no secret"));
            }
            (other, _) => {
                return Err(crate::ops::invalid(format!(
                    "type must be Totp or BackupCode, not {other:?} (passkeys are added by their user on the sign-in pages)"
                )));
            }
        };
        mfa::create(tx, c.param("userId"), factor)
    })
}

async fn delete_mfa(c: Call) -> Answer {
    c.write(|tx| mfa::remove(tx, c.param("userId"), c.param("verificationId")))
}
