//! The manifest of `idctl apply` and `idctl export` (format version 1, see
//! docs/apply.md): reading (TOML or JSON, every error naming its place in the file) and
//! writing. Its records are `ops::apply::manifest`'s (re-exported here). Nothing here
//! touches the store.

use crate::error::{Code, Error, Hint, Result};
use crate::model::ClientType;
use crate::ops::apply::manifest::invalid;
pub use crate::ops::apply::manifest::{
    Application, Client, ClientKind, Hook, Manifest, Member, OrgRole, OrgScope, Organization,
    Resource, Role, RoleKind, RoleScope, Scope, SecretRef, User, VERSION,
};
use crate::ops::clients::{POST_LOGOUT_REDIRECT_URI, REDIRECT_URI, check_id, check_uris};
use serde_json::Value;
use std::collections::HashMap;

/// The two syntaxes of a manifest: the same structure either way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Syntax {
    Toml,
    Json,
}

impl Syntax {
    /// The syntax of a file by its extension (`.toml`, `.json`).
    pub fn of_path(path: &str) -> Result<Syntax> {
        let ext = std::path::Path::new(path)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        match ext.as_str() {
            "toml" => Ok(Syntax::Toml),
            "json" => Ok(Syntax::Json),
            _ => Err(invalid(format!(
                "{path}: a manifest is a .toml or .json file (the extension chooses the syntax)"
            ))
            .with_hint("pass --format toml or --format json for other names")),
        }
    }

    /// The syntax of text read from stdin: JSON when it starts with `{`, else TOML.
    pub fn sniff(text: &str) -> Syntax {
        if text.trim_start().starts_with('{') {
            Syntax::Json
        } else {
            Syntax::Toml
        }
    }
}

/// 1-based line and column of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Reads a manifest. `name` is how errors call the file.
///
/// JSON is read straight into the manifest's records (a big file is never held as a generic
/// tree as well), after a first pass that only checks the syntax and reads the `version`, so
/// that the errors come in the same order as for TOML: the syntax, the version, the shape.
pub fn parse(name: &str, text: &str, syntax: Syntax) -> Result<Manifest> {
    let m: Manifest = match syntax {
        Syntax::Json => {
            let head = serde_json::from_str::<Head>(text)
                .map_err(|e| exact_syntax_error(name, text, &e))?;
            let Head::Object(version) = head else {
                return Err(not_a_table(name));
            };
            check_version(name, version.as_ref())?;
            let mut de = serde_json::Deserializer::from_str(text);
            serde_path_to_error::deserialize(&mut de)
                .map_err(|e| {
                    let path = e.path().to_string();
                    let inner = e.into_inner();
                    match inner.classify() {
                        serde_json::error::Category::Data => {
                            shape_error(name, &path, &inner.to_string())
                        }
                        _ => exact_syntax_error(name, text, &inner),
                    }
                })
                .and_then(|m| {
                    de.end().map_err(|e| exact_syntax_error(name, text, &e))?;
                    Ok(m)
                })?
        }
        Syntax::Toml => {
            let table: toml::Table = toml::from_str(text).map_err(|e| {
                let (line, col) = line_col(text, e.span().map_or(0, |s| s.start));
                invalid(format!(
                    "{name}: line {line}, column {col}: {}",
                    e.message().trim()
                ))
            })?;
            let value = serde_json::to_value(table)?;
            let Value::Object(root) = &value else {
                return Err(not_a_table(name));
            };
            check_version(name, root.get("version"))?;
            serde_path_to_error::deserialize(value).map_err(|e| {
                let path = e.path().to_string();
                let inner = e.into_inner().to_string();
                shape_error(name, &path, &inner)
            })?
        }
    };
    check(&m).map_err(|e| e.at(name))?;
    Ok(m)
}

fn syntax_error(name: &str, e: &serde_json::Error) -> Error {
    invalid(format!(
        "{name}: line {}, column {}: {}",
        e.line(),
        e.column(),
        strip_position(&e.to_string())
    ))
}

/// A syntax error of a JSON manifest at the place reading it as a generic tree reports:
/// skipping a value (the first pass) can place the same error a character earlier. Only an
/// invalid file is read this second time.
fn exact_syntax_error(name: &str, text: &str, e: &serde_json::Error) -> Error {
    match serde_json::from_str::<Value>(text) {
        Err(tree) => syntax_error(name, &tree),
        Ok(_) => syntax_error(name, e),
    }
}

fn not_a_table(name: &str) -> Error {
    invalid(format!("{name}: a manifest is a table (an object)"))
}

fn check_version(name: &str, version: Option<&Value>) -> Result<()> {
    match version {
        None => Err(invalid(format!(
            "{name}: version: missing; this idctl reads format version {VERSION}"
        ))
        .with_hint(format!("start the file with: version = {VERSION}"))),
        Some(v) if v.as_i64() != Some(VERSION) => Err(Error::new(
            Code::ManifestUnsupportedVersion,
            format!(
                "{name}: version: format version {v} is not supported; this idctl reads version {VERSION}"
            ),
        )),
        Some(_) => Ok(()),
    }
}

/// The first pass over a JSON manifest: the whole syntax is checked, and only the top-level
/// `version` is kept (the last one, where a key is given twice); everything else is skipped
/// without being stored.
enum Head {
    Object(Option<Value>),
    /// A document that is not an object.
    Other,
}

impl<'de> serde::Deserialize<'de> for Head {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Head, D::Error> {
        use serde::de::{IgnoredAny, MapAccess, SeqAccess, Visitor};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Head;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON document")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> std::result::Result<Head, A::Error> {
                let mut version = None;
                while let Some(key) = a.next_key::<std::borrow::Cow<'de, str>>()? {
                    if key == "version" {
                        version = Some(a.next_value::<Value>()?);
                    } else {
                        a.next_value::<IgnoredAny>()?;
                    }
                }
                Ok(Head::Object(version))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> std::result::Result<Head, A::Error> {
                while a.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Head::Other)
            }
            fn visit_bool<E>(self, _: bool) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
            fn visit_i64<E>(self, _: i64) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
            fn visit_u64<E>(self, _: u64) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
            fn visit_f64<E>(self, _: f64) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
            fn visit_str<E>(self, _: &str) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
            fn visit_unit<E>(self) -> std::result::Result<Head, E> {
                Ok(Head::Other)
            }
        }
        d.deserialize_any(V)
    }
}

/// serde_json adds " at line 1 column 5" to its messages; the place is given separately.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// The error of a field or value that does not fit the format, with the closest valid
/// name for a misspelled field or value.
fn shape_error(name: &str, path: &str, inner: &str) -> Error {
    let inner = strip_position(inner);
    let ticked: Vec<&str> = inner.split('`').skip(1).step_by(2).collect();
    let unknown = inner.starts_with("unknown field") || inner.starts_with("unknown variant");
    let place = if path.is_empty() || path == "?" {
        name.to_string()
    } else {
        format!("{name}: {path}")
    };
    if unknown && let Some((wanted, expected)) = ticked.split_first() {
        let what = if inner.starts_with("unknown field") {
            "unknown field"
        } else {
            "unknown value"
        };
        let err = invalid(format!("{place}: {what} {wanted}"));
        return match crate::util::closest(wanted, expected.iter().copied()) {
            Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
            None if expected.is_empty() => err,
            None => err.with_hint(format!("expected one of: {}", expected.join(", "))),
        };
    }
    invalid(format!("{place}: {inner}"))
}

/// What can be checked without the store: natural keys are unique within the file, at most
/// one default resource, client types.
fn check(m: &Manifest) -> Result<()> {
    fn unique<'a>(
        list: &str,
        what: &str,
        keys: impl Iterator<Item = (usize, &'a str)>,
    ) -> Result<()> {
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for (i, k) in keys {
            if let Some(first) = seen.insert(k, i) {
                return Err(invalid(format!(
                    "{list}[{i}]: duplicate {what} {k} (first declared at {list}[{first}])"
                )));
            }
        }
        Ok(())
    }
    unique(
        "resources",
        "resource",
        m.resources
            .iter()
            .enumerate()
            .map(|(i, r)| (i, r.indicator.as_str())),
    )?;
    for (i, r) in m.resources.iter().enumerate() {
        if let Some(s) = &r.scopes {
            unique(
                &format!("resources[{i}].scopes"),
                "permission",
                s.iter().enumerate().map(|(j, s)| (j, s.name.as_str())),
            )?;
        }
    }
    let defaults: Vec<usize> = m
        .resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.default)
        .map(|(i, _)| i)
        .collect();
    if let [first, second, ..] = defaults[..] {
        return Err(invalid(format!(
            "resources[{second}].default: at most one resource is the default (resources[{first}] is already)"
        )));
    }
    unique(
        "roles",
        "role",
        m.roles
            .iter()
            .enumerate()
            .map(|(i, r)| (i, r.name.as_str())),
    )?;
    unique(
        "clients",
        "client",
        m.clients
            .iter()
            .enumerate()
            .map(|(i, c)| (i, c.name.as_str())),
    )?;
    unique(
        "clients",
        "client id",
        m.clients
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((i, c.id.as_deref()?))),
    )?;
    let client_names: HashMap<&str, usize> = m
        .clients
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.as_str(), i))
        .collect();
    for (i, c) in m.clients.iter().enumerate() {
        let kind = c.kind.client_type();
        if let Some(id) = &c.id {
            check_id(id).map_err(|e| e.at(&format!("clients[{i}].id")))?;
            if let Some(&j) = client_names.get(id.as_str()).filter(|&&j| j != i) {
                return Err(Error::new(
                    Code::ApplicationIdInUse,
                    format!(
                        "clients[{i}].id: {id} is the name of clients[{j}]; clients are found by id or name"
                    ),
                ));
            }
        }
        if c.secret.is_some() && kind.is_public() {
            return Err(Error::new(
                Code::ApplicationInvalidType,
                format!(
                    "clients[{i}].secret: client {} is a public {} client: it has no secret",
                    c.name,
                    kind.as_str()
                ),
            )
            .with_hint(
                "public clients authenticate with their client id alone (and PKCE); \
                 secrets are for traditional and m2m clients",
            ));
        }
        for (field, what, list) in [
            ("redirect_uris", REDIRECT_URI, &c.redirect_uris),
            (
                "post_logout_redirect_uris",
                POST_LOGOUT_REDIRECT_URI,
                &c.post_logout_redirect_uris,
            ),
        ] {
            if let Some(list) = list {
                check_uris(kind, what, list).map_err(|e| e.at(&format!("clients[{i}].{field}")))?;
            }
        }
        if kind == ClientType::MachineToMachine
            && let Some(alg) = c.id_token_signed_response_alg
        {
            return Err(Error::new(
                Code::GuardInvalidInput,
                format!(
                    "clients[{i}].id_token_signed_response_alg: an m2m client gets no ID tokens (given {})",
                    alg.as_str()
                ),
            ));
        }
        if kind != ClientType::MachineToMachine && c.roles.as_ref().is_some_and(|r| !r.is_empty()) {
            return Err(Error::new(
                Code::ApplicationInvalidType,
                format!(
                    "clients[{i}].roles: only m2m clients have roles; {} is a {} client",
                    c.name,
                    kind.as_str()
                ),
            ));
        }
    }
    unique(
        "users",
        "user",
        m.users
            .iter()
            .enumerate()
            .map(|(i, u)| (i, u.username.as_str())),
    )?;
    unique(
        "organization_scopes",
        "organization scope",
        m.organization_scopes
            .iter()
            .enumerate()
            .map(|(i, s)| (i, s.name.as_str())),
    )?;
    unique(
        "organization_roles",
        "organization role",
        m.organization_roles
            .iter()
            .enumerate()
            .map(|(i, s)| (i, s.name.as_str())),
    )?;
    unique(
        "organizations",
        "organization",
        m.organizations
            .iter()
            .enumerate()
            .map(|(i, o)| (i, o.name.as_str())),
    )?;
    for (i, o) in m.organizations.iter().enumerate() {
        if let Some(members) = &o.members {
            unique(
                &format!("organizations[{i}].members"),
                "member",
                members
                    .iter()
                    .enumerate()
                    .map(|(j, m)| (j, m.user.as_str())),
            )?;
        }
        if let Some(apps) = &o.applications {
            unique(
                &format!("organizations[{i}].applications"),
                "application",
                apps.iter().enumerate().map(|(j, a)| (j, a.client.as_str())),
            )?;
        }
    }
    unique(
        "hooks",
        "hook",
        m.hooks
            .iter()
            .enumerate()
            .map(|(i, h)| (i, h.name.as_str())),
    )?;
    for (i, h) in m.hooks.iter().enumerate() {
        unique(
            &format!("hooks[{i}].events"),
            "event",
            h.events.iter().map(String::as_str).enumerate(),
        )?;
        if h.url.is_none() && (h.signing_key.is_some() || h.headers.is_some()) {
            return Err(invalid(format!(
                "hooks[{i}]: a hook without url is a stdout hook: it has no signing_key or headers"
            )));
        }
        if let Some(headers) = &h.headers {
            for (k, v) in headers {
                SecretRef::from_value(v, &format!("hooks[{i}].headers.{k}"))?;
            }
        }
    }
    Ok(())
}

/// Writes a manifest in the given syntax.
pub fn render(m: &Manifest, syntax: Syntax) -> Result<String> {
    match syntax {
        Syntax::Json => Ok(serde_json::to_string_pretty(m)?),
        Syntax::Toml => toml::to_string(m)
            .map_err(|e| Error::new(Code::ManifestRender, format!("cannot write TOML: {e}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based() {
        assert_eq!(line_col("ab\ncd", 0), (1, 1));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }

    /// How JSON manifests were read before they were read straight into records: the whole
    /// document as a generic tree first. The direct reading must give the same manifests
    /// and the same errors.
    fn through_a_tree(name: &str, text: &str) -> Result<Manifest> {
        let value: Value = serde_json::from_str(text).map_err(|e| syntax_error(name, &e))?;
        let Value::Object(root) = &value else {
            return Err(not_a_table(name));
        };
        check_version(name, root.get("version"))?;
        let m: Manifest = serde_path_to_error::deserialize(value).map_err(|e| {
            let path = e.path().to_string();
            let inner = e.into_inner().to_string();
            shape_error(name, &path, &inner)
        })?;
        check(&m).map_err(|e| e.at(name))?;
        Ok(m)
    }

    #[test]
    fn json_read_straight_into_records_gives_the_manifests_and_errors_of_a_tree() {
        let deep = format!(
            "{{\"version\": 1, \"users\": [{{\"username\": \"a\", \"custom_data\": {{\"k\": {}1{}}}}}]}}",
            "[".repeat(200),
            "]".repeat(200)
        );
        let cases: Vec<&str> = vec![
            // Good manifests, with every kind of record.
            r#"{"version": 1}"#,
            r#"{"version": 1, "base_url": "https://id.example.com",
                "resources": [{"indicator": "https://api.example.com", "name": "API",
                               "access_token_ttl": 600, "default": true,
                               "scopes": [{"name": "read", "description": "Read"}]}],
                "roles": [{"name": "admin", "type": "user", "description": "d",
                           "scopes": [{"resource": "https://api.example.com", "name": "read"}]},
                          {"name": "bot", "type": "MachineToMachine"}],
                "clients": [{"name": "svc", "roles": ["bot"], "secret": {"env": "S"}},
                            {"name": "web", "type": "spa", "redirect_uris": ["https://a.example.com/cb"]}],
                "users": [{"username": "ann", "email": "ann@example.com", "name": "Ann",
                           "custom_data": {"a": [1, {"b": null}], "c": "\u00e9\ud83d\ude00"},
                           "roles": ["admin"], "suspended": true}],
                "organization_scopes": [{"name": "read:org"}],
                "organization_roles": [{"name": "member", "scopes": ["read:org"]}],
                "organizations": [{"name": "Acme", "members": [{"user": "ann", "roles": ["member"]}]}],
                "hooks": [{"name": "h", "url": "https://h.example.com", "events": ["all"],
                           "signing_key": {"file": "k"}, "headers": {"X": {"env": "H"}}}],
                "connectors": {"email": {"provider": "smtp", "host": "mail", "port": 25,
                               "tls": "none", "from": "a@example.com"}}}"#,
            // Syntax errors, wherever they are: before the version and the shape.
            "",
            "{",
            "[1, 2",
            r#"{"version": 2, "future": [1}"#,
            r#"{"version": 1, "roles": [{"name": "a", "bogus": 1}], "users": [}"#,
            r#"{"version": 1} x"#,
            r#"{"version": 1, "users": [{"username": "a\x"}]}"#,
            r#"{"version": 1, "users": [{"username": "\ud800"}]}"#,
            r#"{"version": 1, "users": [{"username": "a
b"}]}"#,
            deep.as_str(),
            // Not an object.
            "[1]",
            r#""x""#,
            "null",
            "3",
            // The version.
            r#"{"roles": []}"#,
            r#"{"version": 2, "future": 1}"#,
            r#"{"version": "1"}"#,
            r#"{"version": 1.0}"#,
            r#"{"users": [{"bogus": 1}], "version": 3}"#,
            // The shape, in document order.
            r#"{"version": 1, "roles": [{"name": "a", "bogus": 1}]}"#,
            r#"{"version": 1, "roles": [{"name": "a", "descripton": "x"}]}"#,
            r#"{"version": 1, "users": [{"username": 5}]}"#,
            r#"{"version": 1, "users": [{"username": "a"}, {}]}"#,
            r#"{"version": 1, "resources": [{"indicator": "https://a", "name": "A", "access_token_ttl": 1.5}]}"#,
            r#"{"version": 1, "clients": [{"name": "c", "type": "spaa"}]}"#,
            r#"{"version": 1, "clients": [{"name": "c", "secret": {"env": "A", "file": "B"}}]}"#,
            r#"{"version": 1, "connectors": {"email": {"provider": "smtp", "host": "h", "port": 70000, "tls": "none", "from": "f"}}}"#,
            r#"{"version": 1, "roles": {"name": "a"}}"#,
            r#"{"version": 1, "nonsense": true}"#,
            // The checks after the shape.
            r#"{"version": 1, "users": [{"username": "a"}, {"username": "a"}]}"#,
        ];
        for text in cases {
            let detail = |e: Error| e.detail().clone();
            assert_eq!(
                parse("m.json", text, Syntax::Json).map_err(detail),
                through_a_tree("m.json", text).map_err(detail),
                "{text}"
            );
        }
    }

    #[test]
    fn a_json_key_given_twice_in_a_record_is_refused_as_toml_refuses_it() {
        let e = parse(
            "m.json",
            r#"{"version": 1, "users": [{"username": "a", "username": "b"}]}"#,
            Syntax::Json,
        )
        .unwrap_err();
        assert_eq!(
            e.detail().message,
            "m.json: users[0]: duplicate field `username`"
        );
        assert!(parse("m.toml", "version = 1\nversion = 1\n", Syntax::Toml).is_err());
    }

    #[test]
    fn a_minimal_manifest_reads_in_both_syntaxes() {
        let t = parse("m.toml", "version = 1\n", Syntax::Toml).unwrap();
        let j = parse("m.json", "{\"version\": 1}", Syntax::Json).unwrap();
        assert_eq!(t, j);
    }
}
