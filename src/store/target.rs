//! Which store a `--store` value names, and how to reach a PostgreSQL one.
//!
//! `postgres://…` and `postgresql://…` (libpq's URI form), or libpq's key/value form
//! (`host=db.example dbname=idctl`, recognised by its leading libpq keyword) name a PostgreSQL
//! store; anything else, and any value that is not UTF-8, is the path of a SQLite file as
//! before (`./host=x` is a path). Parsing reads only the string and the environment: nothing
//! of the PostgreSQL client, TLS or a runtime runs for a SQLite path.
//!
//! What the string leaves out comes from libpq's environment variables (`PGHOST`, `PGPORT`,
//! `PGUSER`, `PGDATABASE`, `PGPASSWORD`, `PGPASSFILE`, `PGSSLMODE`, `PGSSLROOTCERT`,
//! `PGCONNECT_TIMEOUT`, `PGAPPNAME`, `PGOPTIONS`, `PGHOSTADDR`) and then from libpq's defaults,
//! so that a connection string means what it means to `psql`. The password comes from the
//! string, `PGPASSWORD` or a password file (`PGPASSFILE`, else `~/.pgpass`, in libpq's format;
//! ignored when group or world can read it, as libpq does). It is never shown: messages and
//! [`PgTarget::describe`] carry the string with the password replaced by `***`.
//!
//! TLS is rustls. `sslmode` is libpq's: `disable`, `allow`, `prefer`, `require`, `verify-ca`,
//! `verify-full`; the default is `verify-full`, or `prefer` when every host is a Unix socket or
//! a loopback address. Roots: `sslrootcert=FILE` (PEM), `sslrootcert=system` (the system's
//! roots), else `~/.postgresql/root.crt` when it exists, else (for the verifying modes) the
//! system's roots. `prefer` and `require` check the chain only when a root file is there, as
//! libpq does; `verify-ca` checks the chain and not the host name. Unix sockets never use TLS.
//!
//! `schema=NAME` (idctl's own keyword, not libpq's) puts the store's tables in one schema, so
//! several setups can share a database: it becomes the session's `search_path`.

use crate::error::{Code, Error, Result};
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The store a `--store` value names (`store::Location`: every front opens stores by it).
#[derive(Debug, Clone)]
pub enum Target {
    /// A SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL database (shared: a server's pool opens every session from it).
    Postgres(Arc<PgTarget>),
}

/// Every keyword of libpq's connection strings (PostgreSQL 17): a key/value string is one
/// whose first word is one of these. Those idctl does not support are refused by name.
const LIBPQ_KEYWORDS: &[&str] = &[
    "host",
    "hostaddr",
    "port",
    "dbname",
    "user",
    "password",
    "passfile",
    "require_auth",
    "channel_binding",
    "connect_timeout",
    "client_encoding",
    "options",
    "application_name",
    "fallback_application_name",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_count",
    "tcp_user_timeout",
    "replication",
    "gssencmode",
    "sslmode",
    "requiressl",
    "sslnegotiation",
    "sslcompression",
    "sslcert",
    "sslkey",
    "sslpassword",
    "sslcertmode",
    "sslrootcert",
    "sslcrl",
    "sslcrldir",
    "sslsni",
    "requirepeer",
    "ssl_min_protocol_version",
    "ssl_max_protocol_version",
    "krbsrvname",
    "gsslib",
    "gssdelegation",
    "service",
    "target_session_attrs",
    "load_balance_hosts",
];

/// Keywords idctl reads (libpq's meaning), plus its own `schema`. libpq keywords that change
/// nothing for idctl's client (`client_encoding=UTF8`, `sslcompression`, `sslsni=1`,
/// `gssencmode` other than `require`) are accepted and checked in [`PgTarget::from_params`].
const SUPPORTED: &[&str] = &[
    "host",
    "hostaddr",
    "port",
    "dbname",
    "user",
    "password",
    "passfile",
    "channel_binding",
    "connect_timeout",
    "client_encoding",
    "options",
    "application_name",
    "fallback_application_name",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_count",
    "tcp_user_timeout",
    "gssencmode",
    "sslmode",
    "sslcompression",
    "sslrootcert",
    "sslsni",
    "target_session_attrs",
    "schema",
];

/// The environment variable libpq reads for a keyword the string leaves out.
const ENV_FALLBACKS: &[(&str, &str)] = &[
    ("host", "PGHOST"),
    ("hostaddr", "PGHOSTADDR"),
    ("port", "PGPORT"),
    ("dbname", "PGDATABASE"),
    ("user", "PGUSER"),
    ("password", "PGPASSWORD"),
    ("passfile", "PGPASSFILE"),
    ("sslmode", "PGSSLMODE"),
    ("sslrootcert", "PGSSLROOTCERT"),
    ("connect_timeout", "PGCONNECT_TIMEOUT"),
    ("application_name", "PGAPPNAME"),
    ("options", "PGOPTIONS"),
    ("target_session_attrs", "PGTARGETSESSIONATTRS"),
];

/// The connect timeout when neither the string nor `PGCONNECT_TIMEOUT` gives one.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Session settings every connection starts with (set in one round trip once connected): a
/// writer waits at most a minute for a lock (SQLite's busy timeout), a
/// session idle inside a transaction is ended after 15 s so a hung process cannot hold the
/// writer lock for longer, and no statement runs longer than a minute either.
pub const SESSION_SETTINGS: &[(&str, &str)] = &[
    ("lock_timeout", "60s"),
    ("idle_in_transaction_session_timeout", "15s"),
    ("statement_timeout", "60s"),
];

/// libpq's `sslmode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SslMode {
    Disable,
    Allow,
    Prefer,
    Require,
    VerifyCa,
    VerifyFull,
}

impl SslMode {
    fn parse(s: &str) -> Option<SslMode> {
        Some(match s {
            "disable" => SslMode::Disable,
            "allow" => SslMode::Allow,
            "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            _ => return None,
        })
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Allow => "allow",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }

    fn verifies(&self) -> bool {
        matches!(self, SslMode::VerifyCa | SslMode::VerifyFull)
    }
}

/// Where the roots that check the server's certificate come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RootCert {
    /// `sslrootcert=FILE`: the PEM certificates in it.
    File(PathBuf),
    /// `sslrootcert=system`: the system's roots.
    System,
    /// Not given: `~/.postgresql/root.crt` when it exists (the path, when there is a home),
    /// else the system's roots for the verifying modes and no check for the others.
    Default(Option<PathBuf>),
}

/// One host of the string: a TCP host name or address, or a Unix socket directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Host {
    Tcp(String),
    Unix(PathBuf),
}

impl Host {
    fn parse(s: &str) -> Host {
        if s.starts_with('/') {
            Host::Unix(PathBuf::from(s))
        } else {
            Host::Tcp(s.to_string())
        }
    }

    fn text(&self) -> String {
        match self {
            Host::Tcp(h) => h.clone(),
            Host::Unix(p) => p.display().to_string(),
        }
    }
}

/// A PostgreSQL store: where it is, who connects, how (TLS), and in which schema.
#[derive(Clone)]
pub struct PgTarget {
    /// The string as given, password replaced by `***`.
    shown: String,
    hosts: Vec<Host>,
    hostaddrs: Vec<IpAddr>,
    ports: Vec<u16>,
    dbname: String,
    user: String,
    password: Option<String>,
    passfile: Option<PathBuf>,
    sslmode: SslMode,
    rootcert: RootCert,
    connect_timeout: Option<Duration>,
    application_name: String,
    options: Option<String>,
    keepalives: bool,
    keepalives_idle: Duration,
    keepalives_interval: Duration,
    keepalives_count: u32,
    /// `None`: the system's (`tcp_user_timeout=0`).
    tcp_user_timeout: Option<Duration>,
    channel_binding: postgres::config::ChannelBinding,
    read_write: bool,
    schema: Option<String>,
}

impl std::fmt::Debug for PgTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgTarget")
            .field("target", &self.shown)
            .field("hosts", &self.hosts)
            .field("hostaddrs", &self.hostaddrs)
            .field("ports", &self.ports)
            .field("dbname", &self.dbname)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "***"))
            .field("sslmode", &self.sslmode)
            .field("rootcert", &self.rootcert)
            .field("schema", &self.schema)
            .finish_non_exhaustive()
    }
}

/// What the process environment tells the parser: libpq's variables, the home directory, the
/// operating-system user and libpq's default socket directory. A value, so tests give their own.
#[derive(Debug, Clone, Default)]
pub struct Environment {
    pub vars: BTreeMap<String, String>,
    pub home: Option<PathBuf>,
    pub os_user: Option<String>,
    pub socket_dir: PathBuf,
}

impl Environment {
    /// This process's environment.
    pub fn process() -> Environment {
        let mut vars = BTreeMap::new();
        for (_, name) in ENV_FALLBACKS {
            if let Some(v) = std::env::var_os(name).and_then(|v| v.into_string().ok()) {
                vars.insert(name.to_string(), v);
            }
        }
        let (pw_user, pw_home) = passwd_entry();
        let home = std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(PathBuf::from)
            .or(pw_home);
        // libpq's compiled-in default: Debian's packages use /var/run/postgresql, upstream /tmp.
        let debian = Path::new("/var/run/postgresql");
        let socket_dir = if debian.is_dir() {
            debian.to_path_buf()
        } else {
            PathBuf::from("/tmp")
        };
        Environment {
            vars,
            home,
            os_user: pw_user,
            socket_dir,
        }
    }

    fn var(&self, name: &str) -> Option<&str> {
        self.vars
            .get(name)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }
}

/// The name and home directory of this process's user, from the password database (libpq's
/// default user name and, without `HOME`, its home).
#[cfg(unix)]
fn passwd_entry() -> (Option<String>, Option<PathBuf>) {
    use std::ffi::CStr;
    use std::os::unix::ffi::OsStrExt;
    let mut buf = vec![0u8; 4096];
    // SAFETY: `pwd` and `buf` outlive the call; getpwuid_r writes only into them and sets
    // `result` to null or to `pwd`, whose string fields point into `buf`.
    unsafe {
        let mut pwd: libc::passwd = std::mem::zeroed();
        let mut result: *mut libc::passwd = std::ptr::null_mut();
        let rc = libc::getpwuid_r(
            libc::geteuid(),
            &mut pwd,
            buf.as_mut_ptr().cast(),
            buf.len(),
            &mut result,
        );
        if rc != 0 || result.is_null() {
            return (None, None);
        }
        let name = (!pwd.pw_name.is_null())
            .then(|| CStr::from_ptr(pwd.pw_name).to_string_lossy().into_owned());
        let home = (!pwd.pw_dir.is_null())
            .then(|| PathBuf::from(OsStr::from_bytes(CStr::from_ptr(pwd.pw_dir).to_bytes())));
        (name, home)
    }
}

#[cfg(not(unix))]
fn passwd_entry() -> (Option<String>, Option<PathBuf>) {
    (std::env::var("USERNAME").ok(), None)
}

fn bad(shown: &str, cause: impl std::fmt::Display) -> Error {
    Error::new(
        Code::StoreInvalidTarget,
        format!("invalid PostgreSQL store {shown}: {cause}"),
    )
}

impl Target {
    /// The store `store` names, with this process's environment. Never panics; a value that
    /// is not UTF-8 is a SQLite path.
    pub fn parse(store: &OsStr) -> Result<Target> {
        // Only a value that looks like PostgreSQL reads the environment.
        match store.to_str() {
            Some(s) if form(s).is_some() => Target::parse_in(store, &Environment::process()),
            _ => Ok(Target::Sqlite(PathBuf::from(store))),
        }
    }

    /// [`Target::parse`] with the environment given.
    pub fn parse_in(store: &OsStr, env: &Environment) -> Result<Target> {
        let Some(s) = store.to_str() else {
            return Ok(Target::Sqlite(PathBuf::from(store)));
        };
        let shown = redact(s);
        let params = match form(s) {
            None => return Ok(Target::Sqlite(PathBuf::from(store))),
            Some(Form::Url) => parse_url(s).map_err(|e| bad(&shown, e))?,
            Some(Form::KeyValue) => parse_kv(s).map_err(|e| bad(&shown, e))?,
        };
        PgTarget::from_params(params, shown, env).map(|t| Target::Postgres(Arc::new(t)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    Url,
    KeyValue,
}

/// The form of a PostgreSQL connection string, or `None` for a path.
fn form(s: &str) -> Option<Form> {
    if s.starts_with("postgres://") || s.starts_with("postgresql://") {
        return Some(Form::Url);
    }
    let t = s.trim_start();
    let word_end = t
        .find(|c: char| c == '=' || c.is_whitespace())
        .unwrap_or(t.len());
    let (word, rest) = t.split_at(word_end);
    (LIBPQ_KEYWORDS.contains(&word) && rest.trim_start().starts_with('=')).then_some(Form::KeyValue)
}

// ---------------------------------------------------------------------------------------
// The key/value form.

/// One `keyword = value` of the key/value form, with the byte range of its value.
struct Pair {
    key: String,
    value: String,
    span: std::ops::Range<usize>,
}

/// Why the key/value form could not be read: at which byte, the keyword being read, and what.
struct KvError {
    at: usize,
    key: Option<String>,
    what: String,
}

/// libpq's key/value grammar: `keyword = value` pairs separated by white space; a value is
/// single-quoted (empty, or with white space) or bare; in both a backslash takes the next
/// character literally.
fn kv_pairs(s: &str) -> (Vec<Pair>, Option<KvError>) {
    let b: Vec<(usize, char)> = s.char_indices().collect();
    let mut i = 0;
    let mut pairs = Vec::new();
    let at = |i: usize| b.get(i).map_or(s.len(), |(p, _)| *p);
    loop {
        while i < b.len() && b[i].1.is_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            return (pairs, None);
        }
        let key_start = i;
        while i < b.len() && !b[i].1.is_whitespace() && b[i].1 != '=' {
            i += 1;
        }
        let key = s[at(key_start)..at(i)].to_string();
        while i < b.len() && b[i].1.is_whitespace() {
            i += 1;
        }
        if i >= b.len() || b[i].1 != '=' {
            let what = format!("missing \"=\" after `{key}`");
            return (
                pairs,
                Some(KvError {
                    at: at(key_start),
                    key: None,
                    what,
                }),
            );
        }
        i += 1;
        while i < b.len() && b[i].1.is_whitespace() {
            i += 1;
        }
        let value_start = at(i);
        let mut value = String::new();
        if i < b.len() && b[i].1 == '\'' {
            i += 1;
            loop {
                match b.get(i).map(|c| c.1) {
                    None => {
                        return (
                            pairs,
                            Some(KvError {
                                at: value_start,
                                key: Some(key.clone()),
                                what: format!("unterminated quoted value of `{key}`"),
                            }),
                        );
                    }
                    Some('\\') => {
                        if let Some((_, c)) = b.get(i + 1) {
                            value.push(*c);
                        }
                        i += 2;
                    }
                    Some('\'') => {
                        i += 1;
                        break;
                    }
                    Some(c) => {
                        value.push(c);
                        i += 1;
                    }
                }
            }
        } else {
            while i < b.len() && !b[i].1.is_whitespace() {
                if b[i].1 == '\\' {
                    if let Some((_, c)) = b.get(i + 1) {
                        value.push(*c);
                    }
                    i += 2;
                } else {
                    value.push(b[i].1);
                    i += 1;
                }
            }
        }
        let i_end = i.min(b.len());
        pairs.push(Pair {
            key,
            value,
            span: value_start..at(i_end),
        });
        i = i_end;
    }
}

fn parse_kv(s: &str) -> std::result::Result<Vec<(String, String)>, String> {
    let (pairs, err) = kv_pairs(s);
    if let Some(e) = err {
        return Err(e.what);
    }
    Ok(pairs.into_iter().map(|p| (p.key, p.value)).collect())
}

// ---------------------------------------------------------------------------------------
// The URI form.

fn decode(s: &str, what: &str) -> std::result::Result<String, String> {
    percent_encoding::percent_decode_str(s)
        .decode_utf8()
        .map(|c| c.into_owned())
        .map_err(|_| format!("the {what} is not UTF-8 once percent-decoded"))
}

/// The parts of a URI: scheme end, authority range, user-info range (before the last `@` of
/// the authority), path range and query range.
struct UrlParts {
    authority: std::ops::Range<usize>,
    userinfo: Option<std::ops::Range<usize>>,
    path: Option<std::ops::Range<usize>>,
    query: Option<std::ops::Range<usize>>,
}

fn url_parts(s: &str) -> UrlParts {
    let start = s.find("://").map_or(0, |p| p + 3);
    let rest = &s[start..];
    let auth_len = rest.find(['/', '?']).unwrap_or(rest.len());
    let authority = start..start + auth_len;
    let userinfo = s[authority.clone()].rfind('@').map(|p| start..start + p);
    let after = start + auth_len;
    let (path, query) = match s[after..].find('?') {
        Some(q) => (
            (s[after..].starts_with('/')).then(|| after + 1..after + q),
            Some(after + q + 1..s.len()),
        ),
        None => (
            (s[after..].starts_with('/')).then(|| after + 1..s.len()),
            None,
        ),
    };
    UrlParts {
        authority,
        userinfo,
        path,
        query,
    }
}

fn parse_url(s: &str) -> std::result::Result<Vec<(String, String)>, String> {
    let p = url_parts(s);
    let mut out: Vec<(String, String)> = Vec::new();
    let mut hosts_from = p.authority.start;
    if let Some(ui) = &p.userinfo {
        let info = &s[ui.clone()];
        let (user, password) = match info.split_once(':') {
            Some((u, pw)) => (u, Some(pw)),
            None => (info, None),
        };
        if !user.is_empty() {
            out.push(("user".into(), decode(user, "user name")?));
        }
        if let Some(pw) = password {
            out.push(("password".into(), decode(pw, "password")?));
        }
        hosts_from = ui.end + 1;
    }
    let hostlist = &s[hosts_from..p.authority.end];
    if !hostlist.is_empty() {
        let mut hosts = Vec::new();
        let mut ports = Vec::new();
        for spec in hostlist.split(',') {
            let (host, port) = if let Some(v6) = spec.strip_prefix('[') {
                let Some(close) = v6.find(']') else {
                    return Err(format!("missing \"]\" in the IPv6 host of {spec:?}"));
                };
                let after = &v6[close + 1..];
                let port = match after.strip_prefix(':') {
                    Some(port) => port,
                    None if after.is_empty() => "",
                    None => return Err(format!("unexpected {after:?} after an IPv6 host")),
                };
                (v6[..close].to_string(), port)
            } else {
                match spec.rsplit_once(':') {
                    Some((h, port)) => (decode(h, "host")?, port),
                    None => (decode(spec, "host")?, ""),
                }
            };
            hosts.push(host);
            ports.push(decode(port, "port")?);
        }
        if hosts.iter().any(|h| !h.is_empty()) {
            out.push(("host".into(), hosts.join(",")));
        }
        if ports.iter().any(|p| !p.is_empty()) {
            out.push(("port".into(), ports.join(",")));
        }
    }
    if let Some(path) = &p.path {
        let db = &s[path.clone()];
        if !db.is_empty() {
            out.push(("dbname".into(), decode(db, "database name")?));
        }
    }
    if let Some(q) = &p.query {
        for piece in s[q.clone()].split('&').filter(|x| !x.is_empty()) {
            let Some((k, v)) = piece.split_once('=') else {
                return Err(format!(
                    "the parameter {:?} has no \"=\"",
                    redact_piece(piece)
                ));
            };
            let k = decode(k, "parameter name")?;
            let v = decode(v, "parameter value")?;
            // JDBC's spelling, which libpq accepts too.
            if k == "ssl" && v == "true" {
                out.push(("sslmode".into(), "require".into()));
                continue;
            }
            out.push((k, v));
        }
    }
    Ok(out)
}

fn redact_piece(piece: &str) -> &str {
    if piece.contains("password") {
        "***"
    } else {
        piece
    }
}

/// `s` with any password replaced by `***`: the user-info password and `password=` of a URI,
/// the `password` value of the key/value form. Where the string cannot be read, everything
/// from a `password` keyword on is hidden.
pub fn redact(s: &str) -> String {
    match form(s) {
        None => s.to_string(),
        Some(Form::Url) => {
            // A password with an unencoded `/`, `?` or `#` ends the authority early for the
            // parser, so the user information is taken up to the last `@` of the whole string
            // (too much hidden is harmless in a message; too little is a leak).
            if let Some(start) = s.find("://").map(|i| i + 3)
                && let Some(at) = s[start..].rfind('@').map(|i| start + i)
                && let Some(colon) = s[start..at].find(':')
                && url_parts(s).userinfo.is_none_or(|ui| ui.end != at)
            {
                return format!("{}***{}", &s[..start + colon + 1], &s[at..]);
            }
            let p = url_parts(s);
            let mut out = String::with_capacity(s.len());
            let mut from = 0;
            if let Some(ui) = &p.userinfo
                && let Some(colon) = s[ui.clone()].find(':')
            {
                out.push_str(&s[..ui.start + colon + 1]);
                out.push_str("***");
                from = ui.end;
            }
            match &p.query {
                None => out.push_str(&s[from..]),
                Some(q) => {
                    out.push_str(&s[from..q.start]);
                    let pieces: Vec<String> = s[q.clone()]
                        .split('&')
                        .map(|piece| match piece.split_once('=') {
                            Some((k, _)) if decode(k, "").is_ok_and(|k| k == "password") => {
                                format!("{k}=***")
                            }
                            Some(_) => piece.to_string(),
                            None => redact_piece(piece).to_string(),
                        })
                        .collect();
                    out.push_str(&pieces.join("&"));
                }
            }
            out
        }
        Some(Form::KeyValue) => {
            let (pairs, err) = kv_pairs(s);
            // A string that does not parse after its password: what follows may be more of
            // the password (`password=se cret`), so nothing after it is shown.
            if err.is_some()
                && let Some(p) = pairs.iter().find(|p| p.key == "password")
            {
                return format!("{}***", &s[..p.span.start]);
            }
            let mut out = String::with_capacity(s.len());
            let mut from = 0;
            for p in &pairs {
                if p.key == "password" {
                    out.push_str(&s[from..p.span.start]);
                    out.push_str("***");
                    from = p.span.end;
                }
            }
            match err {
                Some(e) if e.key.as_deref() == Some("password") => {
                    out.push_str(&s[from..e.at.max(from)]);
                    out.push_str("***");
                }
                Some(e) if s[e.at.max(from)..].contains("password") => {
                    out.push_str(&s[from..e.at.max(from)]);
                    out.push_str("***");
                }
                _ => out.push_str(&s[from..]),
            }
            out
        }
    }
}

/// `s` (a target string as `redact` shows it) with its password left out altogether: what a
/// printed command line can repeat, the password then coming from `PGPASSWORD` or a passfile.
/// The second value says whether there was one.
fn without_password(s: &str) -> (String, bool) {
    match form(s) {
        None => (s.to_string(), false),
        Some(Form::Url) => {
            let p = url_parts(s);
            let mut out = String::with_capacity(s.len());
            let mut from = 0;
            let mut held = false;
            if let Some(ui) = &p.userinfo
                && let Some(colon) = s[ui.clone()].find(':')
            {
                out.push_str(&s[..ui.start + colon]);
                from = ui.end;
                held = true;
            }
            match &p.query {
                None => out.push_str(&s[from..]),
                Some(q) => {
                    let all = s[q.clone()].split('&').count();
                    let kept: Vec<&str> = s[q.clone()]
                        .split('&')
                        .filter(|piece| {
                            let k = piece.split_once('=').map_or(*piece, |(k, _)| k);
                            !decode(k, "").is_ok_and(|k| k == "password")
                        })
                        .collect();
                    // Up to the `?`, kept only when a parameter follows it.
                    out.push_str(&s[from..q.start - 1]);
                    if !kept.is_empty() {
                        out.push('?');
                        out.push_str(&kept.join("&"));
                    }
                    held |= kept.len() < all;
                }
            }
            (out, held)
        }
        Some(Form::KeyValue) => {
            let (pairs, _) = kv_pairs(s);
            let words: Vec<String> = pairs
                .iter()
                .filter(|p| p.key != "password")
                .map(|p| {
                    let plain = !p.value.is_empty()
                        && !p
                            .value
                            .contains(|c: char| c.is_whitespace() || c == '\\' || c == '\'');
                    if plain {
                        format!("{}={}", p.key, p.value)
                    } else {
                        let v = p.value.replace('\\', "\\\\").replace('\'', "\\'");
                        format!("{}='{v}'", p.key)
                    }
                })
                .collect();
            (words.join(" "), words.len() < pairs.len())
        }
    }
}

// ---------------------------------------------------------------------------------------
// From parameters to a target.

fn is_loopback(host: &str) -> bool {
    host == "localhost"
        || host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// A schema name idctl accepts: an SQL identifier that needs no quoting rules beyond double
/// quotes, and not one of PostgreSQL's reserved `pg_` names.
fn valid_schema(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && s.len() <= 63
        && !s.to_ascii_lowercase().starts_with("pg_")
}

fn seconds(key: &str, v: &str) -> std::result::Result<i64, String> {
    v.trim()
        .parse::<i64>()
        .map_err(|_| format!("`{key}` must be a whole number of seconds, not {v:?}"))
}

impl PgTarget {
    /// The target of these libpq parameters (later ones win), the environment filling in what
    /// they leave out.
    fn from_params(
        params: Vec<(String, String)>,
        shown: String,
        env: &Environment,
    ) -> Result<PgTarget> {
        let mut given: BTreeMap<String, String> = BTreeMap::new();
        for (k, v) in params {
            if !SUPPORTED.contains(&k.as_str()) {
                let why = if LIBPQ_KEYWORDS.contains(&k.as_str()) {
                    format!("the libpq keyword `{k}` is not supported by idctl")
                } else {
                    format!("unknown keyword `{k}`")
                };
                return Err(bad(&shown, why));
            }
            given.insert(k, v);
        }
        for (key, var) in ENV_FALLBACKS {
            if !given.contains_key(*key)
                && let Some(v) = env.var(var)
            {
                given.insert(key.to_string(), v.to_string());
            }
        }
        let get = |k: &str| given.get(k).map(String::as_str);
        let fail = |why: String| bad(&shown, why);

        match get("client_encoding") {
            None => {}
            Some(v) if matches!(v.to_ascii_uppercase().as_str(), "UTF8" | "UTF-8" | "AUTO") => {}
            Some(v) => {
                return Err(fail(format!(
                    "idctl speaks UTF8 only, not client_encoding={v}"
                )));
            }
        }
        if get("gssencmode") == Some("require") {
            return Err(fail(
                "GSSAPI encryption is not supported (gssencmode=require)".into(),
            ));
        }
        if get("sslsni") == Some("0") {
            return Err(fail("sslsni=0 is not supported".into()));
        }

        let hosts: Vec<Host> = match get("host") {
            Some(h) => h
                .split(',')
                .map(|h| {
                    if h.is_empty() {
                        Host::Unix(env.socket_dir.clone())
                    } else {
                        Host::parse(h)
                    }
                })
                .collect(),
            None => Vec::new(),
        };
        let mut hostaddrs = Vec::new();
        if let Some(a) = get("hostaddr") {
            for a in a.split(',') {
                let ip = a
                    .parse::<IpAddr>()
                    .map_err(|_| fail(format!("hostaddr {a:?} is not an IP address")))?;
                hostaddrs.push(ip);
            }
        }
        if !hosts.is_empty() && !hostaddrs.is_empty() && hosts.len() != hostaddrs.len() {
            return Err(fail(format!(
                "{} hosts but {} hostaddrs",
                hosts.len(),
                hostaddrs.len()
            )));
        }
        let hosts = if hosts.is_empty() {
            if hostaddrs.is_empty() {
                vec![Host::Unix(env.socket_dir.clone())]
            } else {
                // The address is the name TLS checks (libpq has none to check then).
                hostaddrs.iter().map(|a| Host::Tcp(a.to_string())).collect()
            }
        } else {
            hosts
        };
        let mut ports = Vec::new();
        if let Some(p) = get("port") {
            for p in p.split(',') {
                if p.is_empty() {
                    ports.push(5432);
                    continue;
                }
                let n = p
                    .parse::<u16>()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| fail(format!("invalid port {p:?}")))?;
                ports.push(n);
            }
            if ports.len() > 1 && ports.len() != hosts.len() {
                return Err(fail(format!(
                    "{} ports for {} hosts",
                    ports.len(),
                    hosts.len()
                )));
            }
        } else {
            ports.push(5432);
        }
        let user = match get("user") {
            Some(u) => u.to_string(),
            None => env
                .os_user
                .clone()
                .ok_or_else(|| fail("no user name: give `user` or set PGUSER".into()))?,
        };
        let dbname = get("dbname").map_or_else(|| user.clone(), str::to_string);

        let local = hosts.iter().enumerate().all(|(i, h)| match h {
            Host::Unix(_) => true,
            Host::Tcp(name) => {
                is_loopback(name) && hostaddrs.get(i).is_none_or(|a| a.is_loopback())
            }
        });
        let rootcert = match get("sslrootcert") {
            Some("system") => RootCert::System,
            Some(f) => RootCert::File(PathBuf::from(f)),
            None => RootCert::Default(env.home.as_ref().map(|h| h.join(".postgresql/root.crt"))),
        };
        let sslmode = match get("sslmode") {
            Some(m) => SslMode::parse(m).ok_or_else(|| {
                fail(format!(
                    "invalid sslmode {m:?}: one of disable, allow, prefer, require, verify-ca, verify-full"
                ))
            })?,
            // libpq 16: the system roots mean checking the name.
            None if rootcert == RootCert::System => SslMode::VerifyFull,
            None if local => SslMode::Prefer,
            None => SslMode::VerifyFull,
        };
        if rootcert == RootCert::System && sslmode != SslMode::VerifyFull {
            return Err(fail(format!(
                "weak sslmode \"{}\" may not be used with sslrootcert=system (use \"verify-full\")",
                sslmode.as_str()
            )));
        }
        let connect_timeout = match get("connect_timeout") {
            None => Some(DEFAULT_CONNECT_TIMEOUT),
            Some(v) => match seconds("connect_timeout", v).map_err(fail)? {
                n if n <= 0 => None,
                // libpq's floor: one second is too short to be meant.
                n => Some(Duration::from_secs(n.max(2) as u64)),
            },
        };
        let keepalives = match get("keepalives") {
            None | Some("1") => true,
            Some("0") => false,
            Some(v) => return Err(fail(format!("keepalives must be 0 or 1, not {v:?}"))),
        };
        // A server that vanishes from the network (a failover, a cut link) is noticed within
        // about a minute, not after the operating system's two hours and more: idctl's own
        // defaults where the string leaves these out (libpq leaves them to the system).
        let keepalive_secs = |key: &str, default: u64| -> Result<Duration> {
            Ok(match get(key) {
                None => Duration::from_secs(default),
                Some(v) => match seconds(key, v).map_err(&fail)? {
                    n if n <= 0 => Duration::from_secs(default),
                    n => Duration::from_secs(n as u64),
                },
            })
        };
        let keepalives_idle = keepalive_secs("keepalives_idle", 30)?;
        let keepalives_interval = keepalive_secs("keepalives_interval", 10)?;
        let keepalives_count = match get("keepalives_count") {
            None => 3,
            Some(v) => match v.trim().parse::<u32>() {
                Ok(0) => 3,
                Ok(n) => n,
                Err(_) => {
                    return Err(fail(format!(
                        "keepalives_count must be a whole number, not {v:?}"
                    )));
                }
            },
        };
        // Milliseconds, as libpq reads it: how long sent data may stay unacknowledged.
        let tcp_user_timeout = match get("tcp_user_timeout") {
            None => Some(Duration::from_secs(60)),
            Some(v) => match v.trim().parse::<u64>() {
                Ok(0) => None,
                Ok(ms) => Some(Duration::from_millis(ms)),
                Err(_) => {
                    return Err(fail(format!(
                        "tcp_user_timeout must be a number of milliseconds, not {v:?}"
                    )));
                }
            },
        };
        use postgres::config::ChannelBinding;
        let channel_binding = match get("channel_binding") {
            None | Some("prefer") => ChannelBinding::Prefer,
            Some("disable") => ChannelBinding::Disable,
            Some("require") => ChannelBinding::Require,
            Some(v) => {
                return Err(fail(format!(
                    "invalid channel_binding {v:?}: one of disable, prefer, require"
                )));
            }
        };
        let read_write = match get("target_session_attrs") {
            None | Some("any") => false,
            Some("read-write") => true,
            Some(v) => {
                return Err(fail(format!(
                    "target_session_attrs {v:?} is not supported: any or read-write"
                )));
            }
        };
        let schema = match get("schema") {
            None => None,
            Some(s) if valid_schema(s) => Some(s.to_string()),
            Some(s) => {
                return Err(fail(format!(
                    "invalid schema {s:?}: letters, digits, _ and $, starting with a letter or _, at most 63 bytes, not pg_…"
                )));
            }
        };
        let application_name = get("application_name")
            .or(get("fallback_application_name"))
            .unwrap_or("idctl")
            .to_string();
        Ok(PgTarget {
            shown,
            hosts,
            hostaddrs,
            ports,
            dbname,
            user,
            password: get("password").map(str::to_string),
            passfile: match get("passfile") {
                Some(p) => Some(PathBuf::from(p)),
                None => env.home.as_ref().map(|h| h.join(".pgpass")),
            },
            sslmode,
            rootcert,
            connect_timeout,
            application_name,
            options: get("options")
                .filter(|o| !o.trim().is_empty())
                .map(str::to_string),
            keepalives,
            keepalives_idle,
            keepalives_interval,
            keepalives_count,
            tcp_user_timeout,
            channel_binding,
            read_write,
            schema,
        })
    }

    /// The target for messages: the string as given, any password replaced by `***`.
    pub fn display(&self) -> String {
        self.shown.clone()
    }

    /// The target as a printed command may repeat it: without its password (never printed),
    /// and whether the string held one, which must then come from `PGPASSWORD` or a passfile.
    pub fn without_password(&self) -> (String, bool) {
        without_password(&self.shown)
    }

    /// The schema the store's tables live in, when one is given (`schema=`).
    pub fn schema(&self) -> Option<&str> {
        self.schema.as_deref()
    }

    pub fn sslmode(&self) -> SslMode {
        self.sslmode
    }

    pub fn hosts(&self) -> &[Host] {
        &self.hosts
    }

    pub fn ports(&self) -> &[u16] {
        &self.ports
    }

    pub fn user(&self) -> &str {
        &self.user
    }

    pub fn dbname(&self) -> &str {
        &self.dbname
    }

    pub fn connect_timeout(&self) -> Option<Duration> {
        self.connect_timeout
    }

    pub fn application_name(&self) -> &str {
        &self.application_name
    }

    pub fn root_cert(&self) -> &RootCert {
        &self.rootcert
    }

    /// What `idctl store info` shows of the target: never the password.
    pub fn describe(&self) -> serde_json::Value {
        let hosts: Vec<String> = self.hosts.iter().map(Host::text).collect();
        let mut v = serde_json::json!({
            "engine": "postgres",
            "host": hosts.join(","),
            "port": self.ports.first().copied().unwrap_or(5432),
            "database": self.dbname,
            "user": self.user,
            "schema": self.schema,
            "tls": if self.hosts.iter().all(|h| matches!(h, Host::Unix(_))) {
                "none (Unix socket)"
            } else {
                self.sslmode.as_str()
            },
        });
        if !self.hostaddrs.is_empty()
            && let Some(o) = v.as_object_mut()
        {
            let a: Vec<String> = self.hostaddrs.iter().map(IpAddr::to_string).collect();
            o.insert("hostaddr".into(), a.join(",").into());
        }
        v
    }

    /// The password to send: the string's or `PGPASSWORD`, else the password file's line for
    /// this host, port, database and user. The second value says why a password file was
    /// passed over (for the message when the server then asks for a password).
    fn password(&self) -> (Option<String>, Option<String>) {
        if let Some(p) = &self.password {
            return (Some(p.clone()), None);
        }
        let Some(file) = &self.passfile else {
            return (None, None);
        };
        let host = match &self.hosts[..] {
            [Host::Tcp(h), ..] => h.clone(),
            _ => "localhost".to_string(),
        };
        let port = self.ports.first().copied().unwrap_or(5432).to_string();
        match read_passfile(file) {
            Ok(Some(text)) => (
                passfile_lookup(&text, &host, &port, &self.dbname, &self.user),
                None,
            ),
            Ok(None) => (None, None),
            Err(why) => (None, Some(why)),
        }
    }

    fn config(&self, password: Option<&str>) -> postgres::Config {
        let mut c = postgres::Config::new();
        for h in &self.hosts {
            match h {
                Host::Tcp(name) => c.host(name),
                Host::Unix(dir) => c.host_path(dir),
            };
        }
        for a in &self.hostaddrs {
            c.hostaddr(*a);
        }
        for p in &self.ports {
            c.port(*p);
        }
        c.user(&self.user).dbname(&self.dbname);
        if let Some(pw) = password {
            c.password(pw);
        }
        if let Some(t) = self.connect_timeout {
            c.connect_timeout(t);
        }
        c.keepalives(self.keepalives)
            .keepalives_idle(self.keepalives_idle)
            .keepalives_interval(self.keepalives_interval)
            .keepalives_retries(self.keepalives_count);
        if let Some(t) = self.tcp_user_timeout {
            c.tcp_user_timeout(t);
        }
        c.application_name(&self.application_name);
        c.channel_binding(self.channel_binding);
        if self.read_write {
            c.target_session_attrs(postgres::config::TargetSessionAttrs::ReadWrite);
        }
        // Only the user's own: idctl's settings are set once connected (`setup_sql`), as
        // poolers such as PgBouncer refuse or drop a startup `options` parameter.
        if let Some(options) = &self.options {
            c.options(options);
        }
        c
    }

    /// What every session runs first, in one round trip: idctl's [`SESSION_SETTINGS`] (after
    /// the user's `options`, so they win: the store's guarantees are documented with them)
    /// and the schema's search path.
    fn setup_sql(&self) -> String {
        let mut sql: Vec<String> = SESSION_SETTINGS
            .iter()
            .map(|(name, value)| format!("SET {name} = '{value}'"))
            .collect();
        if let Some(schema) = &self.schema {
            sql.push(format!("SET search_path = \"{schema}\""));
        }
        sql.join("; ")
    }

    /// A new session: TLS as configured, the search path set when a schema is given, and the
    /// session settings of [`SESSION_SETTINGS`] (one round trip after the handshake).
    pub fn connect(&self) -> Result<postgres::Client> {
        let (password, passfile_note) = self.password();
        let mut config = self.config(password.as_deref());
        let unix_only = self.hosts.iter().all(|h| matches!(h, Host::Unix(_)));
        let result = if unix_only || self.sslmode == SslMode::Disable {
            // PostgreSQL has no TLS over Unix sockets; libpq does not ask for it there.
            config.ssl_mode(postgres::config::SslMode::Disable);
            config.connect(postgres::NoTls)
        } else {
            let tls = self.tls()?;
            match self.sslmode {
                SslMode::Allow => {
                    config.ssl_mode(postgres::config::SslMode::Disable);
                    match config.connect(postgres::NoTls) {
                        Ok(c) => Ok(c),
                        Err(_) => {
                            config.ssl_mode(postgres::config::SslMode::Require);
                            config.connect(tls)
                        }
                    }
                }
                SslMode::Prefer => {
                    config.ssl_mode(postgres::config::SslMode::Prefer);
                    config.connect(tls)
                }
                _ => {
                    config.ssl_mode(postgres::config::SslMode::Require);
                    config.connect(tls)
                }
            }
        };
        let mut client =
            result.map_err(|e| self.connect_error(&e, password.as_deref(), passfile_note))?;
        client.batch_execute(&self.setup_sql()).map_err(|e| {
            Error::new(
                Code::StoreUnavailable,
                format!("cannot set up a session on {}: {e}", self.shown),
            )
        })?;
        Ok(client)
    }

    fn connect_error(
        &self,
        e: &postgres::Error,
        password: Option<&str>,
        passfile_note: Option<String>,
    ) -> Error {
        let mut cause = match e.as_db_error() {
            Some(db) => {
                let mut m = db.message().to_string();
                if let Some(d) = db.detail() {
                    m.push_str(&format!(" ({d})"));
                }
                m
            }
            None => {
                let mut parts = vec![e.to_string()];
                let mut source = std::error::Error::source(e);
                while let Some(s) = source {
                    let text = s.to_string();
                    if !parts.iter().any(|p| p.contains(&text)) {
                        parts.push(text);
                    }
                    source = s.source();
                }
                parts.join(": ")
            }
        };
        if cause.contains("password missing") {
            cause = "the server asks for a password: set PGPASSWORD or add a line to the password file (PGPASSFILE, default ~/.pgpass)".into();
            if let Some(note) = passfile_note {
                cause.push_str(&format!("; {note}"));
            }
        }
        // Belt and braces: no message carries the password.
        if let Some(pw) = password.filter(|p| p.len() >= 3) {
            cause = cause.replace(pw, "***");
        }
        Error::new(
            Code::StoreUnavailable,
            format!("cannot connect to store at {}: {cause}", self.shown),
        )
    }

    /// The rustls connector of this target's `sslmode` and roots.
    fn tls(&self) -> Result<tokio_postgres_rustls::MakeRustlsConnect> {
        let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
        let roots_file = match &self.rootcert {
            RootCert::File(f) => {
                if f.exists() {
                    Some(f.clone())
                } else if self.sslmode.verifies() {
                    return Err(Error::new(
                        Code::StoreUnavailable,
                        format!(
                            "cannot connect to store at {}: root certificate file {} does not exist",
                            self.shown,
                            f.display()
                        ),
                    ));
                } else {
                    None
                }
            }
            RootCert::Default(Some(f)) if f.exists() => Some(f.clone()),
            _ => None,
        };
        let verifier: Arc<dyn rustls::client::danger::ServerCertVerifier> =
            if !self.sslmode.verifies() && roots_file.is_none() {
                Arc::new(NoCheck(provider.clone()))
            } else {
                let roots = match &roots_file {
                    Some(f) => self.file_roots(f)?,
                    None => self.system_roots()?,
                };
                let webpki = rustls::client::WebPkiServerVerifier::builder_with_provider(
                    Arc::new(roots),
                    provider.clone(),
                )
                .build()
                .map_err(|e| self.tls_error(e))?;
                if self.sslmode == SslMode::VerifyFull {
                    webpki
                } else {
                    Arc::new(ChainOnly(webpki))
                }
            };
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| self.tls_error(e))?
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
    }

    fn tls_error(&self, e: impl std::fmt::Display) -> Error {
        Error::new(
            Code::StoreUnavailable,
            format!("cannot connect to store at {}: TLS: {e}", self.shown),
        )
    }

    fn file_roots(&self, f: &Path) -> Result<rustls::RootCertStore> {
        use rustls::pki_types::{CertificateDer, pem::PemObject};
        let mut roots = rustls::RootCertStore::empty();
        let certs = CertificateDer::pem_file_iter(f).map_err(|e| {
            self.tls_error(format!(
                "cannot read root certificate file {}: {e}",
                f.display()
            ))
        })?;
        for cert in certs {
            let cert = cert.map_err(|e| {
                self.tls_error(format!(
                    "cannot read root certificate file {}: {e}",
                    f.display()
                ))
            })?;
            roots
                .add(cert)
                .map_err(|e| self.tls_error(format!("bad certificate in {}: {e}", f.display())))?;
        }
        if roots.is_empty() {
            return Err(self.tls_error(format!(
                "root certificate file {} holds no certificate",
                f.display()
            )));
        }
        Ok(roots)
    }

    fn system_roots(&self) -> Result<rustls::RootCertStore> {
        let mut roots = rustls::RootCertStore::empty();
        let found = rustls_native_certs::load_native_certs();
        let (added, _) = roots.add_parsable_certificates(found.certs);
        if added == 0 {
            return Err(self.tls_error(
                "the system has no root certificates: give sslrootcert=FILE".to_string(),
            ));
        }
        Ok(roots)
    }
}

/// `prefer` and `require` without a root file: encryption without authentication, as libpq
/// does. Signatures of the handshake are still checked.
#[derive(Debug)]
struct NoCheck(Arc<rustls::crypto::CryptoProvider>);

impl rustls::client::danger::ServerCertVerifier for NoCheck {
    fn verify_server_cert(
        &self,
        _end_entity: &rustls::pki_types::CertificateDer<'_>,
        _intermediates: &[rustls::pki_types::CertificateDer<'_>],
        _server_name: &rustls::pki_types::ServerName<'_>,
        _ocsp_response: &[u8],
        _now: rustls::pki_types::UnixTime,
    ) -> std::result::Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        Ok(rustls::client::danger::ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// `verify-ca` (and `prefer`/`require` with a root file): the chain must lead to a root, the
/// host name is not checked. webpki checks the chain before the name, so a name error means
/// the chain was good.
#[derive(Debug)]
struct ChainOnly(Arc<rustls::client::WebPkiServerVerifier>);

impl rustls::client::danger::ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &rustls::pki_types::CertificateDer<'_>,
        intermediates: &[rustls::pki_types::CertificateDer<'_>],
        server_name: &rustls::pki_types::ServerName<'_>,
        ocsp_response: &[u8],
        now: rustls::pki_types::UnixTime,
    ) -> std::result::Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        use rustls::{CertificateError, Error as TlsError};
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
        {
            Err(TlsError::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(rustls::client::danger::ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

// ---------------------------------------------------------------------------------------
// The password file.

/// The password file's text; `None` when there is none, `Err` (why) when it is passed over
/// as libpq passes it over: not a regular file, or readable by group or others.
fn read_passfile(path: &Path) -> std::result::Result<Option<String>, String> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(_) => return Ok(None),
    };
    if !meta.is_file() {
        return Err(format!(
            "password file {} is not a plain file",
            path.display()
        ));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            return Err(format!(
                "password file {} ignored: group or others can read it (chmod 0600)",
                path.display()
            ));
        }
    }
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
        Err(e) => Err(format!("cannot read password file {}: {e}", path.display())),
    }
}

/// One field of a password file line matches `value`: `*`, or equal after `\` escapes.
/// Returns the rest of the line after the field's `:`.
fn field_matches<'a>(line: &'a str, value: &str) -> Option<&'a str> {
    if let Some(rest) = line.strip_prefix("*:") {
        return Some(rest);
    }
    let mut field = String::new();
    let mut chars = line.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, n)) = chars.next() {
                    field.push(n);
                }
            }
            ':' => return (field == value).then(|| &line[i + 1..]),
            c => field.push(c),
        }
    }
    None
}

/// The password of the first line of a password file (`host:port:database:user:password`)
/// that matches, as libpq reads it: `#` lines are comments, `*` matches anything, `\` escapes
/// `:` and `\`; a Unix socket connection matches the host `localhost`.
pub fn passfile_lookup(
    text: &str,
    host: &str,
    port: &str,
    dbname: &str,
    user: &str,
) -> Option<String> {
    for line in text.lines() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let Some(rest) = field_matches(line, host) else {
            continue;
        };
        let Some(rest) = field_matches(rest, port) else {
            continue;
        };
        let Some(rest) = field_matches(rest, dbname) else {
            continue;
        };
        let Some(rest) = field_matches(rest, user) else {
            continue;
        };
        let mut password = String::new();
        let mut chars = rest.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(n) = chars.next() {
                        password.push(n);
                    }
                }
                ':' => break,
                c => password.push(c),
            }
        }
        if password.is_empty() {
            return None;
        }
        return Some(password);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env() -> Environment {
        Environment {
            vars: BTreeMap::new(),
            home: None,
            os_user: Some("osuser".into()),
            socket_dir: PathBuf::from("/run/pgsock"),
        }
    }

    fn env_with(vars: &[(&str, &str)]) -> Environment {
        let mut e = env();
        for (k, v) in vars {
            e.vars.insert(k.to_string(), v.to_string());
        }
        e
    }

    fn pg(s: &str) -> PgTarget {
        pg_in(s, &env())
    }

    fn pg_in(s: &str, e: &Environment) -> PgTarget {
        match Target::parse_in(OsStr::new(s), e) {
            Ok(Target::Postgres(t)) => (*t).clone(),
            other => panic!("{s:?} is not a PostgreSQL target: {other:?}"),
        }
    }

    fn refused(s: &str) -> Error {
        match Target::parse_in(OsStr::new(s), &env()) {
            Err(e) => e,
            Ok(t) => panic!("{s:?} was accepted: {t:?}"),
        }
    }

    fn sqlite(s: &OsStr) -> PathBuf {
        match Target::parse_in(s, &env()) {
            Ok(Target::Sqlite(p)) => p,
            other => panic!("{s:?} is not a SQLite path: {other:?}"),
        }
    }

    #[test]
    fn url_form_gives_every_part() {
        let t = pg(
            "postgres://alice:s3cr%40t@db.example.com:6432/idctl?sslmode=verify-ca&sslrootcert=/etc/ca.pem&schema=team_a&connect_timeout=9&application_name=ci",
        );
        assert_eq!(t.hosts(), &[Host::Tcp("db.example.com".into())]);
        assert_eq!(t.ports(), &[6432]);
        assert_eq!(t.user(), "alice");
        assert_eq!(t.password.as_deref(), Some("s3cr@t"));
        assert_eq!(t.dbname(), "idctl");
        assert_eq!(t.sslmode(), SslMode::VerifyCa);
        assert_eq!(t.root_cert(), &RootCert::File("/etc/ca.pem".into()));
        assert_eq!(t.schema(), Some("team_a"));
        assert_eq!(t.connect_timeout(), Some(Duration::from_secs(9)));
        assert_eq!(t.application_name(), "ci");
        assert_eq!(
            t.display(),
            "postgres://alice:***@db.example.com:6432/idctl?sslmode=verify-ca&sslrootcert=/etc/ca.pem&schema=team_a&connect_timeout=9&application_name=ci"
        );
    }

    #[test]
    fn url_form_postgresql_scheme_ipv6_sockets_and_host_lists() {
        let t = pg("postgresql://[::1]:5433/db");
        assert_eq!(t.hosts(), &[Host::Tcp("::1".into())]);
        assert_eq!(t.ports(), &[5433]);
        assert_eq!(t.sslmode(), SslMode::Prefer);
        let t = pg("postgres://%2Fvar%2Frun%2Fpostgresql/db");
        assert_eq!(t.hosts(), &[Host::Unix("/var/run/postgresql".into())]);
        let t = pg("postgres:///db?host=/tmp/sock&port=5999");
        assert_eq!(t.hosts(), &[Host::Unix("/tmp/sock".into())]);
        assert_eq!(t.ports(), &[5999]);
        let t = pg("postgres://a:5001,b:5002/db");
        assert_eq!(t.hosts(), &[Host::Tcp("a".into()), Host::Tcp("b".into())]);
        assert_eq!(t.ports(), &[5001, 5002]);
        let t = pg("postgres://db.example/x?ssl=true");
        assert_eq!(t.sslmode(), SslMode::Require);
        // An unencoded `@` in the password: the last `@` ends the user information.
        let t = pg("postgres://u:p@ss@h/db");
        assert_eq!(t.password.as_deref(), Some("p@ss"));
        assert_eq!(t.hosts(), &[Host::Tcp("h".into())]);
        assert_eq!(t.display(), "postgres://u:***@h/db");
    }

    #[test]
    fn a_vanished_server_is_noticed_within_a_minute_unless_the_string_says_otherwise() {
        let c = pg("host=db.example dbname=x").config(None);
        assert!(c.get_keepalives());
        assert_eq!(c.get_keepalives_idle(), Duration::from_secs(30));
        assert_eq!(c.get_keepalives_interval(), Some(Duration::from_secs(10)));
        assert_eq!(c.get_keepalives_retries(), Some(3));
        assert_eq!(c.get_tcp_user_timeout(), Some(&Duration::from_secs(60)));
        let c = pg("postgres://db.example/x?keepalives_idle=120&keepalives_interval=5&keepalives_count=9&tcp_user_timeout=2500")
            .config(None);
        assert_eq!(c.get_keepalives_idle(), Duration::from_secs(120));
        assert_eq!(c.get_keepalives_interval(), Some(Duration::from_secs(5)));
        assert_eq!(c.get_keepalives_retries(), Some(9));
        assert_eq!(c.get_tcp_user_timeout(), Some(&Duration::from_millis(2500)));
        // 0: the system's timeout, as libpq reads it.
        let c = pg("host=db.example dbname=x tcp_user_timeout=0").config(None);
        assert_eq!(c.get_tcp_user_timeout(), None);
        for (s, part) in [
            (
                "host=h keepalives_count=many",
                "keepalives_count must be a whole number",
            ),
            (
                "host=h tcp_user_timeout=1s",
                "tcp_user_timeout must be a number of milliseconds",
            ),
            (
                "host=h keepalives_interval=x",
                "`keepalives_interval` must be a whole number",
            ),
        ] {
            let e = Target::parse_in(OsStr::new(s), &env()).unwrap_err();
            assert!(e.to_string().contains(part), "{s}: {e}");
        }
    }

    #[test]
    fn url_form_refuses_what_libpq_refuses_naming_it() {
        for (s, part) in [
            ("postgres://h/db?colour=blue", "unknown keyword `colour`"),
            (
                "postgres://h/db?sslcert=/c.pem",
                "`sslcert` is not supported",
            ),
            ("postgres://h:99999/db", "invalid port \"99999\""),
            ("postgres://h:x/db", "invalid port \"x\""),
            (
                "postgres://h/db?sslmode=sometimes",
                "invalid sslmode \"sometimes\"",
            ),
            ("postgres://h/db?sslmode", "has no \"=\""),
            ("postgres://[::1/db", "missing \"]\""),
            ("postgres://h/db?schema=pg_catalog", "invalid schema"),
            ("postgres://h/db?schema=a%20b", "invalid schema"),
            (
                "postgres://h/db?sslmode=require&sslrootcert=system",
                "weak sslmode",
            ),
            (
                "postgres://h/db?connect_timeout=soon",
                "whole number of seconds",
            ),
            ("postgres://h/%FF", "not UTF-8"),
        ] {
            let e = refused(s);
            let d = e.detail();
            assert_eq!(d.code, Code::StoreInvalidTarget, "{s}");
            assert_eq!(d.code.exit(), crate::error::exit::USAGE, "{s}");
            assert!(d.message.contains(part), "{s}: {}", d.message);
            assert!(
                d.message.contains("invalid PostgreSQL store"),
                "{s}: {}",
                d.message
            );
        }
    }

    #[test]
    fn key_value_form_with_libpq_quoting() {
        let t = pg(
            r"host=db.example.com port=5433 dbname='my db' user=bob password='it\'s a \\ secret'",
        );
        assert_eq!(t.hosts(), &[Host::Tcp("db.example.com".into())]);
        assert_eq!(t.ports(), &[5433]);
        assert_eq!(t.dbname(), "my db");
        assert_eq!(t.user(), "bob");
        assert_eq!(t.password.as_deref(), Some(r"it's a \ secret"));
        assert_eq!(
            t.display(),
            "host=db.example.com port=5433 dbname='my db' user=bob password=***"
        );
        // White space around `=`, leading white space, a backslash in a bare value, an
        // empty quoted value.
        let t = pg(r"  host = /tmp/s  dbname=a\ b user='' sslmode=disable");
        assert_eq!(t.hosts(), &[Host::Unix("/tmp/s".into())]);
        assert_eq!(t.dbname(), "a b");
        assert_eq!(t.user(), "");
        assert_eq!(t.sslmode(), SslMode::Disable);
        // The later of two wins, as in libpq.
        assert_eq!(pg("dbname=a dbname=b").dbname(), "b");
    }

    #[test]
    fn key_value_errors_name_the_cause_and_hide_the_password() {
        for (s, part) in [
            ("host=h dbname", "missing \"=\" after `dbname`"),
            ("host=h dbname='x", "unterminated quoted value of `dbname`"),
            (
                "host=h password='secret",
                "unterminated quoted value of `password`",
            ),
            (
                "host=h password=secret colour=blue",
                "unknown keyword `colour`",
            ),
            (
                "host=h password=secret sslkey=/k",
                "`sslkey` is not supported",
            ),
            ("host=h password=secret oops", "missing \"=\" after `oops`"),
        ] {
            let e = refused(s);
            let d = e.detail();
            assert_eq!(d.code, Code::StoreInvalidTarget, "{s}");
            assert!(d.message.contains(part), "{s}: {}", d.message);
            assert!(!d.message.contains("secret"), "{s}: {}", d.message);
        }
    }

    #[test]
    fn what_is_a_sqlite_path() {
        for s in [
            "./host=x",
            "idctl.db",
            "a=b.db",
            "/tmp/x=y/host=z",
            "host",
            "hostx=1",
            "postgres:foo",
            "Postgres://h/db",
            "",
            "dir/postgres://x",
        ] {
            assert_eq!(sqlite(OsStr::new(s)), PathBuf::from(s), "{s}");
        }
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            for bytes in [&b"postgres://h/\xff"[..], b"host=\xfe", b"\xff\xfe"] {
                let s = OsStr::from_bytes(bytes);
                assert_eq!(sqlite(s), PathBuf::from(s));
            }
        }
        // And the ones that are PostgreSQL.
        for s in [
            "host=h",
            "dbname = x",
            " user=u",
            "sslmode=disable host=h",
            "postgres://",
            "postgresql://h",
        ] {
            assert!(
                matches!(
                    Target::parse_in(OsStr::new(s), &env()),
                    Ok(Target::Postgres(_))
                ),
                "{s}"
            );
        }
    }

    #[test]
    fn environment_fills_what_the_string_leaves_out_and_the_string_wins() {
        let e = env_with(&[
            ("PGHOST", "db.internal"),
            ("PGPORT", "6543"),
            ("PGUSER", "envuser"),
            ("PGDATABASE", "envdb"),
            ("PGPASSWORD", "envpass"),
            ("PGSSLMODE", "require"),
            ("PGSSLROOTCERT", "/etc/pg/root.pem"),
            ("PGCONNECT_TIMEOUT", "7"),
            ("PGAPPNAME", "envapp"),
        ]);
        let t = pg_in("postgres://", &e);
        assert_eq!(t.hosts(), &[Host::Tcp("db.internal".into())]);
        assert_eq!(t.ports(), &[6543]);
        assert_eq!(t.user(), "envuser");
        assert_eq!(t.dbname(), "envdb");
        assert_eq!(t.password().0.as_deref(), Some("envpass"));
        assert_eq!(t.sslmode(), SslMode::Require);
        assert_eq!(t.root_cert(), &RootCert::File("/etc/pg/root.pem".into()));
        assert_eq!(t.connect_timeout(), Some(Duration::from_secs(7)));
        assert_eq!(t.application_name(), "envapp");
        // PGPASSWORD is never shown.
        assert!(!t.display().contains("envpass"));
        assert!(!t.describe().to_string().contains("envpass"));
        assert!(!format!("{t:?}").contains("envpass"));

        let t = pg_in(
            "host=h port=1 user=u dbname=d sslmode=disable connect_timeout=0",
            &e,
        );
        assert_eq!(t.hosts(), &[Host::Tcp("h".into())]);
        assert_eq!(t.ports(), &[1]);
        assert_eq!(t.user(), "u");
        assert_eq!(t.dbname(), "d");
        assert_eq!(t.sslmode(), SslMode::Disable);
        assert_eq!(t.connect_timeout(), None);
        // An empty variable counts as unset, as an unset one.
        let t = pg_in("postgres://", &env_with(&[("PGHOST", ""), ("PGUSER", "")]));
        assert_eq!(t.hosts(), &[Host::Unix("/run/pgsock".into())]);
        assert_eq!(t.user(), "osuser");
    }

    #[test]
    fn libpq_defaults_and_idctl_defaults() {
        let t = pg("postgres://");
        assert_eq!(t.hosts(), &[Host::Unix("/run/pgsock".into())]);
        assert_eq!(t.ports(), &[5432]);
        assert_eq!(t.user(), "osuser");
        assert_eq!(t.dbname(), "osuser");
        assert_eq!(t.sslmode(), SslMode::Prefer);
        assert_eq!(t.connect_timeout(), Some(DEFAULT_CONNECT_TIMEOUT));
        assert_eq!(t.application_name(), "idctl");
        assert_eq!(t.root_cert(), &RootCert::Default(None));
        let t = pg_in(
            "postgres://h",
            &Environment {
                home: Some("/home/x".into()),
                ..env()
            },
        );
        assert_eq!(
            t.root_cert(),
            &RootCert::Default(Some("/home/x/.postgresql/root.crt".into()))
        );
        assert_eq!(t.passfile, Some(PathBuf::from("/home/x/.pgpass")));
        // connect_timeout=1 is libpq's two seconds.
        assert_eq!(
            pg("host=h connect_timeout=1").connect_timeout(),
            Some(Duration::from_secs(2))
        );
        // No user anywhere: said so.
        let e = Target::parse_in(
            OsStr::new("host=h"),
            &Environment {
                os_user: None,
                ..env()
            },
        )
        .err()
        .map(|e| e.detail().message.clone());
        assert!(e.is_some_and(|m| m.contains("no user name")));
    }

    #[test]
    fn sslmode_defaults_to_verify_full_off_host_and_prefer_on_it() {
        for (s, mode) in [
            ("postgres://db.example.com/x", SslMode::VerifyFull),
            ("postgres://10.0.0.5/x", SslMode::VerifyFull),
            ("postgres://localhost/x", SslMode::Prefer),
            ("postgres://127.0.0.1/x", SslMode::Prefer),
            ("postgres://127.8.9.10/x", SslMode::Prefer),
            ("postgres://[::1]/x", SslMode::Prefer),
            ("host=/tmp dbname=x", SslMode::Prefer),
            ("dbname=x", SslMode::Prefer),
            (
                "host=localhost,db.example.com dbname=x",
                SslMode::VerifyFull,
            ),
            (
                "host=db.example.com hostaddr=127.0.0.1 dbname=x",
                SslMode::VerifyFull,
            ),
            (
                "host=localhost hostaddr=10.1.1.1 dbname=x",
                SslMode::VerifyFull,
            ),
            ("hostaddr=127.0.0.1 dbname=x", SslMode::Prefer),
            (
                "postgres://db.example.com/x?sslrootcert=system",
                SslMode::VerifyFull,
            ),
            ("postgres://db.example.com/x?sslmode=allow", SslMode::Allow),
            (
                "postgres://localhost/x?sslrootcert=system",
                SslMode::VerifyFull,
            ),
        ] {
            assert_eq!(pg(s).sslmode(), mode, "{s}");
        }
        assert_eq!(
            pg("postgres://h/x?sslrootcert=system").root_cert(),
            &RootCert::System
        );
    }

    #[test]
    fn password_file_lines_match_as_libpq_matches_them() {
        let text = "# a comment\n\
                    other.host:5432:*:alice:wrong\n\
                    db.example:*:idctl:alice:right\n\
                    db.example:*:*:*:fallback\n\
                    localhost:5432:*:bob:sockpass\n\
                    we\\:ird:5432:*:carol:a\\:b\\\\c\n";
        assert_eq!(
            passfile_lookup(text, "db.example", "5432", "idctl", "alice").as_deref(),
            Some("right")
        );
        assert_eq!(
            passfile_lookup(text, "db.example", "6000", "other", "dave").as_deref(),
            Some("fallback")
        );
        assert_eq!(
            passfile_lookup(text, "localhost", "5432", "x", "bob").as_deref(),
            Some("sockpass")
        );
        assert_eq!(
            passfile_lookup(text, "we:ird", "5432", "x", "carol").as_deref(),
            Some(r"a:b\c")
        );
        assert_eq!(passfile_lookup(text, "nowhere", "5432", "x", "bob"), None);
        assert_eq!(passfile_lookup("h:1:d:u\n", "h", "1", "d", "u"), None);
        assert_eq!(passfile_lookup("h:1:d:u:\n", "h", "1", "d", "u"), None);
        assert_eq!(
            passfile_lookup("h:1:d:u:p\r\n", "h", "1", "d", "u").as_deref(),
            Some("p")
        );
    }

    #[cfg(unix)]
    #[test]
    fn password_file_is_read_with_0600_and_passed_over_when_others_can_read_it() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("pgpass");
        std::fs::write(&file, "localhost:5432:db:u:frompassfile\n").unwrap();
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        let e = env_with(&[("PGPASSFILE", file.to_str().unwrap())]);
        // A Unix socket matches `localhost`.
        let t = pg_in("host=/tmp dbname=db user=u", &e);
        assert_eq!(t.password(), (Some("frompassfile".into()), None));
        // The string's password, then PGPASSWORD, come first.
        let t = pg_in("host=/tmp dbname=db user=u password=given", &e);
        assert_eq!(t.password().0.as_deref(), Some("given"));
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        let t = pg_in("host=/tmp dbname=db user=u", &e);
        let (pw, note) = t.password();
        assert_eq!(pw, None);
        assert!(note.is_some_and(|n| n.contains("chmod 0600")));
        // `passfile=` in the string, and a missing file is no file.
        let t = pg_in(
            "host=/tmp dbname=db user=u passfile=/nonexistent/pgpass",
            &e,
        );
        assert_eq!(t.password(), (None, None));
    }

    #[test]
    fn redaction_hides_every_password_spelling() {
        // A password with characters that end the authority, or one with a space.
        for (given, secret) in [
            ("postgres://alice:se/cret@db/x", "se/cret"),
            ("postgres://alice:se?cret@db/x", "cret"),
            ("postgres://alice:1234/x@db/x", "1234/x"),
            ("host=db password=se cret dbname=x", "cret"),
        ] {
            let shown = redact(given);
            assert!(!shown.contains(secret), "{given:?} shown as {shown:?}");
            assert!(shown.contains("***"), "{given:?} shown as {shown:?}");
        }
        for (s, shown) in [
            ("postgres://u:pw@h/db", "postgres://u:***@h/db"),
            ("postgres://u@h/db", "postgres://u@h/db"),
            ("postgres://u:@h/db", "postgres://u:***@h/db"),
            (
                "postgres://h/db?password=pw&sslmode=require",
                "postgres://h/db?password=***&sslmode=require",
            ),
            (
                "postgres://h/db?pass%77ord=pw",
                "postgres://h/db?pass%77ord=***",
            ),
            (
                "postgres://u:pw@h/db?password=pw2",
                "postgres://u:***@h/db?password=***",
            ),
            ("host=h password=pw user=u", "host=h password=*** user=u"),
            (
                "host=h password = 'p w' user=u",
                "host=h password = *** user=u",
            ),
            ("host=h password='pw", "host=h password=***"),
            ("host=h x password=pw", "host=h ***"),
            ("/path/with password=x", "/path/with password=x"),
        ] {
            assert_eq!(redact(s), shown, "{s}");
        }
    }

    #[test]
    fn a_printed_command_repeats_the_target_without_its_password() {
        for (given, printed, held) in [
            ("postgres://u:pw@h/db", "postgres://u@h/db", true),
            (
                "postgres://u@h/db?sslmode=require",
                "postgres://u@h/db?sslmode=require",
                false,
            ),
            ("postgres://u:se%2Fcret@h/db", "postgres://u@h/db", true),
            (
                "postgres://h/db?password=pw&sslmode=require",
                "postgres://h/db?sslmode=require",
                true,
            ),
            (
                "postgres://u:a@h/db?pass%77ord=b",
                "postgres://u@h/db",
                true,
            ),
            ("host=h password='p w' user=u", "host=h user=u", true),
            (
                "host=h dbname = 'my db' user=u",
                "host=h dbname='my db' user=u",
                false,
            ),
        ] {
            let shown = without_password(&redact(given));
            assert_eq!(shown, (printed.to_string(), held), "{given}");
            // What is printed reads back as the same target, password aside.
            let (a, b) = (pg(given), pg(printed));
            assert_eq!(a.describe(), b.describe(), "{given}");
        }
    }

    #[test]
    fn parsing_odd_strings_never_panics_nor_leaks_the_password() {
        for s in [
            "postgres://",
            "postgres://@",
            "postgres://:@",
            "postgres://[",
            "postgres://[]",
            "postgres://:@:/?&=",
            "postgres://u:PWD@[::1",
            "postgres://u:PWD@h:/",
            "postgres://u:PWD@,,/",
            "postgres://h/?&&password=PWD&",
            "postgres://h/?password",
            "postgres://u:PWD%ZZ@h/",
            "host='",
            "host=\\",
            "password=\\",
            "password='PWD\\",
            "host=h password=PWD\\",
            "host=h  password  =  PWD",
            "host=é dbname=ü",
            "host=h port=,",
            "host=a,b port=1,2,3",
            "hostaddr=1.2.3.4,5.6.7.8 host=a",
            "hostaddr=nonsense",
        ] {
            let r = Target::parse_in(OsStr::new(s), &env());
            let text = match &r {
                Ok(Target::Postgres(t)) => format!("{} {} {t:?}", t.display(), t.describe()),
                Ok(Target::Sqlite(p)) => panic!("{s:?} is a path: {p:?}"),
                Err(e) => e.detail().message.clone(),
            };
            assert!(!text.contains("PWD"), "{s:?}: {text}");
        }
    }

    #[test]
    fn describe_shows_where_and_who_never_the_password() {
        let t = pg("postgres://alice:hunter2@db.example.com:6432/idctl?schema=team_a");
        let d = t.describe();
        assert_eq!(
            d,
            serde_json::json!({
                "engine": "postgres",
                "host": "db.example.com",
                "port": 6432,
                "database": "idctl",
                "user": "alice",
                "schema": "team_a",
                "tls": "verify-full",
            })
        );
        let d = pg("host=/run/pg dbname=x").describe();
        assert_eq!(d["host"], "/run/pg");
        assert_eq!(d["schema"], serde_json::Value::Null);
        assert_eq!(d["tls"], "none (Unix socket)");
        let d = pg("host=db hostaddr=10.0.0.1 dbname=x").describe();
        assert_eq!(d["hostaddr"], "10.0.0.1");
    }

    #[test]
    fn sessions_start_with_the_timeouts_and_the_schema() {
        let t = pg("host=h dbname=x options='-c work_mem=64MB' schema=team_a");
        let c = t.config(None);
        // The user's options at start-up; idctl's settings once connected (poolers refuse or
        // drop start-up options).
        assert_eq!(c.get_options(), Some("-c work_mem=64MB"));
        assert_eq!(
            t.setup_sql(),
            "SET lock_timeout = '60s'; SET idle_in_transaction_session_timeout = '15s'; SET statement_timeout = '60s'; SET search_path = \"team_a\""
        );
        assert_eq!(pg("host=h dbname=x").config(None).get_options(), None);
        assert_eq!(c.get_application_name(), Some("idctl"));
        assert_eq!(c.get_connect_timeout(), Some(&DEFAULT_CONNECT_TIMEOUT));
        assert!(c.get_keepalives());
        assert!(!pg("host=h keepalives=0").config(None).get_keepalives());
    }
}
