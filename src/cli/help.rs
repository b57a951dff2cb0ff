//! The parts of `idctl --help` and of the man pages that are not about one argument:
//! examples, exit status, environment and files. Both are rendered from the same tables
//! ([`EXAMPLES`], [`crate::error::exit::TABLE`], [`crate::env::TABLE`], [`FILES`]): the help
//! shows them after the options (clap's after-help), and each man page has them as its
//! EXAMPLES, EXIT STATUS, ENVIRONMENT and FILES sections.

use clap::builder::StyledStr;

/// Files idctl uses, with their meaning (Markdown-light: `code` spans only).
pub const FILES: &[(&str, &str)] = &[
    (
        "~/.local/share/idctl/idctl.db",
        "the default store on Linux (`$XDG_DATA_HOME/idctl/idctl.db` when that is set; on macOS \
         `~/Library/Application Support/idctl/idctl.db`); `--store` or `IDCTL_STORE` name another",
    ),
    (
        "STORE-wal, STORE-shm",
        "SQLite's write-ahead log and shared memory next to the store, while it is in use",
    ),
];

/// Examples of the main commands, by command path (`""` is `idctl` itself): what each does,
/// then the command. A test parses every one of them with the command line's own definitions.
pub const EXAMPLES: &[(&str, &[(&str, &str)])] = &[
    (
        "",
        &[
            (
                "An example API, role and client, and the commands that mint a token",
                "idctl quickstart",
            ),
            (
                "A token for the client in IDCTL_CLIENT_ID and IDCTL_CLIENT_SECRET",
                "idctl token --resource https://api.example.com --scope read:orders",
            ),
            (
                "Check a token offline; the exit code says what failed",
                "idctl verify --audience https://api.example.com < token.txt",
            ),
            (
                "The store over HTTP: OAuth endpoints, sign-in pages, Management API",
                "idctl serve",
            ),
        ],
    ),
    (
        "quickstart",
        &[(
            "Create the example (once; run again, it creates nothing)",
            "idctl quickstart",
        )],
    ),
    (
        "token",
        &[
            (
                "Client credentials of the client in IDCTL_CLIENT_ID and IDCTL_CLIENT_SECRET",
                "idctl token --resource https://api.example.com --scope \"read:orders write:orders\"",
            ),
            (
                "The secret on standard input, the token response as JSON",
                "idctl token --client-id billing --client-secret-stdin -o json < secret.txt",
            ),
            (
                "What an app gets when alice signs in, with a refresh token",
                "idctl token --user alice --resource https://api.example.com --offline -o json",
            ),
            (
                "Ask another OAuth server instead of the store",
                "idctl token --issuer http://localhost:3001/oidc --resource https://api.example.com",
            ),
        ],
    ),
    (
        "decode",
        &[
            (
                "Show a token's header and claims",
                "idctl decode \"$TOKEN\"",
            ),
            ("From a file, or a pipe", "idctl decode < token.txt"),
        ],
    ),
    (
        "verify",
        &[
            (
                "Against this store: exit 0 when valid, 10 to 17 for each cause",
                "idctl verify \"$TOKEN\" --audience https://api.example.com --scope read:orders",
            ),
            (
                "Against another issuer's keys (ISS: its issuer, such as https://id.example.com/oidc)",
                "idctl verify --jwks \"$ISS/jwks\" --issuer \"$ISS\" --audience https://api.example.com < t.txt",
            ),
            (
                "Many tokens, one JSON result line each",
                "idctl verify --batch < tokens.txt",
            ),
        ],
    ),
    (
        "serve",
        &[
            (
                "Listen on http://127.0.0.1:3001 until Ctrl-C",
                "idctl serve",
            ),
            (
                "A free port; the first line on stdout is the URL",
                "idctl serve --listen 127.0.0.1:0",
            ),
        ],
    ),
    (
        "apply",
        &[
            ("What would change", "idctl apply -f setup.toml --dry-run"),
            (
                "Make the store match the file; new clients' secrets to a file",
                "idctl apply -f setup.toml --secrets-out secrets.json",
            ),
        ],
    ),
    (
        "export",
        &[(
            "The store as a manifest, to apply elsewhere",
            "idctl export -f state.toml",
        )],
    ),
    (
        "resource create",
        &[(
            "An API whose tokens live 10 minutes",
            "idctl resource create Orders --indicator https://api.example.com --ttl 600",
        )],
    ),
    (
        "scope create",
        &[(
            "A permission of that API",
            "idctl scope create --resource https://api.example.com read:orders -d \"Read orders\"",
        )],
    ),
    (
        "role create",
        &[
            (
                "A role for machine clients, holding two permissions",
                "idctl role create order-bot --type m2m -r https://api.example.com -s \"read:orders write:orders\"",
            ),
            (
                "A role every new user gets",
                "idctl role create member --default",
            ),
        ],
    ),
    (
        "client create",
        &[
            (
                "A machine-to-machine client with a role; its secret is shown once",
                "idctl client create billing --role order-bot -o json",
            ),
            (
                "A single-page app (no secret, PKCE) that signs users in",
                "idctl client create shop --type spa --redirect-uri http://localhost:5173/callback",
            ),
        ],
    ),
    (
        "user create",
        &[(
            "A user with a password read from standard input",
            "idctl user create --username alice --email alice@example.com --password-stdin < pw.txt",
        )],
    ),
    (
        "hook create",
        &[
            (
                "Deliver user and role events to a URL, signed",
                "idctl hook create audit --url https://example.com/hook --event 'User.*' --event Role.Created",
            ),
            (
                "Print every event as a JSON line after each command",
                "idctl hook create tap --stdout --event all",
            ),
        ],
    ),
    (
        "connector set oidc",
        &[
            (
                "Sign in with Google (the client secret is given next)",
                "idctl connector set oidc google --issuer https://accounts.google.com --client-id ID",
            ),
            (
                "The client secret: the server reads this variable of its own when used",
                "idctl connector set oidc google --client-secret-env GOOGLE_CLIENT_SECRET",
            ),
            (
                "Enterprise SSO: identities in the users' ssoIdentities, a button's text",
                "idctl connector set oidc entra --kind sso --label Microsoft",
            ),
        ],
    ),
    (
        "connector set oauth2",
        &[(
            "GitHub's user API as userinfo (see docs/social-sign-in.md for every flag)",
            "idctl connector set oauth2 github --userinfo-endpoint https://api.github.com/user",
        )],
    ),
    (
        "hook test",
        &[(
            "Send a sample payload now; the attempt is in hook logs",
            "idctl hook test audit --event User.Created",
        )],
    ),
    (
        "man",
        &[(
            "Install the man pages where man finds them",
            "idctl man --install-dir ~/.local/share/man",
        )],
    ),
];

/// The examples of the command at `path`, if it has any.
pub fn examples_of(path: &str) -> Option<&'static [(&'static str, &'static str)]> {
    EXAMPLES.iter().find(|(p, _)| *p == path).map(|(_, e)| *e)
}

/// The title of the examples in `--help`; man pages take what follows it as their EXAMPLES.
const EXAMPLES_TITLE: &str = "Examples";

/// The examples as help text: a comment line, then the command, each indented.
fn examples_text(out: &mut String, examples: &[(&str, &str)]) {
    heading(out, EXAMPLES_TITLE);
    for (what, command) in examples {
        out.push_str(&format!("  # {what}\n  {command}\n"));
    }
}

/// The after-help of a command with examples.
pub fn examples_help(examples: &[(&str, &str)]) -> StyledStr {
    let mut out = String::new();
    examples_text(&mut out, examples);
    StyledStr::from(out.trim_end().to_string())
}

/// The examples in a command's after-help, as the lines under its Examples heading.
pub fn examples_in(after_help: &str) -> Vec<String> {
    after_help
        .lines()
        .skip_while(|l| l.trim() != format!("{EXAMPLES_TITLE}:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .map(|l| l.trim().to_string())
        .collect()
}

/// The width `--help` is laid out for (the command's `max_term_width`).
const WIDTH: usize = 100;

/// Text without its Markdown `code` marks.
pub fn plain(md: &str) -> String {
    md.replace('`', "")
}

/// Words of `text` in lines of at most `width` characters (a longer word gets its own line).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A two-column list: each term, then its meaning wrapped under a hanging indent.
fn list(out: &mut String, rows: &[(String, &str)]) {
    let term_width = rows
        .iter()
        .map(|(t, _)| t.chars().count())
        .max()
        .unwrap_or(0);
    let indent = 2 + term_width + 2;
    for (term, meaning) in rows {
        let lines = wrap(&plain(meaning), WIDTH.saturating_sub(indent).max(20));
        let mut first = true;
        for l in lines {
            if first {
                out.push_str(&format!("  {term:<term_width$}  {l}\n"));
                first = false;
            } else {
                out.push_str(&format!("{:indent$}{l}\n", ""));
            }
        }
    }
}

/// A section heading in clap's own heading style (bold, underlined on a terminal).
fn heading(out: &mut String, title: &str) {
    let style = clap::builder::Styles::default();
    let h = style.get_header();
    out.push_str(&format!("{h}{title}:{h:#}\n"));
}

/// The end of `idctl --help` (and `-h`): examples, exit status, environment and files.
pub fn after_help() -> StyledStr {
    let mut out = String::new();
    if let Some(examples) = examples_of("") {
        examples_text(&mut out, examples);
        out.push('\n');
    }
    heading(&mut out, "Exit status");
    let codes: Vec<(String, &str)> = crate::error::exit::TABLE
        .iter()
        .map(|(c, m)| (format!("{c:>2}"), *m))
        .collect();
    list(&mut out, &codes);
    out.push('\n');
    heading(&mut out, "Environment");
    let vars: Vec<(String, &str)> = crate::env::TABLE
        .iter()
        .map(|(n, m)| (n.to_string(), *m))
        .collect();
    list(&mut out, &vars);
    out.push('\n');
    heading(&mut out, "Files");
    let files: Vec<(String, &str)> = FILES.iter().map(|(n, m)| (n.to_string(), *m)).collect();
    list(&mut out, &files);
    StyledStr::from(out.trim_end().to_string())
}

/// Text for roff: backslashes and leading dots or quotes escaped, `code` in bold.
fn roff_text(md: &str) -> String {
    let escaped = md.replace('\\', "\\e").replace('-', "\\-");
    let mut out = String::new();
    for (i, part) in escaped.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str(&format!("\\fB{part}\\fR"));
        } else {
            out.push_str(part);
        }
    }
    if out.starts_with('.') || out.starts_with('\'') {
        out.insert_str(0, "\\&");
    }
    out
}

/// A line of a command for roff, in no-fill mode: backslashes and hyphens escaped, a leading
/// dot or quote kept as text.
fn roff_literal(line: &str) -> String {
    let escaped = line.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with('.') || escaped.starts_with('\'') {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The man page section EXAMPLES of a command whose after-help has examples, as roff: each
/// comment, then its command in bold, unfilled.
pub fn man_examples(after_help: &str) -> String {
    let lines = examples_in(after_help);
    if lines.is_empty() {
        return String::new();
    }
    let mut out = String::from(".SH EXAMPLES\n");
    for line in lines {
        match line.strip_prefix("# ") {
            Some(what) => out.push_str(&format!(".PP\n{}\n", roff_text(what))),
            None => out.push_str(&format!(
                ".nf\n.RS 4\n\\fB{}\\fR\n.RE\n.fi\n",
                roff_literal(&line)
            )),
        }
    }
    out
}

/// The man page sections EXIT STATUS, ENVIRONMENT and FILES, as roff.
pub fn man_sections() -> String {
    let mut out = String::new();
    let mut section = |title: &str, rows: Vec<(String, &str)>| {
        out.push_str(&format!(".SH \"{title}\"\n"));
        for (term, meaning) in rows {
            out.push_str(&format!(
                ".TP\n\\fB{}\\fR\n{}\n",
                roff_text(&term),
                roff_text(meaning)
            ));
        }
    };
    section(
        "EXIT STATUS",
        crate::error::exit::TABLE
            .iter()
            .map(|(c, m)| (c.to_string(), *m))
            .collect(),
    );
    section(
        "ENVIRONMENT",
        crate::env::TABLE
            .iter()
            .map(|(n, m)| (n.to_string(), *m))
            .collect(),
    );
    section(
        "FILES",
        FILES.iter().map(|(n, m)| (n.to_string(), *m)).collect(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_lines_within_the_width() {
        let lines = wrap("aaa bbb ccc ddd", 7);
        assert_eq!(lines, vec!["aaa bbb", "ccc ddd"]);
        assert_eq!(
            wrap("averyveryverylongword x", 5),
            vec!["averyveryverylongword", "x"]
        );
    }

    #[test]
    fn long_help_lists_every_exit_code_and_variable() {
        let text = after_help().to_string();
        for (code, meaning) in crate::error::exit::TABLE {
            let first = wrap(&plain(meaning), 80)[0]
                .split(' ')
                .next()
                .unwrap_or("")
                .to_string();
            assert!(
                text.lines()
                    .any(|l| l.trim_start().starts_with(&format!("{code} ")) && l.contains(&first)),
                "exit {code} missing:\n{text}"
            );
        }
        for (name, _) in crate::env::TABLE {
            assert!(text.contains(name), "{name} missing");
        }
        assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
    }

    /// The words of an example's command, as the shell would pass them: quotes removed,
    /// `$VAR` kept as a word, up to a redirection or pipe.
    fn words(command: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut word = String::new();
        let mut quote: Option<char> = None;
        let mut started = false;
        for c in command.chars() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), c) => word.push(c),
                (None, '\'' | '"') => {
                    quote = Some(c);
                    started = true;
                }
                (None, '<' | '>' | '|') => break,
                (None, c) if c.is_whitespace() => {
                    if started || !word.is_empty() {
                        out.push(std::mem::take(&mut word));
                    }
                    started = false;
                }
                (None, c) => word.push(c),
            }
        }
        if started || !word.is_empty() {
            out.push(word);
        }
        out
    }

    #[test]
    fn every_example_parses_and_fits_the_help() {
        assert_eq!(
            words("idctl token -s \"a b\" 'c' < x.txt"),
            ["idctl", "token", "-s", "a b", "c"]
        );
        let cmd = crate::cli::command();
        let mut seen = 0;
        for (path, examples) in EXAMPLES {
            if !path.is_empty() {
                let mut c = &cmd;
                for name in path.split(' ') {
                    c = c.find_subcommand(name).unwrap_or_else(|| {
                        panic!("EXAMPLES names a command {path:?} that does not exist")
                    });
                }
            }
            for (what, command) in *examples {
                let w = words(command);
                assert_eq!(w[0], "idctl", "{command}");
                if let Err(e) = cmd.clone().try_get_matches_from(&w) {
                    panic!("the example {command:?} does not parse: {e}");
                }
                // The command must be the one the examples are under.
                if !path.is_empty() {
                    assert!(
                        command.starts_with(&format!("idctl {path}")),
                        "{path}: {command}"
                    );
                }
                for line in [format!("  # {what}"), format!("  {command}")] {
                    assert!(line.chars().count() <= WIDTH, "too long for --help: {line}");
                }
                seen += 1;
            }
        }
        assert!(seen > 20, "{seen}");
    }

    #[test]
    fn examples_render_for_man_unfilled_and_escaped() {
        let help = examples_help(&[("A token", "idctl token -r https://x.example")]).to_string();
        assert_eq!(
            examples_in(&help),
            ["# A token", "idctl token -r https://x.example"]
        );
        let roff = man_examples(&help);
        assert_eq!(
            roff,
            ".SH EXAMPLES\n.PP\nA token\n.nf\n.RS 4\n\\fBidctl token \\-r https://x.example\\fR\n.RE\n.fi\n"
        );
        assert_eq!(man_examples("no examples here"), "");
    }

    #[test]
    fn roff_escapes_what_troff_would_read_as_markup() {
        assert_eq!(roff_text("`--yes` a\\b"), "\\fB\\-\\-yes\\fR a\\eb");
        assert_eq!(roff_text(".x"), "\\&.x");
    }
}
