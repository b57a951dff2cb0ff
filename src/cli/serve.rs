//! `idctl serve`: the store over HTTP (the server front lives in `crate::http`).

use super::Ctx;
use crate::error::{Error, Result};
use clap::{Args, ValueEnum};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum LogFormat {
    /// `METHOD PATH STATUS DURATION`
    Text,
    /// One JSON object per request
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
    /// How each request is logged on stderr [default: text; json with -o json]
    #[arg(long, value_enum)]
    log_format: Option<LogFormat>,
    /// Refuse to start (exit 9) when the store's schema is not this build's, instead of
    /// migrating it: for a service whose database role may not change the schema (run
    /// idctl store migrate first)
    #[arg(long)]
    no_migrate: bool,
    /// On PostgreSQL: the most sessions this server opens (keep replicas × this + concurrent
    /// commands under the database's max_connections)
    #[arg(long, value_name = "N", default_value_t = crate::http::POOL_SIZE)]
    pool_size: usize,
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
        let listen: SocketAddr = self.listen.parse().map_err(|_| {
            Error::usage(format!(
                "--listen {:?} is not an address like 127.0.0.1:3001 or [::1]:0",
                self.listen
            ))
        })?;
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
            log: match self.log_format {
                Some(LogFormat::Text) => crate::http::LogFormat::Text,
                Some(LogFormat::Json) => crate::http::LogFormat::Json,
                None if ctx.format == crate::output::Format::Json => crate::http::LogFormat::Json,
                None => crate::http::LogFormat::Text,
            },
            format: ctx.format,
            tls: match (self.tls_cert, self.tls_key) {
                (Some(cert), Some(key)) => Some(crate::http::tls::Files { cert, key }),
                _ => None,
            },
            trust_proxy: crate::http::proxy::Trusted::new(trust_proxy),
        })
    }
}
