//! Passwords: Argon2id in PHC string form. Digests imported from the service (Argon2i or
//! Argon2id, any parameters) verify too, since the PHC string carries its own parameters.

use crate::error::{Code, Error, Result};
use argon2::{Algorithm, Argon2, Params, PasswordHasher, PasswordVerifier, Version};
use rand::RngExt;

/// Memory cost in KiB, iterations, lanes: the OWASP recommendation for Argon2id
/// (19 MiB, t=2, p=1). One hash costs tens of milliseconds (see README's benchmark).
pub const MEMORY_KIB: u32 = 19 * 1024;
pub const ITERATIONS: u32 = 2;
pub const LANES: u32 = 1;
pub const MIN_LENGTH: usize = 8;

fn hasher() -> Result<Argon2<'static>> {
    let params = Params::new(MEMORY_KIB, ITERATIONS, LANES, None)
        .map_err(|e| Error::new(Code::PasswordParams, format!("Argon2 parameters: {e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

pub fn check_strength(password: &str) -> Result<()> {
    let n = password.chars().count();
    if n < MIN_LENGTH {
        return Err(Error::new(
            Code::PasswordRejected,
            format!("the password is {n} characters long; at least {MIN_LENGTH} are required"),
        ));
    }
    Ok(())
}

/// Argon2 costs tens of milliseconds of CPU: never inside a write transaction, where every
/// other writer of the store would wait for it (hash or verify first, then write). Debug builds
/// (the tests) stop at once when it happens; release builds check nothing.
#[inline]
fn outside_write_transactions(what: &str) {
    #[cfg(debug_assertions)]
    assert!(
        !crate::util::writing(),
        "Argon2 {what} inside a write transaction: every other writer would wait for it"
    );
    #[cfg(not(debug_assertions))]
    let _ = what;
}

/// Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`).
pub fn hash(password: &str) -> Result<String> {
    outside_write_transactions("hash");
    let mut salt = [0u8; 16];
    rand::rng().fill(&mut salt);
    let phc = hasher()?
        .hash_password_with_salt(password.as_bytes(), &salt)
        .map_err(|e| {
            Error::new(
                Code::PasswordHashFailed,
                format!("cannot hash the password: {e}"),
            )
        })?;
    Ok(phc.to_string())
}

/// Checks an imported digest: an Argon2i or Argon2id PHC string (what `verify` accepts).
pub fn check_digest(digest: &str) -> Result<()> {
    let ok = (digest.starts_with("$argon2id$") || digest.starts_with("$argon2i$"))
        && argon2::PasswordHash::new(digest).is_ok();
    if !ok {
        return Err(Error::new(
            Code::PasswordInvalidDigest,
            "the password digest is not an Argon2i or Argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash)",
        ));
    }
    Ok(())
}

/// Does `password` match the PHC digest? A malformed digest never matches.
pub fn verify(password: &str, digest: &str) -> bool {
    outside_write_transactions("verify");
    Argon2::default()
        .verify_password(password.as_bytes(), digest)
        .is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argon2id_round_trip() {
        let d = hash("correct horse").unwrap();
        assert!(d.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{d}");
        assert!(verify("correct horse", &d));
        assert!(!verify("correct hors", &d));
        assert!(!verify("x", "not a digest"));
    }

    #[test]
    fn imported_argon2i_digests_verify() {
        // The service's parameters: Argon2i, t=8, m=8192 KiB, p=1.
        let a = Argon2::new(
            Algorithm::Argon2i,
            Version::V0x13,
            Params::new(8192, 8, 1, None).unwrap(),
        );
        let d = a
            .hash_password_with_salt(b"s3cret-pass", b"0123456789abcdef")
            .unwrap()
            .to_string();
        assert!(d.starts_with("$argon2i$"));
        assert!(verify("s3cret-pass", &d));
        assert!(!verify("s3cret-pas", &d));
    }

    /// The check behind "nothing slow runs while the writer lock is held": Argon2 inside a
    /// write transaction stops a debug build; inside a read transaction it is allowed. The
    /// check, and so this test, exist in debug builds only (`cargo test`; `cargo bench`
    /// builds the library's tests in release).
    #[cfg(debug_assertions)]
    #[test]
    fn argon2_inside_a_write_transaction_stops_a_debug_build() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = crate::store::Store::open(&dir.path().join("s.db")).unwrap();
        let read = store.read(|_| Ok(verify("x", "not a digest"))).unwrap();
        assert!(!read.value);
        for (what, f) in [
            ("hash", (|| drop(hash("correct horse"))) as fn()),
            ("verify", || {
                let _ = verify("x", "not a digest");
            }),
        ] {
            let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                store.write(|_| {
                    f();
                    Ok(())
                })
            }));
            let payload = caught.expect_err(what);
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_default();
            assert!(
                message.contains(&format!("Argon2 {what} inside a write transaction")),
                "{message}"
            );
            // The mark goes with the transaction: hashing afterwards is fine.
            assert!(!crate::util::writing());
        }
        assert!(hash("correct horse").is_ok());
    }

    #[test]
    fn short_passwords_are_rejected() {
        assert!(check_strength("1234567").is_err());
        assert!(check_strength("12345678").is_ok());
    }
}
