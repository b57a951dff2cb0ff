use clap::Parser;
use clap::error::ErrorKind;
use idctl::cli::Cli;
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
    flag || std::env::var_os("IDCTL_OUTPUT").is_some_and(|v| v == "json")
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let usage = !matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
            let _ = e.print();
            if usage && json_requested() {
                let message = e.kind().as_str().unwrap_or("invalid command line");
                eprintln!(
                    "{}",
                    serde_json::json!({"code": "usage", "message": message})
                );
            }
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let format = cli.output;
    match idctl::cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let d = e.detail();
            let what = match &e {
                idctl::Error::TokenRefused(_) => format!("{}: {}", d.code, d.message),
                _ => d.message.clone(),
            };
            eprintln!("error: {}", sanitize(&what));
            if let Some(h) = &d.hint {
                eprintln!("hint: {}", sanitize(h));
            }
            if format == Format::Json {
                eprintln!("{}", e.to_json());
            }
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(1))
        }
    }
}
