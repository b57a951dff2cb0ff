//! Custom token claims (`idctl claims`, `/api/configs/jwt-customizer`): one script for user
//! access tokens and one for machine-to-machine tokens, kept in the store's settings.
//!
//! A script is checked (compiled, its `getCustomJwtClaims` found) by [`prepare`], before the
//! transaction that stores it: compiling runs the script's top level, which may take up to its
//! time limit, and nothing slow runs while the writer lock is held.

use crate::error::{Code, Error, Hint, Result};
use crate::store::{self, Tx};
use crate::token::claims::{self as engine};
pub use crate::token::claims::{Customizer, RESERVED, TokenType};
use serde::Serialize;
use serde_json::{Map, Value, json};

/// A script that compiled, ready to be stored.
#[derive(Debug, Clone)]
pub struct Prepared(Customizer);

impl Prepared {
    pub fn customizer(&self) -> &Customizer {
        &self.0
    }

    /// A script [`prepare`] already checked (the manifest's, read before the transaction).
    pub(crate) fn checked(c: Customizer) -> Prepared {
        Prepared(c)
    }
}

/// Checks a script and its environment: size, names, string values, and that it compiles
/// and defines `getCustomJwtClaims`. Runs outside any transaction.
pub fn prepare(c: Customizer) -> Result<Prepared> {
    check_fields(&c)?;
    engine::check(&c.script).map_err(|e| {
        Error::new(
            Code::GuardInvalidInput,
            format!(
                "the script does not compile: {}",
                e.detail()
                    .message
                    .trim_start_matches("custom claims script failed: ")
            ),
        )
    })?;
    Ok(Prepared(c))
}

fn check_fields(c: &Customizer) -> Result<()> {
    if c.script.trim().is_empty() {
        return Err(super::invalid("the script is empty"));
    }
    crate::limits::check_len("the script", &c.script, crate::limits::CLAIMS_SCRIPT_BYTES)?;
    if c.environment_variables.len() > crate::limits::CLAIMS_ENV_VARS {
        return Err(super::invalid(format!(
            "at most {} environment variables are allowed, not {}",
            crate::limits::CLAIMS_ENV_VARS,
            c.environment_variables.len()
        )));
    }
    for (k, v) in &c.environment_variables {
        if k.is_empty() || k.contains(|ch: char| ch.is_control() || ch == '=') {
            return Err(super::invalid(format!(
                "environment variable name {:?} is empty or holds '=' or a control character",
                crate::util::sanitize(k)
            )));
        }
        if !v.is_string() {
            return Err(super::invalid(format!(
                "environmentVariables.{}: a value must be a string",
                crate::util::sanitize(k)
            )));
        }
    }
    for (name, v) in [
        ("contextSample", &c.context_sample),
        ("tokenSample", &c.token_sample),
    ] {
        if v.as_ref().is_some_and(|v| !v.is_object()) {
            return Err(super::invalid(format!("{name} must be a JSON object")));
        }
    }
    Ok(())
}

/// The configured script of `kind`, if any.
pub fn configured(tx: &Tx, kind: TokenType) -> Result<Option<Customizer>> {
    engine::configured(tx, kind)
}

/// The configured script of `kind`.
pub fn get(tx: &Tx, kind: TokenType) -> Result<Customizer> {
    engine::configured(tx, kind)?.ok_or_else(|| not_configured(kind))
}

fn not_configured(kind: TokenType) -> Error {
    Error::new(
        Code::EntityNotExistsWithId,
        format!(
            "no custom claims script is set for {} tokens",
            describe(kind)
        ),
    )
    .with_hint(Hint::run(
        "set one with",
        format!("claims set --for {} --script FILE", kind.cli_name()),
    ))
}

fn describe(kind: TokenType) -> &'static str {
    match kind {
        TokenType::User => "user access",
        TokenType::Machine => "machine-to-machine",
    }
}

/// One configured script, as `GET /api/configs/jwt-customizer` lists it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Listed {
    pub key: &'static str,
    pub value: Customizer,
}

/// Every configured script.
pub fn list(tx: &Tx) -> Result<Vec<Listed>> {
    let mut out = Vec::new();
    for kind in TokenType::ALL {
        if let Some(value) = engine::configured(tx, kind)? {
            out.push(Listed {
                key: kind.key(),
                value,
            });
        }
    }
    Ok(out)
}

/// Stores the script of `kind` (replacing one), recording `Setting.Updated` when it changed.
/// Returns it, and whether there was none before.
pub fn set(tx: &mut Tx, kind: TokenType, p: &Prepared) -> Result<(Customizer, bool)> {
    let before = engine::configured(tx, kind)?;
    let value = serde_json::to_string(&p.0)?;
    if before.as_ref() != Some(&p.0) {
        store::config::set(tx, kind.config_key(), &value)?;
        audit(tx, kind, Some(&p.0))?;
    }
    Ok((p.0.clone(), before.is_none()))
}

/// What a partial update (`PATCH`) gives: the fields present replace the stored ones.
#[derive(Debug, Clone, Default)]
pub struct Patch {
    pub script: Option<String>,
    pub environment_variables: Option<Map<String, Value>>,
    pub context_sample: Option<Value>,
    pub token_sample: Option<Value>,
}

/// The stored script with `patch` applied, checked ([`prepare`]); read in its own
/// transaction before the one that stores it.
pub fn patched(tx: &Tx, kind: TokenType, patch: Patch) -> Result<Customizer> {
    let mut c = get(tx, kind)?;
    if let Some(s) = patch.script {
        c.script = s;
    }
    if let Some(e) = patch.environment_variables {
        c.environment_variables = e;
    }
    if let Some(v) = patch.context_sample {
        c.context_sample = Some(v);
    }
    if let Some(v) = patch.token_sample {
        c.token_sample = Some(v);
    }
    Ok(c)
}

/// Removes the script of `kind`; not found when there is none.
pub fn unset(tx: &mut Tx, kind: TokenType) -> Result<()> {
    if !store::config::delete(tx, kind.config_key())? {
        return Err(not_configured(kind));
    }
    audit(tx, kind, None)
}

/// `Setting.Updated`, naming the script's setting: its size and the names of its variables,
/// never their values (they may be secrets).
fn audit(tx: &mut Tx, kind: TokenType, value: Option<&Customizer>) -> Result<()> {
    let data = match value {
        Some(c) => json!({
            "key": kind.config_key(),
            "value": {
                "scriptBytes": c.script.len(),
                "environmentVariables": c.environment_variables.keys().collect::<Vec<_>>(),
            },
        }),
        None => json!({"key": kind.config_key(), "value": null}),
    };
    crate::events::audit::record(tx, &crate::events::audit::SETTING_UPDATED, &[], data)
}

/// What `claims test` shows: the claims the script adds, and the names it returned that a
/// token would not carry (reserved, or already set by the service).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Tested {
    pub claims: Map<String, Value>,
    pub ignored: Vec<String>,
}

/// Whom a test runs for.
pub enum Subject {
    /// A user (id, username, email or phone), with the application the token would be for.
    User {
        user: String,
        client: Option<String>,
    },
    /// A machine-to-machine client (id or name).
    Client(String),
}

/// The context and token a test of `kind` for `subject` runs with: the store's user or
/// client, and the claims a token for the default resource would carry now.
pub fn test_input(
    tx: &Tx,
    kind: TokenType,
    subject: &Subject,
) -> Result<(Map<String, Value>, Value)> {
    let (sub, client_id) = match subject {
        Subject::User { user, client } => {
            let u = store::users::find(tx, user)?.ok_or_else(|| {
                Error::new(
                    Code::EntityNotExistsWithId,
                    format!("user {user} does not exist"),
                )
            })?;
            let client_id = match client {
                Some(c) => find_client(tx, c)?.id,
                None => String::new(),
            };
            (u.id, client_id)
        }
        Subject::Client(c) => {
            let c = find_client(tx, c)?;
            (c.id.clone(), c.id)
        }
    };
    let iat = tx.now_ms() / 1000;
    let mut claims = Map::new();
    claims.insert("jti".into(), crate::util::new_jti().into());
    claims.insert("sub".into(), sub.clone().into());
    claims.insert("iat".into(), iat.into());
    claims.insert("exp".into(), iat.saturating_add(3600).into());
    claims.insert("client_id".into(), client_id.clone().into());
    claims.insert("iss".into(), crate::token::issuer(tx)?.into());
    if let Some(res) = store::resources::default_resource(tx)? {
        claims.insert("aud".into(), res.indicator.into());
    }
    let context = engine::context(tx, kind, &sub, &client_id)?;
    Ok((engine::token_argument(kind, &claims), context))
}

fn find_client(tx: &Tx, key: &str) -> Result<crate::model::Client> {
    store::clients::find(tx, key)?.ok_or_else(|| {
        Error::new(
            Code::EntityNotExistsWithId,
            format!("client {key} does not exist"),
        )
    })
}

/// Runs `script` (outside any transaction) with the given token, context and variables.
pub fn test(
    c: &Customizer,
    token: &Map<String, Value>,
    context: &Value,
    limits: engine::Limits,
    now_ms: i64,
) -> Result<Tested> {
    check_fields(c)?;
    let extra = engine::run(
        &c.script,
        &engine::Input {
            token,
            context,
            environment: &c.environment_variables,
            now_ms,
        },
        limits,
    )?;
    let mut claims = Map::new();
    let mut ignored = Vec::new();
    for (k, v) in extra {
        if RESERVED.contains(&k.as_str()) {
            ignored.push(k);
        } else {
            claims.insert(k, v);
        }
    }
    Ok(Tested { claims, ignored })
}

/// The limits a run gets in this store.
pub fn limits(tx: &Tx) -> Result<engine::Limits> {
    engine::limits(tx)
}
