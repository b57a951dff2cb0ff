//! The server's sweep: at start and then every minute it removes expired rows from the
//! store (`ops::prune`, as `idctl store prune` does), and every few seconds it takes up the
//! store's rate limits and lets the limiters forget what they no longer need.
//!
//! It runs on a thread of its own, never on an async worker, and prunes a batch per write
//! transaction, taking its turn with the requests' writers between batches.

use crate::error::Result;
use crate::http::limit::Limits;
use crate::http::pool::Pool;
use crate::ops::prune::{self, Pruned, Writer};
use crate::store::Tx;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often expired rows are removed.
pub const PRUNE_EVERY: Duration = Duration::from_secs(60);
/// How often the rate limits are read again and the limiters tidied.
const TIDY_EVERY: Duration = Duration::from_secs(10);

/// The sweep, running until [`Sweep::stop`].
pub struct Sweep {
    stop: mpsc::Sender<()>,
    stopping: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// The server's pool as the writer of a prune: each batch waits for its turn like a request.
struct Turns<'p>(&'p Pool);

impl Writer for Turns<'_> {
    fn write<T>(&mut self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T> {
        self.0.write_blocking(f).map(|o| o.value)
    }
}

impl Sweep {
    pub fn start(pool: Pool, limits: Limits, format: crate::output::Format) -> Sweep {
        let (stop, stopped) = mpsc::channel::<()>();
        let stopping = Arc::new(AtomicBool::new(false));
        let halt = stopping.clone();
        let thread = std::thread::Builder::new()
            .name("idctl-sweep".into())
            .spawn(move || {
                // Its own thread: the async workers never wait for a batch.
                debug_assert!(tokio::runtime::Handle::try_current().is_err());
                let mut last_prune: Option<Instant> = None;
                loop {
                    if last_prune.is_none_or(|t| t.elapsed() >= PRUNE_EVERY) {
                        // Between batches, the requests' writers go first.
                        let between = || {
                            std::thread::yield_now();
                            !halt.load(Ordering::Relaxed)
                        };
                        match prune::run(&mut Turns(&pool), between) {
                            Ok(p) => report(&p),
                            Err(e) => crate::output::warn(
                                format,
                                &format!("sweep: {}", e.detail().message),
                            ),
                        }
                        last_prune = Some(Instant::now());
                    }
                    if let Err(e) = pool.read_now(|tx| limits.refresh(tx)) {
                        crate::output::warn(
                            format,
                            &format!("sweep: cannot read the rate limits: {}", e.detail().message),
                        );
                    }
                    match stopped.recv_timeout(TIDY_EVERY) {
                        Err(mpsc::RecvTimeoutError::Timeout) => {}
                        _ => break,
                    }
                }
            })
            .ok();
        if thread.is_none() {
            crate::output::warn(
                format,
                "cannot start the sweep: expired rows stay until idctl store prune",
            );
        }
        Sweep {
            stop,
            stopping,
            thread,
        }
    }

    /// Stops the sweep after the batch it is running.
    pub fn stop(mut self) {
        self.stopping.store(true, Ordering::Relaxed);
        let _ = self.stop.send(());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// One line on the server's log when a sweep removed anything.
fn report(p: &Pruned) {
    if p.total() == 0 {
        return;
    }
    let parts: Vec<String> = p
        .rows()
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(what, n)| format!("{n} {what}"))
        .collect();
    crate::http::logs::info_with(
        &format!("sweep: removed {}", parts.join(", ")),
        &serde_json::json!({"message": "sweep", "removed": p}),
    );
}
