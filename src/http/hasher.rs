//! Password hashes and checks for the server. Argon2id costs tens of milliseconds of CPU per
//! password, so the server runs them on threads of their own: fewer than the cores (one is
//! always left to the other requests) and, on Linux, at a lower scheduling priority. A flood of
//! sign-ins then queues here, and costs the rest of the server only the CPU it leaves idle:
//! token requests, the Management API and the pages' other steps keep their pace.

use crate::error::{Code, Error, Result};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

/// How much lower than the server's other threads the hashing threads run (`nice`).
const NICENESS: i32 = 10;

type Job = Box<dyn FnOnce() + Send>;

#[derive(Clone)]
pub(crate) struct Hasher {
    jobs: mpsc::Sender<Job>,
}

/// How many hashes run at once: all cores but one, at least one.
fn threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .saturating_sub(1)
        .max(1)
}

/// Lowers this thread's scheduling priority. On Linux the nice value belongs to each thread
/// (`setpriority(PRIO_PROCESS, 0, ..)` changes the calling thread only); elsewhere it would
/// change the whole process, so nothing is done there.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority with constant arguments; it only reads them.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, NICENESS);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = NICENESS;
}

impl Hasher {
    /// Starts the hashing threads. They live as long as the process.
    pub(crate) fn start() -> Result<Hasher> {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for i in 0..threads() {
            let queue = queue.clone();
            std::thread::Builder::new()
                .name(format!("idctl-hash-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        let job = queue.lock().unwrap_or_else(|p| p.into_inner()).recv();
                        match job {
                            Ok(job) => job(),
                            Err(_) => break,
                        }
                    }
                })
                .map_err(|e| {
                    Error::new(
                        Code::ServerIo,
                        format!("cannot start the hashing threads: {e}"),
                    )
                })?;
        }
        Ok(Hasher { jobs })
    }

    /// Runs `f` (a password hash or check) on a hashing thread once one is free, and waits
    /// for it without holding up the async worker. Never inside a write transaction.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(f());
        });
        let lost = || Error::new(Code::ServerHash, "the password could not be checked");
        self.jobs.send(job).map_err(|_| lost())?;
        result.await.map_err(|_| lost())
    }
}
