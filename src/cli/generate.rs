//! Completions and man pages, generated from the clap definitions.

use crate::error::Result;
use clap::Args;
use clap_complete::Shell;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// Shell to print completions for
    #[arg(value_enum, required_unless_present = "dir")]
    shell: Option<Shell>,
    /// Write completions for every shell into this folder instead
    #[arg(long, value_name = "DIR", conflicts_with = "shell")]
    dir: Option<PathBuf>,
}

/// Shells completions are generated (and committed) for.
pub const SHELLS: [Shell; 5] = [
    Shell::Bash,
    Shell::Zsh,
    Shell::Fish,
    Shell::Elvish,
    Shell::PowerShell,
];

pub fn completion(shell: Shell) -> Vec<u8> {
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut super::command(), "idctl", &mut buf);
    buf
}

impl CompletionsArgs {
    pub fn run(self) -> Result<()> {
        if let Some(dir) = self.dir {
            std::fs::create_dir_all(&dir)?;
            for shell in SHELLS {
                let mut c = super::command();
                clap_complete::generate_to(shell, &mut c, "idctl", &dir)?;
            }
            return Ok(());
        }
        if let Some(shell) = self.shell {
            let text = String::from_utf8_lossy(&completion(shell)).into_owned();
            crate::output::emit(text.trim_end())?;
        }
        Ok(())
    }
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write idctl.1 and one page per subcommand into this folder instead of printing idctl.1
    #[arg(long, value_name = "DIR", conflicts_with = "install_dir")]
    dir: Option<PathBuf>,
    /// Install the pages for man: write them into DIR/man1 (DIR is a man directory, such as
    /// ~/.local/share/man or /usr/local/share/man), so that `man idctl` finds them
    #[arg(long, value_name = "DIR")]
    install_dir: Option<PathBuf>,
}

/// One man page: clap_mangen's standard sections, then EXIT STATUS, ENVIRONMENT and FILES
/// from the same tables as `idctl --help`, and EXAMPLES from the command's after-help
/// (instead of clap_mangen's EXTRA section, which would fill the examples into one
/// paragraph and repeat the tables), then the version.
fn page(cmd: clap::Command) -> Result<Vec<u8>> {
    type Section = fn(&clap_mangen::Man, &mut dyn std::io::Write) -> std::io::Result<()>;
    let has_args = cmd.get_arguments().any(|a| !a.is_hide_set());
    let has_subcommands = cmd.get_subcommands().any(|s| !s.is_hide_set());
    let examples = cmd
        .get_after_help()
        .map(|h| super::help::man_examples(&h.to_string()))
        .unwrap_or_default();
    let man = clap_mangen::Man::new(cmd);
    let mut buf = Vec::new();
    man.render_title(&mut buf)?;
    // Each section rendered alone starts with roff's preamble again; the page needs it once.
    let preamble_end = buf.windows(3).position(|w| w == b".TH").unwrap_or(0);
    let preamble = buf[..preamble_end].to_vec();
    let mut section = |render: Section| -> Result<()> {
        let mut part = Vec::new();
        render(&man, &mut part)?;
        buf.extend_from_slice(part.strip_prefix(preamble.as_slice()).unwrap_or(&part));
        Ok(())
    };
    section(clap_mangen::Man::render_name_section)?;
    section(clap_mangen::Man::render_synopsis_section)?;
    section(clap_mangen::Man::render_description_section)?;
    if has_args {
        section(clap_mangen::Man::render_options_section)?;
    }
    if has_subcommands {
        section(clap_mangen::Man::render_subcommands_section)?;
    }
    buf.extend_from_slice(super::help::man_sections().as_bytes());
    buf.extend_from_slice(examples.as_bytes());
    let mut version = Vec::new();
    man.render_version_section(&mut version)?;
    buf.extend_from_slice(
        version
            .strip_prefix(preamble.as_slice())
            .unwrap_or(&version),
    );
    Ok(buf)
}

/// Writes the page of `cmd` and of every subcommand below it into `dir`; returns how many.
fn write_pages(cmd: clap::Command, dir: &Path) -> Result<usize> {
    let name = cmd.get_display_name().unwrap_or(cmd.get_name()).to_string();
    std::fs::write(dir.join(format!("{name}.1")), page(cmd.clone())?)?;
    let mut written = 1;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        if sub.get_name() == "help" {
            continue;
        }
        let sub = sub
            .clone()
            .display_name(format!("{name}-{}", sub.get_name()));
        written += write_pages(sub, dir)?;
    }
    Ok(written)
}

/// A folder that could not be written, said with its path.
fn unwritable(dir: &Path, e: std::io::Error) -> crate::error::Error {
    crate::error::Error::new(
        crate::error::Code::IoError,
        format!("cannot write the man pages into {}: {e}", dir.display()),
    )
}

impl ManArgs {
    pub fn run(self, ctx: &super::Ctx) -> Result<()> {
        let cmd = super::command();
        if let Some(root) = self.install_dir {
            let dir = root.join("man1");
            std::fs::create_dir_all(&dir).map_err(|e| unwritable(&dir, e))?;
            let n = write_pages(cmd, &dir).map_err(|e| match e {
                crate::error::Error::Failure(d) if d.code == "io.error" => {
                    crate::error::Error::new(
                        crate::error::Code::IoError,
                        format!(
                            "cannot write the man pages into {}: {}",
                            dir.display(),
                            d.message
                        ),
                    )
                }
                e => e,
            })?;
            // What was written is the result; how man finds it is a note for people.
            match ctx.format {
                crate::output::Format::Json => crate::output::json(&serde_json::json!({
                    "dir": dir.display().to_string(),
                    "pages": n,
                }))?,
                crate::output::Format::Table => crate::output::emit(&format!(
                    "installed idctl.1 and {} pages of its subcommands in {}",
                    n - 1,
                    crate::util::sanitize(&dir.display().to_string())
                ))?,
            }
            ctx.note(
                &format!(
                    "man idctl finds them when {} is on MANPATH, or beside a directory of PATH (as ~/.local/share/man is beside ~/.local/bin)",
                    crate::util::sanitize(&root.display().to_string())
                ),
            );
            return Ok(());
        }
        match self.dir {
            Some(dir) => {
                std::fs::create_dir_all(&dir)?;
                write_pages(cmd, &dir).map(drop)
            }
            None => {
                let buf = page(cmd)?;
                crate::output::emit(String::from_utf8_lossy(&buf).trim_end())
            }
        }
    }
}
