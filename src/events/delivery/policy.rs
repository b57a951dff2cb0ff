//! How a delivery run sends: the retry schedule, the quick attempts of a round and the
//! attempt a command makes right after its commit.

use std::time::{Duration, Instant};

/// Seconds to wait before each scheduled retry round; after the last, a delivery gives up.
pub const SCHEDULE_SECS: [i64; 6] = [5, 300, 1800, 7200, 18_000, 36_000];
pub const MAX_IN_FLIGHT: usize = 10;
/// Attempts within one round of `hook deliver`, the pauses between them, and the time after
/// which a round makes no further quick attempt.
const QUICK_ATTEMPTS: usize = 3;
pub(super) const QUICK_PAUSES_MS: [u64; 2] = [200, 800];
pub(super) const QUICK_BUDGET: Duration = Duration::from_secs(3);
/// How long the attempt a command makes after its commit may take to connect (name lookup,
/// TCP and TLS together: reqwest times them as one), on top of the hook's own timeout. Short,
/// so that a receiver whose address swallows packets costs a command little; long enough for
/// a TLS handshake with a receiver on another continent.
pub const INLINE_CONNECT_TIMEOUT: Duration = Duration::from_millis(500);
/// A command makes no attempt at all to a hook whose latest attempt failed (and is worth
/// retrying) less than this long ago: the delivery waits in the outbox for `hook deliver`.
pub const INLINE_QUIET_MS: i64 = 60_000;

/// How a run sends.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    /// Attempts in one round while they keep failing retryably.
    pub(super) attempts: usize,
    /// A connect timeout (see `INLINE_CONNECT_TIMEOUT`); the hook's timeout applies anyway.
    pub(super) connect_timeout: Option<Duration>,
    /// No attempt starts after this instant: deliveries claimed but not attempted by then are
    /// given back, as due as they were.
    pub(super) deadline: Option<Instant>,
    /// Right after a command: leave hooks whose latest attempt failed moments ago alone, and
    /// once an attempt to a hook fails in this run, make no further one to it.
    pub(super) inline: bool,
}

impl Policy {
    /// The attempt a command makes right after its commit: one try per delivery with a short
    /// connect timeout, none to a hook that failed recently; the rest is left to `hook
    /// deliver`, so that a receiver that is down does not slow every command.
    pub const INLINE: Policy = Policy {
        attempts: 1,
        connect_timeout: Some(INLINE_CONNECT_TIMEOUT),
        deadline: None,
        inline: true,
    };

    /// `hook deliver`: a round of up to three quick attempts per delivery; no attempt starts
    /// after `deadline`.
    pub fn deliver(deadline: Option<Instant>) -> Policy {
        Policy {
            attempts: QUICK_ATTEMPTS,
            connect_timeout: None,
            deadline,
            inline: false,
        }
    }

    pub(super) fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}
