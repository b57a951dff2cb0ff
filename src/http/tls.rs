//! `idctl serve --tls-cert FILE --tls-key FILE`: HTTPS with rustls, HTTP/2 by ALPN beside
//! HTTP/1.1, and the certificate reloaded without a restart.
//!
//! The pair is read at start (a file that cannot be used stops the server: exit 2 naming the
//! file), then again on SIGHUP and when either file's modification time or size changes
//! (checked every [`POLL`]). New handshakes take the pair current when they start; connections
//! already open keep theirs. A new pair that cannot be used is refused with a warning and the
//! current one kept.

use super::{HEADER_TIMEOUT, Peer};
use crate::error::{Error, Result};
use crate::output::Format;
use axum::Router;
use axum::http::Request;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::graceful::Watcher;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::net::TcpStream;
use tokio::sync::OwnedSemaphorePermit;

/// How often the files are looked at for a change (SIGHUP reloads at once).
pub const POLL: Duration = Duration::from_secs(5);
/// An HTTP/2 connection is pinged after this long without a frame, and closed when the ping
/// is not answered within it.
const H2_KEEP_ALIVE: Duration = Duration::from_secs(20);
/// An HTTP/2 connection with no request for this long is closed: its pings alone would keep
/// it, and its connection slot, forever (HTTP/1.1 closes idle after [`HEADER_TIMEOUT`]).
const H2_IDLE: Duration = Duration::from_secs(60);

/// Requests in flight on one HTTP/2 connection, and when the last one ended.
struct Activity {
    in_flight: std::sync::atomic::AtomicUsize,
    last: std::sync::Mutex<std::time::Instant>,
}

impl Activity {
    fn idle_for(&self) -> Option<Duration> {
        if self.in_flight.load(std::sync::atomic::Ordering::Acquire) > 0 {
            return None;
        }
        self.last.lock().ok().map(|t| t.elapsed())
    }
}

/// Held by a request while it runs (dropped with it, however it ends).
struct InFlight(Arc<Activity>);

impl InFlight {
    fn new(a: &Arc<Activity>) -> InFlight {
        a.in_flight
            .fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        InFlight(a.clone())
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        if let Ok(mut t) = self.0.last.lock() {
            *t = std::time::Instant::now();
        }
        self.0
            .in_flight
            .fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}

/// `--tls-cert` and `--tls-key`.
#[derive(Debug, Clone)]
pub struct Files {
    /// The server's certificate, then any intermediates (PEM `CERTIFICATE` blocks).
    pub cert: PathBuf,
    /// Its private key (PEM: `PRIVATE KEY` (PKCS#8), `RSA PRIVATE KEY` or `EC PRIVATE KEY`).
    pub key: PathBuf,
}

/// Marks a request that came over a TLS connection (its cookies are `Secure`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Https;

/// The pair handshakes use now.
#[derive(Debug)]
struct Current(RwLock<Arc<CertifiedKey>>);

impl Current {
    fn get(&self) -> Arc<CertifiedKey> {
        match self.0.read() {
            Ok(k) => k.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn set(&self, key: Arc<CertifiedKey>) {
        match self.0.write() {
            Ok(mut k) => *k = key,
            Err(poisoned) => *poisoned.into_inner() = key,
        }
    }
}

impl ResolvesServerCert for Current {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(self.get())
    }
}

/// The TLS side of a server: its acceptor and the pair it serves.
pub(crate) struct Tls {
    acceptor: tokio_rustls::TlsAcceptor,
    current: Arc<Current>,
    /// The validity of the certificate served at start.
    validity: Validity,
    files: Files,
    provider: Arc<CryptoProvider>,
}

/// What a reload compares: each file's modification time and size.
type Stamp = [Option<(SystemTime, u64)>; 2];

fn stamp(files: &Files) -> Stamp {
    let of = |p: &Path| {
        std::fs::metadata(p)
            .ok()
            .and_then(|m| Some((m.modified().ok()?, m.len())))
    };
    [of(&files.cert), of(&files.key)]
}

/// A file of the pair that cannot be used: a usage error naming it (exit 2).
fn bad(flag: &str, path: &Path, why: impl std::fmt::Display) -> Error {
    Error::usage(format!("{flag} {}: {why}", path.display()))
}

/// A certificate's validity period, as its first certificate states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Validity {
    pub not_before: SystemTime,
    pub not_after: SystemTime,
}

/// The validity period of a DER certificate.
pub fn validity(der: &[u8]) -> std::result::Result<Validity, String> {
    use x509_cert::der::Decode;
    let cert = x509_cert::Certificate::from_der(der).map_err(|e| e.to_string())?;
    let v = &cert.tbs_certificate.validity;
    Ok(Validity {
        not_before: v.not_before.to_system_time(),
        not_after: v.not_after.to_system_time(),
    })
}

fn date(t: SystemTime) -> String {
    let ms = t
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0);
    crate::util::iso_ms(ms)
}

/// Why a certificate valid over `v` is not valid at `now`, if it is not.
pub fn out_of_date(v: Validity, now: SystemTime) -> Option<String> {
    if now > v.not_after {
        Some(format!(
            "expired on {}: clients will refuse it",
            date(v.not_after)
        ))
    } else if now < v.not_before {
        Some(format!(
            "is not valid before {}: clients will refuse it until then",
            date(v.not_before)
        ))
    } else {
        None
    }
}

/// Reads and checks the pair: PEM, a key rustls can sign with, the key of the first
/// certificate. Returns it with the first certificate's validity period.
fn load(files: &Files, provider: &CryptoProvider) -> Result<(Arc<CertifiedKey>, Validity)> {
    let cert_flag = "--tls-cert";
    let key_flag = "--tls-key";
    let cert_pem = std::fs::read(&files.cert).map_err(|e| bad(cert_flag, &files.cert, e))?;
    let key_pem = std::fs::read(&files.key).map_err(|e| bad(key_flag, &files.key, e))?;
    let chain = CertificateDer::pem_slice_iter(&cert_pem)
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| {
            bad(
                cert_flag,
                &files.cert,
                format!("not a PEM certificate file ({e})"),
            )
        })?;
    let Some(first) = chain.first() else {
        return Err(bad(
            cert_flag,
            &files.cert,
            "holds no PEM CERTIFICATE block",
        ));
    };
    let validity = validity(first).map_err(|e| {
        bad(
            cert_flag,
            &files.cert,
            format!("its first certificate cannot be read ({e})"),
        )
    })?;
    // The PEM error's detail is not repeated: it may quote a line of the key file.
    let key = PrivateKeyDer::from_pem_slice(&key_pem).map_err(|_| {
        bad(
            key_flag,
            &files.key,
            "holds no PEM private key (PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY; \
             an encrypted key is not read)",
        )
    })?;
    let signer = provider.key_provider.load_private_key(key).map_err(|e| {
        bad(
            key_flag,
            &files.key,
            format!("not a key the server can use ({e})"),
        )
    })?;
    let pair = CertifiedKey::new(chain, signer);
    match pair.keys_match() {
        Ok(()) | Err(rustls::Error::InconsistentKeys(rustls::InconsistentKeys::Unknown)) => {}
        Err(rustls::Error::InconsistentKeys(rustls::InconsistentKeys::KeyMismatch)) => {
            return Err(bad(
                key_flag,
                &files.key,
                format!(
                    "is not the key of the certificate in {}",
                    files.cert.display()
                ),
            ));
        }
        Err(e) => {
            return Err(bad(
                cert_flag,
                &files.cert,
                format!("its first certificate cannot be read ({e})"),
            ));
        }
    }
    Ok((Arc::new(pair), validity))
}

impl Tls {
    /// Reads the pair (refusing to start on a file it cannot use) and warns when the
    /// certificate is out of date. Call from the runtime, before the URL is printed.
    pub fn start(files: Files, format: Format) -> Result<Tls> {
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let (pair, validity) = load(&files, &provider)?;
        if let Some(why) = out_of_date(validity, SystemTime::now()) {
            crate::output::warn(
                format,
                &format!("the certificate in {} {why}", files.cert.display()),
            );
        }
        let current = Arc::new(Current(RwLock::new(pair)));
        let mut config = rustls::ServerConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()
            .map_err(|e| Error::usage(format!("TLS cannot be set up: {e}")))?
            .with_no_client_auth()
            .with_cert_resolver(current.clone());
        config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
        Ok(Tls {
            acceptor: tokio_rustls::TlsAcceptor::from(Arc::new(config)),
            current,
            validity,
            files,
            provider,
        })
    }

    /// Reloads the pair on SIGHUP and when a file changes, until the runtime ends. The
    /// SIGHUP handler is installed before this returns.
    pub fn watch(&self, format: Format) -> Result<()> {
        #[cfg(unix)]
        let mut hup = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup())
            .map_err(|e| super::io_error("cannot handle SIGHUP", e))?;
        let current = self.current.clone();
        let files = self.files.clone();
        let provider = self.provider.clone();
        let mut serving = self.validity;
        tokio::spawn(async move {
            let mut seen = stamp(&files);
            let mut tick = tokio::time::interval(POLL);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                #[cfg(unix)]
                let asked = tokio::select! {
                    _ = tick.tick() => false,
                    s = hup.recv() => s.is_some(),
                };
                #[cfg(not(unix))]
                let asked = {
                    tick.tick().await;
                    false
                };
                let (files, provider) = (files.clone(), provider.clone());
                let reloaded = tokio::task::spawn_blocking(move || {
                    let now = stamp(&files);
                    if !asked && now == seen {
                        return (now, None);
                    }
                    (now, Some(load(&files, &provider).map(|l| (l, files))))
                })
                .await;
                let Ok((now, outcome)) = reloaded else {
                    continue;
                };
                seen = now;
                match outcome {
                    None => {}
                    Some(Ok(((_, validity), files)))
                        if out_of_date(validity, SystemTime::now()).is_some()
                            && out_of_date(serving, SystemTime::now()).is_none() =>
                    {
                        // A working certificate is not swapped for one no client accepts.
                        let why = out_of_date(validity, SystemTime::now()).unwrap_or_default();
                        crate::output::warn(
                            format,
                            &format!(
                                "the new certificate was refused, the current one is kept: the certificate in {} {why}",
                                files.cert.display()
                            ),
                        );
                    }
                    Some(Ok(((pair, validity), files))) => {
                        current.set(pair);
                        serving = validity;
                        let mut line = format!(
                            "idctl serve: certificate reloaded from {} (valid until {})",
                            files.cert.display(),
                            date(validity.not_after)
                        );
                        if let Some(why) = out_of_date(validity, SystemTime::now()) {
                            line = format!("the certificate in {} {why}", files.cert.display());
                            crate::output::warn(format, &line);
                        } else {
                            crate::output::note(format, &line);
                        }
                    }
                    Some(Err(e)) => crate::output::warn(
                        format,
                        &format!(
                            "the new certificate was refused, the current one is kept: {}",
                            e.detail().message
                        ),
                    ),
                }
            }
        });
        Ok(())
    }

    /// Serves one accepted connection over TLS on its own task: the handshake (within
    /// [`HEADER_TIMEOUT`]), then HTTP/2 when the client chose it by ALPN, HTTP/1.1 otherwise,
    /// with the plain path's header-read timeout and graceful shutdown.
    pub fn spawn(
        &self,
        stream: TcpStream,
        peer: SocketAddr,
        router: Router,
        watcher: Watcher,
        permit: OwnedSemaphorePermit,
        open: super::metrics::OpenConnection,
    ) {
        let acceptor = self.acceptor.clone();
        tokio::spawn(async move {
            let _held = (permit, open);
            let stream = match tokio::time::timeout(HEADER_TIMEOUT, acceptor.accept(stream)).await {
                Ok(Ok(s)) => s,
                // A failed or too slow handshake: rustls has sent its alert; nothing to log
                // for a client that is not speaking TLS.
                _ => return,
            };
            let h2 = stream.get_ref().1.alpn_protocol() == Some(b"h2".as_slice());
            let activity = Arc::new(Activity {
                in_flight: std::sync::atomic::AtomicUsize::new(0),
                last: std::sync::Mutex::new(std::time::Instant::now()),
            });
            let svc = tower::ServiceExt::map_request(router, move |mut req: Request<_>| {
                req.extensions_mut().insert(Peer(peer));
                req.extensions_mut().insert(Https);
                req
            });
            let tracked = activity.clone();
            let svc = tower::ServiceExt::map_future(svc, move |fut| {
                let running = InFlight::new(&tracked);
                async move {
                    let res = fut.await;
                    drop(running);
                    res
                }
            });
            let svc = hyper_util::service::TowerToHyperService::new(svc);
            let mut builder = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
            builder
                .http1()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .keep_alive(true);
            builder
                .http2()
                .timer(TokioTimer::new())
                .keep_alive_interval(H2_KEEP_ALIVE)
                .keep_alive_timeout(H2_KEEP_ALIVE);
            let builder = if h2 {
                builder.http2_only()
            } else {
                builder.http1_only()
            };
            let conn = builder.serve_connection(TokioIo::new(stream), svc);
            let conn = watcher.watch(conn);
            tokio::pin!(conn);
            loop {
                tokio::select! {
                    _ = &mut conn => break,
                    _ = tokio::time::sleep(H2_KEEP_ALIVE) => {
                        // Dropping the connection closes it: no request is running on it.
                        if h2 && activity.idle_for().is_some_and(|d| d >= H2_IDLE) {
                            break;
                        }
                    }
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_date_says_expired_or_not_yet_valid() {
        let t = |s: u64| UNIX_EPOCH + Duration::from_secs(s);
        let v = Validity {
            not_before: t(1_000),
            not_after: t(2_000),
        };
        assert_eq!(out_of_date(v, t(1_500)), None);
        assert!(out_of_date(v, t(2_001)).unwrap().starts_with("expired on "));
        assert!(
            out_of_date(v, t(999))
                .unwrap()
                .starts_with("is not valid before ")
        );
    }

    #[test]
    fn validity_refuses_what_is_not_a_certificate() {
        assert!(validity(b"").is_err());
        assert!(validity(&[0x30, 0x03, 0x02, 0x01, 0x01]).is_err());
        assert!(validity(&[0xff; 64]).is_err());
    }
}
