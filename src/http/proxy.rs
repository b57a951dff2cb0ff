//! `idctl serve --trust-proxy CIDR...`: the client's address and scheme as the trusted
//! reverse proxies in front of the server report them.
//!
//! Only a request whose TCP peer is in one of the trusted networks is read this way; from any
//! other peer `X-Forwarded-For`, `X-Forwarded-Proto` and `Forwarded` are ignored, and the
//! client is the peer. The client address is the right-most address of the chain that is not
//! itself a trusted proxy (every address to its right was added by a proxy the server
//! trusts; anything to its left the client may have written). `X-Forwarded-For` is read when
//! present, `Forwarded` (RFC 7239) otherwise. A chain element that is not an address
//! (`unknown`, an obfuscated name, garbage, non-UTF-8 bytes) ends the walk: the client is then
//! the last trusted proxy seen.
//!
//! The address found replaces the request's [`Peer`] before any handler or log line reads
//! it, so events' `ip`, the rate limits and the logs all see it. `https` as the client's
//! scheme (`X-Forwarded-Proto`, or `proto=` of `Forwarded`) makes the answer's cookies
//! `Secure`, as a TLS connection to this server does; it never changes the issuer.

use super::Peer;
use super::tls::Https;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Request, header};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;

/// A network (`10.0.0.0/8`, `fd00::/8`) or one address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl Cidr {
    /// Parses `ADDR` or `ADDR/BITS`; the address must be the network's first (no host bits).
    pub fn parse(s: &str) -> Result<Cidr, String> {
        let s = s.trim();
        let (addr, bits) = match s.split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (s, None),
        };
        let net: IpAddr = addr
            .parse()
            .map_err(|_| format!("{s:?} is not an IPv4 or IPv6 address or network (CIDR)"))?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => max,
            Some(b) => match b.parse::<u8>() {
                Ok(n) if n <= max && b.bytes().all(|c| c.is_ascii_digit()) => n,
                _ => {
                    return Err(format!(
                        "{s:?}: the prefix length must be a number from 0 to {max}"
                    ));
                }
            },
        };
        let cidr = Cidr { net, bits }.canonical();
        if cidr.masked(cidr.net) != cidr.net {
            return Err(format!(
                "{s:?} has bits set after its /{bits} prefix: did you mean {}/{bits}?",
                cidr.masked(cidr.net)
            ));
        }
        Ok(cidr)
    }

    /// An IPv4-mapped IPv6 network (`::ffff:10.0.0.0/104`) as the IPv4 network it is.
    fn canonical(self) -> Cidr {
        match self.net {
            IpAddr::V6(v6) if self.bits >= 96 => match v6.to_ipv4_mapped() {
                Some(v4) => Cidr {
                    net: IpAddr::V4(v4),
                    bits: self.bits - 96,
                },
                None => self,
            },
            _ => self,
        }
    }

    /// `ip` with the bits after this network's prefix cleared (an IP of the other family
    /// unchanged).
    fn masked(&self, ip: IpAddr) -> IpAddr {
        match ip {
            IpAddr::V4(a) if self.net.is_ipv4() => {
                let mask = u32::MAX.checked_shl(32 - u32::from(self.bits)).unwrap_or(0);
                IpAddr::V4(Ipv4Addr::from(u32::from(a) & mask))
            }
            IpAddr::V6(a) if self.net.is_ipv6() => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.bits))
                    .unwrap_or(0);
                IpAddr::V6(Ipv6Addr::from(u128::from(a) & mask))
            }
            other => other,
        }
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        ip.is_ipv4() == self.net.is_ipv4() && self.masked(ip) == self.net
    }
}

impl std::fmt::Display for Cidr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.net, self.bits)
    }
}

/// The proxies a server trusts (`--trust-proxy`).
#[derive(Debug, Clone, Default)]
pub struct Trusted(Vec<Cidr>);

impl Trusted {
    pub fn new(nets: Vec<Cidr>) -> Trusted {
        Trusted(nets)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|c| c.contains(ip))
    }

    /// The client as the request's headers report it, when `peer` is trusted.
    pub fn resolve(&self, peer: SocketAddr, headers: &HeaderMap) -> Seen {
        if !self.contains(peer.ip()) {
            return Seen::default();
        }
        let hops = if headers.contains_key("x-forwarded-for") {
            x_forwarded(headers)
        } else if headers.contains_key(header::FORWARDED) {
            forwarded(headers)
        } else {
            // A proxy that reports only the scheme.
            vec![Hop {
                addr: None,
                https: last_proto(headers),
            }]
        };
        // Walk from the right: every trusted address was added by a proxy we trust, and
        // reports the one before it.
        let mut client = None;
        let mut https = false;
        for hop in hops.iter().rev() {
            https = hop.https;
            match hop.addr {
                Some(a) if self.contains(a.ip()) => client = Some(a),
                Some(a) => {
                    client = Some(a);
                    break;
                }
                None => break,
            }
        }
        Seen { client, https }
    }
}

/// What trusted proxies report about a request's client.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Seen {
    /// The client's address (`None`: the peer is the client).
    pub client: Option<SocketAddr>,
    /// The client used https to reach the first trusted proxy.
    pub https: bool,
}

/// One element of a forwarding chain: who sent the request to a proxy, and over what.
#[derive(Debug, Clone, Copy)]
struct Hop {
    addr: Option<SocketAddr>,
    https: bool,
}

/// The values of every `name` header, in order, split at commas; `None` when one is not
/// text (the whole chain is then ignored).
fn list<'a>(headers: &'a HeaderMap, name: &str) -> Option<Vec<&'a str>> {
    let mut out = Vec::new();
    for v in headers.get_all(name) {
        out.extend(v.to_str().ok()?.split(',').map(str::trim));
    }
    Some(out)
}

fn last_proto(headers: &HeaderMap) -> bool {
    list(headers, "x-forwarded-proto")
        .and_then(|p| p.last().map(|p| p.eq_ignore_ascii_case("https")))
        .unwrap_or(false)
}

/// `X-Forwarded-For` with `X-Forwarded-Proto`: the schemes go with the addresses when there
/// are as many; otherwise the last scheme stands for every hop.
fn x_forwarded(headers: &HeaderMap) -> Vec<Hop> {
    let Some(addrs) = list(headers, "x-forwarded-for") else {
        return vec![Hop {
            addr: None,
            https: false,
        }];
    };
    let protos = list(headers, "x-forwarded-proto").unwrap_or_default();
    let last = protos
        .last()
        .is_some_and(|p| p.eq_ignore_ascii_case("https"));
    let paired = protos.len() == addrs.len();
    addrs
        .iter()
        .enumerate()
        .map(|(i, a)| Hop {
            addr: address(a),
            https: if paired {
                protos[i].eq_ignore_ascii_case("https")
            } else {
                last
            },
        })
        .collect()
}

/// `Forwarded` (RFC 7239): its elements' `for=` and `proto=`.
fn forwarded(headers: &HeaderMap) -> Vec<Hop> {
    let mut hops = Vec::new();
    for v in headers.get_all(header::FORWARDED) {
        let Ok(v) = v.to_str() else {
            return vec![Hop {
                addr: None,
                https: false,
            }];
        };
        for element in split_outside_quotes(v, ',') {
            let mut hop = Hop {
                addr: None,
                https: false,
            };
            for pair in split_outside_quotes(element, ';') {
                let Some((k, v)) = pair.split_once('=') else {
                    continue;
                };
                let v = unquote(v.trim());
                match k.trim().to_ascii_lowercase().as_str() {
                    "for" => hop.addr = address(&v),
                    "proto" => hop.https = v.eq_ignore_ascii_case("https"),
                    _ => {}
                }
            }
            hops.push(hop);
        }
    }
    hops
}

/// `s` cut at `sep` where it is not inside a quoted string.
fn split_outside_quotes(s: &str, sep: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut start, mut quoted, mut escaped) = (0, false, false);
    for (i, c) in s.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            c if c == sep && !quoted => {
                parts.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

fn unquote(v: &str) -> String {
    match v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(inner) => {
            let mut out = String::with_capacity(inner.len());
            let mut chars = inner.chars();
            while let Some(c) = chars.next() {
                out.push(if c == '\\' {
                    chars.next().unwrap_or(c)
                } else {
                    c
                });
            }
            out
        }
        None => v.to_string(),
    }
}

/// An address of a chain: `192.0.2.1`, `2001:db8::1`, with or without a port
/// (`192.0.2.1:4711`, `[2001:db8::1]:4711`, `[2001:db8::1]`). Anything else is `None`.
fn address(s: &str) -> Option<SocketAddr> {
    let s = s.trim();
    if let Ok(ip) = s.parse::<IpAddr>() {
        return Some(SocketAddr::new(ip.to_canonical(), 0));
    }
    if let Ok(sa) = s.parse::<SocketAddr>() {
        return Some(SocketAddr::new(sa.ip().to_canonical(), sa.port()));
    }
    let ip = s
        .strip_prefix('[')?
        .strip_suffix(']')?
        .parse::<Ipv6Addr>()
        .ok()?;
    Some(SocketAddr::new(IpAddr::V6(ip).to_canonical(), 0))
}

/// Adds `Secure` to every cookie the answer sets that lacks it.
fn secure_cookies(headers: &mut HeaderMap) {
    if !headers.contains_key(header::SET_COOKIE) {
        return;
    }
    let cookies: Vec<HeaderValue> = headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| {
            let secure = v
                .as_bytes()
                .split(|b| *b == b';')
                .skip(1)
                .any(|a| a.trim_ascii().eq_ignore_ascii_case(b"secure"));
            if secure {
                return v.clone();
            }
            let mut bytes = v.as_bytes().to_vec();
            bytes.extend_from_slice(b"; Secure");
            HeaderValue::from_bytes(&bytes).unwrap_or_else(|_| v.clone())
        })
        .collect();
    headers.remove(header::SET_COOKIE);
    for c in cookies {
        headers.append(header::SET_COOKIE, c);
    }
}

/// The router with this step outermost, for a server with TLS or trusted proxies (the plain
/// server without either runs none of it): the client's address resolved once, before
/// anything reads [`Peer`], and `Secure` cookies for a client on https.
pub(super) fn layer(router: Router, trusted: Arc<Trusted>) -> Router {
    router.layer(axum::middleware::from_fn(
        move |mut req: Request<Body>, next: axum::middleware::Next| {
            let trusted = trusted.clone();
            async move {
                let mut https = req.extensions().get::<Https>().is_some();
                if !trusted.is_empty()
                    && let Some(&Peer(peer)) = req.extensions().get::<Peer>()
                {
                    let seen = trusted.resolve(peer, req.headers());
                    if let Some(client) = seen.client {
                        req.extensions_mut().insert(Peer(client));
                    }
                    https |= seen.https;
                }
                let mut res = next.run(req).await;
                if https {
                    secure_cookies(res.headers_mut());
                }
                res
            }
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trusted(nets: &[&str]) -> Trusted {
        Trusted::new(nets.iter().map(|n| Cidr::parse(n).unwrap()).collect())
    }

    fn headers(pairs: &[(&str, &[u8])]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_bytes(v).unwrap(),
            );
        }
        h
    }

    fn client(t: &Trusted, peer: &str, h: &[(&str, &[u8])]) -> Option<String> {
        t.resolve(peer.parse().unwrap(), &headers(h))
            .client
            .map(|a| a.ip().to_string())
    }

    #[test]
    fn cidrs_parse_and_match() {
        let c = Cidr::parse("10.0.0.0/8").unwrap();
        assert!(c.contains("10.1.2.3".parse().unwrap()));
        assert!(c.contains("::ffff:10.1.2.3".parse().unwrap()));
        assert!(!c.contains("11.0.0.0".parse().unwrap()));
        assert!(!c.contains("::1".parse().unwrap()));
        let one = Cidr::parse("192.0.2.7").unwrap();
        assert!(one.contains("192.0.2.7".parse().unwrap()));
        assert!(!one.contains("192.0.2.8".parse().unwrap()));
        let v6 = Cidr::parse("fd00::/8").unwrap();
        assert!(v6.contains("fd12::1".parse().unwrap()));
        assert!(!v6.contains("fe80::1".parse().unwrap()));
        assert!(
            Cidr::parse("0.0.0.0/0")
                .unwrap()
                .contains("8.8.8.8".parse().unwrap())
        );
        assert!(
            Cidr::parse("::/0")
                .unwrap()
                .contains("2001:db8::1".parse().unwrap())
        );
        let mapped = Cidr::parse("::ffff:10.0.0.0/104").unwrap();
        assert!(mapped.contains("10.9.9.9".parse().unwrap()));
        for bad in [
            "",
            "10.0.0.0/33",
            "::/129",
            "10.0.0.1/8",
            "10.0.0.0/",
            "10.0.0.0/+8",
            "10.0.0",
            "host",
            "10.0.0.0/8/8",
            "fe80::1%eth0",
        ] {
            assert!(Cidr::parse(bad).is_err(), "{bad:?} accepted");
        }
        assert!(
            Cidr::parse("10.0.0.1/8")
                .unwrap_err()
                .contains("10.0.0.0/8")
        );
    }

    #[test]
    fn forwarded_headers_from_an_untrusted_peer_are_ignored() {
        let t = trusted(&["10.0.0.0/8"]);
        let h: &[(&str, &[u8])] = &[
            ("x-forwarded-for", b"203.0.113.9"),
            ("x-forwarded-proto", b"https"),
        ];
        assert_eq!(client(&t, "192.0.2.1:5000", h), None);
        assert!(
            !t.resolve("192.0.2.1:5000".parse().unwrap(), &headers(h))
                .https
        );
        assert_eq!(client(&Trusted::default(), "10.0.0.1:5000", h), None);
    }

    #[test]
    fn the_client_is_the_right_most_untrusted_address() {
        let t = trusted(&["10.0.0.0/8", "fd00::/8"]);
        let peer = "10.0.0.1:5000";
        // The client wrote the first address itself: it is not taken.
        let h: &[(&str, &[u8])] = &[("x-forwarded-for", b"1.1.1.1, 203.0.113.9, 10.0.0.2")];
        assert_eq!(client(&t, peer, h).as_deref(), Some("203.0.113.9"));
        // Several headers are one list.
        let h: &[(&str, &[u8])] = &[
            ("x-forwarded-for", b"1.1.1.1"),
            ("x-forwarded-for", b"203.0.113.9 ,fd00::5"),
        ];
        assert_eq!(client(&t, peer, h).as_deref(), Some("203.0.113.9"));
        // Every address a trusted proxy: the left-most.
        let h: &[(&str, &[u8])] = &[("x-forwarded-for", b"10.9.9.9, 10.0.0.2")];
        assert_eq!(client(&t, peer, h).as_deref(), Some("10.9.9.9"));
        // Ports and brackets.
        let h: &[(&str, &[u8])] = &[("x-forwarded-for", b"[2001:db8::7]:4711")];
        assert_eq!(client(&t, peer, h).as_deref(), Some("2001:db8::7"));
        let h: &[(&str, &[u8])] = &[("x-forwarded-for", b"198.51.100.4:80")];
        assert_eq!(client(&t, peer, h).as_deref(), Some("198.51.100.4"));
    }

    #[test]
    fn malformed_chains_stop_at_the_last_trusted_proxy() {
        let t = trusted(&["10.0.0.0/8"]);
        let peer = "10.0.0.1:5000";
        for bad in [
            &b"unknown"[..],
            b"",
            b"not an address",
            b"203.0.113.9, garbage, 10.0.0.3",
            b"999.1.1.1",
        ] {
            let got = client(&t, peer, &[("x-forwarded-for", bad)]);
            assert!(
                got.is_none() || got.as_deref() == Some("10.0.0.3"),
                "{bad:?}: {got:?}"
            );
        }
        assert_eq!(
            client(&t, peer, &[("x-forwarded-for", b"203.0.113.9, \xff\xfe")]),
            None
        );
        assert_eq!(client(&t, peer, &[("forwarded", b"for=\"\xff\"")]), None);
    }

    #[test]
    fn forwarded_is_read_when_x_forwarded_for_is_absent() {
        let t = trusted(&["10.0.0.0/8"]);
        let peer = "10.0.0.1:5000";
        let h: &[(&str, &[u8])] = &[(
            "forwarded",
            b"for=1.1.1.1, for=\"[2001:db8:cafe::17]:4711\";proto=https;by=10.0.0.1, For=10.0.0.2;proto=http",
        )];
        let seen = t.resolve(peer.parse().unwrap(), &headers(h));
        assert_eq!(seen.client.unwrap().ip().to_string(), "2001:db8:cafe::17");
        assert!(seen.https);
        let h: &[(&str, &[u8])] = &[("forwarded", b"for=_hidden;proto=https")];
        let seen = t.resolve(peer.parse().unwrap(), &headers(h));
        assert_eq!(seen.client, None);
        assert!(seen.https);
        // A comma inside a quoted value does not split the element.
        let h: &[(&str, &[u8])] = &[("forwarded", b"for=\"198.51.100.1\";host=\"a,b\"")];
        assert_eq!(client(&t, peer, h).as_deref(), Some("198.51.100.1"));
    }

    #[test]
    fn forwarded_proto_follows_the_chosen_hop() {
        let t = trusted(&["10.0.0.0/8"]);
        let peer: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        let seen = |h: &[(&str, &[u8])]| t.resolve(peer, &headers(h));
        assert!(seen(&[("x-forwarded-proto", b"https")]).https);
        assert!(!seen(&[("x-forwarded-proto", b"http")]).https);
        assert!(
            seen(&[
                ("x-forwarded-for", b"203.0.113.9, 10.0.0.2"),
                ("x-forwarded-proto", b"https, http"),
            ])
            .https
        );
        assert!(
            seen(&[
                ("x-forwarded-for", b"203.0.113.9"),
                ("x-forwarded-proto", b"HTTPS"),
            ])
            .https
        );
    }

    #[test]
    fn secure_is_added_to_cookies_that_lack_it() {
        let mut h = headers(&[
            ("set-cookie", b"a=1; HttpOnly; Path=/"),
            ("set-cookie", b"b=2; Path=/; secure"),
        ]);
        secure_cookies(&mut h);
        let got: Vec<_> = h.get_all("set-cookie").iter().collect();
        assert_eq!(got[0], "a=1; HttpOnly; Path=/; Secure");
        assert_eq!(got[1], "b=2; Path=/; secure");
    }
}
