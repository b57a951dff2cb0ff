//! Store connections for the server, kept for reuse (each with its prepared statements).
//! Short reads run on the request's own worker (under WAL they never wait for a writer);
//! lists, whose cost grows with the store, and writes tell the runtime they may block.
//! Writes are serialised by SQLite.

use crate::error::Result;
use crate::store::{Location, Outcome, Store, Tx};
use std::sync::{Arc, Mutex};

/// At most this many idle connections are kept.
const IDLE: usize = 32;

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
}

impl Pool {
    /// Opens one connection at once, so that a store that cannot be opened fails the start.
    pub fn open(location: Location, base_url: Option<String>) -> Result<Pool> {
        let pool = Pool {
            inner: Arc::new(Inner {
                writer: Mutex::new(()),
                location,
                base_url,
                idle: Mutex::new(Vec::new()),
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
        match idle {
            Some(s) => Ok(s),
            None => {
                let mut s = Store::open_at(&self.inner.location)?;
                s.serve_as(self.inner.base_url.clone());
                Ok(s)
            }
        }
    }

    fn give(&self, store: Store) {
        let mut idle = self.inner.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < IDLE {
            idle.push(store);
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
        let mut store = self.take()?;
        let out = store.read(f);
        self.give(store);
        out
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
        let mut store = self.take()?;
        let out = {
            let _turn = self.inner.writer.lock().unwrap_or_else(|p| p.into_inner());
            store.write(f)
        };
        self.give(store);
        out
    }
}
