//! The server's webhook delivery worker: one thread, with its own store connection, that
//! sends what the outbox holds. Requests wake it after their commit (they never wait for
//! it); it also runs at start (what an earlier server or command left pending) and every few
//! seconds for retries that come due. A delivery is claimed with a lease, so a `hook
//! deliver` running beside the server never sends the same one twice at once, and one
//! claimed by a server that stopped is taken over by the next run.

use crate::events::delivery::{self, Policy};
use crate::output::Format;
use crate::store::Store;
use crate::store::hooks::Due;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError, SyncSender, TrySendError};
use std::time::{Duration, Instant};

/// How often the worker looks for retries that came due, at the latest.
const POLL: Duration = Duration::from_secs(5);
/// How long one run may start new attempts; the rest waits for the next run.
const RUN_BUDGET: Duration = Duration::from_secs(5);

#[derive(Clone)]
pub(crate) struct Worker {
    wake: SyncSender<()>,
}

impl Worker {
    /// Starts the worker thread. It ends when every `Worker` handle is dropped (at
    /// shutdown), after the attempts in flight.
    pub(crate) fn start(path: PathBuf, base_url: Option<String>, format: Format) -> Worker {
        // One pending wake-up is enough: the run it causes sends everything due.
        let (wake, rx) = mpsc::sync_channel::<()>(1);
        let spawned = std::thread::Builder::new()
            .name("idctl-deliver".into())
            .spawn(move || run(path, base_url, format, rx));
        if let Err(e) = spawned {
            crate::output::warn(
                format,
                &format!(
                    "webhook deliveries will wait for idctl hook deliver: cannot start the delivery worker: {e}"
                ),
            );
        }
        Worker { wake }
    }

    /// Asks the worker to send what is due now (never blocks).
    pub(crate) fn wake(&self) {
        match self.wake.try_send(()) {
            Ok(()) | Err(TrySendError::Full(())) | Err(TrySendError::Disconnected(())) => {}
        }
    }
}

fn run(path: PathBuf, base_url: Option<String>, format: Format, rx: mpsc::Receiver<()>) {
    let mut store = match Store::open(&path) {
        Ok(mut s) => {
            s.serve_as(base_url);
            s
        }
        Err(e) => {
            crate::output::warn(
                format,
                &format!(
                    "webhook deliveries will wait for idctl hook deliver: {}",
                    e.detail().message
                ),
            );
            return;
        }
    };
    loop {
        let policy = Policy::deliver(Some(Instant::now() + RUN_BUDGET));
        match delivery::run(&mut store, Due::Now, policy) {
            Ok(summary) => {
                for w in &summary.warnings {
                    crate::output::warn(format, w);
                }
            }
            Err(e) => crate::output::warn(
                format,
                &format!("webhook delivery failed: {}", e.detail().message),
            ),
        }
        match rx.recv_timeout(POLL) {
            Ok(()) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}
