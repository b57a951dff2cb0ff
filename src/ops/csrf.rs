//! Tokens against cross-site request forgery for the sign-in pages' forms.
//!
//! A form's token is base64url(HMAC-SHA256(secret, "csrf" 0 uid 0 form)): bound to the
//! browser's waiting sign-in (the `uid` in its `_interaction` cookie) and to the form it was
//! issued for. Another site can neither read the token (it is in a page of this origin) nor
//! compute it (it lacks the secret).
//!
//! The secret is kept in the store's configuration (a key `config` neither lists nor sets),
//! created on the server's first start. So a form stays valid across a restart of the
//! server and whichever `idctl serve` on the same store receives it, exactly as long as the
//! waiting sign-in it belongs to; anyone able to read the store could change every user
//! anyway, so keeping the secret there exposes nothing more.

use crate::error::Result;
use crate::store::{Tx, config};
use aws_lc_rs::hmac;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The configuration key of the secret.
const KEY: &str = "pages.csrf-secret";

/// The secret, created (32 random bytes) if the store has none yet. Call in a write
/// transaction.
pub fn ensure_secret(tx: &Tx) -> Result<Vec<u8>> {
    if let Some(bytes) = secret(tx)? {
        return Ok(bytes);
    }
    let mut raw = [0u8; 32];
    rand::RngExt::fill(&mut rand::rng(), &mut raw);
    config::set(tx, KEY, &URL_SAFE_NO_PAD.encode(raw))?;
    Ok(raw.to_vec())
}

/// The secret, when the store has one (a server created it at its start). It also signs
/// the waiting sign-ins that browsers carry (see [`crate::token::interaction`]).
pub fn secret(tx: &Tx) -> Result<Option<Vec<u8>>> {
    Ok(config::get(tx, KEY)?
        .and_then(|s| URL_SAFE_NO_PAD.decode(s.as_bytes()).ok())
        .filter(|bytes| bytes.len() >= 32))
}

/// The token of `form` for the waiting sign-in `uid`.
pub fn token(secret: &[u8], uid: &str, form: &str) -> String {
    let key = hmac::Key::new(hmac::HMAC_SHA256, secret);
    let mut ctx = hmac::Context::with_key(&key);
    ctx.update(b"csrf\0");
    ctx.update(uid.as_bytes());
    ctx.update(b"\0");
    ctx.update(form.as_bytes());
    URL_SAFE_NO_PAD.encode(ctx.sign().as_ref())
}

/// Is `given` the token of `form` for `uid`? (Compared in constant time.)
pub fn check(secret: &[u8], uid: &str, form: &str, given: &str) -> bool {
    crate::util::ct_eq(token(secret, uid, form).as_bytes(), given.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_bound_to_its_sign_in_and_its_form() {
        let s = [7u8; 32];
        let t = token(&s, "uid1", "sign-in");
        assert_eq!(t.len(), 43);
        assert!(check(&s, "uid1", "sign-in", &t));
        assert!(!check(&s, "uid2", "sign-in", &t));
        assert!(!check(&s, "uid1", "register", &t));
        assert!(!check(&[8u8; 32], "uid1", "sign-in", &t));
        assert!(!check(&s, "uid1", "sign-in", ""));
        // The separator keeps (uid, form) pairs apart.
        assert_ne!(token(&s, "a", "bc"), token(&s, "ab", "c"));
    }
}
