//! The CLI's words for an error: its message and hint lines on stderr, or the one JSON object
//! of `-o json`. Hints are data (`error::Hint`); the command names and flags are here.

use crate::error::{Error, Hint, Noun};

/// The command that lists records of this kind, and their plural.
fn list_command(noun: Noun) -> (&'static str, &'static str) {
    match noun {
        Noun::Client => ("clients", "idctl client list"),
        Noun::Hook => ("hooks", "idctl hook list"),
        Noun::Key => ("keys", "idctl keys list"),
        Noun::Organization => ("organizations", "idctl org list"),
        Noun::OrganizationRole => ("organization roles", "idctl org role list"),
        Noun::OrganizationScope => ("organization permissions", "idctl org scope list"),
        Noun::Resource => ("resources", "idctl resource list"),
        Noun::Role => ("roles", "idctl role list"),
        Noun::Scope => ("permissions", "idctl scope list"),
        Noun::User => ("users", "idctl user list"),
    }
}

/// The flags of an update of this kind.
fn update_flags(noun: Noun) -> &'static str {
    match noun {
        Noun::Client => {
            "--name, --redirect-uri, --post-logout-redirect-uri or --id-token-signed-response-alg \
             (or --no-redirect-uris, --no-post-logout-redirect-uris)"
        }
        Noun::Hook => "--name, --url, --event, --header or --timeout",
        Noun::User => "--username, --email, --phone, --name or --avatar",
        Noun::Resource => "--name or --ttl (the indicator cannot change)",
        Noun::Role => "--name, --description or --default",
        Noun::Organization => "--name, --description or --custom-data",
        Noun::Scope | Noun::OrganizationRole | Noun::OrganizationScope | Noun::Key => {
            "--name or --description"
        }
    }
}

/// The error's message as the CLI says it (an update naming nothing lists the flags).
pub fn message(e: &Error) -> String {
    let d = e.detail();
    match &d.hint {
        Some(Hint::Give(noun)) => format!("{}: give {}", d.message, update_flags(*noun)),
        _ => d.message.clone(),
    }
}

/// The `hint:` line under the error, if any.
pub fn hint(e: &Error) -> Option<String> {
    Some(match e.detail().hint.as_ref()? {
        Hint::Text(t) => t.clone(),
        Hint::DidYouMean(name) => format!("did you mean {name}?"),
        Hint::List(noun) => {
            let (plural, command) = list_command(*noun);
            format!("list {plural} with: {command}")
        }
        Hint::Give(_) => return None,
        Hint::Run { lead, command } => format!("{lead}: idctl {command}"),
    })
}

/// The JSON written to stderr under `-o json` (the only line written for the error): the
/// management API's `{"code","message"}`, or the token endpoint's
/// `{"error","error_description"}`; either with `hint` when there is one.
pub fn to_json(e: &Error) -> serde_json::Value {
    let code = e.code();
    let message = message(e);
    let mut v = match e {
        Error::TokenRefused(_) => serde_json::json!({
            "error": code,
            "error_description": message,
        }),
        _ => serde_json::json!({ "code": code, "message": message }),
    };
    if let Some(h) = hint(e) {
        v["hint"] = serde_json::Value::String(h);
    }
    v
}
