use super::Ctx;
use crate::error::Result;
use crate::ops::quickstart::{self, CLIENT, INDICATOR, Quickstart};
use crate::output::{self, Format};
use clap::Args;

#[derive(Debug, Args)]
pub struct QuickstartArgs {}

/// Quotes a word for a POSIX shell when it needs it.
fn sh(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=@%+".contains(c))
    {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// How to call this very binary: `idctl` when that is what PATH finds, else its full path.
fn program() -> String {
    let Ok(me) = std::env::current_exe().and_then(|p| p.canonicalize()) else {
        return "idctl".into();
    };
    let on_path = std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|d| d.join("idctl").canonicalize().is_ok_and(|p| p == me))
    });
    if on_path {
        "idctl".into()
    } else {
        sh(&me.display().to_string())
    }
}

impl QuickstartArgs {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        // Pasted commands must reach the same store; a password in a PostgreSQL target is
        // never printed, so the commands leave it out and say where it must come from.
        let (store_flag, password_left_out) = match &ctx.store {
            crate::store::Location::Sqlite(p)
                if super::default_store_path().is_ok_and(|d| &d == p) =>
            {
                (String::new(), false)
            }
            crate::store::Location::Postgres(t) => {
                let (target, held) = t.without_password();
                (format!(" --store {}", sh(&target)), held)
            }
            s => (format!(" --store {}", sh(&s.display())), false),
        };
        // Said first, as `idctl init` says it: which file this was.
        let created = ctx.store.is_fresh();
        let store = ctx.store.display();
        ctx.write(quickstart::run, |ctx, q: &Quickstart| {
            let idctl = format!("{}{store_flag}", program());
            let scopes = q.scopes.join(" ");
            let mut cmds = Vec::new();
            if password_left_out {
                cmds.push(
                    "# the store's password is not repeated: export PGPASSWORD first (or use a password file)"
                        .to_string(),
                );
            }
            cmds.push(format!("export IDCTL_CLIENT_ID={}", q.client.id));
            match &q.client_secret {
                Some(s) => cmds.push(format!("export IDCTL_CLIENT_SECRET={s}")),
                // The secret is not stored, so it cannot be shown again: a new one is the way.
                None => {
                    cmds.push(format!(
                        "# the secret was shown when {CLIENT} was created; this replaces it with a new one:"
                    ));
                    // The bare secret: under JSON output (IDCTL_OUTPUT=json in this shell,
                    // likely) --secret-only prints {"secret": ...}.
                    let table = match ctx.format {
                        Format::Json => " -o table",
                        Format::Table => "",
                    };
                    cmds.push(format!(
                        "export IDCTL_CLIENT_SECRET=$({idctl} client rotate-secret {CLIENT} --secret-only{table})"
                    ));
                }
            }
            cmds.push(format!(
                "TOKEN=$({idctl} token --resource {INDICATOR} --scope \"{scopes}\")"
            ));
            cmds.push(format!(
                "{idctl} verify \"$TOKEN\" --audience {INDICATOR} --scope read:orders"
            ));
            match ctx.format {
                Format::Json => {
                    let mut v = serde_json::to_value(q)?;
                    v["store"] = serde_json::Value::String(store.clone());
                    v["commands"] = serde_json::to_value(&cmds)?;
                    output::json(&v)
                }
                Format::Table => {
                    let done = if q.created.is_empty() {
                        "Everything already exists: nothing was created.".to_string()
                    } else {
                        format!("Created: {}.", q.created.join(", "))
                    };
                    let verb = if created { "created" } else { "using" };
                    let mut text = format!(
                        "{verb} store {}\n{done}\n\nAPI resource  {INDICATOR}  (permissions: {scopes})\nrole          {}  (MachineToMachine)\nclient        {}  id {}\n",
                        crate::util::sanitize(&store),
                        q.role.name,
                        q.client.name,
                        q.client.id
                    );
                    if let Some(s) = &q.client_secret {
                        text.push_str(&format!(
                            "client secret {s}  (shown only now: it is stored hashed)\n"
                        ));
                    }
                    text.push_str("\nNext, mint and verify a token:\n\n");
                    text.push_str(&cmds.join("\n"));
                    output::emit(&text)
                }
            }
        })
    }
}
