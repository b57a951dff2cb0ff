//! Small helpers shared by every module: ids, secrets, time, terminal-safe text.

use rand::RngExt;
use std::time::{SystemTime, UNIX_EPOCH};

const LOWER_ALNUM: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
const ALNUM: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn random_from(alphabet: &[u8], len: usize) -> String {
    let mut rng = rand::rng();
    (0..len)
        .map(|_| alphabet[rng.random_range(0..alphabet.len())] as char)
        .collect()
}

/// A record id: `[0-9a-z]`, 21 characters (resources, scopes, roles, clients, hooks, events).
pub fn new_id() -> String {
    random_from(LOWER_ALNUM, 21)
}

/// A user id: `[0-9a-z]`, 12 characters.
pub fn new_user_id() -> String {
    random_from(LOWER_ALNUM, 12)
}

/// An organization id: `[0-9a-z]`, 12 characters, as the service's are.
pub fn new_org_id() -> String {
    random_from(LOWER_ALNUM, 12)
}

/// A high-entropy secret of `len` characters `[0-9A-Za-z]` (client secrets, signing keys).
pub fn new_secret(len: usize) -> String {
    random_from(ALNUM, len)
}

const URL_SAFE: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-";

/// `jti`: 21 URL-safe characters, like nanoid.
pub fn new_jti() -> String {
    random_from(URL_SAFE, 21)
}

/// An opaque token (refresh tokens): 43 URL-safe characters, 258 bits.
pub fn new_opaque_token() -> String {
    random_from(URL_SAFE, 43)
}

/// Lowercase hex SHA-256: how high-entropy secrets are stored.
pub fn sha256_hex(data: &[u8]) -> String {
    let d = aws_lc_rs::digest::digest(&aws_lc_rs::digest::SHA256, data);
    hex(d.as_ref())
}

/// Lower-case hex. By table, not `format!` per byte: every client secret check hashes the
/// secret presented and compares the hex (a token request's hot path).
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 0x0f)] as char);
    }
    s
}

/// The stored form of a secret. Secrets are 190 bits of CSPRNG output, so a plain SHA-256 is
/// enough (no password stretching needed) and keeps token requests fast.
pub fn hash_secret(secret: &str) -> String {
    sha256_hex(secret.as_bytes())
}

/// Constant-time equality for secrets and their hashes.
pub fn ct_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The environment variable that fixes the clock (see `now_ms`). It is named here, with the
/// clock that reads it, and listed with the others in `env` (which uses this module).
pub const NOW_VAR: &str = "IDCTL_NOW";

/// Milliseconds since the Unix epoch (how records store `createdAt`).
///
/// `IDCTL_NOW` (Unix seconds) fixes the clock, for tests and for reproducing time-dependent
/// behaviour (token expiry, lockout windows).
pub fn now_ms() -> i64 {
    fixed_now_ms().unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    })
}

/// The time `IDCTL_NOW` fixes, in milliseconds since the epoch, when it is set.
pub fn fixed_now_ms() -> Option<i64> {
    static FIXED: std::sync::OnceLock<Option<i64>> = std::sync::OnceLock::new();
    *FIXED.get_or_init(|| {
        std::env::var(NOW_VAR)
            .ok()
            .and_then(|s| s.trim().parse::<i64>().ok())
            .filter(|s| crate::limits::INSTANT_SECS.contains(s))
            .map(|s| s * 1000)
    })
}

/// The latest instant RFC 3339 can write (9999-12-31T23:59:59Z), in seconds.
const MAX_RFC3339_SECS: i64 = 253_402_300_799;

/// ISO 8601 / RFC 3339 with milliseconds, UTC: `2026-11-21T10:00:00.000Z`.
/// Instants past year 9999 (possible in untrusted tokens) are written as raw numbers.
pub fn iso_ms(ms: i64) -> String {
    if !(0..=MAX_RFC3339_SECS * 1000).contains(&ms) {
        return format!("{ms} ms since the epoch");
    }
    let t = UNIX_EPOCH + std::time::Duration::from_millis(ms as u64);
    humantime::format_rfc3339_millis(t).to_string()
}

/// ISO 8601 / RFC 3339 in whole seconds, UTC (raw seconds outside years 1970 to 9999).
pub fn iso_secs(secs: i64) -> String {
    if !(0..=MAX_RFC3339_SECS).contains(&secs) {
        return format!("{secs} s since the epoch");
    }
    let t = UNIX_EPOCH + std::time::Duration::from_secs(secs as u64);
    humantime::format_rfc3339_seconds(t).to_string()
}

/// "in 59m", "3h ago", "now": a coarse relative time between `then` and `now` (seconds).
pub fn relative(then: i64, now: i64) -> String {
    if then == now {
        return "now".into();
    }
    let d = then.saturating_sub(now).saturating_abs();
    let span = if d < 60 {
        format!("{d}s")
    } else if d < 3600 {
        format!("{}m", d / 60)
    } else if d < 86_400 {
        format!("{}h", d / 3600)
    } else {
        format!("{}d", d / 86_400)
    };
    if then >= now {
        format!("in {span}")
    } else {
        format!("{span} ago")
    }
}

/// Escapes control characters so user-supplied text cannot drive a terminal.
pub fn sanitize(s: &str) -> String {
    if !s.chars().any(char::is_control) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// [`sanitize`] line by line: the line breaks of a multi-line text stay.
pub fn sanitize_lines(s: &str) -> String {
    s.lines().map(sanitize).collect::<Vec<_>>().join("\n")
}

/// The candidate closest to `wanted` by edit distance, if it is close enough to be a likely typo.
pub fn closest<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (strsim::levenshtein(wanted, c), c))
        .filter(|(d, c)| *d <= (wanted.len().max(c.len()) / 2).max(2))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `s` as one word for a POSIX shell: as it is when it holds only characters no shell
/// interprets, otherwise in single quotes (a `'` inside written `'\''`).
pub fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(
                    b,
                    b'-' | b'_' | b'.' | b'/' | b':' | b'@' | b'+' | b',' | b'=' | b'%'
                )
        });
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(debug_assertions)]
thread_local! {
    static WRITING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Is a write transaction open on this thread, that is, does it hold the store's writer lock?
/// Tracked in debug builds (the tests) only: the store marks its write transactions
/// (`Writing`), and slow work that must not run under the lock checks it (see `password`);
/// release builds do not pay for it.
#[cfg(debug_assertions)]
pub fn writing() -> bool {
    WRITING.with(|w| w.get())
}

/// Marks this thread as writing while it lives (restores the mark it found when dropped, also
/// when unwinding).
#[cfg(debug_assertions)]
pub struct Writing(bool);

#[cfg(debug_assertions)]
impl Writing {
    pub fn enter() -> Writing {
        Writing(WRITING.with(|w| w.replace(true)))
    }
}

#[cfg(debug_assertions)]
impl Drop for Writing {
    fn drop(&mut self) {
        WRITING.with(|w| w.set(self.0));
    }
}

/// Decodes one `application/x-www-form-urlencoded` component: `+` is a space, then
/// percent-decoding; `None` when the result is not UTF-8.
pub fn form_decode(raw: &[u8]) -> Option<String> {
    // One pass: `+` is a space, `%XY` the byte XY, and a `%` without two hex digits after it
    // stays as it is (as `percent_encoding::percent_decode` leaves it).
    let hex = |b: Option<&u8>| b.and_then(|b| (*b as char).to_digit(16));
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(&b) = raw.get(i) {
        match b {
            b'+' => out.push(b' '),
            b'%' => match (hex(raw.get(i + 1)), hex(raw.get(i + 2))) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// The permissions of a `scope` value: separated by single spaces (RFC 6749 section 3.3),
/// so any other whitespace stays inside a permission; empty parts (runs of spaces) are none.
pub fn split_scope(value: &str) -> impl Iterator<Item = &str> {
    value.split(' ').filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_decoding_reads_plus_as_space_and_keeps_a_stray_percent() {
        let d = |s: &str| form_decode(s.as_bytes());
        assert_eq!(d("a+b%20c").as_deref(), Some("a b c"));
        assert_eq!(d("%2B%2b+").as_deref(), Some("++ "));
        assert_eq!(d("%C3%A9t%C3%A9").as_deref(), Some("été"));
        // Not two hex digits after `%`: the `%` stays, and what follows is read as usual.
        assert_eq!(d("100%").as_deref(), Some("100%"));
        assert_eq!(d("%4").as_deref(), Some("%4"));
        assert_eq!(d("%zz%+").as_deref(), Some("%zz% "));
        assert_eq!(d("%%41").as_deref(), Some("%A"));
        // The same answers as the percent-encoding crate after `+` became a space.
        for s in ["a%2", "%%%", "x%4g", "%e9", "+%+%2+", "%F0%9F%98%80"] {
            let spaced = s.replace('+', " ");
            let want =
                String::from_utf8(percent_encoding::percent_decode(spaced.as_bytes()).collect())
                    .ok();
            assert_eq!(d(s), want, "{s}");
        }
        // Not UTF-8 once decoded: none.
        assert_eq!(d("%ff"), None);
        assert_eq!(form_decode(b"\xff"), None);
    }

    #[test]
    fn hex_is_lower_case_two_digits_a_byte() {
        assert_eq!(hex(&[]), "");
        assert_eq!(hex(&[0x00, 0x0f, 0x10, 0xa5, 0xff]), "000f10a5ff");
        // The stored hash of a secret (FIPS 180-2's test vector of SHA-256).
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn shell_words_are_quoted_only_when_needed() {
        assert_eq!(
            shell_quote("http://localhost:5173/callback"),
            "http://localhost:5173/callback"
        );
        assert_eq!(shell_quote("My Shop"), "'My Shop'");
        assert_eq!(shell_quote("a?b=1&c=2"), "'a?b=1&c=2'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
        assert_eq!(shell_quote(""), "''");
    }

    #[test]
    fn ids_have_the_service_shapes() {
        let id = new_id();
        assert_eq!(id.len(), 21);
        assert!(id.bytes().all(|b| LOWER_ALNUM.contains(&b)));
        assert_eq!(new_user_id().len(), 12);
        let s = new_secret(32);
        assert_eq!(s.len(), 32);
        assert!(s.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_ne!(new_id(), new_id());
    }

    #[test]
    fn sanitize_escapes_control_characters_only() {
        assert_eq!(sanitize("plain näme"), "plain näme");
        assert_eq!(sanitize("a\x1b[31mb\n"), "a\\u{1b}[31mb\\n");
    }

    #[test]
    fn closest_finds_typos_but_not_strangers() {
        let c = ["read:orders", "write:orders"];
        assert_eq!(closest("read:order", c), Some("read:orders"));
        assert_eq!(closest("wirte:orders", c), Some("write:orders"));
        assert_eq!(closest("admin", c), None);
    }

    #[test]
    fn relative_times_read_naturally() {
        assert_eq!(relative(100 + 3540, 100), "in 59m");
        assert_eq!(relative(100, 100 + 3 * 3600 + 5), "3h ago");
        assert_eq!(relative(100, 100), "now");
        assert_eq!(relative(100, 105), "5s ago");
        assert_eq!(relative(105, 100), "in 5s");
    }

    #[test]
    fn iso_formats() {
        assert_eq!(iso_ms(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso_secs(1_700_000_000), "2023-11-14T22:13:20Z");
        assert_eq!(iso_secs(253_402_300_799), "9999-12-31T23:59:59Z");
    }

    #[test]
    fn absurd_instants_never_panic() {
        assert_eq!(iso_secs(253_402_300_800), "253402300800 s since the epoch");
        assert_eq!(
            iso_secs(i64::MAX),
            format!("{} s since the epoch", i64::MAX)
        );
        assert_eq!(iso_ms(-1), "-1 ms since the epoch");
        assert_eq!(iso_ms(i64::MAX), format!("{} ms since the epoch", i64::MAX));
        assert!(relative(i64::MAX, i64::MIN).starts_with("in "));
        assert!(relative(i64::MIN, 0).ends_with(" ago"));
    }
}
