//! Events of user interactions (sign-up, sign-in, password reset, linking) and of lockout.
//! Each interaction has a fresh session id; interaction payloads carry `userIp`, exception
//! payloads `ip`, as the service's do.

use super::{DataEvent, Event, LOCAL_IP, USER_AGENT, catalogue as cat, outbox};
use crate::error::Result;
use crate::model::User;
use crate::store::Tx;
use serde_json::{Map, Value};

/// One interaction: its kind (`Register`, `SignIn`, `ForgotPassword`) and session.
pub struct Interaction {
    pub kind: &'static str,
    pub session_id: String,
}

impl Interaction {
    /// An interaction of `kind` in `tx`: in the browser session of the request that caused
    /// it, or (on the command line) a fresh one.
    pub fn new(tx: &Tx, kind: &'static str) -> Self {
        Interaction {
            kind,
            session_id: tx
                .caller()
                .and_then(|c| c.session_id.clone())
                .unwrap_or_else(crate::util::new_id),
        }
    }

    /// The user agent and address of the request, or this machine's idctl.
    fn who(tx: &Tx) -> (String, String) {
        match tx.caller() {
            Some(c) => (c.user_agent.clone(), c.ip.clone()),
            None => (USER_AGENT.to_string(), LOCAL_IP.to_string()),
        }
    }

    fn append(&self, tx: &mut Tx, event: &'static str, payload: Map<String, Value>) -> Result<()> {
        let now = tx.now_ms();
        outbox::append(
            tx,
            Event {
                id: crate::util::new_id(),
                name: event.to_string(),
                created_at_ms: now,
                payload: Value::Object(payload),
            },
        )
    }

    /// `PostRegister`, `PostSignIn` or `PostResetPassword`.
    pub fn hook_event(&self, tx: &mut Tx, event: &'static str, user: &User) -> Result<()> {
        let mut p = Map::new();
        p.insert("event".into(), event.into());
        p.insert("interactionEvent".into(), self.kind.into());
        p.insert("createdAt".into(), crate::util::iso_ms(tx.now_ms()).into());
        let (ua, ip) = Self::who(tx);
        p.insert("sessionId".into(), self.session_id.clone().into());
        p.insert("userAgent".into(), ua.into());
        p.insert("userId".into(), user.id.clone().into());
        p.insert("userIp".into(), ip.into());
        p.insert("user".into(), serde_json::to_value(user)?);
        if let Some(app) = Self::application(tx) {
            p.insert("application".into(), app);
        }
        self.append(tx, event, p)
    }

    /// A data event (`User.Created`, `User.Data.Updated`) caused by this interaction.
    pub fn data_event(&self, tx: &mut Tx, event: &'static str, user: &User) -> Result<()> {
        let mut ev = DataEvent::new(&cat::EXPERIENCE_SUBMIT, event, &[])
            .extra("interactionEvent", self.kind)?
            .extra("sessionId", &self.session_id)?;
        if let Some(app) = Self::application(tx) {
            ev = ev.extra("application", app)?;
        }
        ev.data(user)?.record(tx)
    }

    /// The app of the interaction (`{id, name}`), when it came from the sign-in pages.
    fn application(tx: &Tx) -> Option<Value> {
        tx.caller().and_then(|c| c.application.clone())
    }

    /// `Identifier.Lockout` for an identifier of `kind` (`email`, `phone`, `username`, `userId`).
    pub fn lockout(&self, tx: &mut Tx, kind: &str, value: &str) -> Result<()> {
        let mut p = Map::new();
        p.insert("event".into(), cat::IDENTIFIER_LOCKOUT.into());
        p.insert("createdAt".into(), crate::util::iso_ms(tx.now_ms()).into());
        p.insert("interactionEvent".into(), self.kind.into());
        let (ua, ip) = Self::who(tx);
        p.insert("userAgent".into(), ua.into());
        p.insert("sessionId".into(), self.session_id.clone().into());
        p.insert("ip".into(), ip.into());
        p.insert("type".into(), kind.into());
        p.insert("value".into(), value.into());
        if let Some(app) = Self::application(tx) {
            p.insert("application".into(), app);
        }
        self.append(tx, cat::IDENTIFIER_LOCKOUT, p)
    }
}
