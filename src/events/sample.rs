//! Sample payloads for `hook test`, in the shape each event really has.

use super::catalogue::{self, OPERATIONS};
use super::{LOCAL_IP, USER_AGENT, concrete_path};
use serde_json::{Map, Value, json};

fn sample_user() -> Value {
    json!({
        "id": "sampleuser01",
        "username": "sample_user",
        "primaryEmail": "sample@example.com",
        "primaryPhone": null,
        "name": "Sample User",
        "avatar": null,
        "customData": {},
        "identities": {},
        "lastSignInAt": null,
        "createdAt": 0,
        "updatedAt": 0,
        "profile": {},
        "applicationId": null,
        "isSuspended": false,
        "hasPassword": true
    })
}

/// A payload of `event` (without `hookId`), with sample values.
pub fn payload(event: &str) -> Value {
    let now = crate::util::iso_ms(crate::util::now_ms());
    match event {
        catalogue::POST_REGISTER | catalogue::POST_SIGN_IN | catalogue::POST_RESET_PASSWORD => {
            let interaction = match event {
                catalogue::POST_REGISTER => "Register",
                catalogue::POST_SIGN_IN => "SignIn",
                _ => "ForgotPassword",
            };
            json!({
                "event": event,
                "interactionEvent": interaction,
                "createdAt": now,
                "sessionId": "samplesession",
                "userAgent": USER_AGENT,
                "userId": "sampleuser01",
                "userIp": LOCAL_IP,
                "user": sample_user(),
            })
        }
        catalogue::IDENTIFIER_LOCKOUT => json!({
            "event": event,
            "createdAt": now,
            "interactionEvent": "SignIn",
            "userAgent": USER_AGENT,
            "sessionId": "samplesession",
            "ip": LOCAL_IP,
            "type": "username",
            "value": "sample_user",
        }),
        _ => {
            // The management route of the event (not the sign-up route that also emits it).
            let op = OPERATIONS
                .iter()
                .find(|o| o.events.contains(&event) && **o != &catalogue::EXPERIENCE_SUBMIT);
            let (method, route, status) =
                op.map_or(("POST", "/", 200), |o| (o.method, o.route, o.status));
            let names: Vec<&str> = route
                .split('/')
                .filter_map(|s| s.strip_prefix(':'))
                .collect();
            let params: Vec<(&str, &str)> = names.iter().map(|n| (*n, "sampleid")).collect();
            let mut p = Map::new();
            p.insert("event".into(), event.into());
            p.insert("createdAt".into(), now.into());
            p.insert("userAgent".into(), USER_AGENT.into());
            p.insert("ip".into(), LOCAL_IP.into());
            p.insert("path".into(), concrete_path(route, &params).into());
            p.insert("method".into(), method.into());
            p.insert("status".into(), status.into());
            p.insert(
                "params".into(),
                Value::Object(
                    params
                        .iter()
                        .map(|(k, v)| (k.to_string(), Value::from(*v)))
                        .collect(),
                ),
            );
            p.insert("matchedRoute".into(), route.into());
            let data = if event.starts_with("User.") {
                sample_user()
            } else {
                json!({"id": "sampleid", "name": "sample", "description": "A sample payload"})
            };
            p.insert("data".into(), data);
            Value::Object(p)
        }
    }
}
