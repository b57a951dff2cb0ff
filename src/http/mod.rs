//! The server front (`idctl serve`): the service's OAuth endpoints over HTTP. Routes,
//! extractors, handlers and error → status mapping only; the rules live in `token/` and
//! `ops/`, and every request runs in one store transaction.
//!
//! Nothing here runs for other commands: the tokio runtime is built in [`serve`].

mod api;
mod authorize;
mod browser;
mod hasher;
mod health;
mod limit;
pub mod logs;
pub(crate) mod metrics;
mod oidc;
mod pages;
mod params;
mod pool;
pub use pool::POOL_SIZE;
pub mod proxy;
pub mod tls;
mod workers;

use crate::error::{Code, Error, Result};
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use axum::response::IntoResponse;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use pool::Pool;
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Largest request body accepted (413 beyond).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;
/// A client must send a request's headers within this time, and its body within this time.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
pub const BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// Connections served at once (fewer when the process may not open that many files; see
/// [`connection_limit`]); further clients wait in the listen backlog.
pub const MAX_CONNECTIONS: usize = 4096;
/// Descriptors kept free for the store, its WAL and the rest of the process.
const RESERVED_FDS: usize = 64;
/// How long a shutdown waits for requests in flight.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// How the server's log lines are written on stderr (see [`logs`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

pub struct Options {
    pub store: crate::store::Location,
    /// PostgreSQL sessions this server keeps at most.
    pub pool_size: usize,
    pub listen: SocketAddr,
    /// `--base-url`, when given.
    pub base_url: Option<String>,
    /// `-o`: the first stdout line is the URL, or `{"url","issuer"}` under JSON; notes and
    /// warnings on stderr follow it too.
    pub format: crate::output::Format,
    /// `--tls-cert` and `--tls-key`: HTTPS.
    pub tls: Option<tls::Files>,
    /// `--trust-proxy`: the proxies whose forwarding headers name the client.
    pub trust_proxy: proxy::Trusted,
    /// Health probes and metrics (see [`Operations`]).
    pub operations: Operations,
}

/// `--metrics-listen`, `--no-metrics`, `--log-probes`.
#[derive(Debug, Clone, Default)]
pub struct Operations {
    /// Serve `/metrics` there only, not on the main listener.
    pub metrics_listen: Option<SocketAddr>,
    /// Collect no metrics and serve no `/metrics`.
    pub no_metrics: bool,
    /// Log the health probes' requests too.
    pub log_probes: bool,
}

/// What every handler can reach.
#[derive(Clone)]
pub(crate) struct App {
    pool: Pool,
    format: crate::output::Format,
    /// Sends the webhook deliveries that requests queue, after their commit.
    deliveries: workers::deliver::Worker,
    /// The key of the sign-in pages' tokens against forgery (see `ops::csrf`).
    csrf_secret: Arc<[u8]>,
    /// Runs password hashes and checks (see [`hasher`]).
    hasher: hasher::Hasher,
    /// The rate limits of the anonymous routes.
    limits: limit::Limits,
}

/// The client's address, put on every request.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Peer(pub SocketAddr);

fn io_error(what: &str, e: impl std::fmt::Display) -> Error {
    Error::new(Code::ServerIo, format!("{what}: {e}"))
}

/// Runs the server in the foreground until SIGINT or SIGTERM, then finishes the requests in
/// flight. The first line on stdout is the URL it listens on.
pub fn serve(opts: Options) -> Result<()> {
    // No allocation statistics under SQLite's process-wide mutex: `main` turned them off
    // (`store::configure_process`) before any connection.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(64)
        .thread_name("idctl-serve")
        .build()
        .map_err(|e| io_error("cannot start the server runtime", e))?;
    let result = runtime.block_on(run(opts));
    // Blocking store work still queued after the grace period must not hold the exit.
    runtime.shutdown_timeout(SHUTDOWN_GRACE);
    result
}

/// How many connections this process can serve at once: [`MAX_CONNECTIONS`], or fewer when
/// the open-files limit is lower. The soft limit is raised to the hard limit first, as
/// servers do (a desktop's soft limit is often 1024).
fn connection_limit() -> usize {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit/setrlimit with a valid pointer to an rlimit owned by this frame.
        let files = unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
                return MAX_CONNECTIONS;
            }
            if lim.rlim_cur < lim.rlim_max {
                let raised = libc::rlimit {
                    rlim_cur: lim.rlim_max,
                    rlim_max: lim.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    lim = raised;
                }
            }
            lim.rlim_cur
        };
        let files = usize::try_from(files).unwrap_or(usize::MAX);
        files.saturating_sub(RESERVED_FDS).clamp(1, MAX_CONNECTIONS)
    }
    #[cfg(not(unix))]
    {
        MAX_CONNECTIONS
    }
}

async fn run(opts: Options) -> Result<()> {
    let listener = tokio::net::TcpListener::bind(opts.listen)
        .await
        .map_err(|e| io_error(&format!("cannot listen on {}", opts.listen), e))?;
    let metrics_listener = metrics::start(&opts.operations, opts.format).await?;
    let bound = listener
        .local_addr()
        .map_err(|e| io_error("cannot read the bound address", e))?;
    // Read before anyone can learn the URL: a pair that cannot be used stops the server.
    let tls = match opts.tls {
        Some(files) => {
            let tls = tls::Tls::start(files, opts.format)?;
            tls.watch(opts.format)?;
            Some(tls)
        }
        None => {
            ignore_hangup(opts.format)?;
            None
        }
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let url = format!("{scheme}://{bound}");
    // `Some` when this server issues tokens for another base URL than the store's; otherwise
    // the store's base-url is read at every request, so `idctl config set` takes effect.
    let fixed_base = match opts.base_url {
        Some(u) => Some(crate::ops::config::check_base_url(&u)?),
        // Port 0: the port is chosen now, so discovery is only consistent at the bound URL
        // (named by loopback when the server listens on every address).
        None if opts.listen.port() == 0 => Some(if bound.ip().is_unspecified() {
            format!("{scheme}://localhost:{}", bound.port())
        } else {
            url.clone()
        }),
        None => None,
    };
    let pool = Pool::open(opts.store.clone(), fixed_base.clone(), opts.pool_size)?;
    let base_url = pool.read_now(|tx| crate::ops::config::base_url(tx))?.value;
    // Kept in the store, so that a restart (or another server on the store) accepts the
    // forms already shown.
    let csrf_secret: Arc<[u8]> = pool
        .write_now(|tx| crate::ops::csrf::ensure_secret(tx))?
        .value
        .into();
    // Signal handlers exist before anyone can learn the URL, so a SIGTERM sent right after
    // the first line is a clean shutdown.
    let mut shutdown = std::pin::pin!(shutdown_signal()?);
    let format = opts.format;
    if tls.is_some() && !base_url.starts_with("https:") {
        crate::output::warn(
            format,
            &format!(
                "serving https, but the base URL is {base_url}: the issuer and the links it \
                 makes are http (set --base-url or idctl config set base-url to the https URL)"
            ),
        );
    }
    if tls.is_none() && !bound.ip().is_loopback() {
        crate::output::warn(
            format,
            &format!(
                "listening on {bound}, which is not a loopback address: without TLS, client \
                 secrets and tokens travel in clear"
            ),
        );
    }
    {
        use std::io::Write;
        let first = match format {
            crate::output::Format::Json => {
                json!({"url": url, "issuer": format!("{base_url}/oidc")}).to_string()
            }
            _ => url.clone(),
        };
        let mut out = std::io::stdout().lock();
        writeln!(out, "{first}").map_err(|e| io_error("cannot write to stdout", e))?;
        out.flush()
            .map_err(|e| io_error("cannot write to stdout", e))?;
    }
    crate::output::note(
        format,
        &format!(
            "idctl serve: {url} (issuer {base_url}/oidc, store {})",
            opts.store.display()
        ),
    );

    let deliveries = workers::deliver::Worker::start(opts.store.clone(), fixed_base, format);
    let worker = deliveries.clone();
    let limits = pool.read_now(|tx| limit::Limits::new(tx))?.value;
    // Expired rows go at once and then every minute; the limiters are kept small.
    let sweeper = workers::sweep::Sweep::start(pool.clone(), limits.clone(), format);
    let app = App {
        pool,
        format,
        deliveries,
        csrf_secret,
        hasher: hasher::Hasher::start()?,
        limits,
    };
    let router: Router = oidc::routes()
        .merge(metrics::routes(
            &opts.operations,
            metrics_listener,
            app.clone(),
        ))
        .merge(authorize::routes())
        .merge(authorize::browser_routes(app.clone()))
        .merge(api::router(app.clone()))
        .fallback(not_found)
        .with_state(app)
        .layer(axum::middleware::from_fn(move |req, next| {
            log_request(format, req, next)
        }))
        .layer(axum::middleware::from_fn(metrics::track));
    let router = match (&tls, opts.trust_proxy.is_empty()) {
        (None, true) => router,
        _ => proxy::layer(router, Arc::new(opts.trust_proxy)),
    };

    let permits = Arc::new(Semaphore::new(connection_limit()));
    let mut last_accept_warning: Option<Instant> = None;
    let graceful = GracefulShutdown::new();
    loop {
        let permit = tokio::select! {
            p = permits.clone().acquire_owned() => match p {
                Ok(p) => p,
                Err(_) => break,
            },
            _ = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of descriptors, or a connection reset before it was accepted:
                    // wait a little instead of spinning.
                    if last_accept_warning.is_none_or(|t| t.elapsed() > Duration::from_secs(10)) {
                        crate::output::warn(format, &format!("accept failed: {e}"));
                        last_accept_warning = Some(Instant::now());
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let open = metrics::connection();
        if let Some(tls) = &tls {
            tls.spawn(
                stream,
                peer,
                router.clone(),
                graceful.watcher(),
                permit,
                open,
            );
            continue;
        }
        let svc = tower::ServiceExt::map_request(router.clone(), move |mut req: Request<_>| {
            req.extensions_mut().insert(Peer(peer));
            req
        });
        let svc = hyper_util::service::TowerToHyperService::new(svc);
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(HEADER_TIMEOUT)
            .keep_alive(true)
            .serve_connection(TokioIo::new(stream), svc);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
            drop((permit, open));
        });
    }
    drop(listener);
    crate::output::note(format, "idctl serve: shutting down");
    if tokio::time::timeout(SHUTDOWN_GRACE, graceful.shutdown())
        .await
        .is_err()
    {
        crate::output::warn(
            format,
            &format!("requests still running after {SHUTDOWN_GRACE:?} were cut off"),
        );
    }
    tokio::task::block_in_place(|| sweeper.stop());
    if !tokio::task::block_in_place(|| worker.stop(SHUTDOWN_GRACE)) {
        crate::output::warn(
            format,
            "webhook deliveries under way were cut off; the next idctl serve or idctl hook \
             deliver takes them over once their claim lapses (30 s)",
        );
    }
    Ok(())
}

/// Without TLS there is nothing to reload: SIGHUP (a service manager's reload) is noted and
/// changes nothing, instead of ending the server as its default action would.
fn ignore_hangup(format: crate::output::Format) -> Result<()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut hup =
            signal(SignalKind::hangup()).map_err(|e| io_error("cannot handle SIGHUP", e))?;
        tokio::spawn(async move {
            while hup.recv().await.is_some() {
                crate::output::note(format, "SIGHUP: nothing to reload (no --tls-cert)");
            }
        });
    }
    #[cfg(not(unix))]
    let _ = format;
    Ok(())
}

/// Resolves at SIGINT or SIGTERM. The handlers are installed when this is called.
fn shutdown_signal() -> Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term =
            signal(SignalKind::terminate()).map_err(|e| io_error("cannot handle SIGTERM", e))?;
        let mut int =
            signal(SignalKind::interrupt()).map_err(|e| io_error("cannot handle SIGINT", e))?;
        Ok(async move {
            tokio::select! {
                _ = term.recv() => {}
                _ = int.recv() => {}
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            let _ = tokio::signal::ctrl_c().await;
        })
    }
}

/// The cause of an error answered generally (a failure of the server), for its log: written
/// by [`log_request`] as a warning before the request's line.
#[derive(Clone)]
pub(crate) struct Logged(pub String);

/// One line per request on the log: method, path (never the query, which may hold secrets),
/// status and duration, after the warning of a failure the answer carries ([`Logged`]); all
/// of the request's lines inside its span, with its id, which the response carries in
/// `X-Request-Id` (see [`logs`]). Also gives empty 405 answers a JSON body.
async fn log_request(
    out: crate::output::Format,
    req: Request<Body>,
    next: axum::middleware::Next,
) -> Response<Body> {
    let (id, span) = logs::request_span(&req);
    let res = tracing::Instrument::instrument(handle_logged(out, req, next), span).await;
    logs::with_request_id(res, id)
}

async fn handle_logged(
    out: crate::output::Format,
    req: Request<Body>,
    next: axum::middleware::Next,
) -> Response<Body> {
    let start = Instant::now();
    let method = req.method().clone();
    let path = crate::util::sanitize(req.uri().path());
    let ip = req.extensions().get::<Peer>().map(|p| p.0.ip().to_string());
    let mut res = next.run(req).await;
    if res.status() == StatusCode::METHOD_NOT_ALLOWED
        && res.headers().get(header::CONTENT_TYPE).is_none()
    {
        let allow = res.headers().get(header::ALLOW).cloned();
        let message = format!("unrecognized route or not allowed method ({method} on {path})");
        res = if path == "/api" || path.starts_with("/api/") {
            api::ApiError::new(crate::error::Code::GuardMethodNotAllowed, message).into_response()
        } else {
            oauth_json(StatusCode::METHOD_NOT_ALLOWED, "invalid_request", &message)
        };
        if let Some(a) = allow {
            res.headers_mut().insert(header::ALLOW, a);
        }
    }
    if let Some(Logged(cause)) = res.extensions_mut().remove::<Logged>() {
        crate::output::warn(out, &cause);
    }
    if health::quiet(&path) {
        return res;
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let status = res.status().as_u16();
    // Why a request was refused, when its handler says (sanitized there).
    let reason = res
        .extensions()
        .get::<authorize::LogReason>()
        .map(|r| r.0.clone());
    logs::request_line(&logs::RequestLine {
        method: method.as_str(),
        path: &path,
        status,
        duration_ms: ms,
        ip: ip.as_deref(),
        reason: reason.as_deref(),
    });
    res
}

async fn not_found(req: Request<Body>) -> Response<Body> {
    oauth_json(
        StatusCode::NOT_FOUND,
        "invalid_request",
        &format!(
            "unrecognized route or not allowed method ({} on {})",
            req.method(),
            crate::util::sanitize(req.uri().path())
        ),
    )
}

/// The body, at most [`MAX_BODY_BYTES`] (413 beyond), all of it within [`BODY_TIMEOUT`]
/// however slowly it trickles in (408 after); `error` builds each front's error answer.
pub(crate) async fn read_body(
    body: Body,
    error: impl Fn(StatusCode, &str) -> Response<Body>,
) -> std::result::Result<axum::body::Bytes, Response<Body>> {
    let read = axum::body::to_bytes(body, MAX_BODY_BYTES);
    match tokio::time::timeout(BODY_TIMEOUT, read).await {
        Err(_) => {
            let mut res = error(
                StatusCode::REQUEST_TIMEOUT,
                &format!(
                    "the request body did not arrive within {} s",
                    BODY_TIMEOUT.as_secs()
                ),
            );
            res.headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            Err(res)
        }
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(e)) => {
            let too_large = std::error::Error::source(&e)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            Err(if too_large {
                error(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    &format!("the request body is larger than {MAX_BODY_BYTES} bytes"),
                )
            } else {
                error(
                    StatusCode::BAD_REQUEST,
                    "the request body could not be read",
                )
            })
        }
    }
}

/// `429 Too Many Requests` with `Retry-After` on `res`, for a request a rate limit refused.
pub(crate) fn too_many(mut res: Response<Body>, limited: limit::Limited) -> Response<Body> {
    *res.status_mut() = StatusCode::TOO_MANY_REQUESTS;
    res.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(limited.seconds()));
    res
}

/// The client's address, when the request came over TCP.
pub(crate) fn peer_ip(req_peer: Option<&Peer>) -> Option<std::net::IpAddr> {
    req_peer.map(|p| p.0.ip())
}

/// An OAuth error body with the reference's extra `code` (`oidc.<error>`) and `message`.
pub(crate) fn oauth_json(status: StatusCode, error: &str, description: &str) -> Response<Body> {
    let body = json!({
        "error": error,
        "error_description": description,
        "code": format!("oidc.{error}"),
        "message": description,
    });
    json_response(status, &body)
}

/// How long a client is asked to wait (`Retry-After`, in seconds) before trying a write again
/// that was refused because the store's disk is full.
pub const DISK_FULL_RETRY_AFTER_SECS: u64 = 60;

/// Makes `res` the answer to a write refused because the store's disk is full (see
/// [`Error::is_disk_full`]): 503 with `Retry-After`, nothing changed. Reads, and writes once
/// space is freed, go on working. The cause goes to the server's log: someone must free space.
pub(crate) fn disk_full(e: &Error, mut res: Response<Body>) -> Response<Body> {
    res.extensions_mut()
        .insert(Logged(crate::util::sanitize(&e.detail().message)));
    *res.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
    res.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from(DISK_FULL_RETRY_AFTER_SECS),
    );
    res
}

/// The OAuth endpoints' answer to a write refused because the store's disk is full: the
/// OAuth error `temporarily_unavailable`, with `code` naming the cause.
pub(crate) fn oauth_disk_full(_app: &App, e: &Error) -> Response<Body> {
    let description = "the server cannot store this request now; try again later";
    let body = json!({
        "error": "temporarily_unavailable",
        "error_description": description,
        "code": crate::error::DISK_FULL,
        "message": description,
    });
    disk_full(e, json_response(StatusCode::SERVICE_UNAVAILABLE, &body))
}

pub(crate) fn json_response(status: StatusCode, body: &serde_json::Value) -> Response<Body> {
    json_bytes_response(status, body.to_string().into_bytes())
}

/// [`json_response`] for a document already serialized.
pub(crate) fn json_bytes_response(status: StatusCode, body: Vec<u8>) -> Response<Body> {
    let mut res = Response::new(Body::from(body));
    *res.status_mut() = status;
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    res
}
