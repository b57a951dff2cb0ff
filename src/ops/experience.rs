//! User interactions driven from the shell: sign-up, sign-in, verification codes, one-time
//! tokens, password reset, linking identities, and identifier lockout.
//!
//! Verifications return a [`Verdict`] instead of failing, so that the failure count is
//! committed even when the command then exits non-zero.

use super::users::{self as user_ops, NewUser};
use crate::error::{Code, Error, Hint, Result};
use crate::events::catalogue as cat;
use crate::events::interaction::Interaction;
use crate::model::User;
use crate::store::{Tx, experience as xp, users};
use crate::util;
use serde::{Deserialize, Serialize};

pub const CODE_TTL_MS: i64 = 10 * 60 * 1000;
pub const DEFAULT_OTT_TTL_MS: i64 = 10 * 60 * 1000;
/// Lockout counting window: fixed, one hour from the first failure.
pub const WINDOW_MS: i64 = 3600 * 1000;

/// How a user names itself in an interaction.
#[derive(Debug, Clone)]
pub enum Identifier {
    Username(String),
    Email(String),
    Phone(String),
}

impl Identifier {
    pub fn kind(&self) -> &'static str {
        match self {
            Identifier::Username(_) => "username",
            Identifier::Email(_) => "email",
            Identifier::Phone(_) => "phone",
        }
    }
    pub fn value(&self) -> &str {
        match self {
            Identifier::Username(v) | Identifier::Email(v) | Identifier::Phone(v) => v,
        }
    }
    fn column(&self) -> &'static str {
        match self {
            Identifier::Username(_) => "username",
            Identifier::Email(_) => "primary_email",
            Identifier::Phone(_) => "primary_phone",
        }
    }
    pub(crate) fn user(&self, tx: &Tx) -> Result<Option<User>> {
        match users::holder_of(tx, self.column(), self.value())? {
            Some(id) => users::by_id(tx, &id),
            None => Ok(None),
        }
    }
}

/// The outcome of a verification.
#[derive(Debug)]
pub enum Verdict<T> {
    Ok(T),
    /// Wrong or unknown: the same answer whether or not the identifier exists.
    Refused(&'static str),
    /// Locked until this instant (ms).
    Locked(i64),
}

impl<T> Verdict<T> {
    /// The error a refused or locked verdict becomes, after its transaction committed.
    pub fn into_result(self, now_ms: i64) -> Result<T> {
        match self {
            Verdict::Ok(v) => Ok(v),
            Verdict::Refused(why) => Err(Error::new(Code::SessionVerificationFailed, why)),
            Verdict::Locked(until) => {
                let mins = ((until - now_ms).max(0) + 59_999) / 60_000;
                Err(Error::new(
                    Code::SessionVerificationBlockedTooManyAttempts,
                    format!(
                        "too many failed attempts: locked for {mins} more minute(s), until {}",
                        util::iso_secs(until / 1000)
                    ),
                )
                .with_hint(Hint::run(
                    "an administrator can lift it",
                    "user unlock USER",
                )))
            }
        }
    }
}

const WRONG_CREDENTIALS: &str = "the identifier or password is wrong";
const WRONG_CODE: &str = "the verification code is wrong or has expired";
const WRONG_TOKEN: &str = "the one-time token is wrong, used or expired";

fn locked_until(tx: &Tx, kind: &str, value: &str) -> Result<Option<i64>> {
    Ok(xp::lockout(tx, kind, value)?
        .map(|(_, _, until)| until)
        .filter(|until| *until > tx.now_ms()))
}

/// Counts a failed verification; locks the identifier (and records `Identifier.Lockout`,
/// once) when the limit is reached.
fn fail<T>(
    tx: &mut Tx,
    session: &Interaction,
    kind: &str,
    value: &str,
    why: &'static str,
) -> Result<Verdict<T>> {
    let now = tx.now_ms();
    let max = super::config::number(tx, "lockout.max-attempts", 100)?;
    let minutes = super::config::number(tx, "lockout.duration", 60)?;
    let (start, failures) = match xp::lockout(tx, kind, value)? {
        Some((start, n, _)) if now - start < WINDOW_MS => (start, n + 1),
        _ => (now, 1),
    };
    if failures >= max {
        let until = now + minutes * 60_000;
        // Counting starts afresh after the lock.
        xp::set_lockout(tx, kind, value, now, 0, until)?;
        session.lockout(tx, kind, value)?;
        return Ok(Verdict::Locked(until));
    }
    xp::set_lockout(tx, kind, value, start, failures, 0)?;
    Ok(Verdict::Refused(why))
}

/// A digest with idctl's parameters, of a password nobody uses: checking against it costs what
/// checking a real user's password costs, so an unknown identifier is not revealed by timing.
const DUMMY_DIGEST: &str = "$argon2id$v=19$m=19456,t=2,p=1$5Hs5G6GBcQoc4j0cQYfKSQ$if6oMzkhNHMQXjjShP6zSw553gz4KInVU/LiHVD6cQQ";

/// A password check, made in three steps so that no writer waits for Argon2 (tens of
/// milliseconds of CPU): [`read_password`] in a read transaction, [`PasswordCheck::verify`]
/// outside any transaction, then [`sign_in`] in the write transaction that counts the attempt.
#[derive(Debug, Clone)]
pub struct PasswordCheck {
    /// The identifier was locked when read: no hash is computed.
    locked: bool,
    /// The user holding the identifier, and its digest, as read.
    user_id: Option<String>,
    digest: Option<String>,
    /// Did the password match the digest read (`false` until verified)?
    matched: bool,
}

/// Step 1 of a sign-in with a password, in a read transaction: the identifier's lock, the user
/// holding it and the user's digest.
pub fn read_password(tx: &Tx, id: &Identifier) -> Result<PasswordCheck> {
    let locked = locked_until(tx, id.kind(), id.value())?.is_some();
    let user_id = users::holder_of(tx, id.column(), id.value())?;
    let digest = match &user_id {
        Some(uid) if !locked => users::password_digest(tx, uid)?,
        _ => None,
    };
    Ok(PasswordCheck {
        locked,
        user_id,
        digest,
        matched: false,
    })
}

impl PasswordCheck {
    /// Step 2, outside any transaction: Argon2. It takes as long whether or not the user exists
    /// or has a password (a dummy digest stands in), so timing does not tell them apart; a
    /// locked identifier is not checked at all.
    pub fn verify(mut self, password: &str) -> PasswordCheck {
        if self.locked {
            return self;
        }
        self.matched = match (&self.user_id, &self.digest) {
            (Some(_), Some(d)) => crate::password::verify(password, d),
            _ => {
                let _ = crate::password::verify(password, DUMMY_DIGEST);
                false
            }
        };
        self
    }
}

/// Sign-up: `User.Created` (with the interaction) and `PostRegister`. The password comes
/// as its digest, made with `users::hash_password` before the transaction (a hash takes
/// tens of milliseconds, which every other writer would wait for).
pub fn register(tx: &mut Tx, id: Identifier, password_digest: Option<String>) -> Result<User> {
    if id.user(tx)?.is_some() {
        let code = match id.kind() {
            "username" => Code::UserUsernameAlreadyInUse,
            "email" => Code::UserEmailAlreadyInUse,
            _ => Code::UserPhoneAlreadyInUse,
        };
        return Err(Error::new(
            code,
            format!("the {} {} is already registered", id.kind(), id.value()),
        ));
    }
    let mut input = NewUser {
        password_digest,
        ..Default::default()
    };
    match &id {
        Identifier::Username(v) => input.username = Some(v.clone()),
        Identifier::Email(v) => input.email = Some(v.clone()),
        Identifier::Phone(v) => input.phone = Some(v.clone()),
    }
    let user = user_ops::insert_new(tx, input)?;
    let session = Interaction::new(tx, "Register");
    session.data_event(tx, cat::USER_CREATED, &user)?;
    session.hook_event(tx, cat::POST_REGISTER, &user)?;
    Ok(user)
}

/// A sign-in whose first step (the password) passed and which waits for the user's second
/// factor (or enrolment of one). The sign-in pages carry it in a signed cookie; it is good for
/// [`PENDING_TTL_MS`] from `at`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub user_id: String,
    /// The identifier the user signed in with: failures of the second step count toward its
    /// lockout.
    pub identifier_kind: String,
    pub identifier_value: String,
    /// The methods of the first step (RFC 8176: `pwd`).
    pub amr: Vec<String>,
    /// When the first step passed (milliseconds).
    pub at: i64,
    /// A fingerprint of the user's password digest when the first step passed (SHA-256 of
    /// the salted digest, not of the password): a password changed since (an administrator
    /// answering a stolen password) ends every sign-in still waiting for its second step.
    pub password: String,
}

/// How long a pending sign-in waits for its second step.
pub const PENDING_TTL_MS: i64 = 10 * 60 * 1000;

impl Pending {
    fn new(tx: &Tx, user: &User, id: &Identifier, amr: &[&str]) -> Result<Pending> {
        Ok(Pending {
            user_id: user.id.clone(),
            identifier_kind: id.kind().to_string(),
            identifier_value: id.value().to_string(),
            amr: amr.iter().map(|s| s.to_string()).collect(),
            at: tx.now_ms(),
            password: password_fingerprint(tx, &user.id)?,
        })
    }
}

/// The fingerprint of a user's password digest that a [`Pending`] sign-in holds.
fn password_fingerprint(tx: &Tx, user_id: &str) -> Result<String> {
    let digest = users::password_digest(tx, user_id)?.unwrap_or_default();
    Ok(util::sha256_hex(digest.as_bytes()))
}

/// What a sign-in needs after its first step. (One is made per sign-in and matched at once:
/// the user is not boxed.)
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)]
pub enum Next {
    /// Signed in: `PostSignIn` and `lastSignInAt` are recorded.
    Done(User),
    /// The user has second factors (their kinds, in the order to offer them): one must be
    /// verified ([`super::mfa::verify_totp`], [`super::mfa::verify_backup_code`]).
    Verify {
        pending: Pending,
        factors: Vec<crate::model::MfaFactor>,
    },
    /// `mfa.policy` is `required` and the user has no factor: one must be added first, then
    /// the sign-in is finished ([`finish`]).
    Enrol { pending: Pending },
    /// `mfa.policy` is `optional`, the user has no factor and did not skip the offer: it may
    /// add one ([`finish`]) or skip ([`skip`]).
    Onboard { pending: Pending },
}

impl Next {
    /// The user signed in, or waiting.
    pub fn user_id(&self) -> &str {
        match self {
            Next::Done(u) => &u.id,
            Next::Verify { pending, .. } | Next::Enrol { pending } | Next::Onboard { pending } => {
                &pending.user_id
            }
        }
    }
}

/// Sign-in with a password, step 3 (see [`PasswordCheck`]): in the write transaction, the
/// verdict of `check` is settled and counted: a failure counts towards the lockout. After a
/// good password, [`Next`] says what follows: `Done` records `PostSignIn` and `lastSignInAt`;
/// the others record nothing yet and hand back the [`Pending`] sign-in. The lock is read again
/// here, so that concurrent attempts are counted exactly as if each had run alone.
///
/// When the identifier's user, its password or its lock changed since `check` was read, the
/// check says nothing about the password now: the attempt is refused without being counted
/// (and without the hash being redone here, which every other writer would wait for), and the
/// user tries again.
pub fn sign_in(tx: &mut Tx, id: Identifier, check: &PasswordCheck) -> Result<Verdict<Next>> {
    let session = Interaction::new(tx, "SignIn");
    if let Some(until) = locked_until(tx, id.kind(), id.value())? {
        return Ok(Verdict::Locked(until));
    }
    let user = id.user(tx)?;
    let digest = match &user {
        Some(u) => users::password_digest(tx, &u.id)?,
        None => None,
    };
    let unchanged = !check.locked
        && user.as_ref().map(|u| u.id.as_str()) == check.user_id.as_deref()
        && digest == check.digest;
    if !unchanged {
        return Ok(Verdict::Refused(WRONG_CREDENTIALS));
    }
    let Some(user) = user.filter(|_| check.matched) else {
        return fail(tx, &session, id.kind(), id.value(), WRONG_CREDENTIALS);
    };
    if user.is_suspended {
        return Ok(Verdict::Refused(SUSPENDED));
    }
    let pending = Pending::new(tx, &user, &id, &["pwd"])?;
    match next_step(tx, &user, pending)? {
        Next::Done(mut user) => {
            signed_in(tx, &session, &mut user)?;
            Ok(Verdict::Ok(Next::Done(user)))
        }
        other => Ok(Verdict::Ok(other)),
    }
}

const SUSPENDED: &str = "this account cannot sign in";

/// A pending sign-in of `user` that did not start with an identifier (a sign-in through
/// another identity provider): failures of its second step count toward the lockout of the
/// user's id, which `user unlock` lifts.
fn pending_of(tx: &Tx, user: &User, amr: &[&str]) -> Result<Pending> {
    Ok(Pending {
        user_id: user.id.clone(),
        identifier_kind: "userId".to_string(),
        identifier_value: user.id.clone(),
        amr: amr.iter().map(|s| s.to_string()).collect(),
        at: tx.now_ms(),
        password: password_fingerprint(tx, &user.id)?,
    })
}

/// A sign-in of `user`, found by another identity provider's answer (see
/// `super::connectors::upstream::sign_in`), in the write transaction: refused for a suspended
/// user, locked while the user's id is; then as after a right password ([`Next`]).
pub(crate) fn sign_in_as(tx: &mut Tx, user: User, amr: &[&str]) -> Result<Verdict<Next>> {
    let session = Interaction::new(tx, "SignIn");
    if user.is_suspended {
        return Ok(Verdict::Refused(SUSPENDED));
    }
    if let Some(until) = locked_until(tx, "userId", &user.id)? {
        return Ok(Verdict::Locked(until));
    }
    let pending = pending_of(tx, &user, amr)?;
    match next_step(tx, &user, pending)? {
        Next::Done(mut user) => {
            signed_in(tx, &session, &mut user)?;
            Ok(Verdict::Ok(Next::Done(user)))
        }
        other => Ok(Verdict::Ok(other)),
    }
}

/// After a registration through another identity provider: as [`after_register`].
pub(crate) fn registered_as(tx: &mut Tx, user: User, amr: &[&str]) -> Result<Verdict<Next>> {
    let pending = pending_of(tx, &user, amr)?;
    Ok(Verdict::Ok(next_step(tx, &user, pending)?))
}

/// The end of every sign-in, once: `lastSignInAt` and `PostSignIn`.
fn signed_in(tx: &mut Tx, session: &Interaction, user: &mut User) -> Result<()> {
    user.last_sign_in_at = Some(tx.now_ms());
    users::update(tx, user)?;
    session.hook_event(tx, cat::POST_SIGN_IN, user)
}

/// A pending sign-in that can go on: unexpired, its user there and not suspended, its
/// identifier not locked. `Some` is the verdict to answer instead.
pub(crate) fn check_pending<T>(tx: &Tx, pending: &Pending) -> Result<Option<Verdict<T>>> {
    if let Some(until) = locked_until(tx, &pending.identifier_kind, &pending.identifier_value)? {
        return Ok(Some(Verdict::Locked(until)));
    }
    pending_user(tx, pending)?;
    Ok(None)
}

fn pending_user(tx: &Tx, pending: &Pending) -> Result<User> {
    let now = tx.now_ms();
    if pending.at > now || now - pending.at >= PENDING_TTL_MS {
        return Err(Error::new(
            Code::SessionNotFound,
            "this sign-in has expired; sign in again",
        ));
    }
    match users::by_id(tx, &pending.user_id)? {
        Some(u)
            if !crate::util::ct_eq(
                password_fingerprint(tx, &u.id)?.as_bytes(),
                pending.password.as_bytes(),
            ) =>
        {
            Err(Error::new(
                Code::SessionNotFound,
                "the password changed since this sign-in began; sign in again",
            ))
        }
        Some(u) if !u.is_suspended => Ok(u),
        Some(_) => Err(Error::new(Code::SessionVerificationFailed, SUSPENDED)),
        None => Err(Error::new(
            Code::SessionNotFound,
            "this sign-in has expired; sign in again",
        )),
    }
}

/// Counts a failed second step toward the lockout of the pending sign-in's identifier.
pub(crate) fn fail_pending<T>(
    tx: &mut Tx,
    session: &Interaction,
    pending: &Pending,
    why: &'static str,
) -> Result<Verdict<T>> {
    let (kind, value) = (
        pending.identifier_kind.clone(),
        pending.identifier_value.clone(),
    );
    fail(tx, session, &kind, &value, why)
}

/// Finishes a pending sign-in whose second step passed (see [`super::mfa`]).
pub(crate) fn complete(tx: &mut Tx, session: &Interaction, pending: &Pending) -> Result<User> {
    let mut user = pending_user(tx, pending)?;
    signed_in(tx, session, &mut user)?;
    Ok(user)
}

/// Finishes a pending sign-in after enrolment (`Enrol`, `Onboard`): `PostSignIn` and
/// `lastSignInAt`, once. `amr` are the methods the sign-in used: a user who has a factor now
/// must have used one (`mfa` in `amr`), and under `mfa.policy = required` a user needs one.
pub fn finish(tx: &mut Tx, pending: &Pending, amr: &[String]) -> Result<User> {
    let session = Interaction::new(tx, "SignIn");
    let user = pending_user(tx, pending)?;
    let has = crate::store::mfa::has_any(tx, &user.id)?;
    // A factor bound in this sign-in (its `amr` says `mfa`) must still be there: a factor
    // added since the first step. Otherwise a copy of the step's cookie would finish the
    // sign-in after that factor was removed, on the strength of a factor now gone.
    if amr.iter().any(|a| a == "mfa")
        && !crate::store::mfa::list(tx, &user.id)?
            .iter()
            .any(|f| f.kind != "BackupCode" && f.created_at >= pending.at)
    {
        return Err(Error::new(
            Code::SessionNotFound,
            "the factor added in this sign-in is gone; sign in again",
        ));
    }
    if has && !amr.iter().any(|a| a == "mfa") {
        return Err(mfa_required(
            "a second factor must be verified to finish this sign-in",
            &user,
        ));
    }
    if !has && super::config::mfa_policy(tx)? == super::config::MfaPolicy::Required {
        return Err(mfa_required(
            "the user must add a second factor before signing in (mfa.policy is required)",
            &user,
        ));
    }
    complete(tx, &session, pending)
}

/// Skips the offer of a second factor (only under `mfa.policy = optional`): the user is not
/// offered it again, and the sign-in finishes.
pub fn skip(tx: &mut Tx, pending: &Pending) -> Result<User> {
    let user = pending_user(tx, pending)?;
    if super::config::mfa_policy(tx)? != super::config::MfaPolicy::Optional {
        return Err(mfa_required(
            "a second factor cannot be skipped unless mfa.policy is optional",
            &user,
        ));
    }
    crate::store::mfa::set_skipped(tx, &user.id, true)?;
    finish(tx, pending, &pending.amr.clone())
}

/// The error of a sign-in that needs a second factor (exit 19).
pub fn mfa_required(message: &str, user: &User) -> Error {
    Error::new(Code::SessionMfaRequireMfaVerification, message).with_hint(Hint::run(
        "an administrator can add one",
        format!("user mfa add {} --type totp", user.id),
    ))
}

/// What a sign-in needs after its first step (see [`Next`]): a user with factors verifies
/// one; the policy decides about a user without.
pub(crate) fn next_step(tx: &Tx, user: &User, pending: Pending) -> Result<Next> {
    use super::config::{MfaPolicy, mfa_policy};
    let held = crate::store::mfa::kinds(tx, &user.id)?;
    if !held.is_empty() {
        return Ok(Next::Verify {
            pending,
            factors: held,
        });
    }
    Ok(match mfa_policy(tx)? {
        MfaPolicy::Required => Next::Enrol { pending },
        MfaPolicy::Optional if !crate::store::mfa::skipped(tx, &user.id)? => {
            Next::Onboard { pending }
        }
        _ => Next::Done(user.clone()),
    })
}

/// After a registration (see [`register`]): `Done` when the new user may go straight in
/// (nothing recorded: the caller opens the session), `Enrol` under `mfa.policy = required`,
/// `Onboard` under `optional`. `amr`: the methods the user registered with (`pwd`).
pub fn after_register(tx: &Tx, user: &User, id: &Identifier, amr: &[&str]) -> Result<Next> {
    let pending = Pending::new(tx, user, id, amr)?;
    next_step(tx, user, pending)
}

/// A code in the local mailbox: what a mail server would have delivered.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MailboxCode {
    #[serde(rename = "type")]
    pub kind: String,
    pub value: String,
    pub code: String,
    pub sent_at: i64,
    pub expires_at: i64,
}

/// The codes sent that can still be used (unexpired, unused), newest first; for one email or
/// phone, or all of them.
pub fn mailbox(tx: &Tx, only: Option<&Identifier>) -> Result<Vec<MailboxCode>> {
    Ok(xp::mailbox(tx, only.map(|i| (i.kind(), i.value())))?
        .into_iter()
        .map(|(kind, value, code, sent_at, expires_at)| MailboxCode {
            kind,
            value,
            code,
            sent_at,
            expires_at,
        })
        .collect())
}

/// Checks the newest code of an identifier; a success uses it up.
fn check_code(
    tx: &mut Tx,
    session: &Interaction,
    id: &Identifier,
    code: &str,
) -> Result<Verdict<()>> {
    if let Some(until) = locked_until(tx, id.kind(), id.value())? {
        return Ok(Verdict::Locked(until));
    }
    let good = match xp::latest_code(tx, id.kind(), id.value())? {
        Some((cid, hash, expires))
            if expires > tx.now_ms()
                && util::ct_eq(
                    hash.as_bytes(),
                    util::sha256_hex(code.trim().as_bytes()).as_bytes(),
                ) =>
        {
            xp::use_code(tx, cid)?;
            true
        }
        _ => false,
    };
    if good {
        Ok(Verdict::Ok(()))
    } else {
        fail(tx, session, id.kind(), id.value(), WRONG_CODE)
    }
}

pub fn verify_code(tx: &mut Tx, id: Identifier, code: &str) -> Result<Verdict<()>> {
    let session = Interaction::new(tx, "SignIn");
    check_code(tx, &session, &id, code)
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewOneTimeToken {
    pub email: String,
    pub token: String,
    pub expires_at: i64,
}

/// A one-time token for `email`, valid `ttl_secs` (default two days).
pub fn create_ott(tx: &mut Tx, email: &str, ttl_secs: Option<i64>) -> Result<NewOneTimeToken> {
    user_ops::check_email(email)?;
    let ttl = match ttl_secs {
        Some(s) => {
            crate::limits::check(
                "the one-time token's lifetime (seconds)",
                s,
                &crate::limits::ONE_TIME_TOKEN_TTL_SECS,
            )? * 1000
        }
        None => DEFAULT_OTT_TTL_MS,
    };
    let token = util::new_secret(32);
    let expires_at = tx.now_ms().saturating_add(ttl);
    xp::insert_ott(tx, email, &util::sha256_hex(token.as_bytes()), expires_at)?;
    Ok(NewOneTimeToken {
        email: email.to_string(),
        token,
        expires_at,
    })
}

/// Single use: a token verifies once, for its email, before it expires.
pub fn verify_ott(tx: &mut Tx, email: &str, token: &str) -> Result<Verdict<()>> {
    let session = Interaction::new(tx, "SignIn");
    if let Some(until) = locked_until(tx, "email", email)? {
        return Ok(Verdict::Locked(until));
    }
    match xp::find_ott(tx, &util::sha256_hex(token.trim().as_bytes()))? {
        Some((id, e, expires, false)) if e == email && expires > tx.now_ms() => {
            xp::use_ott(tx, id)?;
            Ok(Verdict::Ok(()))
        }
        _ => fail(tx, &session, "email", email, WRONG_TOKEN),
    }
}

/// The user of `id` and the unused, unexpired code matching `code` that was sent to it (to
/// the identifier itself or, for a username, to the user's email or phone).
fn reset_code(tx: &Tx, id: &Identifier, code: &str) -> Result<(Option<User>, Option<i64>)> {
    let Some(user) = id.user(tx)? else {
        return Ok((None, None));
    };
    let targets: Vec<Identifier> = match id {
        Identifier::Username(_) => user
            .primary_email
            .clone()
            .map(Identifier::Email)
            .into_iter()
            .chain(user.primary_phone.clone().map(Identifier::Phone))
            .collect(),
        other => vec![other.clone()],
    };
    let wanted = util::sha256_hex(code.trim().as_bytes());
    for t in &targets {
        if let Some((cid, hash, expires)) = xp::latest_code(tx, t.kind(), t.value())?
            && expires > tx.now_ms()
            && util::ct_eq(hash.as_bytes(), wanted.as_bytes())
        {
            return Ok((Some(user), Some(cid)));
        }
    }
    Ok((Some(user), None))
}

/// Forgot-password flow, step 1, in a read transaction: would `code` reset the password of
/// `id` now? Only then is the new password hashed ([`new_password_digest`]), so that a wrong
/// code costs no hash.
pub fn reset_code_passes(tx: &Tx, id: &Identifier, code: &str) -> Result<bool> {
    if locked_until(tx, id.kind(), id.value())?.is_some() {
        return Ok(false);
    }
    Ok(reset_code(tx, id, code)?.1.is_some())
}

/// Forgot-password flow, step 2, outside any transaction: the new password's strength is
/// checked, and it is hashed when step 1 found the code good.
pub fn new_password_digest(password: &str, code_passes: bool) -> Result<Option<String>> {
    crate::password::check_strength(password)?;
    code_passes
        .then(|| crate::password::hash(password))
        .transpose()
}

/// Forgot-password flow, step 3, in the write transaction: a code sent to the user's email or
/// phone, and the digest of the new password from step 2. A wrong code counts towards the
/// lockout. A code that is good now but was not in step 1 (`digest` is `None`: a code sent,
/// or a lock lifted, in between) is refused without being counted or used up.
pub fn reset_password(
    tx: &mut Tx,
    id: Identifier,
    code: &str,
    digest: Option<&str>,
) -> Result<Verdict<User>> {
    let session = Interaction::new(tx, "ForgotPassword");
    if let Some(until) = locked_until(tx, id.kind(), id.value())? {
        return Ok(Verdict::Locked(until));
    }
    let (Some(mut user), Some(cid)) = reset_code(tx, &id, code)? else {
        return fail(tx, &session, id.kind(), id.value(), WRONG_CODE);
    };
    let Some(digest) = digest else {
        return Ok(Verdict::Refused(WRONG_CODE));
    };
    xp::use_code(tx, cid)?;
    users::set_password(tx, &user.id, digest, tx.now_ms())?;
    user.has_password = true;
    user.updated_at = tx.now_ms();
    users::update(tx, &user)?;
    session.data_event(tx, cat::USER_DATA_UPDATED, &user)?;
    session.hook_event(tx, cat::POST_RESET_PASSWORD, &user)?;
    Ok(Verdict::Ok(user))
}

/// What to link to a user.
pub enum Link {
    Email(String),
    Phone(String),
    Social { provider: String, id: String },
    Sso { connector: String, id: String },
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Linked {
    pub user: User,
    /// For TOTP only (`super::mfa::link_totp`): the secret and its otpauth:// URI, shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub totp_secret: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub otpauth_uri: Option<String>,
}

/// Links an identity to a user (Experience API linking): `User.Data.Updated`.
pub fn link(tx: &mut Tx, key: &str, what: Link) -> Result<Linked> {
    let mut user = user_ops::resolve(tx, key)?;
    if let Link::Social { provider: a, id: b }
    | Link::Sso {
        connector: a,
        id: b,
    } = &what
        && (a.is_empty() || b.is_empty())
    {
        return Err(super::invalid("write the identity as NAME:ID"));
    }
    match what {
        Link::Email(e) => {
            user_ops::check_email(&e)?;
            user_ops::check_unique(tx, "primary_email", &e, Some(&user.id))?;
            user.primary_email = Some(e);
        }
        Link::Phone(p) => {
            user_ops::check_phone(&p)?;
            user_ops::check_unique(tx, "primary_phone", &p, Some(&user.id))?;
            user.primary_phone = Some(p);
        }
        Link::Social { provider, id } => {
            if crate::store::upstream::social_user_any(tx, &provider, &id)?
                .is_some_and(|other| other != user.id)
            {
                return Err(identity_in_use(&provider, &id));
            }
            user.identities[provider.as_str()] = serde_json::json!({ "userId": id, "details": {} });
        }
        // SSO identities are rows of their own (`ssoIdentities`), as the service keeps them.
        Link::Sso { connector, id } => {
            link_sso(tx, &user, &connector, &id)?;
        }
    }
    user.updated_at = tx.now_ms();
    users::update(tx, &user)?;
    Interaction::new(tx, "SignIn").data_event(tx, cat::USER_DATA_UPDATED, &user)?;
    Ok(Linked {
        user,
        totp_secret: None,
        otpauth_uri: None,
    })
}

/// An identity someone else holds cannot be linked again.
fn identity_in_use(target: &str, subject: &str) -> Error {
    Error::new(
        Code::UserIdentityAlreadyInUse,
        format!(
            "the identity {}:{} is linked to another user",
            util::sanitize(target),
            util::sanitize(subject)
        ),
    )
}

/// Links an SSO identity by hand (`experience link --sso CONNECTOR:ID`): the connector need
/// not exist here (its issuer is then unknown).
fn link_sso(tx: &mut Tx, user: &User, connector: &str, subject: &str) -> Result<()> {
    use crate::store::upstream as up;
    let issuer = up::get(tx, connector)?
        .and_then(|c| {
            c.config
                .get("issuer")
                .and_then(|i| i.as_str())
                .map(str::to_string)
        })
        .unwrap_or_default();
    if let Some(other) = up::sso_by_subject(tx, connector, &issuer, subject)?
        && other.user_id != user.id
    {
        return Err(identity_in_use(connector, subject));
    }
    let now = tx.now_ms();
    up::put_sso(
        tx,
        &crate::model::SsoIdentity {
            id: util::new_id(),
            user_id: user.id.clone(),
            sso_connector_id: connector.to_string(),
            issuer,
            identity_id: subject.to_string(),
            detail: serde_json::json!({}),
            created_at: now,
            updated_at: now,
        },
    )
}

/// Lifts the locks of every identifier of a user (admin action); returns how many were locked.
pub fn unlock(tx: &mut Tx, key: &str) -> Result<usize> {
    let user = user_ops::resolve(tx, key)?;
    let mut ids: Vec<(&str, &str)> = vec![("userId", user.id.as_str())];
    if let Some(u) = &user.username {
        ids.push(("username", u));
    }
    if let Some(e) = &user.primary_email {
        ids.push(("email", e));
    }
    if let Some(p) = &user.primary_phone {
        ids.push(("phone", p));
    }
    let n = xp::clear_lockouts(tx, &ids, tx.now_ms())?;
    if n > 0 {
        let data = serde_json::json!({
            "user": {"id": user.id, "username": user.username},
            "identifiers": n,
        });
        crate::events::audit::record(tx, &crate::events::audit::IDENTIFIER_UNLOCKED, &[], data)?;
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::DUMMY_DIGEST;

    #[test]
    fn the_dummy_digest_has_the_real_parameters() {
        let real = crate::password::hash("whatever-password").unwrap();
        let params = |d: &str| d.split('$').nth(3).map(str::to_string);
        assert_eq!(params(DUMMY_DIGEST), params(&real));
        assert!(!crate::password::verify("", DUMMY_DIGEST));
    }
}
