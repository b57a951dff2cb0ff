//! Store connections for the server, kept for reuse (each with its prepared statements).
//! Short reads run on the request's own worker (under WAL they never wait for a writer);
//! lists, whose cost grows with the store, and writes tell the runtime they may block.
//! Writes are serialised by SQLite, or on PostgreSQL by the store's writer lock. On
//! PostgreSQL every transaction runs where the runtime lets it block (a round trip to another
//! machine), and at most `--pool-size` sessions are open: a request finding them all busy
//! waits for one.

use super::metrics;
use crate::error::{Code, Error, Result};
use crate::store::{Location, Outcome, Store, Tx};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// At most this many idle connections are kept.
const IDLE: usize = 32;

/// The default `--pool-size`: PostgreSQL sessions per server.
pub const POOL_SIZE: usize = 16;

/// How long a request waits for a PostgreSQL session when all are busy.
const WAIT: Duration = Duration::from_secs(30);

#[derive(Clone)]
pub struct Pool {
    inner: Arc<Inner>,
}

struct Inner {
    /// Writers of this server take turns here before SQLite's write lock: waiting on
    /// SQLite's busy handler instead (sleeps of growing length, retried) let some writers
    /// lose again and again while others won, and gave writes a tail of seconds.
    writer: Mutex<()>,
    location: Location,
    /// The base URL tokens are issued for, when not the store's own (see `Store::serve_as`).
    base_url: Option<String>,
    idle: Mutex<Vec<Store>>,
    /// PostgreSQL: how many sessions may be open, how many are, and the signal of one
    /// coming back.
    max: Option<usize>,
    open: Mutex<usize>,
    returned: Condvar,
}

impl Pool {
    /// Opens one connection at once, so that a store that cannot be opened fails the start.
    pub fn open(location: Location, base_url: Option<String>, size: usize) -> Result<Pool> {
        let max = matches!(location, Location::Postgres(_)).then_some(size.max(1));
        let pool = Pool {
            inner: Arc::new(Inner {
                writer: Mutex::new(()),
                location,
                base_url,
                idle: Mutex::new(Vec::new()),
                max,
                open: Mutex::new(0),
                returned: Condvar::new(),
            }),
        };
        // Opening may connect to PostgreSQL, which blocks.
        let store = tokio::task::block_in_place(|| pool.take())?;
        pool.give(store);
        Ok(pool)
    }

    fn take(&self) -> Result<Store> {
        let idle = self
            .inner
            .idle
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .pop();
        if let Some(s) = idle {
            return Ok(s);
        }
        if let Some(max) = self.inner.max {
            let deadline = std::time::Instant::now() + WAIT;
            let mut open = self.inner.open.lock().unwrap_or_else(|p| p.into_inner());
            loop {
                if let Some(s) = self
                    .inner
                    .idle
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .pop()
                {
                    return Ok(s);
                }
                if *open < max {
                    *open += 1;
                    break;
                }
                let left = deadline.saturating_duration_since(std::time::Instant::now());
                let (guard, _) = self
                    .inner
                    .returned
                    .wait_timeout(open, left)
                    .unwrap_or_else(|p| p.into_inner());
                open = guard;
                if std::time::Instant::now() >= deadline && *open >= max {
                    return Err(Error::new(
                        Code::StoreUnavailable,
                        format!(
                            "all {max} store sessions stayed busy for {}s",
                            WAIT.as_secs()
                        ),
                    )
                    .with_hint("raise idctl serve --pool-size, or add replicas"));
                }
            }
        }
        match Store::open_at(&self.inner.location) {
            Ok(mut s) => {
                s.serve_as(self.inner.base_url.clone());
                if let Err(e) = s.keep_plans() {
                    drop(s);
                    self.closed();
                    return Err(e);
                }
                Ok(s)
            }
            Err(e) => {
                self.closed();
                Err(e)
            }
        }
    }

    /// A PostgreSQL session is gone: another may open.
    fn closed(&self) {
        if self.inner.max.is_some() {
            let mut open = self.inner.open.lock().unwrap_or_else(|p| p.into_inner());
            *open = open.saturating_sub(1);
            self.inner.returned.notify_one();
        }
    }

    fn give(&self, store: Store) {
        let mut idle = self.inner.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < IDLE.max(self.inner.max.unwrap_or(0)) {
            idle.push(store);
            drop(idle);
            if self.inner.max.is_some() {
                // Taken under the count's lock, so a waiter cannot miss it.
                let _open = self.inner.open.lock().unwrap_or_else(|p| p.into_inner());
                self.inner.returned.notify_one();
            }
        } else {
            drop(idle);
            drop(store);
            self.closed();
        }
    }

    /// Runs `f` in one read transaction right here, on the async worker. For the short reads
    /// of the token endpoints (a few indexed queries and one signature, well under a
    /// millisecond): under WAL a reader never waits for a writer, and handing the work to a
    /// blocking thread and back cost more than the work itself.
    pub fn read_now<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        match self.inner.location {
            Location::Sqlite(_) => self.read_here(f),
            // A round trip to another machine, and the client blocks on its own runtime.
            Location::Postgres(_) => tokio::task::block_in_place(|| self.read_here(f)),
        }
    }

    fn read_here<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        let asked = Instant::now();
        let mut lease = Lease::new(self, self.take()?);
        let began = Instant::now();
        let out = lease.store()?.read(f);
        metrics::store(metrics::Kind::Read, began - asked, began.elapsed());
        out
    }

    /// Runs `f` in one read transaction on a thread of its own (not an async worker): the
    /// health and metrics probes' reads, bounded in time by their caller.
    pub fn read_detached<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<T> {
        self.read_here(f).map(|o| o.value)
    }

    /// Runs `f` in one read transaction on a thread the runtime may let block: the worker's
    /// other tasks move elsewhere first. For reads whose cost grows with the store (lists),
    /// which would otherwise hold up every request queued on this worker.
    pub fn read_blocking<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        tokio::task::block_in_place(|| self.read_here(f))
    }

    /// Runs `f` in one write transaction from a request handler: the write may wait for the
    /// store's lock, so the runtime first moves this worker's other tasks elsewhere.
    pub fn write_now<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        tokio::task::block_in_place(|| self.write_blocking(f))
    }

    /// Runs `f` in one write transaction, waiting for this server's other writers and the
    /// store's lock: for threads of the server's own (the sweep), never an async worker.
    pub fn write_blocking<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        let asked = Instant::now();
        let (mut lease, turn);
        if self.inner.max.is_some() {
            // PostgreSQL: a writer waits for its turn before it takes a session, so writers
            // queued behind the store's lock hold one session per server, not all of them
            // (reads need the others).
            turn = self.inner.writer.lock().unwrap_or_else(|p| p.into_inner());
            lease = Lease::new(self, self.take()?);
        } else {
            lease = Lease::new(self, self.take()?);
            turn = self.inner.writer.lock().unwrap_or_else(|p| p.into_inner());
        }
        let began = Instant::now();
        let out = lease.store()?.write(f);
        metrics::store(metrics::Kind::Write, began - asked, began.elapsed());
        // As before: on PostgreSQL the session goes back before the next writer's turn.
        if self.inner.max.is_some() {
            drop(lease);
            drop(turn);
        } else {
            drop(turn);
            drop(lease);
        }
        if let Ok(o) = &out {
            metrics::committed(&o.events);
        }
        out
    }
}

/// A store taken from the pool: given back when dropped, or, when a panic unwound through
/// its transaction, closed (so that the count of open sessions stays true).
struct Lease<'p> {
    pool: &'p Pool,
    store: Option<Store>,
}

impl<'p> Lease<'p> {
    fn new(pool: &'p Pool, store: Store) -> Lease<'p> {
        Lease {
            pool,
            store: Some(store),
        }
    }

    fn store(&mut self) -> Result<&mut Store> {
        self.store
            .as_mut()
            .ok_or_else(|| Error::new(Code::StoreError, "store error: the session is gone"))
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        let Some(store) = self.store.take() else {
            return;
        };
        if std::thread::panicking() {
            drop(store);
            self.pool.closed();
        } else {
            self.pool.give(store);
        }
    }
}
