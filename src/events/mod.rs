//! Events: the catalogue (which operation emits what, on which route), payload building,
//! and recording into the outbox within the operation's transaction.

pub mod audit;
pub mod catalogue;
pub mod delivery;
pub mod interaction;
pub mod outbox;
pub mod sample;

/// The records a transaction carries, defined with the other records (the store holds them).
pub use crate::model::{Caller, Event};
pub use catalogue::Operation;

use crate::error::Result;
use crate::store::Tx;
use serde_json::{Map, Value};

/// The `userAgent` of every event idctl records.
pub const USER_AGENT: &str = concat!("idctl/", env!("CARGO_PKG_VERSION"));
/// The `ip` of every event: the operation ran on this machine.
pub const LOCAL_IP: &str = "127.0.0.1";

/// The operating-system user running this process (`os-user`, its uid and login name): who
/// caused what an idctl command records. Looked up once per process.
pub fn os_user() -> crate::model::Actor {
    static USER: std::sync::OnceLock<(String, Option<String>)> = std::sync::OnceLock::new();
    let (id, name) = USER.get_or_init(os_user_lookup).clone();
    crate::model::Actor {
        kind: "os-user".to_string(),
        id: Some(id),
        name,
    }
}

#[cfg(unix)]
fn os_user_lookup() -> (String, Option<String>) {
    // SAFETY: geteuid cannot fail. getpwuid_r writes into `pwd` and `buf`, both owned by this
    // frame and large enough as declared; `result` is null or points at `pwd`, whose strings
    // point into `buf`, which outlives their use here.
    unsafe {
        let uid = libc::geteuid();
        let mut pwd: libc::passwd = std::mem::zeroed();
        let mut buf = vec![0 as libc::c_char; 4096];
        let mut result: *mut libc::passwd = std::ptr::null_mut();
        let rc = libc::getpwuid_r(uid, &mut pwd, buf.as_mut_ptr(), buf.len(), &mut result);
        let name = (rc == 0 && !result.is_null() && !pwd.pw_name.is_null())
            .then(|| {
                std::ffi::CStr::from_ptr(pwd.pw_name)
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|n| !n.is_empty());
        (uid.to_string(), name)
    }
}

#[cfg(not(unix))]
fn os_user_lookup() -> (String, Option<String>) {
    let name = std::env::var("USERNAME").ok().filter(|n| !n.is_empty());
    (name.clone().unwrap_or_default(), name)
}

/// Who caused an entry recorded in `tx` with `payload`: the caller of a request (its token's
/// app or user; for the sign-in pages, the user the interaction is about), or on the command
/// line the operating-system user; the app; the address.
pub fn attribution(tx: &Tx, payload: &Value) -> crate::model::Attribution {
    use crate::model::{Actor, AppRef, Attribution};
    let Some(c) = tx.caller() else {
        return Attribution {
            actor: Some(os_user()),
            app: None,
            ip: Some(LOCAL_IP.to_string()),
        };
    };
    // A sign-in page's request: the user the interaction is about (its hook events name
    // `userId` and `user`; its data events, `User.Created` of a registration, the user as
    // `data`).
    let actor = c.actor.clone().or_else(|| {
        let (id, user) = match payload.get("userId").and_then(Value::as_str) {
            Some(id) => (id, payload.get("user")),
            None if payload.get("interactionEvent").is_some() => {
                let data = payload.get("data")?;
                (data.get("id")?.as_str()?, Some(data))
            }
            None => return None,
        };
        Some(Actor {
            kind: "user".to_string(),
            id: Some(id.to_string()),
            name: user
                .and_then(|u| u.get("username"))
                .and_then(Value::as_str)
                .map(str::to_string),
        })
    });
    let app = c.app.clone().or_else(|| {
        let a = c.application.as_ref()?;
        Some(AppRef {
            id: a.get("id")?.as_str()?.to_string(),
            name: a.get("name").and_then(Value::as_str).map(str::to_string),
        })
    });
    Attribution {
        actor,
        app,
        ip: Some(c.ip.clone()).filter(|ip| !ip.is_empty()),
    }
}

/// The keys every payload, event or audit entry, starts with: `event`, `createdAt`, and the
/// caller's `userAgent` and `ip` (this machine's idctl for a command).
pub(crate) fn payload_head(
    tx: &Tx,
    name: &str,
    now_ms: i64,
    capacity: usize,
) -> Map<String, Value> {
    let mut p = Map::with_capacity(capacity);
    p.insert("event".into(), name.into());
    p.insert("createdAt".into(), crate::util::iso_ms(now_ms).into());
    let (ua, ip) = match tx.caller() {
        Some(c) => (c.user_agent.as_str(), c.ip.as_str()),
        None => (USER_AGENT, LOCAL_IP),
    };
    p.insert("userAgent".into(), ua.into());
    p.insert("ip".into(), ip.into());
    p
}

/// A payload's `params`: the route's parameters by name.
pub(crate) fn params_object(params: &[(&str, &str)]) -> Value {
    Value::Object(
        params
            .iter()
            .map(|(k, v)| (k.to_string(), Value::from(*v)))
            .collect(),
    )
}

/// Fills a route pattern (`/roles/:id/scopes`) with its parameters.
pub fn concrete_path(pattern: &str, params: &[(&str, &str)]) -> String {
    pattern
        .split('/')
        .map(|seg| match seg.strip_prefix(':') {
            Some(name) => params
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| *v)
                .unwrap_or(seg),
            None => seg,
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A data event caused by a management operation, in the service's payload shape:
/// `event, createdAt, userAgent, ip, path, method, status, params, matchedRoute,
/// <extra keys>, data` (`data` left out where the route answers without a body).
pub struct DataEvent<'a> {
    pub op: &'static Operation,
    pub event: &'static str,
    pub params: &'a [(&'a str, &'a str)],
    pub extra: Vec<(&'static str, Value)>,
    pub data: Option<Value>,
}

impl<'a> DataEvent<'a> {
    pub fn new(
        op: &'static Operation,
        event: &'static str,
        params: &'a [(&'a str, &'a str)],
    ) -> Self {
        debug_assert!(
            op.events.contains(&event),
            "{event} is not in the catalogue for {} {}",
            op.method,
            op.route
        );
        DataEvent {
            op,
            event,
            params,
            extra: Vec::new(),
            data: None,
        }
    }

    pub fn data(mut self, data: impl serde::Serialize) -> Result<Self> {
        self.data = Some(serde_json::to_value(data)?);
        Ok(self)
    }

    pub fn extra(mut self, key: &'static str, value: impl serde::Serialize) -> Result<Self> {
        self.extra.push((key, serde_json::to_value(value)?));
        Ok(self)
    }

    /// Builds the payload and appends the event to the outbox in `tx`.
    pub fn record(self, tx: &mut Tx) -> Result<()> {
        let now = tx.now_ms();
        let mut p = payload_head(tx, self.event, now, 10 + self.extra.len());
        p.insert(
            "path".into(),
            concrete_path(self.op.route, self.params).into(),
        );
        p.insert("method".into(), self.op.method.into());
        p.insert("status".into(), self.op.status.into());
        p.insert("params".into(), params_object(self.params));
        p.insert("matchedRoute".into(), self.op.route.into());
        for (k, v) in self.extra {
            p.insert(k.into(), v);
        }
        if let Some(data) = self.data {
            p.insert("data".into(), data);
        }
        outbox::append(
            tx,
            Event {
                id: crate::util::new_id(),
                name: self.event.to_string(),
                created_at_ms: now,
                payload: Value::Object(p),
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn concrete_paths_fill_every_parameter() {
        assert_eq!(
            concrete_path(
                "/roles/:id/scopes/:scopeId",
                &[("id", "r1"), ("scopeId", "s1")]
            ),
            "/roles/r1/scopes/s1"
        );
        assert_eq!(concrete_path("/roles", &[]), "/roles");
    }
}
