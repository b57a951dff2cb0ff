//! The parameters of an OAuth request body: `application/x-www-form-urlencoded`, or a JSON
//! object read as if it were the form (as the reference service does).

use crate::error::{Code, Error, Result};

/// At most this many parameters in one request (a token request has fewer than ten).
pub const MAX_PARAMS: usize = 100;

/// The parameters the endpoints read: each may appear once (`resource` may repeat). Others
/// are ignored, as the reference provider ignores them.
const RECOGNISED: &[&str] = &[
    "grant_type",
    "client_id",
    "client_secret",
    "scope",
    "refresh_token",
    "subject_token",
    "subject_token_type",
    "token",
    "token_type_hint",
    "code",
    "redirect_uri",
    "code_verifier",
    "organization_id",
    "actor_token",
    "actor_token_type",
];

/// Request parameters in the order they came, names possibly repeated.
#[derive(Debug, Default)]
pub struct Params(Vec<(String, String)>);

fn invalid_request(description: impl Into<String>) -> Error {
    Error::new(Code::InvalidRequest, description)
}

/// Which body the request declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyKind {
    Form,
    Json,
}

/// Reads the body kind from a `content-type` value (parameters such as `charset` ignored).
pub fn body_kind(content_type: Option<&[u8]>) -> Option<BodyKind> {
    let ct = content_type?;
    let essence = ct.split(|b| *b == b';').next().unwrap_or(b"");
    let essence = String::from_utf8_lossy(essence).trim().to_ascii_lowercase();
    match essence.as_str() {
        "application/x-www-form-urlencoded" => Some(BodyKind::Form),
        "application/json" => Some(BodyKind::Json),
        _ => None,
    }
}

/// Decodes one `application/x-www-form-urlencoded` component: `+` is a space, then
/// percent-decoding; the result must be UTF-8.
pub fn form_decode(raw: &[u8]) -> Result<String> {
    crate::util::form_decode(raw).ok_or_else(|| invalid_request("request parameters must be UTF-8"))
}

impl Params {
    pub fn parse(kind: BodyKind, body: &[u8]) -> Result<Params> {
        let params = match kind {
            BodyKind::Form => Params::form(body)?,
            BodyKind::Json => Params::json(body)?,
        };
        params.check_no_repeats()?;
        Ok(params)
    }

    fn too_many() -> Error {
        invalid_request(format!(
            "too many parameters: at most {MAX_PARAMS} are accepted"
        ))
    }

    pub fn form(body: &[u8]) -> Result<Params> {
        let mut out = Vec::new();
        for pair in body.split(|b| *b == b'&').filter(|p| !p.is_empty()) {
            if out.len() == MAX_PARAMS {
                return Err(Params::too_many());
            }
            let (name, value) = match pair.iter().position(|b| *b == b'=') {
                Some(i) => (&pair[..i], &pair[i + 1..]),
                None => (pair, &b""[..]),
            };
            out.push((form_decode(name)?, form_decode(value)?));
        }
        Ok(Params(out))
    }

    pub fn json(body: &[u8]) -> Result<Params> {
        let value: serde_json::Value = serde_json::from_slice(body)
            .map_err(|e| invalid_request(format!("the JSON body is malformed: {e}")))?;
        let serde_json::Value::Object(map) = value else {
            return Err(invalid_request("the JSON body must be an object"));
        };
        let mut out = Vec::new();
        for (name, value) in map {
            match value {
                _ if out.len() >= MAX_PARAMS => return Err(Params::too_many()),
                serde_json::Value::String(s) => out.push((name, s)),
                serde_json::Value::Array(items) => {
                    if out.len() + items.len() > MAX_PARAMS {
                        return Err(Params::too_many());
                    }
                    for item in items {
                        let serde_json::Value::String(s) = item else {
                            return Err(invalid_request(format!(
                                "parameter {name} must be a string or an array of strings"
                            )));
                        };
                        out.push((name.clone(), s));
                    }
                }
                serde_json::Value::Null => {}
                _ => {
                    return Err(invalid_request(format!(
                        "parameter {name} must be a string"
                    )));
                }
            }
        }
        Ok(Params(out))
    }

    /// A parameter that may appear at most once (empty values count as absent).
    pub fn one(&self, name: &str) -> Result<Option<&str>> {
        let mut found = self.0.iter().filter(|(n, v)| n == name && !v.is_empty());
        let first = found.next();
        if found.next().is_some() {
            return Err(invalid_request(format!(
                "'{name}' parameter must not be provided twice"
            )));
        }
        Ok(first.map(|(_, v)| v.as_str()))
    }

    /// A required parameter.
    pub fn required(&self, name: &str) -> Result<&str> {
        self.one(name)?
            .ok_or_else(|| invalid_request(format!("missing required parameter '{name}'")))
    }

    /// Every `resource` value; `a,b` counts as two.
    pub fn resources(&self) -> Vec<String> {
        self.0
            .iter()
            .filter(|(n, _)| n == "resource")
            .flat_map(|(_, v)| v.split(','))
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// Every recognised parameter other than `resource` must appear at most once.
    pub fn check_no_repeats(&self) -> Result<()> {
        let mut seen = std::collections::HashSet::new();
        for (name, _) in &self.0 {
            if RECOGNISED.contains(&name.as_str()) && !seen.insert(name.as_str()) {
                return Err(invalid_request(format!(
                    "'{name}' parameter must not be provided twice"
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_decode_plus_and_percent_and_refuse_bad_utf8() {
        let p = Params::form(b"a=x+y%21&resource=r1,r2&resource=r3&&b").unwrap();
        assert_eq!(p.one("a").unwrap(), Some("x y!"));
        assert_eq!(p.resources(), ["r1", "r2", "r3"]);
        assert_eq!(p.one("b").unwrap(), None);
        assert!(p.check_no_repeats().is_ok());
        assert!(Params::form(b"a=%ff").is_err());
        let twice = Params::form(b"scope=a&scope=b").unwrap();
        assert!(twice.check_no_repeats().is_err());
        assert!(twice.one("scope").is_err());
        assert!(Params::parse(BodyKind::Form, b"x=1&x=2").is_ok());
        let many: Vec<u8> = (0..=MAX_PARAMS)
            .map(|i| format!("k{i}=v&"))
            .collect::<String>()
            .into_bytes();
        assert!(Params::parse(BodyKind::Form, &many).is_err());
    }

    #[test]
    fn json_bodies_read_like_forms() {
        let p =
            Params::json(br#"{"grant_type":"client_credentials","resource":["a","b"]}"#).unwrap();
        assert_eq!(p.one("grant_type").unwrap(), Some("client_credentials"));
        assert_eq!(p.resources(), ["a", "b"]);
        assert!(Params::json(b"[1]").is_err());
        assert!(Params::json(br#"{"a":1}"#).is_err());
        assert!(Params::json(b"{").is_err());
    }

    #[test]
    fn content_types() {
        assert_eq!(
            body_kind(Some(b"application/x-www-form-urlencoded; charset=UTF-8")),
            Some(BodyKind::Form)
        );
        assert_eq!(body_kind(Some(b"Application/JSON")), Some(BodyKind::Json));
        assert_eq!(body_kind(Some(b"text/plain")), None);
        assert_eq!(body_kind(None), None);
    }
}
