//! `idctl serve`: the store over HTTP (the server front lives in `crate::http`).

use super::Ctx;
use crate::error::{Error, Result};
use clap::{Args, ValueEnum};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum LogFormat {
    /// `METHOD PATH STATUS DURATION requestId=ID`; notes and warnings as in other commands
    Text,
    /// One JSON object per line, start-up lines and errors included
    Json,
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free port (the first line on stdout is the URL)
    #[arg(long, default_value = "127.0.0.1:3001", value_name = "ADDR")]
    listen: String,
    /// Base URL the server is reached at (the issuer is this + /oidc) [default: the store's
    /// base-url; with port 0, the URL actually bound]
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
    /// How the log is written on stderr: one line per request and the server's notes and
    /// warnings, each request's lines with its id (the client's X-Request-Id when it is 1 to
    /// 128 printable ASCII characters without spaces, else a new one; returned in the
    /// response's X-Request-Id) [default: text; json with -o json]
    #[arg(long, value_enum)]
    log_format: Option<LogFormat>,
    /// Which lines are logged: a level (error, warn, info, debug, trace, off) or directives
    /// target=level, comma-separated, with an optional default level, as RUST_LOG is written
    /// (info,idctl::request=off keeps all but the request lines); no regular expressions or
    /// span filters. Secrets, tokens, codes and cookies are never logged at any level
    /// [default: RUST_LOG, else info]
    #[arg(long, value_name = "LEVEL")]
    log_level: Option<String>,
    /// Refuse to start (exit 9) when the store's schema is not this build's, instead of
    /// migrating it: for a service whose database role may not change the schema (run
    /// idctl store migrate first)
    #[arg(long)]
    no_migrate: bool,
    /// On PostgreSQL: the most sessions this server opens (keep replicas × this + concurrent
    /// commands under the database's max_connections)
    #[arg(long, value_name = "N", default_value_t = crate::http::POOL_SIZE)]
    pool_size: usize,
    /// Serve GET /metrics (Prometheus) on this address only, not on --listen [default: on
    /// --listen, without authentication]
    #[arg(long, value_name = "ADDR", conflicts_with = "no_metrics")]
    metrics_listen: Option<String>,
    /// Collect no metrics and serve no /metrics
    #[arg(long)]
    no_metrics: bool,
    /// Log the requests of health probes (GET /health/live, /health/ready) too
    #[arg(long)]
    log_probes: bool,
    /// Serve HTTPS (HTTP/2 and HTTP/1.1) with this PEM certificate, followed by any
    /// intermediates; reloaded with --tls-key on SIGHUP and when the files change
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert (PKCS#8, RSA or EC; not encrypted)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Take the client's address from X-Forwarded-For or Forwarded, and https from
    /// X-Forwarded-Proto, only on connections from these proxies (addresses or CIDR networks;
    /// repeat the flag or separate with commas)
    #[arg(long, value_name = "CIDR", value_delimiter = ',', num_args = 1..)]
    trust_proxy: Vec<String>,
}

impl ServeArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        let log = match self.log_format {
            Some(LogFormat::Text) => crate::http::LogFormat::Text,
            Some(LogFormat::Json) => crate::http::LogFormat::Json,
            None if ctx.format == crate::output::Format::Json => crate::http::LogFormat::Json,
            None => crate::http::LogFormat::Text,
        };
        let filter = match &self.log_level {
            Some(l) => crate::http::logs::filter(l, "--log-level")?,
            None => match crate::env::text(crate::env::LOG)? {
                Some(l) => crate::http::logs::filter(&l, crate::env::LOG)?,
                None => crate::http::logs::filter(crate::http::logs::DEFAULT_LEVEL, "")?,
            },
        };
        // First: from here on every line on stderr, errors included, is a line of this log.
        crate::http::logs::install(log, filter)?;
        let listen: SocketAddr = self.listen.parse().map_err(|_| {
            Error::usage(format!(
                "--listen {:?} is not an address like 127.0.0.1:3001 or [::1]:0",
                self.listen
            ))
        })?;
        let metrics_listen = match &self.metrics_listen {
            None => None,
            Some(a) => Some(a.parse::<SocketAddr>().map_err(|_| {
                Error::usage(format!(
                    "--metrics-listen {a:?} is not an address like 127.0.0.1:9090 or [::1]:0"
                ))
            })?),
        };
        let trust_proxy = self
            .trust_proxy
            .iter()
            .map(|c| {
                crate::http::proxy::Cidr::parse(c)
                    .map_err(|e| Error::usage(format!("--trust-proxy {e}")))
            })
            .collect::<Result<Vec<_>>>()?;
        if self.no_migrate {
            ctx.store.require_current()?;
        }
        crate::http::serve(crate::http::Options {
            store: ctx.store.clone(),
            pool_size: self.pool_size,
            listen,
            base_url: self.base_url,
            format: ctx.format,
            operations: crate::http::Operations {
                metrics_listen,
                no_metrics: self.no_metrics,
                log_probes: self.log_probes,
            },
            tls: match (self.tls_cert, self.tls_key) {
                (Some(cert), Some(key)) => Some(crate::http::tls::Files { cert, key }),
                _ => None,
            },
            trust_proxy: crate::http::proxy::Trusted::new(trust_proxy),
        })
    }
}
