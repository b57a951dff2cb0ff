//! `/api/configs/jwt-customizer`: the custom token claims scripts, under the service's routes
//! and bodies (`access-token` for users' tokens, `client-credentials` for machines').

use super::{Answer, ApiError, Call, Json, Routes};
use crate::error::{Code, Error};
use crate::ops::claims::{self, Customizer, Patch, TokenType};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Map, Value};

pub(super) fn routes(r: Routes) -> Routes {
    r.route("/configs/jwt-customizer", get(list))
        .write("POST", "/configs/jwt-customizer/test", 200, test)
        .route("/configs/jwt-customizer/:tokenTypePath", get(one))
        .write("PUT", "/configs/jwt-customizer/:tokenTypePath", 200, put)
        .write(
            "PATCH",
            "/configs/jwt-customizer/:tokenTypePath",
            200,
            patch,
        )
        .write(
            "DELETE",
            "/configs/jwt-customizer/:tokenTypePath",
            204,
            remove,
        )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Body {
    script: String,
    environment_variables: Option<Map<String, Value>>,
    context_sample: Option<Value>,
    token_sample: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct PatchBody {
    script: Option<String>,
    environment_variables: Option<Map<String, Value>>,
    context_sample: Option<Value>,
    token_sample: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct TestBody {
    token_type: String,
    script: String,
    environment_variables: Option<Map<String, Value>>,
    token: Map<String, Value>,
    context: Option<Value>,
}

/// The token type a path names; 404 for any other.
fn token_type(c: &Call) -> Result<TokenType, ApiError> {
    let path = c.param("tokenTypePath");
    TokenType::from_path(path).ok_or_else(|| {
        ApiError::new(
            Code::EntityNotExistsWithId,
            format!(
                "unknown token type {}: access-token or client-credentials",
                crate::util::sanitize(path)
            ),
        )
    })
}

async fn list(c: Call) -> Answer {
    c.read(|tx| claims::list(tx))
}

async fn one(c: Call) -> Answer {
    let kind = token_type(&c)?;
    c.read(|tx| claims::get(tx, kind))
}

async fn put(c: Call, Json(b): Json<Body>) -> Answer {
    let kind = token_type(&c)?;
    // Compiled before the write transaction: nothing slow while the lock is held.
    let prepared = tokio::task::block_in_place(|| {
        claims::prepare(Customizer {
            script: b.script,
            environment_variables: b.environment_variables.unwrap_or_default(),
            context_sample: b.context_sample,
            token_sample: b.token_sample,
        })
    })?;
    let mut created = false;
    let res = c.write(|tx| {
        let (value, was_new) = claims::set(tx, kind, &prepared)?;
        created = was_new;
        Ok(value)
    })?;
    Ok(with_status(res, created))
}

fn with_status(mut res: axum::response::Response, created: bool) -> axum::response::Response {
    if created {
        *res.status_mut() = StatusCode::CREATED;
    }
    res
}

async fn patch(c: Call, Json(b): Json<PatchBody>) -> Answer {
    let kind = token_type(&c)?;
    let patch = Patch {
        script: b.script,
        environment_variables: b.environment_variables,
        context_sample: b.context_sample,
        token_sample: b.token_sample,
    };
    let merged = c
        .app
        .pool
        .read_now(|tx| claims::patched(tx, kind, patch))?
        .value;
    let prepared = tokio::task::block_in_place(|| claims::prepare(merged))?;
    c.write(|tx| claims::set(tx, kind, &prepared).map(|(v, _)| v))
}

async fn remove(c: Call) -> Answer {
    let kind = token_type(&c)?;
    c.write(|tx| claims::unset(tx, kind))
}

/// Runs a script on the body's token and context (nothing stored) and answers the claims
/// it adds; a failing script is 422 `jwt_customizer.general`, as the service answers.
async fn test(c: Call, Json(b): Json<TestBody>) -> Answer {
    let kind = TokenType::from_path(&b.token_type).ok_or_else(|| {
        ApiError(crate::ops::invalid(format!(
            "tokenType must be access-token or client-credentials, not {}",
            crate::util::sanitize(&b.token_type)
        )))
    })?;
    let limits = c.app.pool.read_now(|tx| claims::limits(tx))?.value;
    let context = match (kind, b.context) {
        (_, Some(v @ Value::Object(_))) => v,
        (_, Some(_)) => return Err(ApiError(crate::ops::invalid("context must be an object"))),
        (TokenType::User, None) => {
            return Err(ApiError(crate::ops::invalid(
                "context is required for access-token",
            )));
        }
        (TokenType::Machine, None) => Value::Object(Map::new()),
    };
    let custom = Customizer {
        script: b.script,
        environment_variables: b.environment_variables.unwrap_or_default(),
        ..Customizer::default()
    };
    let now = b
        .token
        .get("iat")
        .and_then(Value::as_i64)
        .map(|s| s.saturating_mul(1000))
        .unwrap_or_else(crate::util::now_ms);
    let tested =
        tokio::task::block_in_place(|| claims::test(&custom, &b.token, &context, limits, now))
            .map_err(|e: Error| ApiError(e))?;
    Ok(c.answer(&tested.claims)?.into_response())
}
