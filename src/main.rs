use clap::Parser;
use idctl::cli::Cli;
use idctl::output::Format;
use idctl::util::sanitize;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
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
