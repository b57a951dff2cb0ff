//! The parts of `idctl --help` and of the man pages that are not about one argument: exit
//! status, environment and files. Both are rendered from the same tables
//! ([`crate::error::exit::TABLE`], [`crate::env::TABLE`], [`FILES`]).

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

/// The end of `idctl --help` (and `-h`): exit status, environment and files.
pub fn after_help() -> StyledStr {
    let mut out = String::new();
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

    #[test]
    fn roff_escapes_what_troff_would_read_as_markup() {
        assert_eq!(roff_text("`--yes` a\\b"), "\\fB\\-\\-yes\\fR a\\eb");
        assert_eq!(roff_text(".x"), "\\&.x");
    }
}
