//! The Management API under `/api`: the same operations as the CLI, over HTTP, for callers
//! holding an access token for the built-in Management API resource with the `all`
//! permission. Routes, body parsing and error → status mapping only: every request calls the
//! operations of `ops` in one store transaction, which records the events.

mod applications;
mod bearer;
mod hooks;
mod orgs;
mod resources;
mod roles;
mod users;

use super::{App, json_response};
use crate::error::{Error, Result};
use crate::events::{Caller, Operation};
use crate::store::{Listed, Page, Tx};

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use axum::http::{HeaderValue, Method, Request, Response, StatusCode, header};
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

    /// A route that is not an operation of the catalogue (reads, resources, applications,
    /// hooks, personal access tokens).
    fn route(mut self, path: &str, handler: MethodRouter<App>) -> Self {
        self.router = self.router.route(&axum_path(path), handler);
        self
    }

    /// The route of a catalogue operation: its method and pattern come from the catalogue
    /// (routes of one path with several methods are merged).
    fn op<H, T>(mut self, op: &'static Operation, handler: H) -> Self
    where
        H: axum::handler::Handler<T, App>,
        T: 'static,
    {
        self.operations.push(op);
        let filter = Method::from_bytes(op.method.as_bytes())
            .ok()
            .and_then(|m| MethodFilter::try_from(m).ok())
            .unwrap_or(MethodFilter::GET);
        self.router = self.router.route(&axum_path(op.route), on(filter, handler));
        self
    }
}

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
async fn api_not_found(req: Request<Body>) -> Response<Body> {
    error_body(
        StatusCode::NOT_FOUND,
        "guard.route_not_found",
        &format!(
            "unrecognized route or not allowed method ({} on {})",
            req.method(),
            crate::util::sanitize(req.uri().path())
        ),
        None,
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

/// Any library error as the management API answers it (statuses from `error.rs`).
pub(crate) fn error_response(app: &App, e: &Error) -> Response<Body> {
    let d = e.detail();
    if e.is_disk_full() {
        let m = "the store's file system is full; nothing was changed. Try again later";
        return super::disk_full(
            app,
            e,
            error_body(StatusCode::SERVICE_UNAVAILABLE, &d.code, m, None),
        );
    }
    let status = StatusCode::from_u16(e.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
    if status == StatusCode::INTERNAL_SERVER_ERROR {
        // The message may name files of the server's machine: log it, answer generally.
        crate::output::warn(app.format, &d.message);
        return error_body(
            status,
            "unexpected_error",
            "the server could not complete the request",
            None,
        );
    }
    // Hints name CLI commands: not shown here. The operations' usage errors are updates
    // that change nothing (`--name` and the like are the CLI's words for the fields).
    if let Error::Usage(_) = e {
        let m = "nothing to update: the request body names no field to change";
        return error_body(status, "guard.invalid_input", m, Some(m));
    }
    let details = (d.code == "guard.invalid_input").then_some(d.message.as_str());
    error_body(status, &d.code, &d.message, details)
}

/// What every management handler starts with: the app, the caller, the path parameters
/// (percent-decoded) and the query string.
pub(crate) struct Call {
    app: App,
    caller: Caller,
    params: Vec<(String, String)>,
    query: Option<String>,
}

impl FromRequestParts<App> for Call {
    type Rejection = Response<Body>;

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
                let m = "a path parameter is not UTF-8 once percent-decoded";
                return Err(error_body(
                    StatusCode::BAD_REQUEST,
                    "guard.invalid_input",
                    m,
                    Some(m),
                ));
            }
        };
        Ok(Call {
            app: app.clone(),
            caller,
            params,
            query: parts.uri.query().map(str::to_string),
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
            return Err(error_body(
                StatusCode::BAD_REQUEST,
                "guard.invalid_input",
                m,
                Some(m),
            ));
        }
        parse_json(&bytes).map(Json).map_err(|e| {
            let d = e.detail();
            error_body(
                StatusCode::BAD_REQUEST,
                &d.code,
                &d.message,
                Some(&d.message),
            )
        })
    }
}

/// A handler's answer: the response, already built.
pub(crate) type Answer = Response<Body>;

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
    /// `status` with the value as JSON (none for 204), and hands the deliveries the events
    /// queued to the server's delivery worker after the commit.
    pub(crate) fn write<T: Serialize>(
        &self,
        status: u16,
        f: impl FnOnce(&mut Tx) -> Result<T>,
    ) -> Answer {
        let caller = self.caller.clone();
        let out = self.app.pool.write_now(move |tx| {
            tx.set_caller(caller);
            f(tx)
        });
        match out {
            Err(e) => error_response(&self.app, &e),
            Ok(out) => {
                if out.deliveries > 0 {
                    self.app.deliveries.wake();
                }
                self.respond(status, &out.value)
            }
        }
    }

    /// Runs `f` in one read transaction and answers 200 with the value.
    pub(crate) fn read<T: Serialize>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Answer {
        match self.app.pool.read_now(f) {
            Err(e) => error_response(&self.app, &e),
            Ok(out) => self.respond(200, &out.value),
        }
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
        let page = match self.paging() {
            Ok(Some((page, size))) => Some((page, size)),
            Ok(None) => default_size.map(|size| (1, size)),
            Err(e) => return error_response(&self.app, &e),
        };
        let page = match page {
            None => Page::ALL,
            Some((page, size)) => {
                let offset = (page - 1).saturating_mul(size);
                match (i64::try_from(size), i64::try_from(offset)) {
                    (Ok(limit), Ok(offset)) => Page { limit, offset },
                    _ => {
                        let e = crate::ops::invalid("page is out of range");
                        return error_response(&self.app, &e);
                    }
                }
            }
        };
        match self.app.pool.read_blocking(|tx| f(tx, page)) {
            Err(e) => error_response(&self.app, &e),
            Ok(out) => {
                let Listed { items, total } = out.value;
                let mut res = self.respond(200, &items);
                res.headers_mut()
                    .insert("total-number", HeaderValue::from(total.max(0) as u64));
                res
            }
        }
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

    fn respond<T: Serialize + ?Sized>(&self, status: u16, value: &T) -> Answer {
        let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
        if status == StatusCode::NO_CONTENT {
            let mut res = Response::new(Body::empty());
            *res.status_mut() = status;
            return res;
        }
        match serde_json::to_value(value) {
            // Routes that answer without a body (their operations return nothing).
            Ok(Value::Null) => {
                let mut res = Response::new(Body::empty());
                *res.status_mut() = status;
                res
            }
            Ok(v) => json_response(status, &v),
            Err(e) => error_response(&self.app, &Error::from(e)),
        }
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
