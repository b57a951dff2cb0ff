use super::Ctx;
use super::password::SignInPassword;
use super::user::PasswordInput;
use crate::error::{Error, Result};
use crate::model::User;
use crate::ops::connectors::outbox;
use crate::ops::experience::{self, Identifier, Link, Next, Pending, Verdict};
use crate::ops::mfa;
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

// The second factor of a sign-in. Without one, a terminal asks for a code; otherwise a user
// with a factor is refused with exit 19.
#[derive(Debug, Args)]
#[group(required = false, multiple = false)]
pub struct FactorArgs {
    /// The 6-digit code of the user's authenticator app (TOTP)
    #[arg(long, value_name = "CODE")]
    totp: Option<String>,
    /// One of the user's backup codes (each works once)
    #[arg(long, value_name = "CODE")]
    backup_code: Option<String>,
}

/// A second factor given on the command line or typed at the prompt.
#[derive(Debug, Clone)]
enum FactorCode {
    Totp(String),
    Backup(String),
}

impl FactorArgs {
    fn get(self) -> Option<FactorCode> {
        match (self.totp, self.backup_code) {
            (Some(t), _) => Some(FactorCode::Totp(t)),
            (_, Some(b)) => Some(FactorCode::Backup(b)),
            _ => None,
        }
    }
}

/// Where a sign-in of the command line stands after its write transaction (one per command).
#[allow(clippy::large_enum_variant)]
enum SignedIn {
    /// Refused, locked, or signed in.
    Verdict(Verdict<User>),
    /// The password passed and the user has factors: a code is needed.
    NeedsCode(Pending, Vec<mfa::Factor>),
}

/// The write step of a sign-in: the password's verdict, then the second factor's (with
/// `code`) in the same transaction. Under `mfa.policy = required` a user without a factor
/// is refused (exit 19); under `optional` the command line signs it in (it cannot show the
/// offer of one).
fn sign_in_step(
    tx: &mut crate::store::Tx,
    next: Verdict<Next>,
    code: Option<&FactorCode>,
) -> Result<SignedIn> {
    let next = match next {
        Verdict::Ok(n) => n,
        Verdict::Refused(w) => return Ok(SignedIn::Verdict(Verdict::Refused(w))),
        Verdict::Locked(u) => return Ok(SignedIn::Verdict(Verdict::Locked(u))),
    };
    let done = |v: Verdict<mfa::Completed>| match v {
        Verdict::Ok(c) => SignedIn::Verdict(Verdict::Ok(c.user)),
        Verdict::Refused(w) => SignedIn::Verdict(Verdict::Refused(w)),
        Verdict::Locked(u) => SignedIn::Verdict(Verdict::Locked(u)),
    };
    match next {
        Next::Done(u) => Ok(SignedIn::Verdict(Verdict::Ok(u))),
        Next::Verify { pending, factors } => match code {
            Some(FactorCode::Totp(c)) => Ok(done(mfa::verify_totp(tx, &pending, c)?)),
            Some(FactorCode::Backup(c)) => Ok(done(mfa::verify_backup_code(tx, &pending, c)?)),
            None => Ok(SignedIn::NeedsCode(pending, factors)),
        },
        Next::Enrol { pending } => {
            let user = crate::ops::users::resolve(tx, &pending.user_id)?;
            Err(experience::mfa_required(
                "the user has no second factor, and mfa.policy is required",
                &user,
            ))
        }
        Next::Onboard { pending } => {
            let amr = pending.amr.clone();
            Ok(SignedIn::Verdict(Verdict::Ok(experience::finish(
                tx, &pending, &amr,
            )?)))
        }
    }
}

/// Asks for the code of a second factor on a terminal; off one, exit 19.
fn ask_code(factors: &[mfa::Factor]) -> Result<FactorCode> {
    use std::io::IsTerminal;
    let has_totp = factors.contains(&mfa::Factor::Totp);
    let what = if has_totp {
        "give --totp CODE (or --backup-code CODE)"
    } else {
        "give --backup-code CODE"
    };
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return Err(Error::new(
            crate::error::Code::SessionMfaRequireMfaVerification,
            "this user signs in with a second factor",
        )
        .with_hint(what.to_string()));
    }
    let prompt = if has_totp {
        "Code from the authenticator app (or a backup code)"
    } else {
        "Backup code"
    };
    let code: String = dialoguer::Input::new()
        .with_prompt(prompt)
        .interact_text()
        .map_err(|e| {
            Error::new(
                crate::error::Code::IoError,
                format!("cannot ask for the code: {e}"),
            )
        })?;
    let code = code.trim().to_string();
    Ok(
        if has_totp && code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()) {
            FactorCode::Totp(code)
        } else {
            FactorCode::Backup(code)
        },
    )
}

/// What a code is for (`--purpose`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PurposeArg {
    SignIn,
    Register,
    ForgotPassword,
    Generic,
}

impl From<PurposeArg> for crate::ops::connectors::channel::Purpose {
    fn from(p: PurposeArg) -> Self {
        use crate::ops::connectors::channel::Purpose;
        match p {
            PurposeArg::SignIn => Purpose::SignIn,
            PurposeArg::Register => Purpose::Register,
            PurposeArg::ForgotPassword => Purpose::ForgotPassword,
            PurposeArg::Generic => Purpose::Generic,
        }
    }
}

/// The first attempt to send a code queued for a connector, right after the commit
/// ([`outbox::first_attempt`], which waits a few seconds at most); a failure stays queued for
/// `connector deliver`.
///
/// [`outbox::first_attempt`]: crate::ops::connectors::outbox::first_attempt
fn first_attempt(ctx: &Ctx, sent: &mut outbox::SentCode) {
    use crate::ops::connectors::channel::Channel;
    let Some(id) = sent.message else { return };
    let channel = Channel::of_identifier(sent.kind).map_or("email", Channel::as_str);
    let delivery = match ctx.open() {
        Ok(store) => outbox::first_attempt(store, id, channel),
        Err(e) => outbox::Delivery {
            channel,
            status: "queued",
            error: Some(e.detail().message.clone()),
        },
    };
    match delivery.status {
        "sent" => {}
        "queued" => ctx.warn(&format!(
            "the code could not be sent through the {channel} connector{}; it stays queued and \
             is retried until it expires (idctl connector deliver, or idctl serve)",
            delivery
                .error
                .as_ref()
                .map(|e| format!(": {e}"))
                .unwrap_or_default()
        )),
        _ => ctx.warn(&format!(
            "the code could not be sent through the {channel} connector{}; it is not retried \
             (idctl connector logs --failed)",
            delivery
                .error
                .as_ref()
                .map(|e| format!(": {e}"))
                .unwrap_or_default()
        )),
    }
    sent.delivery = Some(delivery);
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
#[command(defer = true)]
pub enum ExperienceCmd {
    /// Sign up: creates the user (User.Created) and emits PostRegister
    Register {
        #[command(flatten)]
        id: Ident,
        #[command(flatten)]
        password: PasswordInput,
    },
    /// Sign in with a password, and a second factor when the user has one: PostSignIn on
    /// success; exit 7 when refused, 8 when locked, 19 when a second factor is needed
    SignIn {
        #[command(flatten)]
        id: Ident,
        #[command(flatten)]
        password: SignInPassword,
        #[command(flatten)]
        factor: FactorArgs,
    },
    /// Create a 6-digit verification code (valid 10 minutes) and print it alone on stdout;
    /// when the channel has a connector (idctl connector set), also send it through it: a
    /// failed attempt is a warning (exit 0) and the code stays queued for idctl connector
    /// deliver. A password-reset code (--purpose forgot-password) goes through a connector
    /// only to an email or phone that a user holds (else a warning says nothing was sent)
    SendCode {
        #[command(flatten)]
        to: Contact,
        /// What the code is for: it picks the message's wording
        #[arg(long, value_enum, default_value = "generic")]
        purpose: PurposeArg,
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
#[command(defer = true)]
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
    /// What to link; `None` for `--mfa totp`, which adds a second factor (`user mfa add`).
    fn get(self) -> Option<Link> {
        if let Some(e) = self.email {
            Some(Link::Email(e))
        } else if let Some(p) = self.phone {
            Some(Link::Phone(p))
        } else if let Some(s) = self.social {
            let (provider, id) = pair(&s);
            Some(Link::Social { provider, id })
        } else if let Some(s) = self.sso {
            let (connector, id) = pair(&s);
            Some(Link::Sso { connector, id })
        } else {
            None
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
            ExperienceCmd::SignIn {
                id,
                password,
                factor,
            } => {
                // Checking a password: a terminal asks once.
                let pw = need_password(password.read()?)?;
                let id = id.get();
                let code = factor.get();
                let waiting = std::cell::RefCell::new(None);
                ctx.read_then_write(
                    |tx| experience::read_password(tx, &id),
                    |check| Ok(check.verify(&pw)),
                    |tx, check| {
                        let next = experience::sign_in(tx, id.clone(), &check)?;
                        sign_in_step(tx, next, code.as_ref())
                    },
                    |ctx, s| match s {
                        SignedIn::Verdict(v) => verdict(ctx, v, |ctx, u: &User| super::one(ctx, u)),
                        SignedIn::NeedsCode(p, f) => {
                            *waiting.borrow_mut() = Some((p.clone(), f.clone()));
                            Ok(())
                        }
                    },
                )?;
                // The user has factors and none was given: a terminal asks for a code (no
                // transaction is open meanwhile), then the code is checked in a second one.
                let Some((pending, factors)) = waiting.into_inner() else {
                    return Ok(());
                };
                let code = ask_code(&factors)?;
                ctx.write(
                    |tx| {
                        Ok(match &code {
                            FactorCode::Totp(c) => mfa::verify_totp(tx, &pending, c)?,
                            FactorCode::Backup(c) => mfa::verify_backup_code(tx, &pending, c)?,
                        })
                    },
                    |ctx, v| verdict(ctx, v, |ctx, c: &mfa::Completed| super::one(ctx, &c.user)),
                )
            }
            ExperienceCmd::SendCode { to, purpose } => ctx.write(
                |tx| outbox::send_code(tx, to.get(), purpose.into()),
                |ctx, c| {
                    let mut c = outbox::SentCode {
                        kind: c.kind,
                        value: c.value.clone(),
                        code: c.code.clone(),
                        expires_at: c.expires_at,
                        message: c.message,
                        delivery: None,
                        withheld: c.withheld,
                    };
                    if c.withheld {
                        ctx.warn(&format!(
                            "no user has the {} {}: a password-reset code is not sent through \
                             the connector to an address no account holds",
                            c.kind, c.value
                        ));
                    }
                    first_attempt(ctx, &mut c);
                    let c = &c;
                    match ctx.format {
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
                |tx| match what.get() {
                    Some(link) => experience::link(tx, &user, link),
                    None => mfa::link_totp(tx, &user),
                },
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
