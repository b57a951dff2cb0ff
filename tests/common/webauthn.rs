//! A software authenticator for the tests over HTTP: an ECDSA P-256 key pair (aws-lc-rs), the
//! authenticator data and attestation object built here (CBOR by hand, RFC 8949), real
//! signatures. It answers the options a passkey page carries as a browser would, in the JSON
//! form the page's script posts.
#![allow(dead_code)]

use aws_lc_rs::digest;
use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P256_SHA256_ASN1_SIGNING, EcdsaKeyPair, KeyPair};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

pub fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

pub struct Authenticator {
    key: EcdsaKeyPair,
    pub credential_id: Vec<u8>,
    pub count: u32,
    /// The page's origin, as the browser sets it in the client data.
    pub origin: String,
}

/// CBOR heads (major type, argument), RFC 8949 §3.
fn head(out: &mut Vec<u8>, major: u8, n: u64) {
    let m = major << 5;
    match n {
        0..=23 => out.push(m | n as u8),
        24..=0xff => out.extend([m | 24, n as u8]),
        0x100..=0xffff => {
            out.push(m | 25);
            out.extend((n as u16).to_be_bytes());
        }
        _ => {
            out.push(m | 26);
            out.extend((n as u32).to_be_bytes());
        }
    }
}

fn int(out: &mut Vec<u8>, v: i64) {
    if v >= 0 {
        head(out, 0, v as u64)
    } else {
        head(out, 1, (-1 - v) as u64)
    }
}

fn bytes(out: &mut Vec<u8>, b: &[u8]) {
    head(out, 2, b.len() as u64);
    out.extend_from_slice(b);
}

fn text(out: &mut Vec<u8>, s: &str) {
    head(out, 3, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

impl Authenticator {
    pub fn new(origin: &str) -> Authenticator {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, &rng).unwrap();
        let key =
            EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, pkcs8.as_ref()).unwrap();
        let mut credential_id = vec![0u8; 16];
        aws_lc_rs::rand::fill(&mut credential_id).unwrap();
        Authenticator {
            key,
            credential_id,
            count: 0,
            origin: origin.trim_end_matches('/').to_string(),
        }
    }

    /// The same credential id with another key: a forgery.
    pub fn impostor(&self) -> Authenticator {
        let mut other = Authenticator::new(&self.origin);
        other.credential_id = self.credential_id.clone();
        other.count = self.count + 100;
        other
    }

    fn cose_key(&self) -> Vec<u8> {
        let point = self.key.public_key().as_ref();
        let mut k = Vec::new();
        head(&mut k, 5, 5);
        int(&mut k, 1);
        int(&mut k, 2); // kty EC2
        int(&mut k, 3);
        int(&mut k, -7); // alg ES256
        int(&mut k, -1);
        int(&mut k, 1); // crv P-256
        int(&mut k, -2);
        bytes(&mut k, &point[1..33]);
        int(&mut k, -3);
        bytes(&mut k, &point[33..65]);
        k
    }

    fn auth_data(&self, rp_id: &str, attested: bool) -> Vec<u8> {
        let mut ad = digest::digest(&digest::SHA256, rp_id.as_bytes())
            .as_ref()
            .to_vec();
        ad.push(if attested { 0x45 } else { 0x05 }); // UP, UV (and AT)
        ad.extend(self.count.to_be_bytes());
        if attested {
            ad.extend([0u8; 16]);
            ad.extend((self.credential_id.len() as u16).to_be_bytes());
            ad.extend_from_slice(&self.credential_id);
            ad.extend(self.cose_key());
        }
        ad
    }

    fn client_data(&self, kind: &str, challenge: &str) -> Vec<u8> {
        serde_json::to_vec(&json!({
            "type": kind, "challenge": challenge, "origin": self.origin, "crossOrigin": false,
        }))
        .unwrap()
    }

    /// The answer to `navigator.credentials.create({publicKey: options})`.
    pub fn create(&self, options: &Value) -> String {
        // (the options of a sign-in too: a registration posted where an assertion is awaited)
        let rp_id = options["rp"]["id"]
            .as_str()
            .or(options["rpId"].as_str())
            .expect("rp.id");
        let challenge = options["challenge"].as_str().expect("challenge");
        let cd = self.client_data("webauthn.create", challenge);
        let mut att = Vec::new();
        head(&mut att, 5, 3);
        text(&mut att, "fmt");
        text(&mut att, "none");
        text(&mut att, "attStmt");
        head(&mut att, 5, 0);
        text(&mut att, "authData");
        bytes(&mut att, &self.auth_data(rp_id, true));
        json!({
            "id": b64(&self.credential_id), "rawId": b64(&self.credential_id), "type": "public-key",
            "response": {"clientDataJSON": b64(&cd), "attestationObject": b64(&att), "transports": ["internal"]},
        })
        .to_string()
    }

    /// The answer to `navigator.credentials.get({publicKey: options})` for the user `user_id`:
    /// the counter grows by one.
    pub fn get(&mut self, options: &Value, user_id: &str) -> String {
        self.count += 1;
        let rp_id = options["rpId"].as_str().expect("rpId");
        let challenge = options["challenge"].as_str().expect("challenge");
        let cd = self.client_data("webauthn.get", challenge);
        let ad = self.auth_data(rp_id, false);
        let mut signed = ad.clone();
        signed.extend_from_slice(digest::digest(&digest::SHA256, &cd).as_ref());
        let sig = self.key.sign(&SystemRandom::new(), &signed).unwrap();
        json!({
            "id": b64(&self.credential_id), "rawId": b64(&self.credential_id), "type": "public-key",
            "response": {"clientDataJSON": b64(&cd), "authenticatorData": b64(&ad),
                         "signature": b64(sig.as_ref()), "userHandle": b64(user_id.as_bytes())},
        })
        .to_string()
    }
}

/// The WebAuthn options a passkey page carries (its `<script type="application/json"
/// id="webauthn-options">` block).
pub fn options_of(html: &str) -> Value {
    let start = r#"<script type="application/json" id="webauthn-options">"#;
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("no options in {html}"))
        + start.len();
    let to = from + html[from..].find("</script>").expect("end of the options");
    serde_json::from_str(&html[from..to]).expect("the options are JSON")
}
