//! idctl as a client of any OAuth 2 server: discovery, then the token endpoint over HTTP.
//! `idctl token --issuer URL` runs here instead of minting from the store.

use crate::error::{Code, Error, Result};
use crate::token::client::Presented;
use crate::token::mint::{Dropped, Minted, TokenResponse};
use serde_json::Value;
use std::time::Duration;

/// How long any request to another server may take.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// A URL idctl may fetch `what` from: `https://`, or plain `http://` on this machine only
/// (keys and tokens fetched in the clear could be swapped or read on the way).
pub fn fetchable(source: &str, what: &str) -> Result<url::Url> {
    crate::limits::check_len("a URL", source, crate::limits::URL_BYTES)?;
    let url = url::Url::parse(source)
        .map_err(|e| Error::usage(format!("{source:?} is not a URL: {e}")))?;
    let loopback = match url.host() {
        Some(url::Host::Domain(d)) => d == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    match url.scheme() {
        "https" => Ok(url),
        "http" if loopback => Ok(url),
        "http" => Err(Error::usage(format!(
            "refusing to fetch {what} over plain HTTP from {source}: use https (http is allowed for localhost only)"
        ))),
        other => Err(Error::usage(format!(
            "refusing to fetch {what} from {source}: an http(s) URL is needed, not {other}:"
        ))),
    }
}

/// A blocking client that follows no redirects and gives up after [`TIMEOUT`].
pub fn client() -> Result<reqwest::blocking::Client> {
    reqwest::blocking::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(crate::events::USER_AGENT)
        .build()
        .map_err(|e| Error::new(Code::HttpClient, format!("cannot make an HTTP client: {e}")))
}

/// A network error with its causes ("connection refused", "timed out", ...).
pub fn describe(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        return format!("no answer within {} s (timed out)", TIMEOUT.as_secs());
    }
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

fn unreachable(what: &str, url: &str, e: impl std::fmt::Display) -> Error {
    Error::new(Code::IssuerUnreachable, format!("cannot {what} {url}: {e}"))
}

/// Fetches `{issuer}/.well-known/openid-configuration` and checks that it names `issuer`.
pub fn discover(issuer: &str) -> Result<Value> {
    let issuer = issuer.trim_end_matches('/');
    let url = format!("{issuer}/.well-known/openid-configuration");
    fetchable(&url, "the discovery document")?;
    let res = client()?
        .get(&url)
        .header("accept", "application/json")
        .send()
        .map_err(|e| unreachable("fetch", &url, describe(&e)))?;
    if res.status() != 200 {
        return Err(unreachable(
            "use",
            &url,
            format!("it answered {}", res.status()),
        ));
    }
    let body = read_bounded(res, &url)?;
    let doc: Value = serde_json::from_slice(&body)
        .map_err(|e| unreachable("use", &url, format!("not a JSON document: {e}")))?;
    if doc["issuer"].as_str() != Some(issuer) {
        return Err(unreachable(
            "use",
            &url,
            format!("it names the issuer {}, not {issuer}", doc["issuer"]),
        ));
    }
    Ok(doc)
}

/// The grant to ask another server for. `secret`: a confidential app authenticates with
/// HTTP Basic; without one, the app's id goes in the body (a public client).
pub enum Grant {
    ClientCredentials(Option<Presented>),
    Refresh {
        token: String,
        client_id: String,
        secret: Option<String>,
    },
    Pat {
        pat: String,
        client_id: String,
        secret: Option<String>,
    },
}

/// At most this much is read of another server's answer.
const MAX_ANSWER_BYTES: u64 = 1024 * 1024;

/// Reads an answer's body, at most [`MAX_ANSWER_BYTES`].
fn read_bounded(res: reqwest::blocking::Response, url: &str) -> Result<Vec<u8>> {
    use std::io::Read;
    let mut body = Vec::new();
    res.take(MAX_ANSWER_BYTES + 1)
        .read_to_end(&mut body)
        .map_err(|e| unreachable("read", url, e))?;
    if body.len() as u64 > MAX_ANSWER_BYTES {
        return Err(unreachable(
            "use",
            url,
            format!("its answer is larger than {MAX_ANSWER_BYTES} bytes"),
        ));
    }
    Ok(body)
}

/// A confidential app authenticates with HTTP Basic; a public one names itself in the body.
fn app_auth(
    client_id: String,
    secret: Option<String>,
    form: &mut Vec<(&str, String)>,
) -> Option<Presented> {
    match secret {
        Some(secret) => Some(Presented {
            id: client_id,
            secret: Some(secret),
        }),
        None => {
            form.push(("client_id", client_id));
            None
        }
    }
}

/// Requests a token at the issuer's token endpoint. Refusals come back as the server's OAuth
/// error (exit 6); permissions asked for and not granted are listed as dropped.
pub fn token(
    issuer: &str,
    grant: Grant,
    resources: &[String],
    scopes: &[String],
    organization: Option<&str>,
) -> Result<Minted> {
    let doc = discover(issuer)?;
    let endpoint = doc["token_endpoint"]
        .as_str()
        .ok_or_else(|| {
            unreachable(
                "use",
                issuer,
                "its discovery document has no token_endpoint",
            )
        })?
        .to_string();
    fetchable(&endpoint, "a token")?;
    let mut form: Vec<(&str, String)> = Vec::new();
    let basic = match grant {
        Grant::ClientCredentials(auth) => {
            form.push(("grant_type", "client_credentials".into()));
            auth
        }
        Grant::Refresh {
            token,
            client_id,
            secret,
        } => {
            form.push(("grant_type", "refresh_token".into()));
            form.push(("refresh_token", token));
            app_auth(client_id, secret, &mut form)
        }
        Grant::Pat {
            pat,
            client_id,
            secret,
        } => {
            form.push((
                "grant_type",
                "urn:ietf:params:oauth:grant-type:token-exchange".into(),
            ));
            form.push(("subject_token", pat));
            form.push((
                "subject_token_type",
                crate::token::mint::PAT_TOKEN_TYPE.into(),
            ));
            app_auth(client_id, secret, &mut form)
        }
    };
    for r in resources {
        form.push(("resource", r.clone()));
    }
    if !scopes.is_empty() {
        form.push(("scope", scopes.join(" ")));
    }
    if let Some(org) = organization {
        form.push(("organization_id", org.to_string()));
    }
    let body = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form.iter().map(|(k, v)| (*k, v.as_str())))
        .finish();
    let mut req = client()?
        .post(&endpoint)
        .header("content-type", "application/x-www-form-urlencoded")
        .header("accept", "application/json")
        .body(body);
    if let Some(a) = basic {
        // RFC 6749 section 2.3.1: each part form-encoded, then base64.
        let enc = |s: &str| url::form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
        let pair = format!(
            "{}:{}",
            enc(&a.id),
            enc(a.secret.as_deref().unwrap_or_default())
        );
        req = req.header(
            "authorization",
            format!(
                "Basic {}",
                base64::Engine::encode(&base64::engine::general_purpose::STANDARD, pair)
            ),
        );
    }
    let res = req
        .send()
        .map_err(|e| unreachable("reach", &endpoint, describe(&e)))?;
    let status = res.status();
    let bytes = read_bounded(res, &endpoint)?;
    let v: Value = serde_json::from_slice(&bytes).map_err(|_| {
        unreachable(
            "use",
            &endpoint,
            format!("it answered {status} without a JSON body"),
        )
    })?;
    if !status.is_success() {
        return match v["error"].as_str() {
            Some(error) => Err(Error::oauth(
                error,
                v["error_description"].as_str().unwrap_or(""),
            )),
            None => Err(unreachable(
                "use",
                &endpoint,
                format!("it answered {status}"),
            )),
        };
    }
    let access_token = v["access_token"]
        .as_str()
        .ok_or_else(|| unreachable("use", &endpoint, "its answer has no access_token"))?
        .to_string();
    let granted: Vec<String> = v["scope"]
        .as_str()
        .map(|s| crate::util::split_scope(s).map(String::from).collect())
        .unwrap_or_default();
    let dropped = scopes
        .iter()
        .filter(|s| !granted.contains(s))
        .map(|s| Dropped {
            scope: s.clone(),
            reason: format!("not granted by {issuer}"),
        })
        .collect();
    Ok(Minted {
        response: TokenResponse {
            access_token,
            expires_in: v["expires_in"].as_i64().unwrap_or(0),
            token_type: "Bearer",
            scope: v["scope"].as_str().map(String::from),
            id_token: v["id_token"].as_str().map(String::from),
            refresh_token: v["refresh_token"].as_str().map(String::from),
        },
        dropped,
    })
}
