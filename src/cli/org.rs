use super::grammar::{ScopeList, name_of};
use super::resource::deleted;
use super::{Ctx, many, one, split_scopes};
use crate::error::{Code, Error, Result};
use crate::model::{Member, OrgNamed, Organization};
use crate::ops::orgs::{self, NamedOps, NewOrg, OrgUpdate};
use crate::output::View;
use crate::util::iso_ms;
use clap::{Args, Subcommand};
use serde_json::Value;

fn custom_data(text: Option<String>) -> Result<Option<Value>> {
    text.map(|t| {
        serde_json::from_str(&t).map_err(|e| {
            Error::new(
                Code::GuardInvalidInput,
                format!("--custom-data is not valid JSON: {e}"),
            )
        })
    })
    .transpose()
}

#[derive(Debug, Subcommand)]
pub enum OrgCmd {
    /// Create an organization
    Create {
        /// Organization name (at most 128 characters)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The organization name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// What the organization is
        #[arg(long, short = 'd')]
        description: Option<String>,
        /// A JSON object
        #[arg(long, value_name = "JSON")]
        custom_data: Option<String>,
    },
    /// List organizations
    #[command(visible_alias = "ls")]
    List,
    /// Show one organization (by id or name)
    Get {
        /// The organization (id or name)
        org: String,
    },
    /// Change name, description, or shallow-merge custom data
    Update {
        /// The organization (id or name)
        org: String,
        /// New name (unique)
        #[arg(long)]
        name: Option<String>,
        /// New description
        #[arg(long, short = 'd')]
        description: Option<String>,
        /// A JSON object to merge into the custom data (top-level keys replaced)
        #[arg(long, value_name = "JSON")]
        custom_data: Option<String>,
    },
    /// Delete an organization with its memberships
    #[command(visible_alias = "rm")]
    Delete {
        /// The organization (id or name)
        org: String,
    },
    /// Members and their organization roles
    #[command(subcommand)]
    Members(MembersCmd),
    /// Organization permissions
    #[command(subcommand)]
    Scope(NamedCmd),
    /// Organization roles
    #[command(subcommand)]
    Role(RoleCmd),
}

#[derive(Debug, Subcommand)]
pub enum MembersCmd {
    /// Add members (users already members are fine)
    Add {
        /// The organization (id or name)
        org: String,
        /// Users to add (ids, usernames, emails or phones)
        #[arg(required = true)]
        users: Vec<String>,
    },
    /// Make the members exactly these users (none: remove everyone)
    Set {
        /// The organization (id or name)
        org: String,
        /// The members (ids, usernames, emails or phones)
        users: Vec<String>,
    },
    /// Remove members (users who are not members are skipped)
    #[command(visible_alias = "rm")]
    Remove {
        /// The organization (id or name)
        org: String,
        /// Members to remove (ids, usernames, emails or phones)
        #[arg(required = true)]
        users: Vec<String>,
    },
    /// List members with their organization roles
    #[command(visible_alias = "ls")]
    List {
        /// The organization (id or name)
        org: String,
    },
    /// Show, assign or unassign a member's organization roles (assigning a role the member
    /// holds, or unassigning one it does not, changes nothing)
    Roles {
        /// The organization (id or name)
        org: String,
        /// The member (user id, username, email or phone)
        user: String,
        /// Organization roles to give the member (ids or names)
        #[arg(long, value_name = "ROLE", num_args = 1..)]
        assign: Vec<String>,
        /// Organization roles to take from the member (ids or names)
        #[arg(long, value_name = "ROLE", num_args = 1..)]
        unassign: Vec<String>,
    },
    /// The organization permissions a member holds through its roles
    Scopes {
        /// The organization (id or name)
        org: String,
        /// The member (user id, username, email or phone)
        user: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum NamedCmd {
    /// Create
    Create {
        /// Name (unique, at most 128 characters)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// What the permission allows
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// List
    #[command(visible_alias = "ls")]
    List,
    /// Show one (by name or id)
    Get {
        /// The organization permission (name or id)
        name: String,
    },
    /// Rename or describe
    Update {
        /// The organization permission (name or id)
        name: String,
        /// New name (unique)
        #[arg(long = "name", value_name = "NEW_NAME")]
        new_name: Option<String>,
        /// New description
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// Delete
    #[command(visible_alias = "rm")]
    Delete {
        /// The organization permission (name or id)
        name: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum RoleCmd {
    /// Create an organization role, optionally with organization permissions
    Create {
        /// Organization role name (unique, at most 128 characters)
        #[arg(required_unless_present = "name_flag")]
        name: Option<String>,
        /// The role name, as a flag (the same as NAME)
        #[arg(long = "name", value_name = "NAME", conflicts_with = "name")]
        name_flag: Option<String>,
        /// What the role is for
        #[arg(long, short = 'd')]
        description: Option<String>,
        /// Organization permission (repeatable, or space-separated)
        #[arg(long, short = 's')]
        scope: Vec<String>,
    },
    /// List organization roles
    #[command(visible_alias = "ls")]
    List,
    /// Show one (by name or id)
    Get {
        /// The organization role (name or id)
        name: String,
    },
    /// Rename or describe
    Update {
        /// The organization role (name or id)
        name: String,
        /// New name (unique)
        #[arg(long = "name", value_name = "NEW_NAME")]
        new_name: Option<String>,
        /// New description
        #[arg(long, short = 'd')]
        description: Option<String>,
    },
    /// Delete an organization role
    #[command(visible_alias = "rm")]
    Delete {
        /// The organization role (name or id)
        name: String,
    },
    /// List (`scopes ROLE`), set, add or remove the role's organization permissions
    Scopes(RoleScopesArgs),
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct RoleScopesArgs {
    /// The role whose permissions to list
    #[arg(required = true)]
    role: Option<String>,
    #[command(subcommand)]
    cmd: Option<RoleScopesCmd>,
}

#[derive(Debug, Subcommand)]
pub enum RoleScopesCmd {
    /// The role holds exactly these permissions (none: no permission)
    Set {
        /// The organization role (name or id)
        role: String,
        /// Organization permissions; a quoted "a b" is two
        #[arg(value_name = "SCOPE")]
        scopes: Vec<String>,
        /// Organization permission (repeatable, or space-separated); the same as the
        /// positional ones
        #[arg(long = "scope", short = 's', value_name = "SCOPES")]
        scope: Vec<String>,
    },
    /// Add permissions (those the role holds already are left as they are)
    Add {
        /// The organization role (name or id)
        role: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// Remove permissions (those the role does not hold are skipped)
    #[command(visible_alias = "rm")]
    Remove {
        /// The organization role (name or id)
        role: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// List the role's permissions
    #[command(visible_alias = "ls")]
    List {
        /// The organization role (name or id)
        role: String,
    },
}

impl View for Organization {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "DESCRIPTION", "CREATED"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.description.clone().unwrap_or_default(),
            iso_ms(self.created_at),
        ]
    }
}

impl View for OrgNamed {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "DESCRIPTION"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.description.clone().unwrap_or_default(),
        ]
    }
}

impl View for Member {
    fn headers() -> &'static [&'static str] {
        &["ID", "USERNAME", "EMAIL", "ORGANIZATION ROLES"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.user.id.clone(),
            self.user.username.clone().unwrap_or_default(),
            self.user.primary_email.clone().unwrap_or_default(),
            self.organization_roles
                .iter()
                .map(|r| r.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        ]
    }
}

impl OrgCmd {
    pub fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            OrgCmd::Create {
                name,
                name_flag,
                description,
                custom_data: cd,
            } => {
                let custom_data = custom_data(cd)?;
                ctx.write(
                    |tx| {
                        orgs::create(
                            tx,
                            NewOrg {
                                name: name_of(name, name_flag),
                                description,
                                custom_data,
                            },
                        )
                    },
                    one,
                )
            }
            OrgCmd::List => ctx.read(|tx| orgs::list(tx), many),
            OrgCmd::Get { org } => ctx.read(|tx| orgs::resolve(tx, &org), one),
            OrgCmd::Update {
                org,
                name,
                description,
                custom_data: cd,
            } => {
                let custom_data = custom_data(cd)?;
                ctx.write(
                    |tx| {
                        orgs::update(
                            tx,
                            &org,
                            OrgUpdate {
                                name,
                                description,
                                custom_data,
                                replace_custom_data: false,
                            },
                        )
                    },
                    one,
                )
            }
            OrgCmd::Delete { org } => {
                ctx.confirm(&format!("Delete organization {org} and its memberships?"))?;
                ctx.write(
                    |tx| orgs::delete(tx, &org),
                    |ctx, o| deleted(ctx, "organization", &o.name, o),
                )
            }
            OrgCmd::Members(m) => m.run(ctx),
            OrgCmd::Scope(c) => c.run(ctx, &orgs::SCOPES),
            OrgCmd::Role(c) => c.run(ctx),
        }
    }
}

impl MembersCmd {
    fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            MembersCmd::Add { org, users } => ctx.write(
                |tx| {
                    orgs::add_members(tx, &org, &users)?;
                    orgs::members(tx, &org)
                },
                many,
            ),
            MembersCmd::Set { org, users } => ctx.write(
                |tx| {
                    orgs::set_members(tx, &org, &users)?;
                    orgs::members(tx, &org)
                },
                many,
            ),
            MembersCmd::Remove { org, users } => {
                ctx.confirm(&format!("Remove {} from {org}?", users.join(", ")))?;
                ctx.write(
                    |tx| {
                        orgs::remove_members(tx, &org, &users)?;
                        orgs::members(tx, &org)
                    },
                    many,
                )
            }
            MembersCmd::List { org } => ctx.read(|tx| orgs::members(tx, &org), many),
            MembersCmd::Roles {
                org,
                user,
                assign,
                unassign,
            } => ctx.write(
                |tx| orgs::member_roles(tx, &org, &user, &assign, &unassign),
                many,
            ),
            MembersCmd::Scopes { org, user } => {
                ctx.read(|tx| orgs::member_scopes(tx, &org, &user), many)
            }
        }
    }
}

impl NamedCmd {
    fn run(self, ctx: &Ctx, ops: &'static NamedOps) -> Result<()> {
        match self {
            NamedCmd::Create {
                name,
                name_flag,
                description,
            } => {
                let name = name_of(name, name_flag);
                ctx.write(|tx| ops.create(tx, name, description, &[]), one)
            }
            NamedCmd::List => ctx.read(|tx| ops.list(tx), many),
            NamedCmd::Get { name } => ctx.read(|tx| ops.get(tx, &name), one),
            NamedCmd::Update {
                name,
                new_name,
                description,
            } => ctx.write(|tx| ops.update(tx, &name, new_name, description), one),
            NamedCmd::Delete { name } => {
                ctx.confirm(&format!("Delete {name}?"))?;
                ctx.write(
                    |tx| ops.delete(tx, &name),
                    |ctx, n| deleted(ctx, "organization entry", &n.name, n),
                )
            }
        }
    }
}

impl RoleCmd {
    fn run(self, ctx: &Ctx) -> Result<()> {
        let ops = &orgs::ROLES;
        match self {
            RoleCmd::Create {
                name,
                name_flag,
                description,
                scope,
            } => {
                let name = name_of(name, name_flag);
                let scopes = split_scopes(&scope);
                ctx.write(|tx| ops.create(tx, name, description, &scopes), one)
            }
            RoleCmd::List => NamedCmd::List.run(ctx, ops),
            RoleCmd::Get { name } => NamedCmd::Get { name }.run(ctx, ops),
            RoleCmd::Update {
                name,
                new_name,
                description,
            } => NamedCmd::Update {
                name,
                new_name,
                description,
            }
            .run(ctx, ops),
            RoleCmd::Delete { name } => NamedCmd::Delete { name }.run(ctx, ops),
            RoleCmd::Scopes(a) => match (a.cmd, a.role) {
                (
                    Some(RoleScopesCmd::Set {
                        role,
                        scopes,
                        scope,
                    }),
                    _,
                ) => {
                    let all: Vec<String> = scopes.into_iter().chain(scope).collect();
                    let s = split_scopes(&all);
                    ctx.write(|tx| orgs::set_role_scopes(tx, &role, &s), many)
                }
                (Some(RoleScopesCmd::Add { role, scopes }), _) => {
                    let s = scopes.names();
                    ctx.write(|tx| orgs::add_role_scopes(tx, &role, &s), many)
                }
                (Some(RoleScopesCmd::Remove { role, scopes }), _) => {
                    let s = scopes.names();
                    ctx.write(|tx| orgs::remove_role_scopes(tx, &role, &s), many)
                }
                (Some(RoleScopesCmd::List { role }), _) | (None, Some(role)) => {
                    ctx.read(|tx| orgs::role_scopes(tx, &role), many)
                }
                (None, None) => Err(Error::usage("name the organization role")),
            },
        }
    }
}
