//! The Management API under `/api`: the same operations as the CLI, over HTTP, for callers
//! holding an access token for the built-in Management API resource with the `all`
//! permission. Routes, body parsing and error → status mapping only: every request calls the
//! operations of `ops` in one store transaction, which records the events.

mod applications;
mod bearer;
mod configs;
mod hooks;
mod orgs;
mod resources;
mod roles;
mod users;

use super::{App, json_response};
use crate::error::{Code, Error, Hint, Result};
use crate::events::{Caller, Operation};
use crate::store::{Listed, Page, Tx};

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use axum::http::{HeaderValue, Method, Request, Response, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{MethodFilter, MethodRouter, on};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// Lists answer at most this many records per page.
pub const MAX_PAGE_SIZE: usize = 100;

/// The routes of the Management API and the catalogue operations they serve (a test holds
/// the two together: every operation that emits events has its route).
pub(crate) struct Routes {
    router: Router<App>,
    pub(crate) operations: Vec<&'static Operation>,
}

impl Routes {
    fn new() -> Self {
        Routes {
            router: Router::new(),
            operations: Vec::new(),
        }
    }

    /// Reads: routes that change nothing and answer 200.
    fn route(mut self, path: &str, handler: MethodRouter<App>) -> Self {
        self.router = self.router.route(&axum_path(path), handler);
        self
    }

    /// The route of a catalogue operation: its method, pattern and success status come from
    /// the catalogue (routes of one path with several methods are merged).
    fn op<H, T>(mut self, op: &'static Operation, handler: H) -> Self
    where
        H: axum::handler::Handler<T, App>,
        T: 'static,
    {
        self.operations.push(op);
        self.serve(op.method, op.route, op.status, handler)
    }

    /// A write that is not an operation of the catalogue (resources, applications, hooks,
    /// personal access tokens), with its success status.
    fn write<H, T>(self, method: &str, path: &str, status: u16, handler: H) -> Self
    where
        H: axum::handler::Handler<T, App>,
        T: 'static,
    {
        self.serve(method, path, status, handler)
    }

    /// The handler answers `status` when it succeeds: [`Call::write`] reads it from the
    /// request, so a handler cannot name another.
    fn serve<H, T>(mut self, method: &str, path: &str, status: u16, handler: H) -> Self
    where
        H: axum::handler::Handler<T, App>,
        T: 'static,
    {
        let filter = Method::from_bytes(method.as_bytes())
            .ok()
            .and_then(|m| MethodFilter::try_from(m).ok())
            .unwrap_or(MethodFilter::GET);
        let status = Success(StatusCode::from_u16(status).unwrap_or(StatusCode::OK));
        self.router = self.router.route(
            &axum_path(path),
            on(filter, handler).layer(axum::Extension(status)),
        );
        self
    }
}

/// The success status of a write route, as [`Routes`] declared it.
#[derive(Clone, Copy)]
struct Success(StatusCode);

/// `/roles/:id` (the catalogue's pattern) as axum's `/api/roles/{id}`.
fn axum_path(route: &str) -> String {
    let mut out = String::from("/api");
    for seg in route.split('/').filter(|s| !s.is_empty()) {
        out.push('/');
        match seg.strip_prefix(':') {
            Some(name) => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
            None => out.push_str(seg),
        }
    }
    out
}

pub(crate) fn all_routes() -> Routes {
    let r = Routes::new();
    let r = resources::routes(r);
    let r = roles::routes(r);
    let r = users::routes(r);
    let r = applications::routes(r);
    let r = orgs::routes(r);
    let r = configs::routes(r);
    hooks::routes(r)
}

/// The Management API, behind its bearer-token check.
pub(crate) fn router(app: App) -> Router<App> {
    all_routes()
        .router
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .layer(axum::middleware::from_fn_with_state(app, bearer::bearer))
}

/// An `/api` path that names no route: 404 in the management API's shape.
async fn api_not_found(req: Request<Body>) -> ApiError {
    ApiError::new(
        Code::GuardRouteNotFound,
        format!(
            "unrecognized route or not allowed method ({} on {})",
            req.method(),
            crate::util::sanitize(req.uri().path())
        ),
    )
}

/// The management API's error body: `{"code","message","details"?}`.
pub(crate) fn error_body(
    status: StatusCode,
    code: &str,
    message: &str,
    details: Option<&str>,
) -> Response<Body> {
    let mut body = json!({"code": code, "message": message});
    if let Some(d) = details {
        body["details"] = Value::from(d);
    }
    json_response(status, &body)
}

/// An error of the Management API: the body `{"code","message","details"?}` with its code's
/// status from `error::TABLE`. Failures of the server are answered generally and their
/// message goes to the server's log (see `http::Logged`).
#[derive(Debug)]
pub(crate) struct ApiError(pub Error);

impl ApiError {
    pub(crate) fn new(code: Code, message: impl Into<String>) -> Self {
        ApiError(Error::new(code, message))
    }
}

impl From<Error> for ApiError {
    fn from(e: Error) -> Self {
        ApiError(e)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response<Body> {
        let e = self.0;
        let d = e.detail();
        let status = StatusCode::from_u16(e.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
        if e.is_disk_full() {
            let m = "the store's file system is full; nothing was changed. Try again later";
            return super::disk_full(&e, error_body(status, d.code.as_str(), m, None));
        }
        if status.is_server_error() {
            // The message may name files of the server's machine: log it, answer generally.
            let mut res = error_body(
                status,
                Code::UnexpectedError.as_str(),
                "the server could not complete the request",
                None,
            );
            res.extensions_mut()
                .insert(super::Logged(d.message.clone()));
            return res;
        }
        let mut res = match (&d.code, &d.hint) {
            // An update naming no field (the CLI names its flags; a body names fields).
            (Code::Usage, _) | (_, Some(Hint::Give(_))) => {
                let m = "nothing to update: the request body names no field to change";
                error_body(status, Code::GuardInvalidInput.as_str(), m, Some(m))
            }
            (Code::GuardInvalidInput, _) => {
                error_body(status, d.code.as_str(), &d.message, Some(&d.message))
            }
            _ => error_body(status, d.code.as_str(), &d.message, None),
        };
        if status == StatusCode::UNAUTHORIZED {
            res.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Bearer realm=\"Management API\""),
            );
        }
        res
    }
}

/// What every management handler starts with: the app, the caller, the path parameters
/// (percent-decoded) and the query string.
pub(crate) struct Call {
    app: App,
    caller: Caller,
    params: Vec<(String, String)>,
    query: Option<String>,
    /// What a write answers when it succeeds (see [`Routes::op`]).
    success: StatusCode,
}

impl FromRequestParts<App> for Call {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &App,
    ) -> std::result::Result<Self, Self::Rejection> {
        let caller = parts
            .extensions
            .get::<Caller>()
            .cloned()
            .ok_or_else(|| bearer::unauthorized("not authorized"))?;
        // Percent-decoded by axum; a parameter that does not decode to UTF-8 names nothing.
        let params = match RawPathParams::from_request_parts(parts, app).await {
            Ok(raw) => raw
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            Err(axum::extract::rejection::RawPathParamsRejection::MissingPathParams(_)) => {
                Vec::new()
            }
            Err(_) => {
                return Err(ApiError(crate::ops::invalid(
                    "a path parameter is not UTF-8 once percent-decoded",
                )));
            }
        };
        Ok(Call {
            app: app.clone(),
            caller,
            params,
            query: parts.uri.query().map(str::to_string),
            success: parts
                .extensions
                .get::<Success>()
                .map_or(StatusCode::OK, |s| s.0),
        })
    }
}

/// The JSON request body as `T`: a JSON content type, valid JSON, the reference's fields and
/// types (unknown fields refused, named), within the server's size and time limits.
pub(crate) struct Json<T>(pub T);

impl<T: DeserializeOwned> axum::extract::FromRequest<App> for Json<T> {
    type Rejection = Response<Body>;

    async fn from_request(
        req: Request<Body>,
        _app: &App,
    ) -> std::result::Result<Self, Self::Rejection> {
        let json_type = req.headers().get(header::CONTENT_TYPE).is_some_and(|ct| {
            let ct = String::from_utf8_lossy(ct.as_bytes()).to_ascii_lowercase();
            let essence = ct.split(';').next().unwrap_or_default().trim().to_string();
            essence == "application/json" || essence.ends_with("+json")
        });
        let bytes = super::read_body(req.into_body(), |status, message| {
            error_body(status, "guard.invalid_input", message, Some(message))
        })
        .await?;
        if !json_type {
            let m = "the request body must be JSON, sent with Content-Type: application/json";
            return Err(ApiError(crate::ops::invalid(m)).into_response());
        }
        parse_json(&bytes)
            .map(Json)
            .map_err(|e| ApiError(e).into_response())
    }
}

/// A handler's answer: the response, or the error it becomes.
pub(crate) type Answer = std::result::Result<Response<Body>, ApiError>;

impl Call {
    /// A path parameter (every route names the ones it reads).
    pub(crate) fn param(&self, name: &str) -> &str {
        self.params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_default()
    }

    /// Runs `f` in one write transaction with the caller recorded on its events, answers
    /// the route's success status with the value as JSON (none for 204), and hands the
    /// deliveries the events queued to the server's delivery worker after the commit.
    pub(crate) fn write<T: Serialize>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Answer {
        let caller = self.caller.clone();
        let out = self.app.pool.write_now(move |tx| {
            tx.set_caller(caller);
            f(tx)
        })?;
        if out.deliveries > 0 {
            self.app.deliveries.wake();
        }
        self.respond(self.success, &out.value)
    }

    /// Answers the route's success status with `value` (for work done outside a transaction).
    pub(crate) fn answer<T: Serialize>(&self, value: &T) -> Answer {
        self.respond(self.success, value)
    }

    /// Runs `f` in one read transaction and answers 200 with the value.
    pub(crate) fn read<T: Serialize>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Answer {
        let out = self.app.pool.read_now(f)?;
        self.respond(StatusCode::OK, &out.value)
    }

    /// A list, paged by the `page` and `page_size` query parameters (all of it when neither
    /// is given), with the total in the `Total-Number` header. `f` gets the page and reads
    /// only it (see [`Page`]).
    pub(crate) fn list<T: Serialize>(
        &self,
        f: impl FnOnce(&mut Tx, Page) -> Result<Listed<T>>,
    ) -> Answer {
        self.list_by(None, f)
    }

    /// A list always paged: pages of `default_size` when the request names none, as the
    /// service pages users.
    pub(crate) fn paged<T: Serialize>(
        &self,
        default_size: usize,
        f: impl FnOnce(&mut Tx, Page) -> Result<Listed<T>>,
    ) -> Answer {
        self.list_by(Some(default_size), f)
    }

    /// Reads a page in one read transaction, on a thread the runtime lets block: even paged in
    /// SQL, a list's cost grows with the store (its count, a search), and the async workers
    /// must stay free for the requests that take well under a millisecond (tokens, keys).
    fn list_by<T: Serialize>(
        &self,
        default_size: Option<usize>,
        f: impl FnOnce(&mut Tx, Page) -> Result<Listed<T>>,
    ) -> Answer {
        let page = match self.paging()? {
            Some((page, size)) => Some((page, size)),
            None => default_size.map(|size| (1, size)),
        };
        let page = match page {
            None => Page::ALL,
            Some((page, size)) => {
                let offset = (page - 1).saturating_mul(size);
                match (i64::try_from(size), i64::try_from(offset)) {
                    (Ok(limit), Ok(offset)) => Page { limit, offset },
                    _ => return Err(crate::ops::invalid("page is out of range").into()),
                }
            }
        };
        let out = self.app.pool.read_blocking(|tx| f(tx, page))?;
        let Listed { items, total } = out.value;
        let mut res = self.respond(StatusCode::OK, &items)?;
        res.headers_mut()
            .insert("total-number", HeaderValue::from(total.max(0) as u64));
        Ok(res)
    }

    /// A query parameter, decoded.
    pub(crate) fn query(&self, name: &str) -> Option<String> {
        let q = self.query.as_deref()?;
        url::form_urlencoded::parse(q.as_bytes())
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.into_owned())
    }

    /// `page` (from 1) and `page_size` (1 to [`MAX_PAGE_SIZE`], default 20).
    fn paging(&self) -> Result<Option<(usize, usize)>> {
        let page = self.query("page");
        let size = self.query("page_size");
        if page.is_none() && size.is_none() {
            return Ok(None);
        }
        let number = |name: &str, v: Option<String>, default: usize, max: usize| {
            let Some(v) = v else { return Ok(default) };
            match v.parse::<usize>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(crate::ops::invalid(format!(
                    "{name} must be a whole number from 1 to {max}, not {}",
                    crate::util::sanitize(&v)
                ))),
            }
        };
        Ok(Some((
            number("page", page, 1, usize::MAX / 2)?,
            number("page_size", size, 20, MAX_PAGE_SIZE)?,
        )))
    }

    fn respond<T: Serialize + ?Sized>(&self, status: StatusCode, value: &T) -> Answer {
        if status == StatusCode::NO_CONTENT {
            return Ok(status.into_response());
        }
        Ok(match serde_json::to_value(value).map_err(Error::from)? {
            // Routes that answer without a body (their operations return nothing).
            Value::Null => status.into_response(),
            v => json_response(status, &v),
        })
    }
}

/// A JSON body as `T`, with the key path of the first bad field.
fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(crate::ops::invalid(
            "the request body is empty; a JSON object is required",
        ));
    }
    let not_json = |e: serde_json::Error| {
        crate::ops::invalid(crate::util::sanitize(&format!(
            "the request body is not valid JSON: {e}"
        )))
    };
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        if inner.is_syntax() || inner.is_eof() {
            return not_json(inner);
        }
        crate::ops::invalid(crate::util::sanitize(&if path == "." {
            inner.to_string()
        } else {
            format!("{path}: {inner}")
        }))
    })?;
    de.end().map_err(not_json)?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::catalogue;

    #[test]
    fn every_operation_of_the_catalogue_is_routed_once() {
        let routes = all_routes();
        for op in catalogue::OPERATIONS {
            if op.route.starts_with("/experience") {
                continue;
            }
            let n = routes.operations.iter().filter(|o| *o == op).count();
            assert_eq!(n, 1, "{} {}", op.method, op.route);
        }
    }

    #[test]
    fn catalogue_patterns_become_axum_paths() {
        assert_eq!(
            axum_path("/roles/:id/scopes/:scopeId"),
            "/api/roles/{id}/scopes/{scopeId}"
        );
        assert_eq!(axum_path("/roles"), "/api/roles");
    }

    #[test]
    fn body_errors_name_the_field() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct B {
            name: String,
            n: Option<i64>,
        }
        let e = parse_json::<B>(br#"{"name": 5}"#).unwrap_err();
        assert!(e.detail().message.starts_with("name: invalid type"), "{e}");
        let e = parse_json::<B>(br#"{"name": "a", "x": 1}"#).unwrap_err();
        assert!(e.detail().message.contains("unknown field `x`"), "{e}");
        let e = parse_json::<B>(br#"{"name": "a"} x"#).unwrap_err();
        assert!(e.detail().message.contains("not valid JSON"), "{e}");
        let e = parse_json::<B>(b"").unwrap_err();
        assert!(e.detail().message.contains("empty"), "{e}");
        assert!(parse_json::<B>(br#"{"name": "a"}"#).is_ok());
    }
}
