//! `GET /metrics`: the server's metrics in the Prometheus text format (prometheus-client).
//!
//! One process-wide set, made by [`install`] when `idctl serve` starts (never by another
//! command): the recording functions below do nothing until then, or at all under
//! `--no-metrics`. Every label comes from a fixed set (route templates, methods, statuses,
//! grant types, OAuth error codes, outcomes) or, for webhooks, from the hooks an
//! administrator configured: no request can add a series.
//!
//! The hot path costs a few atomic increments and, per request, one lookup of its series.

use super::App;
use axum::body::Body;
use axum::extract::{MatchedPath, State};
use axum::http::{HeaderValue, Method, Request, Response, StatusCode, header};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::{Registry, Unit};
use std::sync::OnceLock;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

static METRICS: OnceLock<Metrics> = OnceLock::new();

/// The route label of a request no route matched.
pub const UNMATCHED: &str = "unmatched";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    method: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: String,
    method: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct TokenLabels {
    grant: &'static str,
    result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct HookLabels {
    hook: String,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LimitLabels {
    limit: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StoreLabels {
    kind: &'static str,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// 0.25 ms to ~8 s, doubling.
fn latency() -> Histogram {
    Histogram::new(exponential_buckets(0.00025, 2.0, 16))
}

/// Whether a store transaction read or wrote.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kind {
    Read,
    Write,
}

pub(crate) struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    durations: Histograms<RouteLabels>,
    open_connections: Gauge,
    tokens: Family<TokenLabels, Counter>,
    sign_ins: Counter,
    registrations: Counter,
    lockouts: Counter,
    deliveries: Family<HookLabels, Counter>,
    pending: Gauge,
    oldest_pending: Gauge<f64, AtomicU64>,
    /// Read, write: waiting for a session (and a writer's turn), then the transaction.
    store_wait: [Histogram; 2],
    store_duration: [Histogram; 2],
    rate_limited: Family<LimitLabels, Counter>,
}

impl Metrics {
    fn new() -> Metrics {
        let mut registry = Registry::with_prefix("idctl");
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests answered, by route template, method and status",
            requests.clone(),
        );
        let durations: Histograms<RouteLabels> = Family::new_with_constructor(latency);
        registry.register_with_unit(
            "http_request_duration",
            "Time to answer an HTTP request (to its response's head), by route template and method",
            Unit::Seconds,
            durations.clone(),
        );
        let open_connections = Gauge::default();
        registry.register(
            "http_open_connections",
            "Client connections open now",
            open_connections.clone(),
        );
        let tokens = Family::<TokenLabels, Counter>::default();
        registry.register(
            "tokens",
            "Token endpoint requests by grant type and result (granted, or the OAuth error)",
            tokens.clone(),
        );
        let sign_ins = Counter::default();
        registry.register(
            "sign_ins",
            "Successful sign-ins (PostSignIn events)",
            sign_ins.clone(),
        );
        let registrations = Counter::default();
        registry.register(
            "registrations",
            "Accounts registered (PostRegister events)",
            registrations.clone(),
        );
        let lockouts = Counter::default();
        registry.register(
            "lockouts",
            "Identifiers locked after too many failed attempts (Identifier.Lockout events)",
            lockouts.clone(),
        );
        let deliveries = Family::<HookLabels, Counter>::default();
        registry.register(
            "webhook_deliveries",
            "Webhook delivery attempts by this server, by hook id and outcome",
            deliveries.clone(),
        );
        let pending = Gauge::default();
        registry.register(
            "webhook_pending_deliveries",
            "Webhook deliveries waiting in the store's outbox (read at scrape time)",
            pending.clone(),
        );
        let oldest_pending = Gauge::<f64, AtomicU64>::default();
        registry.register_with_unit(
            "webhook_oldest_pending_age",
            "Age of the oldest pending webhook delivery, 0 when none (read at scrape time)",
            Unit::Seconds,
            oldest_pending.clone(),
        );
        let store_wait: Histograms<StoreLabels> = Family::new_with_constructor(latency);
        registry.register_with_unit(
            "store_wait",
            "Time a store transaction waited for a session (and a write for its turn)",
            Unit::Seconds,
            store_wait.clone(),
        );
        let store_duration: Histograms<StoreLabels> = Family::new_with_constructor(latency);
        registry.register_with_unit(
            "store_duration",
            "Time a store transaction ran, to its commit",
            Unit::Seconds,
            store_duration.clone(),
        );
        let rate_limited = Family::<LimitLabels, Counter>::default();
        registry.register(
            "rate_limited",
            "Requests refused by a rate limit (429), by limit",
            rate_limited.clone(),
        );
        let of = |f: &Histograms<StoreLabels>, kind| f.get_or_create(&StoreLabels { kind }).clone();
        Metrics {
            registry,
            requests,
            durations,
            open_connections,
            tokens,
            sign_ins,
            registrations,
            lockouts,
            deliveries,
            pending,
            oldest_pending,
            store_wait: [of(&store_wait, "read"), of(&store_wait, "write")],
            store_duration: [of(&store_duration, "read"), of(&store_duration, "write")],
            rate_limited,
        }
    }
}

/// Makes the metrics of this process; the recording functions work from now on.
pub(crate) fn install() {
    let _ = METRICS.set(Metrics::new());
}

fn get() -> Option<&'static Metrics> {
    METRICS.get()
}

/// The label of a method: the standard ones, `other` for the rest.
fn method_label(m: &Method) -> &'static str {
    match *m {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// A route's template as the service's catalogue writes it: axum's `/api/roles/{id}` becomes
/// `/api/roles/:id`, a catch-all `{*rest}` becomes `*rest` (braces in label values also trip
/// up simple exposition parsers).
fn route_label(template: &str) -> String {
    if !template.contains('{') {
        return template.to_string();
    }
    let mut out = String::with_capacity(template.len());
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'*') => {}
            '{' => out.push(':'),
            '}' => {}
            c => out.push(c),
        }
    }
    out
}

/// Middleware: counts each request by its route's template (axum's `MatchedPath`, written as
/// `/api/roles/:id`; [`UNMATCHED`] when no route matched), method and status, and observes
/// its duration.
pub(crate) async fn track(req: Request<Body>, next: axum::middleware::Next) -> Response<Body> {
    let Some(m) = get() else {
        return next.run(req).await;
    };
    let start = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| UNMATCHED.to_string(), |m| route_label(m.as_str()));
    let method = method_label(req.method());
    let res = next.run(req).await;
    let seconds = start.elapsed().as_secs_f64();
    m.durations
        .get_or_create(&RouteLabels {
            route: route.clone(),
            method,
        })
        .observe(seconds);
    m.requests
        .get_or_create(&RequestLabels {
            route,
            method,
            status: res.status().as_u16(),
        })
        .inc();
    res
}

/// A client connection, counted open until dropped.
pub(crate) struct OpenConnection(bool);

impl Drop for OpenConnection {
    fn drop(&mut self) {
        if let (true, Some(m)) = (self.0, get()) {
            m.open_connections.dec();
        }
    }
}

/// Counts a connection accepted; it is counted closed when the value is dropped.
pub(crate) fn connection() -> OpenConnection {
    match get() {
        Some(m) => {
            m.open_connections.inc();
            OpenConnection(true)
        }
        None => OpenConnection(false),
    }
}

/// The label of a `grant_type`: the grants idctl knows, `other` for the rest, `none` when
/// the parameter is missing (or given twice).
fn grant_label(grant_type: Option<&str>) -> &'static str {
    use crate::token::grant;
    match grant_type {
        None => "none",
        Some(grant::AUTHORIZATION_CODE) => grant::AUTHORIZATION_CODE,
        Some(grant::CLIENT_CREDENTIALS) => grant::CLIENT_CREDENTIALS,
        Some(grant::REFRESH_TOKEN) => grant::REFRESH_TOKEN,
        Some(grant::TOKEN_EXCHANGE) => grant::TOKEN_EXCHANGE,
        Some(_) => "other",
    }
}

/// Counts a token request: `refused` is the OAuth error code, `None` when a token was issued.
pub(crate) fn token(grant_type: Option<&str>, refused: Option<&'static str>) {
    if let Some(m) = get() {
        m.tokens
            .get_or_create(&TokenLabels {
                grant: grant_label(grant_type),
                result: refused.unwrap_or("granted"),
            })
            .inc();
    }
}

/// Counts what a committed transaction recorded: sign-ins, registrations, lockouts.
pub(crate) fn committed(events: &[crate::model::Event]) {
    use crate::events::catalogue as cat;
    let Some(m) = get() else { return };
    for e in events {
        match e.name.as_str() {
            cat::POST_SIGN_IN => m.sign_ins.inc(),
            cat::POST_REGISTER => m.registrations.inc(),
            cat::IDENTIFIER_LOCKOUT => m.lockouts.inc(),
            _ => 0,
        };
    }
}

/// Counts a round of the delivery worker, per hook.
pub(crate) fn delivered(summary: &crate::events::delivery::Summary) {
    let Some(m) = get() else { return };
    for (hook, t) in &summary.hooks {
        for (outcome, n) in [
            ("delivered", t.delivered),
            ("refused", t.failed),
            ("retrying", t.retrying),
            ("given_up", t.given_up),
        ] {
            if n > 0 {
                m.deliveries
                    .get_or_create(&HookLabels {
                        hook: hook.clone(),
                        outcome,
                    })
                    .inc_by(n as u64);
            }
        }
    }
}

/// Counts a store transaction: how long it waited for its session (and turn), how long it ran.
pub(crate) fn store(kind: Kind, wait: Duration, ran: Duration) {
    if let Some(m) = get() {
        let i = kind as usize;
        m.store_wait[i].observe(wait.as_secs_f64());
        m.store_duration[i].observe(ran.as_secs_f64());
    }
}

/// Counts a request refused by the rate limit `limit`.
pub(crate) fn rate_limited(limit: &'static str) {
    if let Some(m) = get() {
        m.rate_limited.get_or_create(&LimitLabels { limit }).inc();
    }
}

/// Sets up what `--no-metrics`, `--metrics-listen` and `--log-probes` ask for, before the
/// server says its URL: the metrics of this process (unless off), and the listener of
/// `--metrics-listen` (an address that cannot be bound fails the start).
pub(crate) async fn start(
    ops: &super::Operations,
    format: crate::output::Format,
) -> crate::error::Result<Option<tokio::net::TcpListener>> {
    super::health::set_log_probes(ops.log_probes);
    if ops.no_metrics {
        return Ok(None);
    }
    install();
    let Some(addr) = ops.metrics_listen else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| super::io_error(&format!("cannot listen on {addr} for the metrics"), e))?;
    let bound = listener
        .local_addr()
        .map_err(|e| super::io_error("cannot read the metrics' bound address", e))?;
    crate::output::note(
        format,
        &format!("idctl serve: metrics on http://{bound}/metrics"),
    );
    Ok(Some(listener))
}

/// The health routes, and `/metrics` when it is served on the main listener (metrics on,
/// no `--metrics-listen`). With `separate`, serves `/metrics` there (only there).
pub(crate) fn routes(
    ops: &super::Operations,
    separate: Option<tokio::net::TcpListener>,
    app: App,
) -> axum::Router<App> {
    let router = super::health::routes();
    if let Some(listener) = separate {
        let only = axum::Router::new()
            .route("/metrics", axum::routing::get(scrape))
            .fallback(super::not_found)
            .with_state(app);
        tokio::spawn(async move {
            let _ = axum::serve(listener, only).await;
        });
        return router;
    }
    if ops.no_metrics {
        return router;
    }
    router.route("/metrics", axum::routing::get(scrape))
}

/// `GET /metrics`: reads the outbox's backlog (one indexed read, bounded in time; left out of
/// this scrape when the store does not answer), then encodes every metric.
pub(crate) async fn scrape(State(app): State<App>) -> Response<Body> {
    let Some(m) = get() else {
        return super::oauth_json(StatusCode::NOT_FOUND, "invalid_request", "metrics are off");
    };
    let backlog = super::health::bounded_read(&app, super::health::Probe::Metrics, |tx| {
        crate::store::hooks::pending(tx)
    })
    .await;
    if let Ok((count, oldest)) = backlog {
        m.pending.set(count);
        let age = oldest.map_or(0.0, |at| {
            (crate::util::now_ms().saturating_sub(at)).max(0) as f64 / 1000.0
        });
        m.oldest_pending.set(age);
    }
    let mut text = String::new();
    if prometheus_client::encoding::prometheus_text::encode(&mut text, &m.registry).is_err() {
        return super::oauth_json(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            "the metrics could not be encoded",
        );
    }
    let mut res = Response::new(Body::from(text));
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_of_methods_and_grants_come_from_fixed_sets() {
        assert_eq!(method_label(&Method::GET), "GET");
        let odd = Method::from_bytes(b"BREW").expect("a method");
        assert_eq!(method_label(&odd), "other");
        assert_eq!(
            grant_label(Some("client_credentials")),
            "client_credentials"
        );
        assert_eq!(grant_label(Some("anything a client sends")), "other");
        assert_eq!(grant_label(None), "none");
    }

    #[test]
    fn route_templates_are_written_as_the_catalogue_writes_them() {
        assert_eq!(route_label("/oidc/token"), "/oidc/token");
        assert_eq!(route_label("/api/roles/{id}"), "/api/roles/:id");
        assert_eq!(
            route_label("/api/users/{id}/roles/{role_id}"),
            "/api/users/:id/roles/:role_id"
        );
        assert_eq!(route_label("/api/{*rest}"), "/api/*rest");
    }
}
