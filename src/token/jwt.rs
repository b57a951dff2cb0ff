//! The compact JWS form: building a signed token and taking one apart, naming the broken
//! part when it is malformed.

use crate::error::{Error, Result, exit};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Map, Value};

/// A token taken apart (not verified).
#[derive(Debug, Clone)]
pub struct Parts<'t> {
    pub header: Map<String, Value>,
    pub payload: Map<String, Value>,
    /// `base64url(header) "." base64url(payload)`: what the signature covers.
    pub signing_input: &'t str,
    /// The signature, base64url as in the token.
    pub signature: &'t str,
}

pub(crate) fn malformed(message: impl Into<String>) -> Error {
    Error::token_invalid(exit::MALFORMED, "token.malformed", message)
}

fn decode_segment(name: &str, seg: &str) -> Result<Map<String, Value>> {
    let bytes = URL_SAFE_NO_PAD
        .decode(seg.trim_end_matches('='))
        .map_err(|e| malformed(format!("bad base64url in the {name}: {e}")))?;
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|e| malformed(format!("the {name} is not JSON: {e}")))?;
    match value {
        Value::Object(m) => Ok(m),
        other => Err(malformed(format!(
            "the {name} is not a JSON object (it is {})",
            kind(&other)
        ))),
    }
}

pub(crate) fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// What [`extract`] found the token in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrapper {
    /// The input was the token itself.
    None,
    /// A JSON token response (`idctl token -o json`): its `access_token`.
    TokenResponse,
    /// A JSON string (`jq .access_token` without `-r`).
    JsonString,
    /// An `Authorization` header value: the token after `Bearer`.
    Bearer,
}

impl Wrapper {
    /// What was taken, for a note to people; `None` when the input was the token itself.
    pub fn describe(self) -> Option<&'static str> {
        match self {
            Wrapper::None => None,
            Wrapper::TokenResponse => Some("took the access_token of a JSON token response"),
            Wrapper::JsonString => Some("took the token out of a JSON string"),
            Wrapper::Bearer => Some("took the token after the Bearer scheme"),
        }
    }
}

/// The token in what a user hands to `decode` or `verify`: the compact JWS itself, the JSON
/// token response `idctl token -o json` prints (its `access_token`), a JSON string, or an
/// `Authorization` header value `Bearer TOKEN` (scheme in any case). Anything else is passed
/// on as it is, to fail as malformed with the broken part named.
pub fn extract(input: &str) -> Result<(String, Wrapper)> {
    let input = input.trim();
    if input.starts_with('{') {
        let v: Value = serde_json::from_str(input).map_err(|e| {
            malformed(format!(
                "the input starts with '{{' but is not JSON ({e}); give the token, or the JSON token response"
            ))
        })?;
        return match v.get("access_token") {
            Some(Value::String(t)) => Ok((t.trim().to_string(), Wrapper::TokenResponse)),
            _ => Err(malformed(
                "the input is a JSON object without an access_token string: not a token response",
            )),
        };
    }
    if input.starts_with('"')
        && let Ok(Value::String(t)) = serde_json::from_str::<Value>(input)
    {
        return Ok((t.trim().to_string(), Wrapper::JsonString));
    }
    if let Some((scheme, rest)) = input.split_once(char::is_whitespace)
        && scheme.eq_ignore_ascii_case("bearer")
    {
        return Ok((rest.trim().to_string(), Wrapper::Bearer));
    }
    Ok((input.to_string(), Wrapper::None))
}

/// Splits and decodes a compact JWS. Fails with exit code 10 and the broken part named.
pub fn parse(token: &str) -> Result<Parts<'_>> {
    let token = token.trim();
    if token.is_empty() {
        return Err(malformed("the token is empty"));
    }
    let segs: Vec<&str> = token.split('.').collect();
    if segs.len() != 3 {
        return Err(malformed(format!(
            "a JWT has three dot-separated segments (header.payload.signature); this has {}",
            segs.len()
        )));
    }
    let header = decode_segment("header", segs[0])?;
    let payload = decode_segment("payload", segs[1])?;
    if URL_SAFE_NO_PAD.decode(segs[2]).is_err() {
        return Err(malformed("bad base64url in the signature"));
    }
    let signing_input = &token[..segs[0].len() + 1 + segs[1].len()];
    Ok(Parts {
        header,
        payload,
        signing_input,
        signature: segs[2],
    })
}

/// Serialises header and claims (keys in the order given) and signs them.
pub fn encode(
    header: &Map<String, Value>,
    claims: &Map<String, Value>,
    signer: &super::keys::Signer,
) -> Result<String> {
    let mut token = URL_SAFE_NO_PAD.encode(serde_json::to_vec(header)?);
    token.push('.');
    token.push_str(&URL_SAFE_NO_PAD.encode(serde_json::to_vec(claims)?));
    let sig = signer.sign(token.as_bytes())?;
    token.push('.');
    token.push_str(&URL_SAFE_NO_PAD.encode(sig));
    Ok(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b64(s: &str) -> String {
        URL_SAFE_NO_PAD.encode(s)
    }

    #[test]
    fn names_the_broken_part() {
        let msg = |t: &str| parse(t).unwrap_err().detail().message.clone();
        assert!(msg("a.b").contains("this has 2"));
        assert!(msg(&format!("{}.!!.x", b64("{}"))).contains("bad base64url in the payload"));
        assert!(
            msg(&format!("{}.{}.x", b64("{}"), b64("not json"))).contains("payload is not JSON")
        );
        assert!(
            msg(&format!("{}.{}.x", b64("{}"), b64("[1]")))
                .contains("not a JSON object (it is an array)")
        );
        assert!(msg(&format!("{}.{}.x", b64("nope"), b64("{}"))).contains("header is not JSON"));
        assert_eq!(parse("a.b").unwrap_err().exit_code(), 10);
        let ok = format!(
            "{}.{}.c2ln",
            b64(r#"{"alg":"none"}"#),
            b64(r#"{"sub":"x"}"#)
        );
        let p = parse(&ok).unwrap();
        assert_eq!(p.payload["sub"], "x");
        assert_eq!(p.signature, "c2ln");
    }

    #[test]
    fn extract_takes_the_token_out_of_what_users_paste() {
        let ex = |s: &str| extract(s).unwrap();
        assert_eq!(ex(" a.b.c\n"), ("a.b.c".into(), Wrapper::None));
        assert_eq!(
            ex(r#"{"access_token":"a.b.c","expires_in":3600,"token_type":"Bearer"}"#),
            ("a.b.c".into(), Wrapper::TokenResponse)
        );
        assert_eq!(ex(r#""a.b.c""#), ("a.b.c".into(), Wrapper::JsonString));
        assert_eq!(ex("Bearer a.b.c"), ("a.b.c".into(), Wrapper::Bearer));
        assert_eq!(ex("bearer   a.b.c "), ("a.b.c".into(), Wrapper::Bearer));
        // Not a token response: malformed, and says why.
        for bad in [r#"{"token":"a.b.c"}"#, "{not json", r#"{"access_token":5}"#] {
            let e = extract(bad).unwrap_err();
            assert_eq!(e.exit_code(), 10, "{bad}");
        }
        // Other schemes are left for the JWT parser to name as malformed.
        assert_eq!(ex("Basic abc").1, Wrapper::None);
    }
}
