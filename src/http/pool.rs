//! Store connections for the server: one SQLite connection per blocking thread that asks,
//! kept for reuse. Reads run in parallel under WAL; writes are serialised by SQLite.

use crate::error::{Error, Result};
use crate::store::{Outcome, Store, Tx};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// At most this many idle connections are kept.
const IDLE: usize = 32;

#[derive(Clone)]
pub struct Pool {
    inner: Arc<Inner>,
}

struct Inner {
    path: PathBuf,
    base_url: String,
    idle: Mutex<Vec<Store>>,
}

impl Pool {
    /// Opens one connection at once, so that a store that cannot be opened fails the start.
    pub fn open(path: PathBuf, base_url: String) -> Result<Pool> {
        let pool = Pool {
            inner: Arc::new(Inner {
                path,
                base_url,
                idle: Mutex::new(Vec::new()),
            }),
        };
        let store = pool.take()?;
        pool.give(store);
        Ok(pool)
    }

    pub fn base_url(&self) -> &str {
        &self.inner.base_url
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
                let mut s = Store::open(&self.inner.path)?;
                s.serve_as(Some(self.inner.base_url.clone()));
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

    /// Runs `f` in one read transaction on a blocking thread.
    pub async fn read<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Tx) -> Result<T> + Send + 'static,
    ) -> Result<Outcome<T>> {
        self.run(false, f).await
    }

    /// Runs `f` in one read transaction right here, on the async worker. For the short reads
    /// of the token endpoints (a few indexed queries and one signature, well under a
    /// millisecond): under WAL a reader never waits for a writer, and handing the work to a
    /// blocking thread and back cost more than the work itself.
    pub fn read_now<T>(&self, f: impl FnOnce(&mut Tx) -> Result<T>) -> Result<Outcome<T>> {
        let mut store = self.take()?;
        let out = store.read(f);
        self.give(store);
        out
    }

    /// Runs `f` in one write transaction on a blocking thread.
    pub async fn write<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Tx) -> Result<T> + Send + 'static,
    ) -> Result<Outcome<T>> {
        self.run(true, f).await
    }

    async fn run<T: Send + 'static>(
        &self,
        write: bool,
        f: impl FnOnce(&mut Tx) -> Result<T> + Send + 'static,
    ) -> Result<Outcome<T>> {
        let pool = self.clone();
        tokio::task::spawn_blocking(move || {
            let mut store = pool.take()?;
            let out = if write { store.write(f) } else { store.read(f) };
            pool.give(store);
            out
        })
        .await
        .map_err(|e| Error::failure("server.task_failed", format!("request task failed: {e}")))?
    }
}
