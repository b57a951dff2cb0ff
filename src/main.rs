// No unwrap or expect on anything outside tests: errors are values (`Result`), and where a
// value cannot be missing the code says why with a pattern, not a panic.
#![deny(clippy::unwrap_used, clippy::expect_used)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used))]

use clap::error::{ContextKind, ContextValue, ErrorKind};
use idctl::output::Format;
use idctl::util::sanitize;
use std::process::ExitCode;

/// Was JSON output asked for? Used only when the command line itself could not be parsed,
/// which includes arguments that are not valid UTF-8 (so the raw `OsString`s are read here).
fn json_requested() -> bool {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let flag = args
        .windows(2)
        .any(|w| (w[0] == "-o" || w[0] == "--output") && w[1] == "json")
        || args
            .iter()
            .any(|a| a == "--output=json" || a == "-ojson" || a == "-o=json");
    flag || idctl::env::raw(idctl::env::OUTPUT).is_some_and(|v| v == "json")
}

/// A clap error as the JSON object of a usage error: clap's own sentence (without its
/// `error: ` prefix, its usage line and its pointer to `--help`) and, when clap knows it, the
/// argument that was wrong.
fn usage_json(e: &clap::Error) -> serde_json::Value {
    let rendered = e.render().to_string();
    let mut sentence = Vec::new();
    for line in rendered.lines() {
        let line = line.trim();
        if line.is_empty() {
            if sentence.is_empty() {
                continue;
            }
            break;
        }
        sentence.push(line.strip_prefix("error: ").unwrap_or(line).to_string());
    }
    let message = if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // clap's "error" is the help text itself here.
        "a subcommand is required (see --help)".to_string()
    } else if sentence.is_empty() {
        e.kind()
            .as_str()
            .unwrap_or("invalid command line")
            .to_string()
    } else {
        sentence.join(" ")
    };
    let mut v = serde_json::json!({ "code": "usage", "message": message });
    let argument = [ContextKind::InvalidArg, ContextKind::InvalidSubcommand]
        .into_iter()
        .find_map(|k| match e.get(k) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            Some(ContextValue::Strings(v)) => v.first().cloned(),
            _ => None,
        });
    if let Some(a) = argument {
        // `--ttl <SECONDS>` names the flag `--ttl`; a positional stays `<NAME>`.
        let name = match a.split_once(' ') {
            Some((flag, _)) if flag.starts_with('-') => flag.to_string(),
            _ => a,
        };
        v["argument"] = serde_json::Value::String(name);
    }
    v
}

fn main() -> ExitCode {
    idctl::store::configure_process();
    let cli = match idctl::cli::parse() {
        Ok(cli) => cli,
        Err(e) => {
            let usage = !matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
            if usage && json_requested() {
                // Under -o json stderr holds JSON objects only: no clap text before it.
                eprintln!("{}", usage_json(&e));
            } else {
                let _ = e.print();
            }
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    // An invalid IDCTL_OUTPUT is reported by `run`, as a table.
    let format = cli.format().unwrap_or(Format::Table);
    match idctl::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let d = e.detail();
            // `idctl serve` has its own log (text or JSON lines): the error is its last line.
            let logged = idctl::output::log_error(
                d.code.as_str(),
                &idctl::cli::error::message(&e),
                idctl::cli::error::hint(&e).as_deref(),
            );
            match format {
                _ if logged => {}
                // One JSON object, hint included; no text lines beside it.
                Format::Json => eprintln!("{}", idctl::cli::error::to_json(&e)),
                Format::Table => {
                    let what = match &e {
                        idctl::Error::TokenRefused(_) => format!("{}: {}", d.code, d.message),
                        _ => idctl::cli::error::message(&e),
                    };
                    eprintln!("error: {}", sanitize(&what));
                    if let Some(h) = idctl::cli::error::hint(&e) {
                        eprintln!("hint: {}", sanitize(&h));
                    }
                }
            }
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(1))
        }
    }
}
