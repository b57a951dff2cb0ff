//! `/api/hooks`: webhooks, their signing keys, test deliveries and recent delivery logs.

use super::{Answer, Call, Json, Routes};
use crate::error::{Code, Error};
use crate::model::{Hook, HookWithSecret};
use crate::ops::hooks;
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Map, Value};

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/hooks", get(list))
        .write("POST", "/hooks", 201, create)
        .route("/hooks/:id", get(one))
        .write("PATCH", "/hooks/:id", 200, update)
        .write("DELETE", "/hooks/:id", 204, remove)
        .write("PATCH", "/hooks/:id/signing-key", 200, signing_key)
        .write("POST", "/hooks/:id/test", 204, test)
        .route("/hooks/:id/recent-logs", get(recent_logs))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Config {
    url: String,
    headers: Option<Map<String, Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewHook {
    name: Option<String>,
    events: Vec<String>,
    config: Config,
    enabled: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct HookPatch {
    name: Option<String>,
    events: Option<Vec<String>>,
    config: Option<Config>,
    enabled: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct TestBody {
    events: Vec<String>,
    config: Config,
}

/// `{"Name": "value"}` as the `Name: value` lines the hook operations check.
fn header_lines(headers: Option<Map<String, Value>>) -> crate::error::Result<Vec<String>> {
    headers
        .unwrap_or_default()
        .into_iter()
        .map(|(k, v)| match v {
            Value::String(s) => Ok(format!("{k}: {s}")),
            _ => Err(crate::ops::invalid(format!(
                "config.headers.{}: a header value must be a string",
                crate::util::sanitize(&k)
            ))),
        })
        .collect()
}

fn with_key(hook: Hook) -> HookWithSecret {
    let signing_key = hook.signing_key.clone();
    HookWithSecret { hook, signing_key }
}

async fn list(c: Call) -> Answer {
    c.list(|tx, page| hooks::page(tx, page))
}

async fn one(c: Call) -> Answer {
    c.read(|tx| hooks::resolve(tx, c.param("id")))
}

/// 201 with the signing key, shown this once.
async fn create(c: Call, Json(b): Json<NewHook>) -> Answer {
    c.write(|tx| {
        let name = b
            .name
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| format!("hook-{}", crate::util::new_id()));
        let hook = hooks::create(
            tx,
            hooks::NewHook {
                name,
                url: Some(b.config.url),
                events: b.events,
                headers: header_lines(b.config.headers)?,
                timeout: None,
            },
        )?;
        let hook = match b.enabled {
            Some(false) => {
                let key = hook.signing_key.clone();
                let mut h = hooks::set_enabled(tx, &hook.id, false)?;
                h.signing_key = key;
                h
            }
            _ => hook,
        };
        Ok(with_key(hook))
    })
}

async fn update(c: Call, Json(b): Json<HookPatch>) -> Answer {
    c.write(|tx| {
        let id = c.param("id");
        let (url, headers) = match b.config {
            Some(cfg) => (Some(cfg.url), Some(header_lines(cfg.headers)?)),
            None => (None, None),
        };
        let changes = b.name.is_some() || b.events.is_some() || url.is_some();
        let mut hook = if changes {
            hooks::update(
                tx,
                id,
                hooks::HookUpdate {
                    name: b.name,
                    url,
                    events: b.events,
                    headers,
                    timeout: None,
                },
            )?
        } else {
            hooks::resolve(tx, id)?
        };
        if let Some(enabled) = b.enabled {
            hook = hooks::set_enabled(tx, &hook.id, enabled)?;
        } else if !changes {
            return Err(crate::ops::invalid(
                "nothing to update: give name, events, config or enabled",
            ));
        }
        Ok(hook)
    })
}

async fn remove(c: Call) -> Answer {
    c.write(|tx| hooks::delete(tx, c.param("id")).map(drop))
}

async fn signing_key(c: Call) -> Answer {
    c.write(|tx| Ok(with_key(hooks::rotate_secret(tx, c.param("id"))?)))
}

/// Sends a sample payload of each event to the given URL, signed with the hook's key:
/// 204 when every receiver answered 2xx, 422 `hook.endpoint_responded_with_error` otherwise.
async fn test(c: Call, Json(b): Json<TestBody>) -> Answer {
    let test = c
        .app
        .pool
        .read_now(|tx| {
            let target = hooks::TestTarget {
                url: b.config.url.clone(),
                headers: header_lines(b.config.headers.clone())?,
            };
            hooks::prepare_test(
                tx,
                c.param("id"),
                hooks::TestEvents::Named(&b.events),
                Some(target),
            )
        })?
        .value;
    tokio::task::spawn_blocking(move || {
        let sent = test.send()?;
        test.verdict(&sent)
    })
    .await
    .map_err(|e| Error::new(Code::ServerTask, e.to_string()))??;
    c.answer(&())
}

/// Delivery attempts between `start_time` and `end_time` (epoch milliseconds; the last 24
/// hours by default), optionally of one `logKey` (`TriggerHook.<event>`).
async fn recent_logs(c: Call) -> Answer {
    let ms = |name: &str| -> crate::error::Result<Option<i64>> {
        c.query(name)
            .map(|v| {
                v.parse::<i64>()
                    .map_err(|_| crate::ops::invalid(format!("{name} must be epoch milliseconds")))
            })
            .transpose()
    };
    let (start, end) = match (ms("start_time"), ms("end_time")) {
        (Ok(s), Ok(e)) => (s, e),
        (Err(e), _) | (_, Err(e)) => return Err(e.into()),
    };
    let key = c.query("logKey");
    c.list(|tx, page| hooks::recent_logs_page(tx, c.param("id"), start, end, key.as_deref(), page))
}
