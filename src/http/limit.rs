//! Rate limits of the anonymous routes, per client address and per identifier: in-memory
//! GCRA limiters (the `governor` crate), one per limit, keyed.
//!
//! The quotas are the store's `rate-limit.*` settings, read at start and again by the sweep
//! every ten seconds, so `idctl config set` reaches a running server within ten seconds. The
//! limiters' memory is bounded: the sweep drops every key whose allowance is full again
//! (`retain_recent`), and a limiter that tracks [`MAX_KEYS`] keys starts afresh.
//!
//! The client address is the TCP peer's. IPv6 addresses count by their /64 network (what
//! one host usually holds); an IPv4 address mapped into IPv6 counts as that IPv4 address.

use crate::error::Result;
use crate::ops::config::{self, Rate};
use crate::store::Tx;
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota};
use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::{Arc, RwLock};
use std::time::Duration;

/// Keys one limiter tracks at most; beyond, it forgets them all (an attacker able to present
/// that many addresses or identifiers within a sweep's interval is not slowed by any of them).
pub const MAX_KEYS: usize = 100_000;

/// Identifiers are counted by at most this many bytes (longer ones are refused anyway).
const IDENTIFIER_BYTES: usize = 256;

/// The client address a limit counts: IPv4 as it is, IPv6 by its /64 network.
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// An identifier as a limit counts it: trimmed, in lower case, at most [`IDENTIFIER_BYTES`].
pub fn identifier_key(text: &str) -> String {
    let mut t = text.trim().to_lowercase();
    if t.len() > IDENTIFIER_BYTES {
        let mut end = IDENTIFIER_BYTES;
        while !t.is_char_boundary(end) {
            end -= 1;
        }
        t.truncate(end);
    }
    t
}

/// One keyed limit with its quota.
struct Keyed<K: Hash + Eq + Clone> {
    rate: Rate,
    limiter: DefaultKeyedRateLimiter<K>,
}

fn quota(rate: Rate) -> Quota {
    let count = NonZeroU32::new(rate.count).unwrap_or(NonZeroU32::MIN);
    let period = Duration::from_secs(u64::try_from(rate.period_secs).unwrap_or(1).max(1));
    Quota::with_period(period / count.get())
        .unwrap_or_else(|| Quota::per_second(count))
        .allow_burst(count)
}

impl<K: Hash + Eq + Clone> Keyed<K> {
    fn new(rate: Rate) -> Self {
        Keyed {
            rate,
            limiter: DefaultKeyedRateLimiter::keyed(quota(rate)),
        }
    }

    /// Takes one request from `key`'s allowance; `Err(wait)` when it is spent.
    fn check(&self, key: &K) -> std::result::Result<(), Duration> {
        self.limiter
            .check_key(key)
            .map_err(|not_until| not_until.wait_time_from(self.limiter.clock().now()))
    }
}

/// Every limit of the server.
struct Set {
    sign_in_ip: Keyed<IpAddr>,
    sign_in_identifier: Keyed<String>,
    register_ip: Keyed<IpAddr>,
    register_identifier: Keyed<String>,
    send_code_ip: Keyed<IpAddr>,
    send_code_identifier: Keyed<String>,
    authorize_ip: Keyed<IpAddr>,
    client_failures_ip: Keyed<IpAddr>,
    client_failures_client: Keyed<String>,
}

/// The limits an anonymous request is counted against.
#[derive(Debug, Clone, Copy)]
pub enum Route {
    /// `POST /sign-in`
    SignIn,
    /// `POST /register`
    Register,
    /// `POST /forgot-password`, when it sends a code
    SendCode,
    /// `GET /oidc/auth`
    Authorize,
    /// A failed client authentication at the token endpoints
    ClientFailure,
}

impl Route {
    /// The limit's name in the server's metrics.
    pub fn label(self) -> &'static str {
        match self {
            Route::SignIn => "sign_in",
            Route::Register => "register",
            Route::SendCode => "send_code",
            Route::Authorize => "authorize",
            Route::ClientFailure => "client_failure",
        }
    }
}

/// A request refused by a limit: how long until it would be allowed.
#[derive(Debug, Clone, Copy)]
pub struct Limited {
    pub retry_after: Duration,
}

impl Limited {
    /// Whole seconds for `Retry-After`, at least 1.
    pub fn seconds(&self) -> u64 {
        let d = self.retry_after;
        (d.as_secs() + u64::from(d.subsec_nanos() > 0)).max(1)
    }
}

/// The server's limiters, shared by every request.
#[derive(Clone)]
pub struct Limits {
    set: Arc<RwLock<Set>>,
}

/// Reads the quotas of every limit.
fn rates(tx: &Tx) -> Result<[Rate; 9]> {
    Ok([
        config::rate(tx, config::RATE_SIGN_IN_IP)?,
        config::rate(tx, config::RATE_SIGN_IN_IDENTIFIER)?,
        config::rate(tx, config::RATE_REGISTER_IP)?,
        config::rate(tx, config::RATE_REGISTER_IDENTIFIER)?,
        config::rate(tx, config::RATE_SEND_CODE_IP)?,
        config::rate(tx, config::RATE_SEND_CODE_IDENTIFIER)?,
        config::rate(tx, config::RATE_AUTHORIZE_IP)?,
        config::rate(tx, config::RATE_CLIENT_FAILURES_IP)?,
        config::rate(tx, config::RATE_CLIENT_FAILURES_CLIENT)?,
    ])
}

impl Set {
    fn new(r: [Rate; 9]) -> Set {
        Set {
            sign_in_ip: Keyed::new(r[0]),
            sign_in_identifier: Keyed::new(r[1]),
            register_ip: Keyed::new(r[2]),
            register_identifier: Keyed::new(r[3]),
            send_code_ip: Keyed::new(r[4]),
            send_code_identifier: Keyed::new(r[5]),
            authorize_ip: Keyed::new(r[6]),
            client_failures_ip: Keyed::new(r[7]),
            client_failures_client: Keyed::new(r[8]),
        }
    }

    fn rates(&self) -> [Rate; 9] {
        [
            self.sign_in_ip.rate,
            self.sign_in_identifier.rate,
            self.register_ip.rate,
            self.register_identifier.rate,
            self.send_code_ip.rate,
            self.send_code_identifier.rate,
            self.authorize_ip.rate,
            self.client_failures_ip.rate,
            self.client_failures_client.rate,
        ]
    }

    fn of(&self, route: Route) -> (&Keyed<IpAddr>, Option<&Keyed<String>>) {
        match route {
            Route::SignIn => (&self.sign_in_ip, Some(&self.sign_in_identifier)),
            Route::Register => (&self.register_ip, Some(&self.register_identifier)),
            Route::SendCode => (&self.send_code_ip, Some(&self.send_code_identifier)),
            Route::Authorize => (&self.authorize_ip, None),
            Route::ClientFailure => (&self.client_failures_ip, Some(&self.client_failures_client)),
        }
    }

    /// Forgets keys whose allowance is full again; a limiter still over [`MAX_KEYS`] keys is
    /// made anew. Returns how many keys are tracked afterwards.
    fn tidy(&mut self) -> usize {
        fn one<K: Hash + Eq + Clone>(k: &mut Keyed<K>) -> usize {
            k.limiter.retain_recent();
            if k.limiter.len() >= MAX_KEYS {
                *k = Keyed::new(k.rate);
            } else {
                k.limiter.shrink_to_fit();
            }
            k.limiter.len()
        }
        one(&mut self.sign_in_ip)
            + one(&mut self.sign_in_identifier)
            + one(&mut self.register_ip)
            + one(&mut self.register_identifier)
            + one(&mut self.send_code_ip)
            + one(&mut self.send_code_identifier)
            + one(&mut self.authorize_ip)
            + one(&mut self.client_failures_ip)
            + one(&mut self.client_failures_client)
    }

    fn full(&self, route: Route) -> bool {
        let (ip, id) = self.of(route);
        ip.limiter.len() >= MAX_KEYS || id.is_some_and(|k| k.limiter.len() >= MAX_KEYS)
    }
}

impl Limits {
    /// The limiters with the store's quotas.
    pub fn new(tx: &Tx) -> Result<Limits> {
        Ok(Limits {
            set: Arc::new(RwLock::new(Set::new(rates(tx)?))),
        })
    }

    /// Counts a request of `route` from `ip` (and for `identifier`, when the route has a
    /// limit per identifier and one was given) against the limits; `Err` when one is spent.
    /// The address is counted first, so a spent address never touches an identifier's
    /// allowance.
    pub fn check(
        &self,
        route: Route,
        ip: Option<IpAddr>,
        identifier: Option<&str>,
    ) -> std::result::Result<(), Limited> {
        if self.read(|s| s.full(route)) {
            self.write(|s| {
                s.tidy();
            });
        }
        let checked = self.read(|s| {
            let (by_ip, by_id) = s.of(route);
            if let Some(ip) = ip {
                by_ip
                    .check(&address_key(ip))
                    .map_err(|retry_after| Limited { retry_after })?;
            }
            if let (Some(by_id), Some(id)) = (by_id, identifier) {
                let key = identifier_key(id);
                if !key.is_empty() {
                    by_id
                        .check(&key)
                        .map_err(|retry_after| Limited { retry_after })?;
                }
            }
            Ok(())
        });
        if checked.is_err() {
            super::metrics::rate_limited(route.label());
        }
        checked
    }

    /// Takes up the store's current quotas (limiters whose quota changed start afresh) and
    /// forgets keys whose allowance is full again. Run by the sweep, on its own thread.
    pub fn refresh(&self, tx: &Tx) -> Result<usize> {
        let now = rates(tx)?;
        Ok(self.write(|s| {
            if s.rates() != now {
                let old = s.rates();
                let mut fresh = Set::new(now);
                // Keep the state of limits whose quota did not change.
                macro_rules! keep {
                    ($($f:ident = $i:expr),*) => {
                        $(if old[$i] == now[$i] {
                            std::mem::swap(&mut fresh.$f, &mut s.$f);
                        })*
                    };
                }
                keep!(
                    sign_in_ip = 0,
                    sign_in_identifier = 1,
                    register_ip = 2,
                    register_identifier = 3,
                    send_code_ip = 4,
                    send_code_identifier = 5,
                    authorize_ip = 6,
                    client_failures_ip = 7,
                    client_failures_client = 8
                );
                *s = fresh;
            }
            s.tidy()
        }))
    }

    fn read<T>(&self, f: impl FnOnce(&Set) -> T) -> T {
        f(&self.set.read().unwrap_or_else(|p| p.into_inner()))
    }

    fn write<T>(&self, f: impl FnOnce(&mut Set) -> T) -> T {
        f(&mut self.set.write().unwrap_or_else(|p| p.into_inner()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_count_by_host_and_ipv6_by_its_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b));
        assert_ne!(address_key(a), address_key(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(address_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
        let v4: IpAddr = "127.0.0.3".parse().unwrap();
        assert_eq!(address_key(v4), v4);
    }

    #[test]
    fn identifiers_are_counted_in_lower_case_and_bounded() {
        assert_eq!(identifier_key("  Alice@Example.COM "), "alice@example.com");
        assert_eq!(identifier_key(&"é".repeat(500)).len(), 256);
    }

    #[test]
    fn a_quota_allows_its_burst_then_one_per_interval() {
        let k: Keyed<String> = Keyed::new(Rate {
            count: 3,
            period_secs: 60,
        });
        let key = "x".to_string();
        for _ in 0..3 {
            assert!(k.check(&key).is_ok());
        }
        let wait = k.check(&key).unwrap_err();
        assert!(
            wait > Duration::from_secs(15) && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        // Another key has its own allowance.
        assert!(k.check(&"y".to_string()).is_ok());
    }
}
