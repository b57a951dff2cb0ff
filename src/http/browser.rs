//! What the browser's OAuth endpoints (`authorize`) and the sign-in pages (`pages`) share:
//! the session cookie and the cookies of a sign-in under way, the `303` redirect, and the app
//! an error page names.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Response, StatusCode, header};

/// The session cookie and the cookie of a sign-in under way (the service's names).
pub(crate) const SESSION_COOKIE: &str = "_session";
pub(crate) const INTERACTION_COOKIE: &str = "_interaction";

/// The waiting sign-in is one cookie of at most this many characters; a longer one is cut
/// into `_interaction`, `_interaction.1`, ... (browsers keep at most 4,096 bytes a cookie).
pub(crate) const INTERACTION_CHUNK: usize = 3_800;
/// At most this many cookies carry a waiting sign-in: a larger authorization request is
/// refused (`invalid_request`). With every parameter within its limit, requests fit.
pub(crate) const INTERACTION_CHUNKS: usize = 4;

fn chunk_name(i: usize) -> String {
    if i == 0 {
        INTERACTION_COOKIE.to_string()
    } else {
        format!("{INTERACTION_COOKIE}.{i}")
    }
}

/// The browser's waiting sign-in: the value of `_interaction` and of the chunks after it.
pub(crate) fn interaction_cookie(headers: &HeaderMap) -> Option<String> {
    let mut value = cookie(headers, INTERACTION_COOKIE)?;
    for i in 1..INTERACTION_CHUNKS {
        match cookie(headers, &chunk_name(i)) {
            Some(more) => value.push_str(&more),
            None => break,
        }
    }
    Some(value)
}

/// Sets the waiting sign-in's cookies (`None`: clears them), and clears the chunks of an
/// earlier, longer one that the browser sent.
pub(crate) fn set_interaction(
    res: &mut Response<Body>,
    headers: &HeaderMap,
    value: Option<&str>,
    secure: bool,
) {
    let chunks: Vec<&str> = match value {
        Some(v) => v
            .as_bytes()
            .chunks(INTERACTION_CHUNK)
            // The value is base64url and dots: ASCII, so any cut is at a character.
            .map(|c| std::str::from_utf8(c).unwrap_or_default())
            .collect(),
        None => Vec::new(),
    };
    for (i, chunk) in chunks.iter().enumerate() {
        res.headers_mut().append(
            header::SET_COOKIE,
            set_cookie(&chunk_name(i), Some(chunk), secure),
        );
    }
    for i in chunks.len()..INTERACTION_CHUNKS {
        if i == 0 || cookie(headers, &chunk_name(i)).is_some() {
            res.headers_mut()
                .append(header::SET_COOKIE, set_cookie(&chunk_name(i), None, secure));
        }
    }
}

/// The value of cookie `name` in the request, if any.
pub(crate) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim_matches('"').to_string())
        .filter(|v| !v.is_empty())
}

/// `Set-Cookie` for `name`: HttpOnly, SameSite=Lax, path `/`, `Secure` under https;
/// `None` clears it.
pub(crate) fn set_cookie(name: &str, value: Option<&str>, secure: bool) -> HeaderValue {
    let mut c = match value {
        Some(v) => format!("{name}={v}; HttpOnly; SameSite=Lax; Path=/"),
        None => format!("{name}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0"),
    };
    if secure {
        c.push_str("; Secure");
    }
    HeaderValue::from_str(&c).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// A `303 See Other` to `location`, not to be cached.
pub(crate) fn see_other(location: &str) -> Response<Body> {
    let mut res = Response::new(Body::empty());
    *res.status_mut() = StatusCode::SEE_OTHER;
    if let Ok(v) = HeaderValue::from_str(location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

/// The app of a refused authorization request, as its error page names it.
pub(crate) struct AppShown {
    pub id: String,
    pub name: String,
    pub redirect_uris: Vec<String>,
}
