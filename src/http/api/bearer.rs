//! The Management API's bearer authentication: the middleware in front of every `/api`
//! route, and who the token names (for the log and the events).

use super::ApiError;
use crate::error::{Code, Error};
use crate::events::Caller;
use crate::http::{App, Peer};
use crate::ops::builtin;
use crate::store::Tx;
use crate::token::verify::{self, Audience, Expect, KeySet};
use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, Response, header};
use axum::response::IntoResponse;
use serde_json::Value;

pub(super) fn unauthorized(message: &str) -> ApiError {
    ApiError::new(Code::AuthUnauthorized, message)
}

/// Every `/api` request: a bearer access token for the Management API resource, signed by
/// the store's keys, unexpired, from this issuer (401 otherwise), with the `all` permission
/// (403 otherwise); checked by the code behind `idctl verify`. Passes the caller on.
pub(super) async fn bearer(
    State(app): State<App>,
    mut req: Request<Body>,
    next: axum::middleware::Next,
) -> Response<Body> {
    let token = match req.headers().get(header::AUTHORIZATION) {
        None => return unauthorized("authorization header is missing").into_response(),
        Some(v) => {
            let text = String::from_utf8_lossy(v.as_bytes());
            match text.split_once(' ') {
                Some((scheme, t))
                    if scheme.eq_ignore_ascii_case("bearer") && !t.trim().is_empty() =>
                {
                    t.trim().to_string()
                }
                _ => {
                    return unauthorized("authorization header must use the Bearer scheme")
                        .into_response();
                }
            }
        }
    };
    let checked = app.pool.read_now(|tx| {
        let keys = KeySet::from_jwks(&crate::ops::keys::jwks(tx)?)?;
        let expect = Expect {
            issuer: crate::ops::config::issuer(tx)?,
            audience: Audience::Exact(builtin::API_INDICATOR.to_string()),
            scopes: vec![builtin::API_SCOPE.to_string()],
            now: tx.now_ms() / 1000,
            leeway: 0,
            plain_jwt: false,
            organization: None,
        };
        let report = verify::verify(&token, &keys, &expect)?;
        let who = who(tx, &report.payload);
        Ok((report, who))
    });
    let (actor, app_ref) = match checked {
        Err(e) if matches!(e, Error::TokenInvalid { .. }) => {
            return unauthorized(&e.detail().message).into_response();
        }
        Err(e) => return ApiError(e).into_response(),
        Ok(out) => {
            let (report, who) = out.value;
            if let Some(failed) = report.first_failure() {
                let refused = if failed.exit == crate::error::exit::MISSING_PERMISSION {
                    ApiError::new(Code::AuthForbidden, &failed.detail)
                } else {
                    unauthorized(&failed.detail)
                };
                return refused.into_response();
            }
            who
        }
    };
    let ip = req
        .extensions()
        .get::<Peer>()
        .map(|p| p.0.ip().to_string())
        .unwrap_or_default();
    let user_agent = req
        .headers()
        .get(header::USER_AGENT)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .unwrap_or_default();
    req.extensions_mut()
        .insert(Caller::request(ip, user_agent, actor, app_ref));
    next.run(req).await
}

/// Who a Management API token names, for the log: its app (`client_id`), and the user when
/// the token is a user's (`sub` is not the app), with their names as the store has them now.
fn who(tx: &Tx, claims: &Value) -> (Option<crate::model::Actor>, Option<crate::model::AppRef>) {
    use crate::model::{Actor, AppRef};
    let claim = |n: &str| claims.get(n).and_then(Value::as_str).map(str::to_string);
    let app = claim("client_id").map(|id| AppRef {
        name: crate::store::clients::find(tx, &id)
            .ok()
            .flatten()
            .filter(|c| c.id == id)
            .map(|c| c.name),
        id,
    });
    let actor = match (claim("sub"), &app) {
        (Some(sub), Some(a)) if sub == a.id => Some(Actor {
            kind: "application".to_string(),
            id: Some(a.id.clone()),
            name: a.name.clone(),
        }),
        (Some(sub), _) => Some(Actor {
            kind: "user".to_string(),
            name: crate::store::users::by_id(tx, &sub)
                .ok()
                .flatten()
                .and_then(|u| u.username),
            id: Some(sub),
        }),
        (None, Some(a)) => Some(Actor {
            kind: "application".to_string(),
            id: Some(a.id.clone()),
            name: a.name.clone(),
        }),
        (None, None) => None,
    };
    (actor, app)
}
