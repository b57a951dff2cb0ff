//! The Management API as a test fixture: `idctl serve` on port 0, a machine client holding
//! the built-in Management API role, and its access token obtained with the `oauth2` crate
//! (client credentials with `resource` and `scope=all`, as the service's documentation shows).
#![allow(dead_code)]

use super::Env;
use super::server::Server;
use oauth2::basic::BasicClient;
use oauth2::{ClientId, ClientSecret, Scope, TokenResponse, TokenUrl};
use serde_json::Value;

pub const MANAGEMENT_API: &str = "https://default.logto.app/api";
pub const MANAGEMENT_ROLE: &str = "Logto Management API access";

/// The `oauth2` crate's HTTP hook, served by a blocking reqwest client.
pub fn http(req: oauth2::HttpRequest) -> Result<oauth2::HttpResponse, std::io::Error> {
    let (parts, body) = req.into_parts();
    let res = Server::client()
        .request(parts.method, parts.uri.to_string())
        .headers(parts.headers)
        .body(body)
        .send()
        .map_err(std::io::Error::other)?;
    let mut out = oauth2::http::Response::builder().status(res.status());
    for (k, v) in res.headers() {
        out = out.header(k, v);
    }
    let body = res.bytes().map_err(std::io::Error::other)?.to_vec();
    out.body(body).map_err(std::io::Error::other)
}

/// An access token by the client credentials grant, through the `oauth2` crate.
pub fn client_credentials(
    server: &Server,
    id: &str,
    secret: &str,
    resource: &str,
    scope: &str,
) -> String {
    let client = BasicClient::new(ClientId::new(id.to_string()))
        .set_client_secret(ClientSecret::new(secret.to_string()))
        .set_token_uri(TokenUrl::new(format!("{}/token", server.issuer())).unwrap());
    let res = client
        .exchange_client_credentials()
        .add_scope(Scope::new(scope.to_string()))
        .add_extra_param("resource", resource)
        .request(&http)
        .unwrap_or_else(|e| panic!("token request failed: {e:?}"));
    res.access_token().secret().clone()
}

/// One answer of the API: status, headers, the body as JSON (`Null` when empty) and as text.
pub struct Reply {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
    pub text: String,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The error `code` of an error body.
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }
}

pub struct Api {
    pub server: Server,
    pub token: String,
    pub client_id: String,
    pub secret: String,
}

impl Api {
    /// Creates a machine client `mgmt` with the built-in Management API role (through the
    /// CLI), starts the server and takes a token for the Management API.
    pub fn start(env: &Env) -> Api {
        let c = env.json(&["client", "create", "mgmt", "--role", MANAGEMENT_ROLE]);
        let client_id = c["id"].as_str().unwrap().to_string();
        let secret = c["secret"].as_str().unwrap().to_string();
        let server = Server::start(env, &[]);
        let token = client_credentials(&server, &client_id, &secret, MANAGEMENT_API, "all");
        Api {
            server,
            token,
            client_id,
            secret,
        }
    }

    /// `method path` with the API's token and, when given, a JSON body.
    pub fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Reply {
        self.call_as(Some(&self.token), method, path, body)
    }

    /// `method path` with another bearer token, or none.
    pub fn call_as(
        &self,
        token: Option<&str>,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Reply {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut req = Server::client().request(method, format!("{}/api{path}", self.server.url));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req
                .header("content-type", "application/json")
                .body(b.to_string());
        }
        reply(req.send().expect("request"))
    }

    /// A raw request: any body bytes and content type.
    pub fn raw(&self, method: &str, path: &str, content_type: &str, body: Vec<u8>) -> Reply {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let req = Server::client()
            .request(method, format!("{}/api{path}", self.server.url))
            .bearer_auth(&self.token)
            .header("content-type", content_type)
            .body(body);
        reply(req.send().expect("request"))
    }

    pub fn get(&self, path: &str) -> Reply {
        self.call("GET", path, None)
    }
    pub fn post(&self, path: &str, body: Value) -> Reply {
        self.call("POST", path, Some(&body))
    }
    pub fn patch(&self, path: &str, body: Value) -> Reply {
        self.call("PATCH", path, Some(&body))
    }
    pub fn put(&self, path: &str, body: Value) -> Reply {
        self.call("PUT", path, Some(&body))
    }
    pub fn delete(&self, path: &str) -> Reply {
        self.call("DELETE", path, None)
    }
}

pub fn reply(res: reqwest::blocking::Response) -> Reply {
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let text = res.text().expect("body");
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or(Value::Null)
    };
    Reply {
        status,
        headers,
        body,
        text,
    }
}
