//! A keep-alive HTTP/1.1 client for the server benchmarks (`serve`, `claims`, `management`,
//! `metrics`): raw requests written by the benchmark, responses read by `Content-Length`, so
//! that the client costs next to nothing beside the server it measures.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;

/// A keep-alive HTTP/1.1 connection sending requests one after the other.
pub struct Conn {
    addr: String,
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

/// A response: its status, header lines and body.
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    /// The first value of the header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The cookies this response sets: (name, value), a cleared one with an empty value.
    pub fn set_cookies(&self) -> impl Iterator<Item = (&str, &str)> {
        self.headers
            .iter()
            .filter(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
            .filter_map(|(_, v)| v.split(';').next()?.split_once('='))
    }

    /// The path and query of the `Location` of a 303, resolved against `base` (the public
    /// base URL is no server's address: the path is sent to the server at hand).
    pub fn location(&self, base: &str) -> Option<String> {
        if self.status != 303 {
            return None;
        }
        let loc = self.header("location")?;
        let u = url::Url::parse(base).ok()?.join(loc).ok()?;
        Some(match u.query() {
            Some(q) => format!("{}?{q}", u.path()),
            None => u.path().to_string(),
        })
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or(serde_json::Value::Null)
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

impl Conn {
    pub fn open(addr: &str) -> Conn {
        let s = TcpStream::connect(addr).unwrap();
        s.set_nodelay(true).unwrap();
        Conn {
            addr: addr.to_string(),
            writer: s.try_clone().unwrap(),
            reader: BufReader::new(s),
        }
    }

    /// Sends `request` and reads the response (its body by `Content-Length`: the server
    /// sends every response of these steps with one). A connection the server closed while
    /// it was idle (after 10 s without a request) is opened again, as HTTP clients do: the
    /// server read nothing of the request sent on it.
    pub fn send(&mut self, request: &[u8]) -> Reply {
        let mut line = String::new();
        let sent = self.writer.write_all(request).is_ok();
        if !sent || self.reader.read_line(&mut line).unwrap_or(0) == 0 {
            *self = Conn::open(&self.addr);
            self.writer.write_all(request).unwrap();
            line.clear();
            self.reader.read_line(&mut line).unwrap();
        }
        let status: u16 = line.split(' ').nth(1).unwrap().parse().unwrap();
        let mut headers = Vec::new();
        let mut len = 0usize;
        loop {
            line.clear();
            self.reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            let Some((k, v)) = line.split_once(':') else {
                panic!("not a header line: {line:?}");
            };
            let (k, v) = (k.trim().to_string(), v.trim().to_string());
            if k.eq_ignore_ascii_case("content-length") {
                len = v.parse().unwrap();
            }
            assert!(
                !k.eq_ignore_ascii_case("transfer-encoding"),
                "a response without Content-Length"
            );
            headers.push((k, v));
        }
        let mut body = vec![0u8; len];
        self.reader.read_exact(&mut body).unwrap();
        Reply {
            status,
            headers,
            body,
        }
    }

    /// Sends `request` and reads the response; returns its status.
    pub fn call(&mut self, request: &[u8]) -> u16 {
        self.send(request).status
    }
}
