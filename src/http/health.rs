//! `GET /health/live` and `GET /health/ready`, for a load balancer or an orchestrator.
//!
//! Live: the process answers. Ready: one read of the store (its schema version, in a pooled
//! session) answers within [`READY_TIMEOUT`], the schema is this build's, and the webhook
//! delivery worker runs; otherwise 503 with the reason. Cheap enough to poll every second: no
//! write, no hash, no authentication; at most one store read per kind of probe is under way
//! at a time, so a store that hangs never piles up waiting threads. A change of readiness is
//! logged once (with the cause); the probes themselves are not logged unless `--log-probes`.

use super::App;
use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, Response, StatusCode, header};
use axum::routing::get;
use serde_json::json;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How long the readiness probe waits for the store.
pub const READY_TIMEOUT: Duration = Duration::from_secs(2);

/// Whether probes get a request log line (`--log-probes`).
static LOG_PROBES: AtomicBool = AtomicBool::new(false);

/// The readiness last answered: 0 unknown, 1 ready, 2 not ready (to log changes only).
static LAST: AtomicU8 = AtomicU8::new(0);

pub(crate) fn set_log_probes(on: bool) {
    LOG_PROBES.store(on, Ordering::Relaxed);
}

/// Whether the request log leaves out a request to `path` (a probe, unless `--log-probes`).
pub(crate) fn quiet(path: &str) -> bool {
    path.starts_with("/health/") && !LOG_PROBES.load(Ordering::Relaxed)
}

pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route("/health/live", get(live))
        .route("/health/ready", get(ready))
}

fn answer(status: StatusCode, body: serde_json::Value) -> Response<Body> {
    let mut res = super::json_response(status, &body);
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

async fn live() -> Response<Body> {
    answer(StatusCode::OK, json!({"status": "ok"}))
}

/// Who reads the store in the background: each has one read under way at most.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Probe {
    Ready,
    Metrics,
}

static IN_FLIGHT: [AtomicBool; 2] = [AtomicBool::new(false), AtomicBool::new(false)];
/// When the read in flight of each kind started ([`since_start_ms`]).
static STARTED_MS: [AtomicU64; 2] = [AtomicU64::new(0), AtomicU64::new(0)];

/// Milliseconds since the first call in this process: a clock an atomic can hold.
fn since_start_ms() -> u64 {
    static T0: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    u64::try_from(T0.get_or_init(Instant::now).elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// Why a bounded read gave no value.
pub(crate) enum Unanswered {
    /// The previous read of this kind has not answered yet.
    Busy,
    TimedOut,
    Failed(crate::error::Error),
}

/// Clears the in-flight mark when the read ends, however it ends.
struct Flight(Probe);

impl Drop for Flight {
    fn drop(&mut self) {
        IN_FLIGHT[self.0 as usize].store(false, Ordering::Release);
    }
}

/// Runs `f` in one pooled read transaction on a blocking thread, waiting at most
/// [`READY_TIMEOUT`]. A read that outlives the wait goes on in the background, and until
/// it ends the next read of the same kind is not started (`Busy`); a probe arriving while a
/// younger read is in flight (two probers at once) waits for it to end and reads after it.
pub(crate) async fn bounded_read<T: Send + 'static>(
    app: &App,
    probe: Probe,
    f: impl FnOnce(&mut crate::store::Tx) -> crate::error::Result<T> + Send + 'static,
) -> Result<T, Unanswered> {
    let deadline = tokio::time::Instant::now() + READY_TIMEOUT;
    let limit_ms = u64::try_from(READY_TIMEOUT.as_millis()).unwrap_or(u64::MAX);
    while IN_FLIGHT[probe as usize]
        .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
        .is_err()
    {
        tokio::time::sleep(Duration::from_millis(10)).await;
        let age =
            since_start_ms().saturating_sub(STARTED_MS[probe as usize].load(Ordering::Acquire));
        if age >= limit_ms || tokio::time::Instant::now() >= deadline {
            return Err(Unanswered::Busy);
        }
    }
    STARTED_MS[probe as usize].store(since_start_ms(), Ordering::Release);
    let flight = Flight(probe);
    let pool = app.pool.clone();
    let task = tokio::task::spawn_blocking(move || {
        let _flight = flight;
        pool.read_detached(f)
    });
    match tokio::time::timeout_at(deadline, task).await {
        Err(_) => Err(Unanswered::TimedOut),
        Ok(Err(_)) => Err(Unanswered::Failed(crate::error::Error::new(
            crate::error::Code::StoreError,
            "store error: the read stopped",
        ))),
        Ok(Ok(Err(e))) => Err(Unanswered::Failed(e)),
        Ok(Ok(Ok(v))) => Ok(v),
    }
}

async fn ready(State(app): State<App>) -> Response<Body> {
    let read = bounded_read(&app, Probe::Ready, |tx| tx.schema_version()).await;
    let secs = READY_TIMEOUT.as_secs();
    let (reason, cause) = match read {
        Ok(v) if v != crate::store::SCHEMA_VERSION => {
            let r = format!(
                "the store's schema is {v}; this build needs {} (run idctl store migrate)",
                crate::store::SCHEMA_VERSION
            );
            (Some(r.clone()), r)
        }
        Ok(_) if !app.deliveries.alive() => {
            let r = "the webhook delivery worker is not running".to_string();
            (Some(r.clone()), r)
        }
        Ok(_) => (None, String::new()),
        Err(Unanswered::Busy) => (
            Some(format!(
                "the store did not answer within {secs} s (an earlier read is still waiting)"
            )),
            "the store's readiness read is still waiting".to_string(),
        ),
        Err(Unanswered::TimedOut) => {
            let r = format!("the store did not answer within {secs} s");
            (Some(r.clone()), r)
        }
        // The cause (which may name the store's host or file) goes to the server's log only.
        Err(Unanswered::Failed(e)) => (
            Some("the store could not be read (the cause is in the server's log)".to_string()),
            format!("the store could not be read: {}", e.detail().message),
        ),
    };
    match reason {
        None => {
            if LAST.swap(1, Ordering::Relaxed) == 2 {
                crate::output::note(app.format, "idctl serve: ready again");
            }
            answer(
                StatusCode::OK,
                json!({"status": "ok", "schemaVersion": crate::store::SCHEMA_VERSION}),
            )
        }
        Some(reason) => {
            if LAST.swap(2, Ordering::Relaxed) != 2 {
                crate::output::warn(app.format, &format!("not ready: {cause}"));
            }
            answer(
                StatusCode::SERVICE_UNAVAILABLE,
                json!({"status": "unavailable", "reason": reason}),
            )
        }
    }
}
