use super::{Ctx, many, one};
use crate::error::Result;
use crate::ops::keys::{self, KeyInfo};
use crate::output::{self, View};
use crate::token::keys::Alg;
use clap::Subcommand;

#[derive(Debug, Subcommand)]
pub enum KeysCmd {
    /// List signing keys (kid, algorithm, created, which one signs, which one signs the ID
    /// tokens of apps asking for RS256)
    #[command(visible_alias = "ls")]
    List,
    /// Generate a new signing key; older public keys stay published (the RSA key of ID tokens
    /// stays what it is)
    Rotate {
        /// Signature algorithm of the new key
        #[arg(long, value_enum, default_value_t = Alg::ES384)]
        alg: Alg,
    },
    /// Delete a key that no longer signs (tokens it signed stop verifying); not the signing
    /// key nor the RSA key of ID tokens
    #[command(visible_aliases = ["rm", "remove"])]
    Delete {
        /// Key id; may start with '-' (kids are base64url)
        #[arg(allow_hyphen_values = true)]
        kid: String,
    },
    /// Print the public JWK Set (the document served at /oidc/jwks)
    Jwks,
}

impl View for KeyInfo {
    fn headers() -> &'static [&'static str] {
        &["KID", "ALG", "CREATED", "SIGNING"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.kid.clone(),
            self.alg.clone(),
            crate::util::iso_ms(self.created_at),
            if self.signing {
                "yes"
            } else if self.id_tokens {
                "ID tokens (RS256 apps)"
            } else {
                ""
            }
            .to_string(),
        ]
    }
}

impl KeysCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            KeysCmd::List => ctx.read(|tx| keys::list(tx), many),
            KeysCmd::Rotate { alg } => ctx.write(|tx| keys::rotate(tx, alg), one),
            KeysCmd::Delete { kid } => {
                ctx.confirm(&format!(
                    "Remove key {kid} (tokens it signed will stop verifying)?"
                ))?;
                ctx.write(
                    |tx| keys::remove(tx, &kid),
                    |ctx, k| super::resource::deleted(ctx, "key", &k.kid, k),
                )
            }
            // A JWKS is a JSON document whatever the output format.
            KeysCmd::Jwks => ctx.read(|tx| keys::jwks(tx), |_, v| output::json(v)),
        }
    }
}
