use super::grammar::{RoleList, name_of};
use super::resource::deleted;
use super::{Ctx, many, one};
use crate::error::{Code, Error, Result};
use crate::model::{NewPersonalAccessToken, PersonalAccessToken, User};
use crate::ops::pats::{self, Expiry};
use crate::ops::users::{self, NewUser, UserUpdate};
use crate::output::{self, Format, View};
use crate::util::iso_ms;
use clap::{Args, Subcommand};
use serde_json::Value;

#[derive(Debug, Args)]
pub struct PasswordInput {
    /// Read the password from the first line of standard input
    #[arg(long, conflicts_with = "password")]
    password_stdin: bool,
    /// Ask for the password on the terminal (twice, not echoed)
    #[arg(long)]
    password: bool,
}

impl PasswordInput {
    /// The password, if one was asked for: a password being set, so a terminal asks twice.
    pub fn read(&self) -> Result<Option<String>> {
        super::password::read(
            self.password_stdin,
            self.password,
            super::password::Ask::Twice,
        )
    }
}

fn json_arg(flag: &str, text: &str) -> Result<Value> {
    serde_json::from_str(text).map_err(|e| {
        Error::new(
            Code::GuardInvalidInput,
            format!("{flag} is not valid JSON: {e}"),
        )
    })
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum UserCmd {
    /// Create a user (at least one of --username, --email, --phone)
    Create {
        /// Username (unique; letters, digits and _, not starting with a digit)
        #[arg(long)]
        username: Option<String>,
        /// Primary email address (unique)
        #[arg(long)]
        email: Option<String>,
        /// Digits only, with the country code
        #[arg(long)]
        phone: Option<String>,
        /// Display name
        #[arg(long)]
        name: Option<String>,
        /// Avatar image URL
        #[arg(long, value_name = "URL")]
        avatar: Option<String>,
        #[command(flatten)]
        password: PasswordInput,
        /// Custom data: a JSON object
        #[arg(long, value_name = "JSON")]
        custom_data: Option<String>,
        /// OIDC standard profile fields: a JSON object
        #[arg(long, value_name = "JSON")]
        profile: Option<String>,
        /// User role to assign besides the default roles (repeatable)
        #[arg(long, value_name = "ROLE")]
        role: Vec<String>,
    },
    /// List users, newest first
    #[command(visible_alias = "ls")]
    List {
        /// Only users whose id, username, email, phone or name contains this
        #[arg(long)]
        search: Option<String>,
        /// How many users to show (1 to 1000)
        #[arg(long, default_value_t = 50)]
        limit: i64,
        /// How many users to skip first
        #[arg(long, default_value_t = 0)]
        offset: i64,
    },
    /// Show one user (by id, username, email or phone)
    Get {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Change identifiers, name or avatar
    Update {
        /// The user (id, username, email or phone)
        user: String,
        /// New username (unique)
        #[arg(long)]
        username: Option<String>,
        /// New primary email address (unique)
        #[arg(long)]
        email: Option<String>,
        /// New primary phone number (unique): digits only, with the country code
        #[arg(long)]
        phone: Option<String>,
        /// New display name
        #[arg(long)]
        name: Option<String>,
        /// New avatar image URL
        #[arg(long, value_name = "URL")]
        avatar: Option<String>,
    },
    /// Show custom data, or shallow-merge a JSON object into it
    CustomData {
        /// The user (id, username, email or phone)
        user: String,
        /// A JSON object to merge into the custom data (top-level keys replaced)
        #[arg(long, value_name = "JSON")]
        set: Option<String>,
    },
    /// Shallow-merge OIDC standard profile fields (givenName, familyName, locale, ...)
    Profile {
        /// The user (id, username, email or phone)
        user: String,
        /// A JSON object of profile fields to merge (top-level keys replaced)
        #[arg(long, value_name = "JSON")]
        set: String,
    },
    /// Set a new password
    Password {
        /// The user (id, username, email or phone)
        user: String,
        #[command(flatten)]
        password: PasswordInput,
    },
    /// Suspend a user: no new tokens, refresh tokens revoked
    Suspend {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Lift a suspension
    Reactivate {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Delete a user
    #[command(visible_alias = "rm")]
    Delete {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Lift the lockout of every identifier of a user
    Unlock {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Assign User roles (roles the user holds already are left as they are)
    Assign {
        /// The user (id, username, email or phone)
        user: String,
        #[command(flatten)]
        roles: RoleList,
    },
    /// Unassign roles (roles the user does not hold are skipped)
    Unassign {
        /// The user (id, username, email or phone)
        user: String,
        #[command(flatten)]
        roles: RoleList,
    },
    /// List a user's roles
    Roles {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// The permissions a user holds through its roles
    Scopes {
        /// The user (id, username, email or phone)
        user: String,
        /// Only permissions of this resource (id or indicator)
        #[arg(long, short = 'r')]
        resource: Option<String>,
    },
    /// A user's second factors: TOTP, backup codes, passkeys
    #[command(subcommand)]
    Mfa(MfaCmd),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum MfaCmd {
    /// List a user's second factors (never their secrets)
    #[command(visible_alias = "ls")]
    List {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Add a second factor: TOTP (prints its secret and otpauth:// URI once) or 10 backup
    /// codes (printed once; they need another factor and replace any earlier set)
    Add {
        /// The user (id, username, email or phone)
        user: String,
        /// What to add
        #[arg(long = "type", value_name = "TYPE", value_parser = ["totp", "backup-codes"])]
        kind: String,
        /// The TOTP secret to use (base32), instead of a new one
        #[arg(long, value_name = "BASE32")]
        secret: Option<String>,
    },
    /// Remove a second factor (by the id `list` shows); removing the last one other than
    /// backup codes removes the backup codes too
    #[command(visible_alias = "rm")]
    Remove {
        /// The user (id, username, email or phone)
        user: String,
        /// The factor's id
        id: String,
    },
}

impl View for crate::model::MfaVerification {
    fn headers() -> &'static [&'static str] {
        &["ID", "TYPE", "NAME", "CODES LEFT", "CREATED"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.kind.clone(),
            self.name.clone().unwrap_or_default(),
            self.remain_codes.map(|n| n.to_string()).unwrap_or_default(),
            iso_ms(self.created_at),
        ]
    }
}

impl MfaCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        use crate::ops::mfa;
        match self {
            MfaCmd::List { user } => ctx.read(|tx| mfa::list(tx, &user), many),
            MfaCmd::Add { user, kind, secret } => match kind.as_str() {
                "totp" => ctx.write(
                    |tx| mfa::add_totp(tx, &user, secret.as_deref()),
                    |ctx, t| match ctx.format {
                        Format::Json => output::json(t),
                        // The URI alone on stdout, for a QR code or an authenticator app.
                        Format::Table => {
                            output::emit(&t.otpauth_uri)?;
                            ctx.note(&format!(
                                "TOTP {} added; secret {} (shown once: save it now)",
                                t.id, t.secret
                            ));
                            Ok(())
                        }
                    },
                ),
                _ => {
                    if secret.is_some() {
                        return Err(Error::usage("--secret goes with --type totp only"));
                    }
                    ctx.write(
                        |tx| mfa::add_backup_codes(tx, &user),
                        |ctx, codes| match ctx.format {
                            Format::Json => output::json(&serde_json::json!({
                                "type": "BackupCode",
                                "codes": codes,
                            })),
                            // One code a line on stdout.
                            Format::Table => {
                                output::emit(&codes.join("\n"))?;
                                ctx.note(
                                    "10 backup codes, each good once (shown once: save them now)",
                                );
                                Ok(())
                            }
                        },
                    )
                }
            },
            MfaCmd::Remove { user, id } => {
                ctx.confirm(&format!("Remove second factor {id} of {user}?"))?;
                ctx.write(
                    |tx| mfa::remove(tx, &user, &id),
                    |ctx, _| match ctx.format {
                        Format::Json => {
                            output::json(&serde_json::json!({ "id": id, "removed": true }))
                        }
                        Format::Table => output::emit(&format!(
                            "removed second factor {}",
                            crate::util::sanitize(&id)
                        )),
                    },
                )
            }
        }
    }
}

impl View for User {
    fn headers() -> &'static [&'static str] {
        &[
            "ID",
            "USERNAME",
            "EMAIL",
            "PHONE",
            "NAME",
            "SUSPENDED",
            "CREATED",
        ]
    }
    fn row(&self) -> Vec<String> {
        let o = |v: &Option<String>| v.clone().unwrap_or_default();
        vec![
            self.id.clone(),
            o(&self.username),
            o(&self.primary_email),
            o(&self.primary_phone),
            o(&self.name),
            if self.is_suspended { "yes" } else { "no" }.into(),
            iso_ms(self.created_at),
        ]
    }
}

impl UserCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            UserCmd::Create {
                username,
                email,
                phone,
                name,
                avatar,
                password,
                custom_data,
                profile,
                role,
            } => {
                let mut input = NewUser {
                    username,
                    email,
                    phone,
                    name,
                    avatar,
                    password: password.read()?,
                    password_digest: None,
                    custom_data: custom_data
                        .map(|c| json_arg("--custom-data", &c))
                        .transpose()?,
                    profile: profile.map(|p| json_arg("--profile", &p)).transpose()?,
                    federated: false,
                };
                // Hashed before the write transaction, which every other writer would wait for.
                users::hash_ahead(&mut input)?;
                ctx.write(
                    |tx| {
                        let user = users::create(tx, input)?;
                        if !role.is_empty() {
                            users::assign(tx, &user.id, &role)?;
                        }
                        Ok(user)
                    },
                    one,
                )
            }
            UserCmd::List {
                search,
                limit,
                offset,
            } => ctx.read(|tx| users::list(tx, search.as_deref(), limit, offset), many),
            UserCmd::Get { user } => ctx.read(|tx| users::get_with_sso(tx, &user), one),
            UserCmd::Update {
                user,
                username,
                email,
                phone,
                name,
                avatar,
            } => ctx.write(
                |tx| {
                    users::update(
                        tx,
                        &user,
                        UserUpdate {
                            username,
                            email,
                            phone,
                            name,
                            avatar,
                            ..Default::default()
                        },
                    )
                },
                one,
            ),
            UserCmd::CustomData { user, set } => {
                let show = |ctx: &Ctx, u: &User| match ctx.format {
                    Format::Json => output::json(&u.custom_data),
                    Format::Table => output::emit(&serde_json::to_string_pretty(&u.custom_data)?),
                };
                match set {
                    Some(s) => {
                        let patch = json_arg("--set", &s)?;
                        ctx.write(|tx| users::merge_custom_data(tx, &user, patch), show)
                    }
                    None => ctx.read(|tx| users::get(tx, &user), show),
                }
            }
            UserCmd::Profile { user, set } => {
                let patch = json_arg("--set", &set)?;
                ctx.write(
                    |tx| users::merge_profile(tx, &user, patch),
                    |ctx, u: &User| match ctx.format {
                        Format::Json => output::json(u),
                        Format::Table => output::emit(&serde_json::to_string_pretty(&u.profile)?),
                    },
                )
            }
            UserCmd::Password { user, password } => {
                let Some(p) = password.read()? else {
                    return Err(Error::usage(
                        "give --password-stdin (or --password on a terminal)",
                    ));
                };
                let digest = users::hash_password(&p)?;
                ctx.write(|tx| users::import_password_digest(tx, &user, &digest), one)
            }
            UserCmd::Suspend { user } => ctx.write(|tx| users::set_suspended(tx, &user, true), one),
            UserCmd::Reactivate { user } => {
                ctx.write(|tx| users::set_suspended(tx, &user, false), one)
            }
            UserCmd::Delete { user } => {
                ctx.confirm(&format!("Delete user {user}?"))?;
                ctx.write(
                    |tx| users::delete(tx, &user),
                    |ctx, u| deleted(ctx, "user", &u.id, u),
                )
            }
            UserCmd::Unlock { user } => ctx.write(
                |tx| crate::ops::experience::unlock(tx, &user),
                |ctx, n| match ctx.format {
                    Format::Json => output::json(&serde_json::json!({ "unlocked": n })),
                    Format::Table => output::emit(&format!("unlocked {n} identifier(s)")),
                },
            ),
            UserCmd::Assign { user, roles } => {
                ctx.write(|tx| users::assign(tx, &user, &roles.names()), many)
            }
            UserCmd::Unassign { user, roles } => {
                ctx.write(|tx| users::unassign(tx, &user, &roles.names()), many)
            }
            UserCmd::Roles { user } => ctx.read(|tx| users::roles(tx, &user), many),
            UserCmd::Scopes { user, resource } => {
                ctx.read(|tx| users::scopes(tx, &user, resource.as_deref()), many)
            }
            UserCmd::Mfa(cmd) => cmd.run(ctx),
        }
    }
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PatCmd {
    /// Create a personal access token; prints its value once
    Create {
        /// The user (id, username, email or phone)
        user: String,
        /// Token name (unique per user)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The token name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// Lifetime, e.g. 30d or 12h
        #[arg(long, value_name = "DURATION", conflicts_with = "expires_at")]
        expires_in: Option<String>,
        /// Expiry instant, ISO 8601 (e.g. 2027-01-31T00:00:00Z)
        #[arg(long, value_name = "TIME")]
        expires_at: Option<String>,
    },
    /// List a user's tokens (never their values)
    #[command(visible_alias = "ls")]
    List {
        /// The user (id, username, email or phone)
        user: String,
    },
    /// Rename a token: NEW, or --name NEW
    #[command(visible_alias = "update")]
    Rename {
        /// The user (id, username, email or phone)
        user: String,
        /// The token's current name
        old: String,
        /// The new name
        #[arg(required_unless_present = "new_name")]
        new: Option<String>,
        /// The new name, as a flag (the same as NEW)
        #[arg(long = "name", value_name = "NEW", conflicts_with = "new")]
        new_name: Option<String>,
    },
    /// Delete a token: it stops working at once
    #[command(visible_alias = "rm")]
    Delete {
        /// The user (id, username, email or phone)
        user: String,
        /// The token's name
        name: String,
    },
}

impl View for PersonalAccessToken {
    fn headers() -> &'static [&'static str] {
        &["NAME", "CREATED", "EXPIRES"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.name.clone(),
            iso_ms(self.created_at),
            self.expires_at
                .map(iso_ms)
                .unwrap_or_else(|| "never".into()),
        ]
    }
}

impl View for NewPersonalAccessToken {
    fn headers() -> &'static [&'static str] {
        &["NAME", "VALUE", "EXPIRES"]
    }
    fn row(&self) -> Vec<String> {
        let r = self.token.row();
        vec![r[0].clone(), self.value.clone(), r[2].clone()]
    }
}

impl PatCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            PatCmd::Create {
                user,
                name,
                name_flag,
                expires_in,
                expires_at,
            } => {
                let expiry = expires_in.map(Expiry::In).or(expires_at.map(Expiry::At));
                let name = name_of(name, name_flag);
                ctx.write(
                    |tx| pats::create(tx, &user, &name, expiry),
                    |ctx, p| match ctx.format {
                        Format::Json => output::json(p),
                        // The value alone on stdout, for PAT=$(idctl pat create ...).
                        Format::Table => {
                            output::emit(&p.value)?;
                            let expires = p.token.expires_at.map_or("never".into(), iso_ms);
                            ctx.note(&format!(
                                "personal access token {} (expires: {expires}). Save it now: it \
                                 is not stored and will not be shown again.",
                                p.token.name
                            ));
                            Ok(())
                        }
                    },
                )
            }
            PatCmd::List { user } => ctx.read(|tx| pats::list(tx, &user), many),
            PatCmd::Rename {
                user,
                old,
                new,
                new_name,
            } => {
                let new = name_of(new, new_name);
                ctx.write(|tx| pats::rename(tx, &user, &old, &new), one)
            }
            PatCmd::Delete { user, name } => {
                ctx.confirm(&format!("Delete personal access token {name} of {user}?"))?;
                ctx.write(
                    |tx| pats::delete(tx, &user, &name),
                    |ctx, p| deleted(ctx, "personal access token", &p.name, p),
                )
            }
        }
    }
}
