//! An HTTP proxy in front of an identity provider (a second `idctl serve`), for the tests of
//! sign-in through another provider: it passes every request through, or plays the provider
//! going wrong: an ID token altered on its way from the token endpoint, a user who denies
//! access at the authorization endpoint, or an answer carrying another sign-in's `state`.
//! The provider is started with the proxy's URL as its base URL, so that every URL it
//! publishes (discovery, the endpoints, its pages) goes through here.
use super::receiver::read_request;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use std::io::{BufReader, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

/// What the proxy does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Passes everything through.
    Pass,
    /// Passes through, but changes the `sub` claim of the ID token the token endpoint answers
    /// (its signature left as it was).
    TamperIdToken,
    /// Answers the authorization endpoint as a provider whose user denied access.
    Deny,
    /// Answers the authorization endpoint with a code and a `state` that is not the one sent.
    WrongState,
    /// Answers the next JWKS request with the provider's keys under other key ids (as if the
    /// provider had rotated its keys since), then passes everything through.
    StaleJwksOnce,
}

pub struct Proxy {
    /// `http://localhost:PORT`
    pub url: String,
    listener: Option<TcpListener>,
    mode: Arc<Mutex<Mode>>,
    /// The paths requested, in order.
    seen: Arc<Mutex<Vec<String>>>,
}

impl Proxy {
    /// A proxy listening on a free port, not serving yet (see [`Proxy::serve`]).
    pub fn bind() -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let port = listener.local_addr().unwrap().port();
        Proxy {
            url: format!("http://localhost:{port}"),
            listener: Some(listener),
            mode: Arc::new(Mutex::new(Mode::Pass)),
            seen: Arc::new(Mutex::new(Vec::new())),
        }
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    pub fn mode(&self) -> Mode {
        *self.mode.lock().unwrap()
    }

    /// How many requests so far had a path starting with `prefix`.
    pub fn requests(&self, prefix: &str) -> usize {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .filter(|p| p.starts_with(prefix))
            .count()
    }

    /// Serves, forwarding to `target` (`http://127.0.0.1:PORT`).
    pub fn serve(&mut self, target: &str) {
        let listener = self.listener.take().expect("serving once");
        let mode = self.mode.clone();
        let seen = self.seen.clone();
        let target = target.to_string();
        let client = reqwest::blocking::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .build()
            .expect("client");
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let (mode, seen, target, client) =
                    (mode.clone(), seen.clone(), target.clone(), client.clone());
                std::thread::spawn(move || {
                    let Ok(mut out) = stream.try_clone() else {
                        return;
                    };
                    let mut reader = BufReader::new(stream);
                    let Some(req) = read_request(&mut reader) else {
                        return;
                    };
                    seen.lock().unwrap().push(req.path.clone());
                    let now = {
                        let mut m = mode.lock().unwrap();
                        let now = *m;
                        if now == Mode::StaleJwksOnce && req.path.starts_with("/oidc/jwks") {
                            *m = Mode::Pass;
                        }
                        now
                    };
                    let reply = answer(&client, &target, now, req);
                    let _ = out.write_all(&reply);
                });
            }
        });
    }
}

fn redirect(location: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 303 See Other\r\nlocation: {location}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
    )
    .into_bytes()
}

fn answer(
    client: &reqwest::blocking::Client,
    target: &str,
    mode: Mode,
    req: super::receiver::Request,
) -> Vec<u8> {
    if req.method == "GET"
        && req.path.starts_with("/oidc/auth?")
        && matches!(mode, Mode::Deny | Mode::WrongState)
    {
        let url = url::Url::parse(&format!("http://x{}", req.path)).unwrap();
        let q = |n: &str| {
            url.query_pairs()
                .find(|(k, _)| k == n)
                .map(|(_, v)| v.into_owned())
                .unwrap_or_default()
        };
        let mut back = url::Url::parse(&q("redirect_uri")).unwrap();
        match mode {
            Mode::Deny => back
                .query_pairs_mut()
                .append_pair("error", "access_denied")
                .append_pair("state", &q("state")),
            _ => back
                .query_pairs_mut()
                .append_pair("code", "a-code-of-another-sign-in")
                .append_pair("state", "another-sign-ins-state"),
        };
        return redirect(back.as_str());
    }
    let method = reqwest::Method::from_bytes(req.method.as_bytes()).unwrap();
    let mut forward = client.request(method, format!("{target}{}", req.path));
    for (k, v) in &req.headers {
        if !matches!(k.as_str(), "content-length" | "connection") {
            forward = forward.header(k.as_str(), v.as_str());
        }
    }
    let res = match forward.body(req.body.clone()).send() {
        Ok(r) => r,
        Err(_) => return b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n".to_vec(),
    };
    let status = res.status();
    let headers = res.headers().clone();
    let mut body = res.bytes().unwrap_or_default().to_vec();
    if mode == Mode::TamperIdToken && req.path.starts_with("/oidc/token") && status == 200 {
        let mut doc: serde_json::Value = serde_json::from_slice(&body).unwrap();
        if let Some(t) = doc["id_token"].as_str() {
            let parts: Vec<&str> = t.split('.').collect();
            let mut claims: serde_json::Value =
                serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
            claims["sub"] = "mallory".into();
            let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap());
            doc["id_token"] = format!("{}.{payload}.{}", parts[0], parts[2]).into();
            body = serde_json::to_vec(&doc).unwrap();
        }
    }
    if mode == Mode::StaleJwksOnce && req.path.starts_with("/oidc/jwks") {
        let mut doc: serde_json::Value = serde_json::from_slice(&body).unwrap();
        for k in doc["keys"].as_array_mut().unwrap() {
            k["kid"] = format!("old-{}", k["kid"].as_str().unwrap()).into();
        }
        body = serde_json::to_vec(&doc).unwrap();
    }
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or("")
    );
    for (k, v) in &headers {
        if !matches!(
            k.as_str(),
            "content-length" | "transfer-encoding" | "connection"
        ) {
            out.push_str(&format!("{k}: {}\r\n", v.to_str().unwrap_or_default()));
        }
    }
    out.push_str(&format!(
        "content-length: {}\r\nconnection: close\r\n\r\n",
        body.len()
    ));
    let mut bytes = out.into_bytes();
    bytes.extend(body);
    bytes
}
