//! Custom token claims: the administrator's `getCustomJwtClaims({ token, context,
//! environmentVariables, api })` script (the service's "custom JWT"), run in an embedded,
//! sandboxed JavaScript engine (QuickJS) when an access token is signed.
//!
//! The sandbox has the language and its built-in objects only: no module loader, no `fetch`,
//! no file system, no timers, and no clock but the token's (`Date.now()` and `new Date()` are
//! the token's `iat`). Each run gets a fresh engine with a memory limit and a deadline; a
//! script that throws, calls `api.denyAccess()`, exceeds a limit, never settles its promise or
//! returns anything but a plain object refuses the token. Nothing here is loaded unless a
//! script is configured.

use crate::error::{Code, Error, Result};
use crate::store::{self, Tx};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use std::time::Duration;

/// The two scripts, under the service's token type names (`tokenTypePath`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenType {
    /// User access tokens (`access-token`; `--for user`).
    User,
    /// Machine-to-machine access tokens (`client-credentials`; `--for m2m`).
    Machine,
}

impl TokenType {
    pub const ALL: [TokenType; 2] = [TokenType::User, TokenType::Machine];

    /// The service's `tokenTypePath`.
    pub fn path(self) -> &'static str {
        match self {
            TokenType::User => "access-token",
            TokenType::Machine => "client-credentials",
        }
    }

    /// The service's key of the setting (`jwt.accessToken`, `jwt.clientCredentials`).
    pub fn key(self) -> &'static str {
        match self {
            TokenType::User => "jwt.accessToken",
            TokenType::Machine => "jwt.clientCredentials",
        }
    }

    /// The command line's name (`--for user|m2m`).
    pub fn cli_name(self) -> &'static str {
        match self {
            TokenType::User => "user",
            TokenType::Machine => "m2m",
        }
    }

    pub fn from_path(path: &str) -> Option<TokenType> {
        TokenType::ALL.into_iter().find(|t| t.path() == path)
    }

    /// The `config` row that holds this script.
    pub(crate) fn config_key(self) -> &'static str {
        match self {
            TokenType::User => "jwt-customizer.access-token",
            TokenType::Machine => "jwt-customizer.client-credentials",
        }
    }

    /// The token `kind` the service gives the script.
    fn kind(self) -> &'static str {
        match self {
            TokenType::User => "AccessToken",
            TokenType::Machine => "ClientCredentials",
        }
    }
}

/// A configured script, as the Management API shows it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct Customizer {
    pub script: String,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub environment_variables: Map<String, Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context_sample: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_sample: Option<Value>,
}

/// Claims a script may not set: the signed token's own, and header names.
pub const RESERVED: &[&str] = &[
    "iss",
    "sub",
    "aud",
    "exp",
    "iat",
    "nbf",
    "jti",
    "scope",
    "client_id",
    "kid",
    "alg",
    "typ",
    "jku",
    "jwk",
    "x5u",
    "x5c",
    "x5t",
    "x5t#S256",
    "cty",
    "crit",
];

/// The limits of one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub time: Duration,
    pub memory_bytes: usize,
}

/// Default time limit of one run, in milliseconds.
pub const DEFAULT_TIME_MS: i64 = 1_000;
/// Default memory limit of one run, in MiB.
pub const DEFAULT_MEMORY_MB: i64 = 64;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_millis(DEFAULT_TIME_MS as u64),
            memory_bytes: (DEFAULT_MEMORY_MB as usize) << 20,
        }
    }
}

/// A refusal: the script failed. Its message starts "custom claims script failed:".
pub fn failed(cause: impl std::fmt::Display) -> Error {
    Error::new(
        Code::JwtCustomizerGeneral,
        format!("custom claims script failed: {cause}"),
    )
}

/// The stored script of `kind`, if one is configured.
pub fn configured(tx: &Tx, kind: TokenType) -> Result<Option<Customizer>> {
    let Some(raw) = store::config::get(tx, kind.config_key())? else {
        return Ok(None);
    };
    serde_json::from_str(&raw).map(Some).map_err(|e| {
        Error::new(
            Code::StoreError,
            format!("the stored {} script is unreadable: {e}", kind.path()),
        )
    })
}

/// The limits the store sets (`claims.time-limit-ms`, `claims.memory-limit-mb`).
pub fn limits(tx: &Tx) -> Result<Limits> {
    let number = |key: &str, range: &std::ops::RangeInclusive<i64>, default: i64| -> Result<i64> {
        Ok(store::config::get(tx, key)?
            .and_then(|v| v.trim().parse::<i64>().ok())
            .filter(|n| range.contains(n))
            .unwrap_or(default))
    };
    let ms = number(
        TIME_LIMIT_KEY,
        &crate::limits::CLAIMS_TIME_MS,
        DEFAULT_TIME_MS,
    )?;
    let mb = number(
        MEMORY_LIMIT_KEY,
        &crate::limits::CLAIMS_MEMORY_MB,
        DEFAULT_MEMORY_MB,
    )?;
    Ok(Limits {
        time: Duration::from_millis(u64::try_from(ms).unwrap_or(1_000)),
        memory_bytes: usize::try_from(mb).unwrap_or(64) << 20,
    })
}

pub const TIME_LIMIT_KEY: &str = "claims.time-limit-ms";
pub const MEMORY_LIMIT_KEY: &str = "claims.memory-limit-mb";

/// What the script is given besides its configuration.
pub struct Input<'a> {
    pub token: &'a Map<String, Value>,
    pub context: &'a Value,
    pub environment: &'a Map<String, Value>,
    /// `Date.now()` in the sandbox, in milliseconds.
    pub now_ms: i64,
}

/// Runs the script and returns the object it resolved to (all of it, reserved names too).
pub fn run(script: &str, input: &Input, limits: Limits) -> Result<Map<String, Value>> {
    engine::run(script, &argument(input)?, input.now_ms, limits)
}

/// Compiles the script without running it (`claims set`): a syntax error, or no
/// `getCustomJwtClaims` function, is refused here rather than at the first token.
pub fn check(script: &str) -> Result<()> {
    engine::check(script, Limits::default())
}

/// Adds the script's claims to `claims`, except reserved names and names already there (the
/// service's built-in claims cannot be overridden). Returns the names it ignored.
pub fn merge(claims: &mut Map<String, Value>, extra: Map<String, Value>) -> Vec<String> {
    let mut ignored = Vec::new();
    for (k, v) in extra {
        if RESERVED.contains(&k.as_str()) || claims.contains_key(&k) {
            ignored.push(k);
        } else {
            claims.insert(k, v);
        }
    }
    ignored
}

/// The `token` argument: the claims about to be signed, and the service's own names for them
/// (`clientId`, `accountId`, `kind`) so that scripts written for the service run unchanged.
pub fn token_argument(kind: TokenType, claims: &Map<String, Value>) -> Map<String, Value> {
    let mut t = claims.clone();
    if let Some(c) = claims.get("client_id") {
        t.insert("clientId".into(), c.clone());
    }
    if let (TokenType::User, Some(s)) = (kind, claims.get("sub")) {
        t.insert("accountId".into(), s.clone());
    }
    t.insert("kind".into(), kind.kind().into());
    t
}

/// The `context` argument for a token of `sub` (a user, or the client itself) issued to
/// `client_id`: `context.user` for a user's token, `context.application` for both.
pub fn context(tx: &Tx, kind: TokenType, sub: &str, client_id: &str) -> Result<Value> {
    let mut ctx = Map::new();
    if kind == TokenType::User
        && let Some(user) = store::users::by_id(tx, sub)?
    {
        ctx.insert("user".into(), user_context(tx, &user)?);
    }
    if let Some(app) = store::clients::find(tx, client_id)? {
        ctx.insert(
            "application".into(),
            json!({"id": app.id, "name": app.name, "type": app.kind}),
        );
    } else if client_id == super::client::BUILTIN_APP_ID {
        // The built-in public app of the command line's user tokens.
        ctx.insert(
            "application".into(),
            json!({"id": client_id, "name": client_id, "type": crate::model::ClientType::Native}),
        );
    }
    Ok(Value::Object(ctx))
}

fn user_context(tx: &Tx, user: &crate::model::User) -> Result<Value> {
    let mut u = match serde_json::to_value(user)? {
        Value::Object(m) => m,
        _ => Map::new(),
    };
    let mut roles = Vec::new();
    for role in store::users::roles(tx, &user.id)? {
        let scopes: Vec<Value> = store::roles::scopes(tx, &role.id)?
            .into_iter()
            .map(|s| {
                json!({
                    "id": s.scope.id,
                    "name": s.scope.name,
                    "description": s.scope.description,
                    "resourceId": s.resource.id,
                    "resource": s.resource,
                })
            })
            .collect();
        roles.push(json!({
            "id": role.id,
            "name": role.name,
            "description": role.description,
            "scopes": scopes,
        }));
    }
    let mut organizations = Vec::new();
    let mut organization_roles = Vec::new();
    for (org_id, _) in store::orgs::memberships(tx, &user.id)? {
        if let Some(org) = store::orgs::find(tx, &org_id)? {
            organizations.push(json!({
                "id": org.id,
                "name": org.name,
                "description": org.description,
            }));
        }
        for role in store::orgs::member_roles(tx, &org_id, &user.id)? {
            organization_roles.push(json!({
                "organizationId": org_id,
                "roleId": role.id,
                "roleName": role.name,
            }));
        }
    }
    u.insert("roles".into(), roles.into());
    u.insert("organizations".into(), organizations.into());
    u.insert("organizationRoles".into(), organization_roles.into());
    u.insert(
        "ssoIdentities".into(),
        serde_json::to_value(store::upstream::sso_of_user(tx, &user.id)?)?,
    );
    u.insert("mfaVerificationFactors".into(), Value::Array(Vec::new()));
    Ok(Value::Object(u))
}

/// The hook of [`super::mint::sign_access_token`]: runs the configured script of the token's
/// type, if any, and adds its claims. A token without a script never touches the engine.
///
/// Within [`in_rounds`] the script does not run here, inside the caller's transaction: its
/// input is recorded and the transaction is abandoned (see [`in_rounds`]); the next round
/// takes the result the script computed from that same input. Outside it (a read path that
/// chose to) the script runs here.
pub fn customize(
    tx: &Tx,
    kind: TokenType,
    client_id: &str,
    claims: &mut Map<String, Value>,
    now_ms: i64,
) -> Result<()> {
    let Some(custom) = configured(tx, kind)? else {
        return Ok(());
    };
    let sub = claims
        .get("sub")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let context = context(tx, kind, &sub, client_id)?;
    let token = token_argument(kind, claims);
    let limits = limits(tx)?;
    let input = Input {
        token: &token,
        context: &context,
        environment: &custom.environment_variables,
        now_ms,
    };
    let extra = match ROUND.with(|r| r.borrow().as_ref().map(|s| s.inline)) {
        None => run(&custom.script, &input, limits)?,
        Some(inline) => {
            let pending = Pending {
                script: custom.script,
                arg_json: argument(&input)?,
                now_ms,
                limits,
            };
            if let Some(execute) = inline {
                // A read transaction holds no lock: the script runs within it.
                let extra = execute(&pending)?;
                merge(claims, extra);
                return Ok(());
            }
            let key = pending.key();
            let known = ROUND.with(|r| {
                let mut r = r.borrow_mut();
                let state = r.as_mut()?;
                if let Some((_, out)) = state.memo.iter().find(|(k, _)| *k == key) {
                    return Some(out.clone());
                }
                state.pending = Some(pending);
                None
            });
            match known {
                Some(Ok(extra)) => extra,
                Some(Err((code, message))) => return Err(Error::new(code, message)),
                None => return Err(deferred()),
            }
        }
    };
    merge(claims, extra);
    Ok(())
}

/// A script met inside a transaction of [`in_rounds`], to run outside it: everything the run
/// depends on.
pub struct Pending {
    script: String,
    arg_json: String,
    now_ms: i64,
    limits: Limits,
}

impl Pending {
    /// The whole input, hashed: two rounds that would give the script the same input have
    /// the same key.
    fn key(&self) -> String {
        let whole = json!([
            self.script,
            self.arg_json,
            self.now_ms,
            self.limits.time.as_millis() as u64,
            self.limits.memory_bytes,
        ]);
        crate::util::sha256_hex(whole.to_string().as_bytes())
    }

    /// Runs the script (outside any transaction; on the server, off its async workers).
    pub fn run(&self) -> Result<Map<String, Value>> {
        engine::run(&self.script, &self.arg_json, self.now_ms, self.limits)
    }
}

/// A script's result, kept between rounds: its claims, or its failure (code and message).
type Memoized = std::result::Result<Map<String, Value>, (Code, String)>;

/// The state of the rounds of one request on the thread that runs its transactions.
#[derive(Default)]
struct Round {
    /// Results of the scripts run so far, by the key of their input.
    memo: Vec<(String, Memoized)>,
    /// The script this round met and did not run.
    pending: Option<Pending>,
    /// The `jti` and `iat` of each access token signed, in order: the same in every round,
    /// so that a script's input does not change from one round to the next by itself.
    stamps: Vec<(String, i64)>,
    /// How many access tokens this round has signed.
    signed: usize,
    /// A transaction that does not write: scripts run within it, by this function.
    inline: Option<Execute>,
}

/// Runs a script outside the store's writer lock (the server: off its async workers).
pub type Execute = fn(&Pending) -> Result<Map<String, Value>>;

thread_local! {
    static ROUND: std::cell::RefCell<Option<Round>> = const { std::cell::RefCell::new(None) };
}

/// How many times a request's transaction may find that the store changed while its script
/// ran (and run the script again) before the request is refused.
pub const ROUNDS: usize = 3;

fn deferred() -> Error {
    // Never an answer: `in_rounds` takes it back. Should it leak, a server error.
    Error::new(
        Code::ServerInternal,
        "a custom claims script must run outside the store transaction",
    )
}

/// The `jti` and `iat` of the next access token signed: within [`in_rounds`], the same in
/// every round (the first round's); elsewhere fresh.
pub fn stamp(now_ms: i64) -> (String, i64) {
    let fresh = || (crate::util::new_jti(), now_ms / 1000);
    ROUND.with(|r| {
        let mut r = r.borrow_mut();
        let Some(state) = r.as_mut() else {
            return fresh();
        };
        let i = state.signed;
        state.signed += 1;
        match state.stamps.get(i) {
            Some(s) => s.clone(),
            None => {
                let s = fresh();
                state.stamps.push(s.clone());
                s
            }
        }
    })
}

/// Runs a token request whose transaction may meet a custom claims script without running
/// the script inside a transaction that `writes` (it holds the store's writer lock; one that
/// only reads runs the script within it, by `execute`): `transact` runs the request in one transaction (on this thread);
/// when it meets a script, the transaction is abandoned (it rolls back: the error it sees
/// is a server error that no grant turns into a refusal or a revocation), `execute` runs the
/// script outside any transaction (the server: off its async workers), and `transact` runs
/// again, now with the script's result for that input. The access token keeps the first
/// round's `jti` and `iat`, so that a store that did not change gives the script the same
/// input; one that changed (the user's roles, the script, its limits) runs the script
/// again on the new input; the [`ROUNDS`]th time it changed, the request is refused.
///
/// `transact`'s value is taken as the request's answer only from a round that met no
/// script it had not run: the token carries what the script computed from the state the
/// transaction that issued it saw.
///
/// The value is `transact`'s; the error only that of a store that kept changing.
pub fn in_rounds<R>(writes: bool, mut transact: impl FnMut() -> R, execute: Execute) -> Result<R> {
    let mut state = Round {
        inline: (!writes).then_some(execute),
        ..Round::default()
    };
    for round in 0..=ROUNDS {
        state.signed = 0;
        state.pending = None;
        let scope = Scope::enter(state);
        let out = transact();
        state = scope.leave();
        let Some(pending) = state.pending.take() else {
            return Ok(out);
        };
        if round == ROUNDS {
            break;
        }
        let result = execute(&pending).map_err(|e| (e.code(), e.detail().message.clone()));
        state.memo.push((pending.key(), result));
    }
    Err(failed(format!(
        "the store changed {ROUNDS} times while the script ran; try again"
    )))
}

/// The rounds' state installed on this thread for one transaction; what was there before
/// comes back when it ends, even by a panic.
struct Scope {
    outer: Option<Option<Round>>,
}

impl Scope {
    fn enter(state: Round) -> Scope {
        let outer = ROUND.with(|r| r.borrow_mut().replace(state));
        Scope { outer: Some(outer) }
    }

    fn leave(mut self) -> Round {
        let outer = self.outer.take().unwrap_or_default();
        ROUND
            .with(|r| std::mem::replace(&mut *r.borrow_mut(), outer))
            .unwrap_or_default()
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        if let Some(outer) = self.outer.take() {
            ROUND.with(|r| *r.borrow_mut() = outer);
        }
    }
}

fn argument(input: &Input) -> Result<String> {
    let arg = json!({
        "token": input.token,
        "context": input.context,
        "environmentVariables": input.environment,
    });
    Ok(serde_json::to_string(&arg)?)
}

/// The engine: QuickJS through rquickjs, one runtime per run.
mod engine {
    use super::{Limits, failed};
    use crate::error::Result;
    use rquickjs::{
        CatchResultExt, CaughtError, Context, Ctx, Function, Persistent, Runtime, Value,
    };
    use serde_json::{Map, Value as Json};
    use std::cell::RefCell;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::time::Instant;

    /// `Date` without a clock: `Date.now()` and `new Date()` are the token's issue time. Any
    /// other use of `Date` (parsing, arithmetic, formatting) is the language's own.
    const PRELUDE: &str = r#"(function () {
  let now = 0;
  const RealDate = globalThis.Date;
  const FixedDate = function Date(...args) {
    if (!new.target) return new RealDate(now).toString();
    return args.length === 0 ? new RealDate(now) : new RealDate(...args);
  };
  FixedDate.now = function now_() { return now; };
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  FixedDate.prototype = RealDate.prototype;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: FixedDate, writable: true, configurable: true });
  globalThis.Date = FixedDate;
  return function setNow(t) { now = t; };
})"#;

    /// Calls the function with its argument and the `api` the service gives scripts.
    const CALL: &str = r#"(function (f, input) {
  input.api = Object.freeze({
    denyAccess(message) {
      const e = new Error(message === undefined ? 'access denied' : String(message));
      e.name = 'AccessDenied';
      throw e;
    },
  });
  return f(input);
})"#;

    const LOOKUP: &str =
        "typeof getCustomJwtClaims === 'function' ? getCustomJwtClaims : undefined";

    /// The deadline of the current run, read by the runtime's interrupt handler: nanoseconds
    /// after the runtime's creation.
    type Deadline = Arc<AtomicU64>;

    fn runtime(limits: Limits) -> Result<(Runtime, Instant, Deadline)> {
        let rt = Runtime::new().map_err(|e| failed(format!("the engine did not start: {e}")))?;
        rt.set_memory_limit(limits.memory_bytes);
        // Well inside the smallest stack a caller runs on (a server worker's 2 MiB).
        rt.set_max_stack_size(512 * 1024);
        let born = Instant::now();
        let deadline: Deadline = Arc::new(AtomicU64::new(0));
        let seen = deadline.clone();
        rt.set_interrupt_handler(Some(Box::new(move || {
            born.elapsed().as_nanos() >= u128::from(seen.load(Ordering::Relaxed))
        })));
        Ok((rt, born, deadline))
    }

    /// Starts a run: the interrupt handler stops the script `limits.time` from now.
    fn arm(born: Instant, deadline: &Deadline, limits: Limits) -> Instant {
        let started = Instant::now();
        let at = (started - born + limits.time).as_nanos();
        deadline.store(u64::try_from(at).unwrap_or(u64::MAX), Ordering::Relaxed);
        started
    }

    /// The cause of a failure in the words of the language (`ReferenceError: fetch is not
    /// defined`), or the limit that stopped it.
    fn cause(err: CaughtError<'_>, limits: Limits, started: Instant) -> String {
        let over_time = started.elapsed() >= limits.time;
        match err {
            CaughtError::Exception(ex) => {
                let message = ex.message().unwrap_or_default();
                let name: String = ex
                    .get::<_, String>("name")
                    .unwrap_or_else(|_| "Error".to_string());
                if name == "AccessDenied" {
                    return format!("access denied: {message}");
                }
                if name == "InternalError" && message == "interrupted" || over_time {
                    return format!(
                        "the script ran longer than its time limit of {} ms",
                        limits.time.as_millis()
                    );
                }
                if message.contains("out of memory") {
                    return out_of_memory(limits);
                }
                let line = ex
                    .stack()
                    .and_then(|s| {
                        s.lines()
                            .find_map(|l| l.trim().strip_prefix("at ").map(str::to_string))
                    })
                    .map(|at| format!(" (at {at})"))
                    .unwrap_or_default();
                format!("{name}: {message}{line}")
            }
            // QuickJS throws null when it cannot even allocate the error of an exhausted heap.
            CaughtError::Value(v) if v.is_null() && !over_time => format!(
                "the script threw null: it used more than its memory limit of {} MiB, or threw null itself",
                limits.memory_bytes >> 20
            ),
            CaughtError::Value(v) => {
                if over_time {
                    return format!(
                        "the script ran longer than its time limit of {} ms",
                        limits.time.as_millis()
                    );
                }
                let shown = v
                    .ctx()
                    .json_stringify(v.clone())
                    .ok()
                    .flatten()
                    .and_then(|s| s.to_string().ok())
                    .unwrap_or_else(|| format!("a {}", v.type_name()));
                format!("the script threw {shown}")
            }
            CaughtError::Error(rquickjs::Error::Allocation) => out_of_memory(limits),
            CaughtError::Error(rquickjs::Error::WouldBlock) => {
                "the promise getCustomJwtClaims returned never settled".to_string()
            }
            CaughtError::Error(e) if over_time => format!(
                "the script ran longer than its time limit of {} ms ({e})",
                limits.time.as_millis()
            ),
            CaughtError::Error(e) => e.to_string(),
        }
    }

    fn out_of_memory(limits: Limits) -> String {
        format!(
            "the script used more than its memory limit of {} MiB",
            limits.memory_bytes >> 20
        )
    }

    /// Evaluates the prelude and the script; returns `getCustomJwtClaims` and the setter of
    /// the sandbox's clock.
    fn load<'js>(
        ctx: &Ctx<'js>,
        script: &str,
    ) -> std::result::Result<(Function<'js>, Function<'js>), Step<'js>> {
        let prelude: Function = ctx.eval(PRELUDE).catch(ctx).map_err(Step::Caught)?;
        let set_now: Function = prelude.call(()).catch(ctx).map_err(Step::Caught)?;
        // A classic script, not strict: as the service runs it (a function may be assigned
        // without a declaration, as its own examples do).
        let mut options = rquickjs::context::EvalOptions::default();
        options.strict = false;
        options.filename = Some("script.js".to_string());
        ctx.eval_with_options::<(), _>(script.as_bytes().to_vec(), options)
            .catch(ctx)
            .map_err(Step::Caught)?;
        let f: Option<Function> = ctx.eval(LOOKUP).catch(ctx).map_err(Step::Caught)?;
        let f = f.ok_or(Step::Said(
            "the script defines no function getCustomJwtClaims".to_string(),
        ))?;
        Ok((f, set_now))
    }

    enum Step<'js> {
        Caught(CaughtError<'js>),
        Said(String),
    }

    fn settle<T>(
        out: std::result::Result<T, Step<'_>>,
        limits: Limits,
        started: Instant,
    ) -> Result<T> {
        match out {
            Ok(v) => Ok(v),
            Err(Step::Caught(e)) => Err(failed(cause(e, limits, started))),
            Err(Step::Said(s)) => Err(failed(s)),
        }
    }

    pub(super) fn check(script: &str, limits: Limits) -> Result<()> {
        let (rt, born, deadline) = runtime(limits)?;
        let ctx = Context::full(&rt).map_err(failed)?;
        let started = arm(born, &deadline, limits);
        ctx.with(|ctx| settle(load(&ctx, script).map(|_| ()), limits, started))
    }

    /// A loaded script, kept by the thread that ran it: creating a runtime and a context
    /// costs about 150 µs, several times the run of a small script (`cargo bench --bench
    /// claims`). It is dropped when the script or the limits change and after any failure.
    struct Warm {
        script: String,
        limits: Limits,
        runs: u32,
        f: Persistent<Function<'static>>,
        set_now: Persistent<Function<'static>>,
        deadline: Deadline,
        born: Instant,
        // Dropped after the persistent values above, in declaration order.
        ctx: Context,
        rt: Runtime,
    }

    thread_local! {
        static WARM: RefCell<Option<Warm>> = const { RefCell::new(None) };
    }

    /// Garbage cycles are collected every this many runs of a kept engine.
    const GC_EVERY: u32 = 64;

    fn warm(script: &str, limits: Limits) -> Result<Warm> {
        let (rt, born, deadline) = runtime(limits)?;
        let ctx = Context::full(&rt).map_err(failed)?;
        let started = arm(born, &deadline, limits);
        let (f, set_now) = ctx.with(|c| {
            settle(
                load(&c, script)
                    .map(|(f, set)| (Persistent::save(&c, f), Persistent::save(&c, set))),
                limits,
                started,
            )
        })?;
        Ok(Warm {
            script: script.to_string(),
            limits,
            runs: 0,
            f,
            set_now,
            deadline,
            born,
            ctx,
            rt,
        })
    }

    pub(super) fn run(
        script: &str,
        arg_json: &str,
        now_ms: i64,
        limits: Limits,
    ) -> Result<Map<String, Json>> {
        WARM.with(|cell| {
            let mut slot = cell.borrow_mut();
            let kept = slot
                .as_ref()
                .is_some_and(|w| w.script == script && w.limits == limits);
            if !kept {
                *slot = None;
                *slot = Some(warm(script, limits)?);
            }
            let Some(w) = slot.as_mut() else {
                return Err(failed("the engine did not start"));
            };
            w.runs = w.runs.wrapping_add(1);
            if w.runs % GC_EVERY == 0 {
                w.rt.run_gc();
            }
            let started = arm(w.born, &w.deadline, limits);
            let out = w.ctx.with(|ctx| {
                let step = (|| {
                    let set_now = w
                        .set_now
                        .clone()
                        .restore(&ctx)
                        .map_err(|e| Step::Said(e.to_string()))?;
                    // Milliseconds since 1970 are exact in a double far beyond any `iat`.
                    set_now
                        .call::<_, ()>((now_ms as f64,))
                        .catch(&ctx)
                        .map_err(Step::Caught)?;
                    let f =
                        w.f.clone()
                            .restore(&ctx)
                            .map_err(|e| Step::Said(e.to_string()))?;
                    call(&ctx, f, arg_json)
                })();
                settle(step, limits, started)
            });
            if out.is_err() {
                // A failed run may leave the engine in any state: the next one starts afresh.
                *slot = None;
            }
            out
        })
    }

    fn call<'js>(
        ctx: &Ctx<'js>,
        f: Function<'js>,
        arg_json: &str,
    ) -> std::result::Result<Map<String, Json>, Step<'js>> {
        let arg = ctx
            .json_parse(arg_json.as_bytes().to_vec())
            .catch(ctx)
            .map_err(Step::Caught)?;
        let caller: Function = ctx.eval(CALL).catch(ctx).map_err(Step::Caught)?;
        let mut value: Value = caller.call((f, arg)).catch(ctx).map_err(Step::Caught)?;
        if let Some(p) = value.as_promise() {
            value = p.finish::<Value>().catch(ctx).map_err(Step::Caught)?;
        }
        let is_plain = value.as_object().is_some()
            && !value.is_array()
            && !value.is_function()
            && !value.is_promise();
        if !is_plain {
            let what = if value.is_null() {
                "null".to_string()
            } else if value.is_array() {
                "an array".to_string()
            } else {
                format!("a {}", value.type_name())
            };
            return Err(Step::Said(format!(
                "getCustomJwtClaims must return an object, not {what}"
            )));
        }
        let text = ctx
            .json_stringify(value)
            .catch(ctx)
            .map_err(Step::Caught)?
            .and_then(|s| s.to_string().ok())
            .unwrap_or_else(|| "{}".to_string());
        match serde_json::from_str::<Json>(&text) {
            Ok(Json::Object(m)) => Ok(m),
            _ => Err(Step::Said(
                "getCustomJwtClaims returned an object that is not JSON".to_string(),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(script: &str) -> Result<Map<String, Value>> {
        let token = Map::new();
        let ctx = json!({});
        let env = Map::new();
        run(
            script,
            &Input {
                token: &token,
                context: &ctx,
                environment: &env,
                now_ms: 1_700_000_000_000,
            },
            Limits {
                time: Duration::from_millis(200),
                memory_bytes: 16 << 20,
            },
        )
    }

    #[test]
    fn async_script_returns_its_object() {
        let out = go("const getCustomJwtClaims = async () => ({ a: 1, b: 'x' });").unwrap();
        assert_eq!(Value::Object(out), json!({"a": 1, "b": "x"}));
    }

    #[test]
    fn date_is_the_tokens_clock() {
        let out = go("const getCustomJwtClaims = () => ({ now: Date.now(), iso: new Date().toISOString(), parsed: new Date(0).getTime() });").unwrap();
        assert_eq!(out["now"], json!(1_700_000_000_000_i64));
        assert_eq!(out["iso"], json!("2023-11-14T22:13:20.000Z"));
        assert_eq!(out["parsed"], json!(0));
    }

    #[test]
    fn a_kept_engine_gets_each_runs_clock_and_arguments() {
        let script = "const getCustomJwtClaims = ({ environmentVariables }) => ({ now: Date.now(), v: environmentVariables.V });";
        let token = Map::new();
        let ctx = json!({});
        for (now, v) in [(1_000_i64, "a"), (2_000, "b"), (3_000, "c")] {
            let mut env = Map::new();
            env.insert("V".into(), v.into());
            let out = run(
                script,
                &Input {
                    token: &token,
                    context: &ctx,
                    environment: &env,
                    now_ms: now,
                },
                Limits::default(),
            )
            .unwrap();
            assert_eq!(Value::Object(out), json!({"now": now, "v": v}));
        }
        // A failure drops the kept engine; the next run works.
        let flaky = "let n = 0; function getCustomJwtClaims() { n += 1; if (n === 1) throw new Error('first'); return { n }; }";
        let env = Map::new();
        let input = Input {
            token: &token,
            context: &ctx,
            environment: &env,
            now_ms: 0,
        };
        assert!(run(flaky, &input, Limits::default()).is_err());
        assert!(
            run(flaky, &input, Limits::default()).is_err(),
            "a fresh engine runs the top level again"
        );
    }

    #[test]
    fn fetch_is_not_defined() {
        let e = go("const getCustomJwtClaims = async () => { await fetch('https://example.com'); return {}; };").unwrap_err();
        let m = e.detail().message.clone();
        assert!(
            m.starts_with("custom claims script failed: ReferenceError:"),
            "{m}"
        );
        assert!(m.contains("fetch"), "{m}");
    }

    #[test]
    fn endless_loop_stops_at_the_time_limit() {
        let e = go("function getCustomJwtClaims() { for (;;) {} }").unwrap_err();
        assert!(e.detail().message.contains("time limit"), "{}", e);
    }

    #[test]
    fn unbounded_allocation_stops_at_the_memory_limit() {
        let e = go("function getCustomJwtClaims() { const a = []; for (;;) a.push('x'.repeat(1000) + a.length); }").unwrap_err();
        assert!(e.detail().message.contains("memory limit"), "{}", e);
    }

    #[test]
    fn non_objects_are_refused() {
        for (body, what) in [
            ("return 1;", "a int"),
            ("return null;", "null"),
            ("return [1];", "an array"),
            ("return 'x';", "a string"),
            ("", "a undefined"),
        ] {
            let e = go(&format!("function getCustomJwtClaims() {{ {body} }}")).unwrap_err();
            assert!(e.detail().message.contains(what), "{body}: {}", e);
        }
    }

    #[test]
    fn sloppy_scripts_may_assign_the_function_without_declaring_it() {
        let out = go("getCustomJwtClaims = async () => ({ ok: true });").unwrap();
        assert_eq!(out["ok"], json!(true));
    }

    #[test]
    fn syntax_errors_and_missing_functions_are_caught_by_check() {
        assert!(check("const getCustomJwtClaims = async () => ({});").is_ok());
        let e = check("const getCustomJwtClaims = async () => ({);").unwrap_err();
        assert!(e.detail().message.contains("SyntaxError"), "{e}");
        let e = check("const other = 1;").unwrap_err();
        assert!(
            e.detail()
                .message
                .contains("no function getCustomJwtClaims"),
            "{e}"
        );
    }

    #[test]
    fn deny_access_refuses() {
        let e = go("const getCustomJwtClaims = async ({ api }) => api.denyAccess('no balance');")
            .unwrap_err();
        assert!(
            e.detail().message.ends_with("access denied: no balance"),
            "{e}"
        );
    }

    #[test]
    fn reserved_and_existing_claims_are_ignored() {
        let mut claims = Map::new();
        claims.insert("sub".into(), "u1".into());
        claims.insert("role".into(), "old".into());
        let mut extra = Map::new();
        extra.insert("sub".into(), "evil".into());
        extra.insert("kid".into(), "x".into());
        extra.insert("role".into(), "new".into());
        extra.insert("plan".into(), "pro".into());
        let ignored = merge(&mut claims, extra);
        assert_eq!(ignored, vec!["sub", "kid", "role"]);
        assert_eq!(claims["sub"], "u1");
        assert_eq!(claims["plan"], "pro");
    }
}
