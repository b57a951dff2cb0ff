//! The server's webhook delivery worker: one thread, with its own store connection, that
//! sends what the outbox holds. Requests wake it after their commit (they never wait for
//! it); it also runs at start (what an earlier server or command left pending) and every few
//! seconds for retries that come due. A delivery is claimed with a lease, so a `hook
//! deliver` running beside the server never sends the same one twice at once, and one
//! claimed by a server that was killed is taken over by the next run once the claim lapses.
//! A server that stops cleanly lets the worker finish its round first (see [`Worker::stop`]).
//!
//! The same worker retries the codes of the connectors' outbox (`ops::connectors::outbox`)
//! whose next attempt is due, and gives up those whose code expired.

use crate::events::delivery::{self, Policy};
use crate::ops::connectors::outbox;
use crate::output::Format;
use crate::store::Store;
use crate::store::hooks::Due;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How often the worker looks for retries that came due, at the latest.
const POLL: Duration = Duration::from_secs(5);
/// How long one run may start new attempts; the rest waits for the next run.
const RUN_BUDGET: Duration = Duration::from_secs(5);

#[derive(Clone)]
pub(crate) struct Worker {
    wake: SyncSender<()>,
    stop: Arc<AtomicBool>,
    thread: Arc<Mutex<Option<JoinHandle<()>>>>,
}

impl Worker {
    /// Starts the worker thread; [`Worker::stop`] ends it.
    pub(crate) fn start(
        location: crate::store::Location,
        base_url: Option<String>,
        format: Format,
    ) -> Worker {
        // One pending wake-up is enough: the run it causes sends everything due.
        let (wake, rx) = mpsc::sync_channel::<()>(1);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let spawned = std::thread::Builder::new()
            .name("idctl-deliver".into())
            .spawn(move || run(location, base_url, format, rx, flag));
        let thread = match spawned {
            Ok(t) => Some(t),
            Err(e) => {
                crate::output::warn(
                    format,
                    &format!(
                        "webhook deliveries will wait for idctl hook deliver: cannot start the delivery worker: {e}"
                    ),
                );
                None
            }
        };
        Worker {
            wake,
            stop,
            thread: Arc::new(Mutex::new(thread)),
        }
    }

    /// Whether the worker thread runs (the readiness probe): it was started, and has neither
    /// stopped nor given up (no store connection) nor panicked.
    pub(crate) fn alive(&self) -> bool {
        self.thread
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .as_ref()
            .is_some_and(|t| !t.is_finished())
    }

    /// Asks the worker to send what is due now (never blocks).
    pub(crate) fn wake(&self) {
        match self.wake.try_send(()) {
            Ok(()) | Err(TrySendError::Full(())) | Err(TrySendError::Disconnected(())) => {}
        }
    }

    /// Stops the worker at shutdown: it finishes the round under way (no new attempt starts
    /// after the round's budget; what it claimed and did not attempt is given back, and every
    /// attempt made is recorded), so the next server or `hook deliver` takes over at once
    /// instead of waiting for a claim to lapse. Waits at most `grace`; returns whether the
    /// worker had finished by then.
    pub(crate) fn stop(&self, grace: Duration) -> bool {
        self.stop.store(true, Ordering::SeqCst);
        self.wake();
        let taken = self.thread.lock().unwrap_or_else(|p| p.into_inner()).take();
        let Some(thread) = taken else {
            return true;
        };
        let until = Instant::now() + grace;
        while !thread.is_finished() {
            if Instant::now() >= until {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = thread.join();
        true
    }
}

fn run(
    location: crate::store::Location,
    base_url: Option<String>,
    format: Format,
    rx: mpsc::Receiver<()>,
    stop: Arc<AtomicBool>,
) {
    // A store that cannot be opened now (a database restarting) is tried again: the worker
    // never gives up while the server runs, so readiness comes back with the store.
    let mut warned = false;
    let mut store = loop {
        match Store::open_at(&location) {
            Ok(mut s) => {
                s.serve_as(base_url);
                if warned {
                    crate::output::note(format, "webhook deliveries resumed");
                }
                break s;
            }
            Err(e) => {
                if !warned {
                    crate::output::warn(
                        format,
                        &format!(
                            "webhook deliveries wait until the store can be opened: {}",
                            e.detail().message
                        ),
                    );
                    warned = true;
                }
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                match rx.recv_timeout(POLL) {
                    Ok(()) | Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => return,
                }
            }
        }
    };
    while !stop.load(Ordering::SeqCst) {
        let policy = Policy::deliver(Some(Instant::now() + RUN_BUDGET));
        match delivery::run(&mut store, Due::Now, policy) {
            Ok(summary) => {
                crate::http::metrics::delivered(&summary);
                for w in &summary.warnings {
                    crate::output::warn(format, w);
                }
            }
            Err(e) => crate::output::warn(
                format,
                &format!("webhook delivery failed: {}", e.detail().message),
            ),
        }
        // The codes of the connectors' outbox whose retry is due (and those given up): a read
        // first, so an idle server takes no writer's turn for it.
        let policy = outbox::Policy::deliver(Some(Instant::now() + RUN_BUDGET));
        let pending = store
            .read(|tx| outbox::backlog(tx))
            .map(|o| o.value.0 > 0)
            .unwrap_or(true);
        if pending
            && let Err(e) = outbox::run(&mut store, crate::store::connectors::Due::Now, policy)
        {
            crate::output::warn(
                format,
                &format!("sending codes failed: {}", e.detail().message),
            );
        }
        match rx.recv_timeout(POLL) {
            Ok(()) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}
