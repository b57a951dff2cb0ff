//! RFC 6238 TOTP codes computed by the tests themselves from a base32 secret (HMAC-SHA1 from
//! aws-lc-rs, the truncation of RFC 4226 written out here), checked against the RFC's own
//! test vectors.
#![allow(dead_code)]

/// RFC 4648 base32 (either case, padding ignored).
pub fn base32_decode(text: &str) -> Vec<u8> {
    const A: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.trim_end_matches('=').chars() {
        let v = A.find(c.to_ascii_uppercase()).expect("base32") as u32;
        acc = (acc << 5) | v;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

/// The 6-digit code of `key` for the Unix time `secs` (30-second steps).
pub fn code_at(key: &[u8], secs: i64) -> String {
    let counter = (secs / 30) as u64;
    let k = aws_lc_rs::hmac::Key::new(aws_lc_rs::hmac::HMAC_SHA1_FOR_LEGACY_USE_ONLY, key);
    let mac = aws_lc_rs::hmac::sign(&k, &counter.to_be_bytes());
    let h = mac.as_ref();
    let o = usize::from(h[19] & 0xf);
    let n = u32::from_be_bytes([h[o] & 0x7f, h[o + 1], h[o + 2], h[o + 3]]);
    format!("{:06}", n % 1_000_000)
}

/// The code of a base32 `secret` at `secs`.
pub fn code(secret: &str, secs: i64) -> String {
    code_at(&base32_decode(secret), secs)
}

#[test]
fn totp_helper_matches_the_rfc6238_vectors() {
    let key = b"12345678901234567890";
    // RFC 6238 appendix B (SHA-1), the last six of its eight digits.
    for (t, want) in [
        (59, "287082"),
        (1111111109, "081804"),
        (1111111111, "050471"),
        (1234567890, "005924"),
        (2000000000, "279037"),
        (20000000000, "353130"),
    ] {
        assert_eq!(code_at(key, t), want, "T = {t}");
    }
    assert_eq!(base32_decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), key);
}
