use super::Ctx;
use super::password::SignInPassword;
use super::user::PasswordInput;
use crate::error::{Error, Result};
use crate::model::User;
use crate::ops::experience::{self, Identifier, Link, Verdict};
use crate::output::{self, Format};
use clap::{Args, Subcommand};

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct Ident {
    /// The user's username
    #[arg(long)]
    username: Option<String>,
    /// The user's email address
    #[arg(long)]
    email: Option<String>,
    /// The user's phone number (digits, with the country code)
    #[arg(long)]
    phone: Option<String>,
}

impl Ident {
    fn get(self) -> Identifier {
        match (self.username, self.email, self.phone) {
            (Some(u), _, _) => Identifier::Username(u),
            (_, Some(e), _) => Identifier::Email(e),
            (_, _, Some(p)) => Identifier::Phone(p),
            _ => Identifier::Username(String::new()),
        }
    }
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct Contact {
    /// The email address the code is for
    #[arg(long)]
    email: Option<String>,
    /// The phone number the code is for (digits, with the country code)
    #[arg(long)]
    phone: Option<String>,
}

impl Contact {
    fn get(self) -> Identifier {
        match (self.email, self.phone) {
            (Some(e), _) => Identifier::Email(e),
            (_, Some(p)) => Identifier::Phone(p),
            _ => Identifier::Email(String::new()),
        }
    }
}

#[derive(Debug, Args)]
#[group(required = false, multiple = false)]
pub struct MailboxFilter {
    /// Only the codes sent to this email address
    #[arg(long)]
    email: Option<String>,
    /// Only the codes sent to this phone number
    #[arg(long)]
    phone: Option<String>,
}

impl MailboxFilter {
    fn get(self) -> Option<Identifier> {
        match (self.email, self.phone) {
            (Some(e), _) => Some(Identifier::Email(e)),
            (_, Some(p)) => Some(Identifier::Phone(p)),
            _ => None,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum ExperienceCmd {
    /// Sign up: creates the user (User.Created) and emits PostRegister
    Register {
        #[command(flatten)]
        id: Ident,
        #[command(flatten)]
        password: PasswordInput,
    },
    /// Sign in with a password: PostSignIn on success; exit 7 when refused, 8 when locked
    SignIn {
        #[command(flatten)]
        id: Ident,
        #[command(flatten)]
        password: SignInPassword,
    },
    /// Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout
    SendCode {
        #[command(flatten)]
        to: Contact,
    },
    /// List the verification codes sent that can still be used, newest first (the local
    /// mailbox: idctl sends no mail or text messages; codes from the sign-in pages land here)
    Codes {
        #[command(flatten)]
        to: MailboxFilter,
    },
    /// Check a verification code (single use)
    VerifyCode {
        #[command(flatten)]
        to: Contact,
        /// The 6-digit code from send-code
        #[arg(long)]
        code: String,
    },
    /// One-time tokens for an email (single use)
    #[command(subcommand)]
    OneTimeToken(OttCmd),
    /// Reset a forgotten password with a code from send-code
    ResetPassword {
        #[command(flatten)]
        id: Ident,
        /// The 6-digit code from send-code, sent to the user's email or phone
        #[arg(long)]
        code: String,
        #[command(flatten)]
        password: PasswordInput,
    },
    /// Link an identity to a user: User.Data.Updated
    Link {
        /// The user (id, username, email or phone)
        user: String,
        #[command(flatten)]
        what: LinkArgs,
    },
}

#[derive(Debug, Subcommand)]
pub enum OttCmd {
    /// Create a token and print it alone on stdout
    Create {
        /// The email address the token is for
        #[arg(long)]
        email: String,
        /// Lifetime, e.g. 10m or 1h [default: 10m]
        #[arg(long, value_name = "DURATION")]
        expires_in: Option<String>,
    },
    /// Verify (and use up) a token
    Verify {
        /// The email address the token was created for
        #[arg(long)]
        email: String,
        /// The one-time token
        #[arg(long)]
        token: String,
    },
}

#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct LinkArgs {
    /// An email address, as the user's primary email
    #[arg(long)]
    email: Option<String>,
    /// A phone number, as the user's primary phone (digits, with the country code)
    #[arg(long)]
    phone: Option<String>,
    /// A social identity, PROVIDER:ID (e.g. github:12345)
    #[arg(long, value_name = "PROVIDER:ID")]
    social: Option<String>,
    /// An enterprise SSO identity, CONNECTOR:ID
    #[arg(long, value_name = "CONNECTOR:ID")]
    sso: Option<String>,
    /// A second factor; prints the TOTP secret and otpauth:// URI once
    #[arg(long, value_parser = ["totp"])]
    mfa: Option<String>,
}

fn pair(s: &str) -> (String, String) {
    match s.split_once(':') {
        Some((a, b)) => (a.to_string(), b.to_string()),
        None => (s.to_string(), String::new()),
    }
}

impl LinkArgs {
    fn get(self) -> Link {
        if let Some(e) = self.email {
            Link::Email(e)
        } else if let Some(p) = self.phone {
            Link::Phone(p)
        } else if let Some(s) = self.social {
            let (provider, id) = pair(&s);
            Link::Social { provider, id }
        } else if let Some(s) = self.sso {
            let (connector, id) = pair(&s);
            Link::Sso { connector, id }
        } else {
            Link::Totp
        }
    }
}

fn need_password(p: Option<String>) -> Result<String> {
    p.ok_or_else(|| Error::usage("give --password-stdin (or --password on a terminal)"))
}

/// Renders a verdict: the value on success; otherwise the refusal, after the failure count
/// (and any lockout event) was committed.
fn verdict<T>(ctx: &Ctx, v: &Verdict<T>, ok: impl FnOnce(&Ctx, &T) -> Result<()>) -> Result<()> {
    match v {
        Verdict::Ok(t) => ok(ctx, t),
        Verdict::Refused(why) => Verdict::<()>::Refused(why).into_result(crate::util::now_ms()),
        Verdict::Locked(until) => Verdict::<()>::Locked(*until).into_result(crate::util::now_ms()),
    }
}

fn done(ctx: &Ctx, what: &str) -> Result<()> {
    match ctx.format {
        Format::Json => output::json(&serde_json::json!({ "ok": true })),
        Format::Table => output::emit(what),
    }
}

impl ExperienceCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            ExperienceCmd::Register { id, password } => {
                let digest = password
                    .read()?
                    .map(|p| crate::ops::users::hash_password(&p))
                    .transpose()?;
                ctx.write(|tx| experience::register(tx, id.get(), digest), super::one)
            }
            ExperienceCmd::SignIn { id, password } => {
                // Checking a password: a terminal asks once.
                let pw = need_password(password.read()?)?;
                let id = id.get();
                ctx.read_then_write(
                    |tx| experience::read_password(tx, &id),
                    |check| Ok(check.verify(&pw)),
                    |tx, check| experience::sign_in(tx, id.clone(), &check),
                    |ctx, v| verdict(ctx, v, |ctx, u: &User| super::one(ctx, u)),
                )
            }
            ExperienceCmd::SendCode { to } => ctx.write(
                |tx| experience::send_code(tx, to.get()),
                |ctx, c| match ctx.format {
                    Format::Json => output::json(c),
                    Format::Table => {
                        // The code alone on stdout, for CODE=$(idctl experience send-code ...).
                        output::emit(&c.code)?;
                        ctx.note(&format!(
                            "(sent to {} {}; valid until {})",
                            c.kind,
                            c.value,
                            crate::util::iso_secs(c.expires_at / 1000)
                        ));
                        Ok(())
                    }
                },
            ),
            ExperienceCmd::Codes { to } => {
                let only = to.get();
                ctx.read(|tx| experience::mailbox(tx, only.as_ref()), super::many)
            }
            ExperienceCmd::VerifyCode { to, code } => ctx.write(
                |tx| experience::verify_code(tx, to.get(), &code),
                |ctx, v| verdict(ctx, v, |ctx, _| done(ctx, "verified")),
            ),
            ExperienceCmd::OneTimeToken(OttCmd::Create { email, expires_in }) => {
                let ttl = expires_in
                    .map(|d| {
                        crate::limits::duration_secs(
                            "--expires-in",
                            &d,
                            &crate::limits::ONE_TIME_TOKEN_TTL_SECS,
                        )
                    })
                    .transpose()?;
                ctx.write(
                    |tx| experience::create_ott(tx, &email, ttl),
                    |ctx, t| match ctx.format {
                        Format::Json => output::json(t),
                        Format::Table => output::emit(&t.token),
                    },
                )
            }
            ExperienceCmd::OneTimeToken(OttCmd::Verify { email, token }) => ctx.write(
                |tx| experience::verify_ott(tx, &email, &token),
                |ctx, v| verdict(ctx, v, |ctx, _| done(ctx, "verified")),
            ),
            ExperienceCmd::ResetPassword { id, code, password } => {
                // Setting a password: a terminal asks twice.
                let pw = need_password(password.read()?)?;
                let id = id.get();
                ctx.read_then_write(
                    |tx| experience::reset_code_passes(tx, &id, &code),
                    |passes| experience::new_password_digest(&pw, passes),
                    |tx, digest| {
                        experience::reset_password(tx, id.clone(), &code, digest.as_deref())
                    },
                    |ctx, v| verdict(ctx, v, |ctx, u: &User| super::one(ctx, u)),
                )
            }
            ExperienceCmd::Link { user, what } => ctx.write(
                |tx| experience::link(tx, &user, what.get()),
                |ctx, l| match ctx.format {
                    Format::Json => output::json(l),
                    Format::Table => {
                        super::one(ctx, &l.user)?;
                        if let (Some(s), Some(u)) = (&l.totp_secret, &l.otpauth_uri) {
                            output::emit(&format!("\nTOTP secret (shown once): {s}\n{u}"))?;
                        }
                        Ok(())
                    }
                },
            ),
        }
    }
}
