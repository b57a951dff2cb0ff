//! Second factors ("MFA verifications", as the service names them): a user's TOTP key, its
//! backup codes and its WebAuthn keys; the store's policy (`mfa.policy`); and the second step
//! of a sign-in ([`verify_totp`], [`verify_backup_code`], [`verify_webauthn`]), counted toward the identifier's
//! lockout as passwords are.
//!
//! TOTP is RFC 6238 with the parameters every authenticator app uses: HMAC-SHA1, 6 digits,
//! 30-second steps, one step of drift either way. A step is accepted once per user: a code
//! seen before (its step at or before the last accepted one) is refused.

use super::experience::{self, Next, Pending, Verdict};
use super::users as user_ops;
use crate::error::{Code, Error, Hint, Result};
use crate::events::DataEvent;
use crate::events::catalogue as cat;
use crate::events::interaction::Interaction;
use crate::model::{MfaVerification, User};
use crate::store::{Tx, mfa as store};
use crate::webauthn;
use serde::Serialize;

pub use crate::model::MfaVerification as Verification;

pub use super::config::{MFA_POLICY as POLICY_KEY, MfaPolicy as Policy};
pub use crate::model::MfaFactor as Factor;

/// The store's policy (`mfa.policy`; `off` when unset).
pub fn policy(tx: &Tx) -> Result<Policy> {
    super::config::mfa_policy(tx)
}

/// The kinds of factor a user has (each once, in the order TOTP, WebAuthn, backup codes: the
/// order a sign-in offers them).
pub fn factors(tx: &Tx, user_id: &str) -> Result<Vec<Factor>> {
    store::kinds(tx, user_id)
}

/// Does the user have a second factor?
pub fn has_factor(tx: &Tx, user_id: &str) -> Result<bool> {
    store::has_any(tx, user_id)
}

/// A user's factors, as the Management API lists them (no secrets).
pub fn list(tx: &Tx, user_key: &str) -> Result<Vec<Verification>> {
    let user = user_ops::resolve(tx, user_key)?;
    store::list(tx, &user.id)?
        .into_iter()
        .map(|f| {
            let remain_codes = if f.kind == "BackupCode" {
                Some(store::remaining_backup_codes(tx, &f.id)?)
            } else {
                None
            };
            Ok(MfaVerification {
                id: f.id,
                created_at: f.created_at,
                kind: f.kind,
                agent: f.agent,
                name: f.name,
                remain_codes,
            })
        })
        .collect()
}

// --- TOTP (RFC 6238) ---

/// TOTP's time step, in seconds.
pub const TOTP_PERIOD_SECS: i64 = 30;
/// Steps of clock drift accepted either way.
const TOTP_SKEW: u16 = 1;

/// RFC 4648 base32, without padding.
pub fn base32(bytes: &[u8]) -> String {
    totp_rs::Secret::from(bytes).to_base32()
}

/// Decodes base32 (either case; spaces, dashes and `=` padding ignored); `None` when it is
/// not base32.
pub fn base32_decode(text: &str) -> Option<Vec<u8>> {
    let normal: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '='))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    totp_rs::Secret::try_from_base32(normal)
        .ok()
        .map(|s| s.as_ref().to_vec())
}

/// The key of a TOTP secret as given (base32, 80 to 512 bits), and its normal spelling
/// (upper case, unpadded).
fn check_secret(secret: &str) -> Result<(Vec<u8>, String)> {
    let invalid = || {
        Error::new(
            Code::UserTotpSecretInvalid,
            "the TOTP secret must be base32 (A-Z, 2-7) of 16 to 103 characters",
        )
    };
    if secret.len() > 128 {
        return Err(invalid());
    }
    let key = base32_decode(secret).ok_or_else(invalid)?;
    if !(10..=64).contains(&key.len()) {
        return Err(invalid());
    }
    let normal = base32(&key);
    Ok((key, normal))
}

/// The TOTP generator of `key`, with the parameters every authenticator app uses.
/// Non-compliant only in that keys of 80 to 127 bits are taken (RFC 4226 asks for 128 at
/// least; apps and older services hand out 80-bit keys, and [`check_secret`] allows them).
fn totp(key: &[u8]) -> totp_rs::Totp {
    totp_rs::Builder::new()
        .with_algorithm(totp_rs::Algorithm::SHA1)
        .with_digits(6)
        .with_skew(TOTP_SKEW)
        .with_step_duration(TOTP_PERIOD_SECS as u64)
        .with_secret(key)
        .build_noncompliant()
}

/// The RFC 4226 code (6 digits) of `key` at counter `step`.
pub fn hotp(key: &[u8], step: u64) -> String {
    totp(key)
        .generate(step.saturating_mul(TOTP_PERIOD_SECS as u64))
        .to_string()
}

/// The RFC 6238 time step of an instant (milliseconds).
pub fn totp_step(now_ms: i64) -> i64 {
    now_ms.div_euclid(1000).div_euclid(TOTP_PERIOD_SECS)
}

/// The step (within one of `now_ms`'s, either way) whose code is `code`, if any; the
/// candidates are compared in constant time (by the crate).
fn matching_step(key: &[u8], code: &str, now_ms: i64) -> Option<i64> {
    let now = u64::try_from(now_ms.div_euclid(1000)).ok()?;
    totp(key)
        .check(code.trim(), now)
        .and_then(|step| i64::try_from(step).ok())
}

/// A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32.
pub fn new_totp_secret() -> String {
    let mut raw = [0u8; 20];
    rand::RngExt::fill(&mut rand::rng(), &mut raw);
    base32(&raw)
}

/// The `otpauth://` URI of a secret for `user`, which authenticator apps read (from a QR
/// code): labelled with the host of the store's base URL (`idctl` while it is the default)
/// and the user's username, email, phone or id.
pub fn otpauth_uri(tx: &Tx, user: &User, secret: &str) -> Result<String> {
    let base = crate::store::config::base_url(tx)?;
    let issuer = Some(base)
        .filter(|b| b.trim_end_matches('/') != crate::store::config::DEFAULT_BASE_URL)
        .and_then(|b| url::Url::parse(&b).ok())
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_else(|| "idctl".to_string());
    let account = account_name(user);
    let enc = |s: &str| -> String {
        percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
    };
    Ok(format!(
        "otpauth://totp/{}:{}?secret={secret}&issuer={}&algorithm=SHA1&digits=6&period={TOTP_PERIOD_SECS}",
        enc(&issuer),
        enc(&account),
        enc(&issuer)
    ))
}

/// A QR code of `text` as an SVG document, drawn here (nothing is fetched from elsewhere).
/// Text too long for a QR code gives an empty picture.
pub fn qr_svg(text: &str) -> String {
    use qrcode::render::svg;
    match qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M) {
        Ok(code) => code
            .render::<svg::Color>()
            .min_dimensions(200, 200)
            .quiet_zone(true)
            .build(),
        Err(_) => String::from(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\"></svg>",
        ),
    }
}

/// The QR code of `text` as a `data:image/svg+xml;base64,...` URL (the Management API's
/// `secretQrCode`).
pub fn qr_data_url(text: &str) -> String {
    use base64::Engine;
    format!(
        "data:image/svg+xml;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(qr_svg(text))
    )
}

/// A TOTP factor just added: its secret and URI, shown once.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TotpAdded {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub secret: String,
    pub otpauth_uri: String,
}

fn user_updated(
    tx: &mut Tx,
    user: &mut User,
    op: Option<&'static crate::events::Operation>,
) -> Result<()> {
    user_updated_at(tx, user, op, None)
}

/// Records `User.Data.Updated` for a change of `user`'s factors: an operation's (its route's
/// parameters: the user, and the factor of a route that names one) or, without one, the
/// sign-in interaction's.
fn user_updated_at(
    tx: &mut Tx,
    user: &mut User,
    op: Option<&'static crate::events::Operation>,
    verification_id: Option<&str>,
) -> Result<()> {
    user.updated_at = tx.now_ms();
    crate::store::users::update(tx, user)?;
    let user_id = user.id.clone();
    let mut params: Vec<(&str, &str)> = vec![("userId", &user_id)];
    if let Some(v) = verification_id {
        params.push(("verificationId", v));
    }
    match op {
        Some(op) => DataEvent::new(op, cat::USER_DATA_UPDATED, &params)
            .data(&*user)?
            .record(tx),
        None => Interaction::new(tx, "SignIn").data_event(tx, cat::USER_DATA_UPDATED, user),
    }
}

fn insert_totp(tx: &Tx, user_id: &str, secret: String, last_step: Option<i64>) -> Result<String> {
    if store::list(tx, user_id)?.iter().any(|f| f.kind == "Totp") {
        return Err(
            Error::new(Code::UserTotpAlreadyInUse, "the user already has TOTP").with_hint(
                "remove it first: idctl user mfa list USER, then idctl user mfa remove USER ID",
            ),
        );
    }
    let id = crate::util::new_id();
    store::insert(
        tx,
        &store::Record {
            id: id.clone(),
            user_id: user_id.to_string(),
            kind: "Totp".into(),
            secret: Some(secret),
            last_step,
            created_at: tx.now_ms(),
            ..Default::default()
        },
    )?;
    Ok(id)
}

/// Adds a TOTP factor to a user (an administrator's act: `user mfa add --type totp`, `POST
/// /api/users/:userId/mfa-verifications`): with `secret` when given (base32), otherwise a new
/// one. Refused when the user has one. Records `User.Data.Updated`.
pub fn add_totp(tx: &mut Tx, user_key: &str, secret: Option<&str>) -> Result<TotpAdded> {
    add_totp_as(tx, user_key, secret, Some(&cat::USER_MFA_CREATE))
}

/// [`add_totp`] for the experience's `link --mfa totp` (its event names the interaction).
pub(crate) fn add_totp_as(
    tx: &mut Tx,
    user_key: &str,
    secret: Option<&str>,
    op: Option<&'static crate::events::Operation>,
) -> Result<TotpAdded> {
    let mut user = user_ops::resolve(tx, user_key)?;
    let secret = match secret {
        Some(s) => check_secret(s)?.1,
        None => new_totp_secret(),
    };
    let id = insert_totp(tx, &user.id, secret.clone(), None)?;
    let otpauth_uri = otpauth_uri(tx, &user, &secret)?;
    user_updated(tx, &mut user, op)?;
    Ok(TotpAdded {
        id,
        kind: "Totp",
        secret,
        otpauth_uri,
    })
}

/// `experience link USER --mfa totp`: [`add_totp`], with the experience's answer (the user,
/// the secret and its URI) and its event (the interaction's).
pub fn link_totp(tx: &mut Tx, user_key: &str) -> Result<experience::Linked> {
    let added = add_totp_as(tx, user_key, None, None)?;
    let user = user_ops::resolve(tx, user_key)?;
    Ok(experience::Linked {
        user,
        totp_secret: Some(added.secret),
        otpauth_uri: Some(added.otpauth_uri),
    })
}

/// Enrolment on the sign-in pages: the user proves the app holds `secret` with a first code
/// (one step of drift either way). A wrong code is refused and not counted (the user is
/// signing in already; nothing is guessed). Returns the new factor's id; records
/// `User.Data.Updated`.
pub fn bind_totp(tx: &mut Tx, user_id: &str, secret: &str, code: &str) -> Result<Verdict<String>> {
    let (key, normal) = check_secret(secret)?;
    let mut user = crate::store::users::by_id(tx, user_id)?
        .ok_or_else(|| Error::new(Code::EntityNotExistsWithId, "the user does not exist"))?;
    let Some(step) = matching_step(&key, code, tx.now_ms()) else {
        return Ok(Verdict::Refused(WRONG_TOTP));
    };
    let id = insert_totp(tx, &user.id, normal, Some(step))?;
    user_updated(tx, &mut user, None)?;
    Ok(Verdict::Ok(id))
}

// --- Backup codes ---

/// How many codes a set has.
pub const BACKUP_CODES: usize = 10;
/// Backup codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i).
const BACKUP_ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
const BACKUP_LEN: usize = 10;

fn backup_hash(code: &str) -> String {
    let normal: String = code
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .flat_map(char::to_lowercase)
        .collect();
    crate::util::sha256_hex(normal.as_bytes())
}

fn new_backup_code() -> String {
    let mut rng = rand::rng();
    (0..BACKUP_LEN)
        .map(|_| {
            BACKUP_ALPHABET[rand::RngExt::random_range(&mut rng, 0..BACKUP_ALPHABET.len())] as char
        })
        .collect()
}

/// Makes a user's backup codes (10, shown once; they replace an existing set). Refused when
/// the user has no other factor: backup codes are never the only one. Records
/// `User.Data.Updated`.
pub fn add_backup_codes(tx: &mut Tx, user_key: &str) -> Result<Vec<String>> {
    add_backup_codes_as(tx, user_key, Some(&cat::USER_MFA_CREATE))
}

/// [`add_backup_codes`] for the sign-in pages (the event names the interaction).
pub fn add_backup_codes_in_sign_in(tx: &mut Tx, user_id: &str) -> Result<Vec<String>> {
    add_backup_codes_as(tx, user_id, None)
}

fn add_backup_codes_as(
    tx: &mut Tx,
    user_key: &str,
    op: Option<&'static crate::events::Operation>,
) -> Result<Vec<String>> {
    let mut user = user_ops::resolve(tx, user_key)?;
    if !store::list(tx, &user.id)?
        .iter()
        .any(|f| f.kind != "BackupCode")
    {
        return Err(Error::new(
            Code::SessionMfaBackupCodeCanNotBeAlone,
            "backup codes cannot be the only second factor: add TOTP or a passkey first",
        )
        .with_hint(Hint::run(
            "add TOTP first",
            format!("user mfa add {} --type totp", user.id),
        )));
    }
    store::delete_kind(tx, &user.id, "BackupCode")?;
    let id = crate::util::new_id();
    store::insert(
        tx,
        &store::Record {
            id: id.clone(),
            user_id: user.id.clone(),
            kind: "BackupCode".into(),
            created_at: tx.now_ms(),
            ..Default::default()
        },
    )?;
    let codes: Vec<String> = (0..BACKUP_CODES).map(|_| new_backup_code()).collect();
    let hashes: Vec<String> = codes.iter().map(|c| backup_hash(c)).collect();
    store::insert_backup_codes(tx, &id, &hashes)?;
    user_updated(tx, &mut user, op)?;
    Ok(codes)
}

/// Removes a factor of a user. Removing the last factor other than backup codes removes the
/// backup codes too (they are never the only factor). Records `User.Data.Updated`.
pub fn remove(tx: &mut Tx, user_key: &str, verification_id: &str) -> Result<()> {
    let mut user = user_ops::resolve(tx, user_key)?;
    if !store::delete(tx, &user.id, verification_id)? {
        return Err(Error::new(
            Code::EntityNotExistsWithId,
            format!(
                "user {} has no MFA verification {verification_id}",
                user.username.as_deref().unwrap_or(&user.id)
            ),
        )
        .with_hint(format!("see its factors: idctl user mfa list {user_key}")));
    }
    if !store::list(tx, &user.id)?
        .iter()
        .any(|f| f.kind != "BackupCode")
    {
        store::delete_kind(tx, &user.id, "BackupCode")?;
    }
    user_updated_at(
        tx,
        &mut user,
        Some(&cat::USER_MFA_DELETE),
        Some(verification_id),
    )
}

/// A factor an administrator adds (`POST /api/users/:userId/mfa-verifications`).
#[derive(Debug, Clone, Copy)]
pub enum NewFactor<'a> {
    /// TOTP, with this secret (base32) or a new one.
    Totp { secret: Option<&'a str> },
    /// A new set of backup codes.
    BackupCode,
}

/// A factor just added, as the Management API answers: the TOTP secret with its QR code (a
/// `data:` URL of an SVG), or the backup codes; shown once.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all_fields = "camelCase")]
pub enum Created {
    Totp {
        secret: String,
        secret_qr_code: String,
    },
    BackupCode {
        codes: Vec<String>,
    },
}

/// Adds a factor to a user (the Management API's POST): see [`add_totp`] and
/// [`add_backup_codes`].
pub fn create(tx: &mut Tx, user_key: &str, factor: NewFactor) -> Result<Created> {
    Ok(match factor {
        NewFactor::Totp { secret } => {
            let added = add_totp(tx, user_key, secret)?;
            Created::Totp {
                secret: added.secret,
                secret_qr_code: qr_data_url(&added.otpauth_uri),
            }
        }
        NewFactor::BackupCode => Created::BackupCode {
            codes: add_backup_codes(tx, user_key)?,
        },
    })
}

// --- The second step of a sign-in ---

const WRONG_TOTP: &str = "the TOTP code is wrong or was used already";
const WRONG_BACKUP_CODE: &str = "the backup code is wrong or was used already";

/// A sign-in completed with its second factor: the user, and how it authenticated.
#[derive(Debug, Clone)]
pub struct Completed {
    pub user: User,
    /// RFC 8176 `amr`: the first step's methods and the factor's (`otp`, `hwk`) and `mfa`.
    pub amr: Vec<String>,
}

/// The `amr` of a pending sign-in completed with a factor of method `method`.
pub fn amr_with(pending: &Pending, method: &str) -> Vec<String> {
    let mut amr = pending.amr.clone();
    for m in [method, "mfa"] {
        if !amr.iter().any(|a| a == m) {
            amr.push(m.to_string());
        }
    }
    amr
}

/// Checks a TOTP code for a pending sign-in. A wrong code (or a replayed one) counts toward
/// the lockout of the identifier the user signed in with; a locked identifier is not
/// checked. On success the sign-in is finished (`PostSignIn`, `lastSignInAt`).
pub fn verify_totp(tx: &mut Tx, pending: &Pending, code: &str) -> Result<Verdict<Completed>> {
    verify_factor(tx, pending, "otp", WRONG_TOTP, |tx| {
        let totp = store::list(tx, &pending.user_id)?
            .into_iter()
            .find(|f| f.kind == "Totp");
        Ok(match &totp {
            Some(f) => {
                let key = f
                    .secret
                    .as_deref()
                    .and_then(base32_decode)
                    .unwrap_or_default();
                match matching_step(&key, code, tx.now_ms()) {
                    Some(step) => store::accept_totp_step(tx, &f.id, step)?,
                    None => false,
                }
            }
            None => false,
        })
    })
}

/// The frame of every factor's check at the second step of a sign-in: nothing is checked
/// while the pending sign-in cannot go on (its identifier locked, its user gone or
/// suspended); a factor `check` does not accept counts toward the lockout (refused with
/// `wrong`); an accepted one of method `method` finishes the sign-in.
fn verify_factor(
    tx: &mut Tx,
    pending: &Pending,
    method: &str,
    wrong: &'static str,
    check: impl FnOnce(&mut Tx) -> Result<bool>,
) -> Result<Verdict<Completed>> {
    let session = Interaction::new(tx, "SignIn");
    if let Some(v) = experience::check_pending(tx, pending)? {
        return Ok(v);
    }
    if !check(tx)? {
        return experience::fail_pending(tx, &session, pending, wrong);
    }
    let amr = amr_with(pending, method);
    let user = experience::complete(tx, &session, pending)?;
    Ok(Verdict::Ok(Completed { user, amr }))
}

/// Checks a backup code for a pending sign-in: a code is used once. Counted as
/// [`verify_totp`]; on success the sign-in is finished.
pub fn verify_backup_code(
    tx: &mut Tx,
    pending: &Pending,
    code: &str,
) -> Result<Verdict<Completed>> {
    verify_factor(tx, pending, "otp", WRONG_BACKUP_CODE, |tx| {
        let set = store::list(tx, &pending.user_id)?
            .into_iter()
            .find(|f| f.kind == "BackupCode");
        Ok(match &set {
            Some(f) if code.len() <= 64 => {
                let ok = store::use_backup_code(tx, &f.id, &backup_hash(code))?;
                if ok {
                    store::used(tx, &f.id, None)?;
                }
                ok
            }
            _ => false,
        })
    })
}

// --- Passkeys (WebAuthn) ---

const WRONG_PASSKEY: &str = "the passkey is not one of the user's, or its answer does not verify";

/// The name a user's factor is registered under in an app or a browser: the username, else
/// the email, else the phone, else the id.
fn account_name(user: &User) -> String {
    user.username
        .clone()
        .or(user.primary_email.clone())
        .or(user.primary_phone.clone())
        .unwrap_or(user.id.clone())
}

/// The relying party of the store: its base URL (the id is the URL's host), named after it.
pub fn relying_party(tx: &Tx) -> Result<webauthn::RelyingParty> {
    let base = crate::store::config::base_url(tx)?;
    let name = url::Url::parse(&base)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_else(|| "idctl".to_string());
    webauthn::RelyingParty::from_base_url(&base, &name).map_err(|e| {
        Error::new(
            Code::GuardInvalidInput,
            format!("passkeys need a base URL with a host name: {e}"),
        )
    })
}

/// A user's passkeys as the WebAuthn options list them.
fn passkeys(tx: &Tx, user_id: &str) -> Result<Vec<store::Record>> {
    Ok(store::list(tx, user_id)?
        .into_iter()
        .filter(|f| f.kind == "WebAuthn" && f.credential_id.is_some())
        .collect())
}

fn known(records: &[store::Record]) -> Vec<webauthn::Known<'_>> {
    records
        .iter()
        .filter_map(|f| {
            Some(webauthn::Known {
                id: f.credential_id.as_deref()?,
                transports: f.transports.as_deref().unwrap_or_default(),
            })
        })
        .collect()
}

/// The options of `navigator.credentials.create()` for a user registering a passkey with
/// `challenge` (see [`webauthn::new_challenge`]): the user's own passkeys are excluded.
pub fn passkey_registration_options(
    tx: &Tx,
    user_id: &str,
    challenge: &str,
) -> Result<serde_json::Value> {
    let rp = relying_party(tx)?;
    let user = crate::store::users::by_id(tx, user_id)?
        .ok_or_else(|| Error::new(Code::EntityNotExistsWithId, "the user does not exist"))?;
    let name = account_name(&user);
    let display = user.name.clone().unwrap_or(name.clone());
    let held = passkeys(tx, user_id)?;
    Ok(webauthn::registration_options(
        &rp,
        challenge,
        &user.id,
        &name,
        &display,
        &known(&held),
    ))
}

/// The options of `navigator.credentials.get()` for a pending sign-in: its user's passkeys.
pub fn passkey_authentication_options(
    tx: &Tx,
    pending: &Pending,
    challenge: &str,
) -> Result<serde_json::Value> {
    let rp = relying_party(tx)?;
    let held = passkeys(tx, &pending.user_id)?;
    Ok(webauthn::authentication_options(
        &rp,
        challenge,
        &known(&held),
    ))
}

/// Registers a passkey for a user during a sign-in (`/mfa-binding/passkey`): `response` is
/// the browser's answer to [`passkey_registration_options`] with `challenge`, `agent` the
/// browser's user agent (kept to tell passkeys apart). An answer that does not verify, or a
/// passkey registered already, is refused with its reason (for the page) and not counted: the
/// password was right, and nothing is guessed. Returns the new factor's id; records
/// `User.Data.Updated`.
pub fn bind_webauthn(
    tx: &mut Tx,
    user_id: &str,
    challenge: &str,
    response: &[u8],
    agent: &str,
) -> Result<std::result::Result<String, webauthn::Refused>> {
    let rp = relying_party(tx)?;
    let mut user = crate::store::users::by_id(tx, user_id)?
        .ok_or_else(|| Error::new(Code::EntityNotExistsWithId, "the user does not exist"))?;
    let cred = match webauthn::verify_registration(&rp, challenge, response) {
        Ok(c) => c,
        Err(why) => return Ok(Err(why)),
    };
    if store::by_credential_id(tx, &cred.credential_id)?.is_some() {
        return Ok(Err(webauthn::Refused(
            "this passkey is registered already".into(),
        )));
    }
    let agent: String = crate::util::sanitize(agent).chars().take(256).collect();
    let id = crate::util::new_id();
    store::insert(
        tx,
        &store::Record {
            id: id.clone(),
            user_id: user.id.clone(),
            kind: "WebAuthn".into(),
            credential_id: Some(cred.credential_id),
            public_key: Some(cred.public_key),
            sign_count: Some(i64::from(cred.sign_count)),
            agent: (!agent.is_empty()).then_some(agent),
            transports: (!cred.transports.is_empty()).then_some(cred.transports),
            created_at: tx.now_ms(),
            ..Default::default()
        },
    )?;
    user_updated(tx, &mut user, None)?;
    Ok(Ok(id))
}

/// Checks a passkey's answer (`response`, to [`passkey_authentication_options`] with
/// `challenge`) for a pending sign-in: the passkey must be one of the user's, its signature
/// verify with the stored key, and its counter grow (a counter that does not is a cloned
/// authenticator, or a replay). Counted as [`verify_totp`]; on success the counter and
/// `last_used_at` are stored and the sign-in is finished, with `amr` `hwk` and `mfa`.
pub fn verify_webauthn(
    tx: &mut Tx,
    pending: &Pending,
    challenge: &str,
    response: &[u8],
) -> Result<Verdict<Completed>> {
    verify_factor(tx, pending, "hwk", WRONG_PASSKEY, |tx| {
        let rp = relying_party(tx)?;
        // The passkey the answer names, when it is one of this user's (a store error is an
        // error, not a refusal).
        let assertion = webauthn::parse_assertion(response);
        let found = match &assertion {
            Ok(a) => store::by_credential_id(tx, &a.credential_id)?
                .filter(|f| f.user_id == pending.user_id && f.kind == "WebAuthn"),
            Err(_) => None,
        };
        let checked = match (&assertion, &found) {
            (Ok(a), Some(f)) => webauthn::verify_assertion(
                &rp,
                challenge,
                a,
                &pending.user_id,
                f.public_key.as_deref().unwrap_or_default(),
                u32::try_from(f.sign_count.unwrap_or(0)).unwrap_or(u32::MAX),
            )
            .ok()
            .map(|count| (f.id.clone(), count)),
            _ => None,
        };
        let Some((id, count)) = checked else {
            return Ok(false);
        };
        store::used(tx, &id, Some(i64::from(count)))?;
        Ok(true)
    })
}

/// What a sign-in needs of the user after its first step, for the command line and the
/// pages alike: see [`Next`].
pub fn next_step(tx: &Tx, user: &User, pending: Pending) -> Result<Next> {
    experience::next_step(tx, user, pending)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1 (the 8-digit values' last 6 digits).
    #[test]
    fn totp_matches_rfc6238_vectors() {
        let key = b"12345678901234567890";
        for (t, code) in [
            (59_i64, "287082"),
            (1_111_111_109, "081804"),
            (1_111_111_111, "050471"),
            (1_234_567_890, "005924"),
            (2_000_000_000, "279037"),
            (20_000_000_000, "353130"),
        ] {
            let step = totp_step(t * 1000);
            assert_eq!(hotp(key, step as u64), code, "T = {t}");
        }
    }

    #[test]
    fn base32_round_trips_rfc4648() {
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32(b"f"), "MY");
        assert_eq!(base32_decode("MZXW6YTBOI").unwrap(), b"foobar");
        assert_eq!(base32_decode("mzxw 6ytb-oi======").unwrap(), b"foobar");
        assert!(base32_decode("MZXW1").is_none());
        assert_eq!(base32(&[0u8; 20]).len(), 32);
    }

    #[test]
    fn secrets_are_checked() {
        assert!(check_secret("JBSWY3DPEHPK3PXP").is_ok());
        assert_eq!(
            check_secret("jbsw y3dp ehpk 3pxp").unwrap().1,
            "JBSWY3DPEHPK3PXP"
        );
        for bad in [
            "",
            "short",
            "JBSWY3DP",
            "not base32 at all!",
            &"A".repeat(200),
        ] {
            assert_eq!(
                check_secret(bad).unwrap_err().code(),
                Code::UserTotpSecretInvalid,
                "{bad:?}"
            );
        }
        assert_eq!(new_totp_secret().len(), 32);
    }

    #[test]
    fn codes_match_within_one_step_only() {
        let key = b"12345678901234567890";
        let now = 1_111_111_111_000;
        let step = totp_step(now);
        for d in [-1, 0, 1] {
            let code = hotp(key, (step + d) as u64);
            assert_eq!(matching_step(key, &code, now), Some(step + d));
        }
        for d in [-2, 2] {
            let code = hotp(key, (step + d) as u64);
            assert_eq!(matching_step(key, &code, now), None);
        }
        assert_eq!(matching_step(key, "12345", now), None);
        assert_eq!(matching_step(key, "１２３４５６", now), None);
    }

    #[test]
    fn backup_codes_have_no_look_alikes() {
        for _ in 0..50 {
            let c = new_backup_code();
            assert_eq!(c.len(), 10);
            assert!(!c.contains(['0', 'o', '1', 'l', 'i']), "{c}");
        }
        assert_eq!(backup_hash("ABCDE-fghjk"), backup_hash("abcdefghjk"));
    }

    #[test]
    fn policies_parse() {
        assert_eq!(Policy::parse("required").unwrap(), Policy::Required);
        assert_eq!(Policy::parse(" off ").unwrap(), Policy::Off);
        assert!(Policy::parse("sometimes").is_err());
        assert_eq!(Policy::Optional.as_str(), "optional");
    }

    #[test]
    fn qr_codes_are_svg() {
        let svg = qr_svg("otpauth://totp/idctl:alice?secret=JBSWY3DPEHPK3PXP");
        assert!(svg.contains("<svg"), "{svg}");
        assert!(qr_data_url("x").starts_with("data:image/svg+xml;base64,"));
    }
}
