//! A small HTTP/1.1 receiver on 127.0.0.1 for webhook tests and benchmarks: it records every
//! request (headers and exact body bytes) and answers with scripted statuses (then 200).
#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// Header names lowercased, in the order received.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).expect("JSON body")
    }
}

#[derive(Debug, Clone, Copy)]
pub enum Reply {
    Status(u16),
    /// Accept the request and never answer.
    Silent,
    /// Answer with this status and a `content-length` larger than the body it sends, then
    /// close the connection: a response cut off mid-transfer.
    CutOff(u16),
    /// Answer with this status and a body of [`FLOOD_BYTES`] of `x` announced as ten times
    /// longer, then hold the connection open: a server that sends without end.
    Flood(u16),
}

/// What a `Reply::Flood` sends before it holds the connection.
pub const FLOOD_BYTES: usize = 1 << 20;

/// The part of the body a `Reply::CutOff` sends before closing.
pub const CUT_OFF_BODY: &str = "{\"received\":";

struct State {
    requests: Vec<Request>,
    script: VecDeque<Reply>,
    record: bool,
}

#[derive(Clone)]
pub struct Receiver {
    pub url: String,
    pub port: u16,
    state: Arc<Mutex<State>>,
}

pub fn read_request(reader: &mut BufReader<TcpStream>) -> Option<Request> {
    let mut line = String::new();
    if reader.read_line(&mut line).ok()? == 0 {
        return None;
    }
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_string();
    let path = parts.next()?.to_string();
    let mut headers = Vec::new();
    let mut len = 0usize;
    loop {
        let mut h = String::new();
        reader.read_line(&mut h).ok()?;
        let h = h.trim_end();
        if h.is_empty() {
            break;
        }
        let (k, v) = h.split_once(':')?;
        let (k, v) = (k.trim().to_ascii_lowercase(), v.trim().to_string());
        if k == "content-length" {
            len = v.parse().ok()?;
        }
        headers.push((k, v));
    }
    let mut body = vec![0u8; len];
    reader.read_exact(&mut body).ok()?;
    Some(Request {
        method,
        path,
        headers,
        body,
    })
}

impl Receiver {
    /// Starts a receiver answering with `script` in order, then 200.
    pub fn start(script: Vec<Reply>) -> Receiver {
        Self::start_on(
            TcpListener::bind("127.0.0.1:0").expect("bind"),
            script,
            true,
        )
    }

    /// A receiver on a given port (to bring a receiver "back" where one was down).
    pub fn start_at(port: u16, script: Vec<Reply>) -> Receiver {
        Self::start_on(
            TcpListener::bind(("127.0.0.1", port)).expect("bind port"),
            script,
            true,
        )
    }

    /// A receiver that keeps no requests (benchmarks).
    pub fn start_counting_only() -> Receiver {
        Self::start_on(
            TcpListener::bind("127.0.0.1:0").expect("bind"),
            Vec::new(),
            false,
        )
    }

    fn start_on(listener: TcpListener, script: Vec<Reply>, record: bool) -> Receiver {
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(State {
            requests: Vec::new(),
            script: script.into(),
            record,
        }));
        let st = state.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let st = st.clone();
                std::thread::spawn(move || {
                    let _ = stream.set_nodelay(true);
                    let Ok(write_half) = stream.try_clone() else {
                        return;
                    };
                    let mut out = write_half;
                    let mut reader = BufReader::new(stream);
                    while let Some(req) = read_request(&mut reader) {
                        let reply = {
                            let mut s = st.lock().unwrap();
                            let r = s.script.pop_front().unwrap_or(Reply::Status(200));
                            if s.record {
                                s.requests.push(req);
                            } else {
                                s.requests.push(Request {
                                    method: String::new(),
                                    path: String::new(),
                                    headers: Vec::new(),
                                    body: Vec::new(),
                                });
                            }
                            r
                        };
                        match reply {
                            Reply::Silent => {
                                std::thread::sleep(Duration::from_secs(30));
                                return;
                            }
                            Reply::CutOff(code) => {
                                let resp = format!(
                                    "HTTP/1.1 {code} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{CUT_OFF_BODY}",
                                    CUT_OFF_BODY.len() + 100
                                );
                                let _ = out.write_all(resp.as_bytes());
                                let _ = out.flush();
                                let _ = out.shutdown(std::net::Shutdown::Both);
                                return;
                            }
                            Reply::Flood(code) => {
                                let head = format!(
                                    "HTTP/1.1 {code} X\r\ncontent-type: text/plain\r\ncontent-length: {}\r\n\r\n",
                                    FLOOD_BYTES * 10
                                );
                                let _ = out.write_all(head.as_bytes());
                                let _ = out.write_all(&vec![b'x'; FLOOD_BYTES]);
                                let _ = out.flush();
                                std::thread::sleep(Duration::from_secs(30));
                                return;
                            }
                            Reply::Status(code) => {
                                let body = format!("{{\"received\":true,\"status\":{code}}}");
                                let resp = format!(
                                    "HTTP/1.1 {code} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
                                    body.len()
                                );
                                if out.write_all(resp.as_bytes()).is_err() {
                                    return;
                                }
                            }
                        }
                    }
                });
            }
        });
        Receiver {
            url: format!("http://127.0.0.1:{port}/hook"),
            port,
            state,
        }
    }

    pub fn requests(&self) -> Vec<Request> {
        self.state.lock().unwrap().requests.clone()
    }

    pub fn count(&self) -> usize {
        self.state.lock().unwrap().requests.len()
    }

    /// Waits (bounded) until at least `n` requests arrived; returns them.
    pub fn wait_for(&self, n: usize) -> Vec<Request> {
        let start = Instant::now();
        while self.count() < n && start.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
        }
        self.requests()
    }
}

/// A free loopback port with nothing listening on it (a receiver that is down).
pub fn free_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

pub fn header_map(r: &Request) -> HashMap<String, String> {
    r.headers.iter().cloned().collect()
}

fn hmac(key: &str, parts: &[&[u8]]) -> Vec<u8> {
    let k = aws_lc_rs::hmac::Key::new(aws_lc_rs::hmac::HMAC_SHA256, key.as_bytes());
    let mut c = aws_lc_rs::hmac::Context::with_key(&k);
    for p in parts {
        c.update(p);
    }
    c.sign().as_ref().to_vec()
}

/// Checks both signatures of a request independently of idctl.
pub fn check_signed(r: &Request, key: &str) {
    let hex: String = hmac(key, &[&r.body])
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        r.header("logto-signature-sha-256"),
        Some(hex.as_str()),
        "logto signature"
    );
    let id = r.header("webhook-id").expect("webhook-id");
    let ts = r.header("webhook-timestamp").expect("webhook-timestamp");
    let expected = format!(
        "v1,{}",
        base64::Engine::encode(
            &base64::engine::general_purpose::STANDARD,
            hmac(key, &[id.as_bytes(), b".", ts.as_bytes(), b".", &r.body])
        )
    );
    assert_eq!(
        r.header("webhook-signature"),
        Some(expected.as_str()),
        "standard webhooks signature"
    );
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!(
        (now - ts.parse::<i64>().unwrap()).abs() < 300,
        "timestamp within 5 minutes"
    );
}
