use super::grammar::{ScopeList, name_of};
use super::resource::deleted;
use super::role::RoleKind;
use super::{Ctx, many, one, split_scopes};
use crate::error::{Code, Error, Result};
use crate::model::{Member, OrgApp, OrgNamed, Organization};
use crate::ops::org_apps;
use crate::ops::orgs::{self, NamedOps, NewOrg, NewOrgRole, OrgUpdate};
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
#[command(defer = true)]
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
        /// Members need a second factor (TOTP, backup codes, passkey) for its tokens
        #[arg(long, value_name = "BOOL", action = clap::ArgAction::Set)]
        mfa_required: Option<bool>,
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
        /// Require a second factor of members for the organization's tokens (true or false)
        #[arg(long, value_name = "BOOL", action = clap::ArgAction::Set)]
        mfa_required: Option<bool>,
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
    /// Machine-to-machine applications in the organization and their organization roles
    #[command(subcommand)]
    Apps(AppsCmd),
    /// Organization permissions
    #[command(subcommand)]
    Scope(NamedCmd),
    /// Organization roles
    #[command(subcommand)]
    Role(RoleCmd),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
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
#[command(defer = true)]
pub enum AppsCmd {
    /// Add machine-to-machine applications (clients already in the organization are fine)
    Add {
        /// The organization (id or name)
        org: String,
        /// Machine-to-machine clients to add (ids or names)
        #[arg(required = true, value_name = "CLIENT")]
        clients: Vec<String>,
    },
    /// Make the applications exactly these clients (none: remove every application)
    Set {
        /// The organization (id or name)
        org: String,
        /// The applications (machine-to-machine client ids or names)
        #[arg(value_name = "CLIENT")]
        clients: Vec<String>,
    },
    /// Remove applications with their organization roles (clients that are not in the
    /// organization are skipped)
    #[command(visible_alias = "rm")]
    Remove {
        /// The organization (id or name)
        org: String,
        /// Applications to remove (client ids or names)
        #[arg(required = true, value_name = "CLIENT")]
        clients: Vec<String>,
    },
    /// List applications with their organization roles
    #[command(visible_alias = "ls")]
    List {
        /// The organization (id or name)
        org: String,
    },
    /// Show, assign or unassign an application's organization roles (machine-to-machine
    /// roles only; assigning a role the application holds, or unassigning one it does not,
    /// changes nothing)
    Roles {
        /// The organization (id or name)
        org: String,
        /// The application (client id or name)
        client: String,
        /// Organization roles to give the application (ids or names)
        #[arg(long, value_name = "ROLE", num_args = 1..)]
        assign: Vec<String>,
        /// Organization roles to take from the application (ids or names)
        #[arg(long, value_name = "ROLE", num_args = 1..)]
        unassign: Vec<String>,
    },
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
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
#[command(defer = true)]
pub enum RoleCmd {
    /// Create an organization role, optionally with organization permissions and
    /// permissions of one API resource
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
        /// Who the role is for: members (user) or member applications (m2m)
        #[arg(long = "type", value_enum, default_value_t = RoleKind::User)]
        kind: RoleKind,
        /// Organization permission (repeatable, or space-separated)
        #[arg(long, short = 's')]
        scope: Vec<String>,
        /// API resource of the --permission permissions (id or indicator)
        #[arg(long, short = 'r', requires = "permission")]
        resource: Option<String>,
        /// Permission of the --resource API to hold (repeatable, or space-separated)
        #[arg(long, value_name = "PERMISSION", requires = "resource")]
        permission: Vec<String>,
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
    /// Add permissions of an API resource to an organization role (those it holds already
    /// are left as they are)
    Grant {
        /// The organization role (name or id)
        role: String,
        /// Resource of the permissions (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// Remove permissions of an API resource from an organization role (those it does not
    /// hold are skipped)
    Revoke {
        /// The organization role (name or id)
        role: String,
        /// Resource of the permissions (id or indicator)
        #[arg(long, short = 'r')]
        resource: String,
        #[command(flatten)]
        scopes: ScopeList,
    },
    /// List the API resource permissions an organization role holds (resource indicator and
    /// permission)
    ResourceScopes {
        /// The organization role (name or id)
        role: String,
    },
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
#[command(defer = true)]
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
        &["ID", "NAME", "DESCRIPTION", "MFA", "CREATED"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.id.clone(),
            self.name.clone(),
            self.description.clone().unwrap_or_default(),
            if self.is_mfa_required { "required" } else { "" }.to_string(),
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

/// An organization role as the CLI shows it: with its type (an organization permission has
/// none, so `OrgNamed`'s own view has no such column). The same JSON.
#[derive(serde::Serialize)]
#[serde(transparent)]
struct OrgRoleView(OrgNamed);

impl View for OrgRoleView {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "TYPE", "DESCRIPTION"]
    }
    fn row(&self) -> Vec<String> {
        let r = &self.0;
        vec![
            r.id.clone(),
            r.name.clone(),
            r.kind.map(|k| k.as_str()).unwrap_or_default().to_string(),
            r.description.clone().unwrap_or_default(),
        ]
    }
}

fn role(ctx: &Ctx, r: &OrgNamed) -> Result<()> {
    one(ctx, &OrgRoleView(r.clone()))
}

/// Renders organization roles (a renderer of `ctx.write`, which passes the value it returns).
#[allow(clippy::ptr_arg)]
fn roles(ctx: &Ctx, list: &Vec<OrgNamed>) -> Result<()> {
    many(ctx, &list.iter().cloned().map(OrgRoleView).collect())
}

fn role_names(roles: &[OrgNamed]) -> String {
    roles
        .iter()
        .map(|r| r.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

impl View for OrgApp {
    fn headers() -> &'static [&'static str] {
        &["ID", "NAME", "ORGANIZATION ROLES"]
    }
    fn row(&self) -> Vec<String> {
        vec![
            self.client.id.clone(),
            self.client.name.clone(),
            role_names(&self.organization_roles),
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
            role_names(&self.organization_roles),
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
                mfa_required,
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
                                is_mfa_required: mfa_required,
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
                mfa_required,
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
                                is_mfa_required: mfa_required,
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
            OrgCmd::Apps(a) => a.run(ctx),
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
                roles,
            ),
            MembersCmd::Scopes { org, user } => {
                ctx.read(|tx| orgs::member_scopes(tx, &org, &user), many)
            }
        }
    }
}

impl AppsCmd {
    fn run(self, ctx: &Ctx) -> Result<()> {
        match self {
            AppsCmd::Add { org, clients } => ctx.write(
                |tx| {
                    org_apps::add_apps(tx, &org, &clients)?;
                    org_apps::apps(tx, &org)
                },
                many,
            ),
            AppsCmd::Set { org, clients } => ctx.write(
                |tx| {
                    org_apps::set_apps(tx, &org, &clients)?;
                    org_apps::apps(tx, &org)
                },
                many,
            ),
            AppsCmd::Remove { org, clients } => {
                ctx.confirm(&format!("Remove {} from {org}?", clients.join(", ")))?;
                ctx.write(
                    |tx| {
                        org_apps::remove_apps(tx, &org, &clients)?;
                        org_apps::apps(tx, &org)
                    },
                    many,
                )
            }
            AppsCmd::List { org } => ctx.read(|tx| org_apps::apps(tx, &org), many),
            AppsCmd::Roles {
                org,
                client,
                assign,
                unassign,
            } => ctx.write(
                |tx| org_apps::app_roles(tx, &org, &client, &assign, &unassign),
                roles,
            ),
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
                kind,
                scope,
                resource,
                permission,
            } => {
                let input = NewOrgRole {
                    name: name_of(name, name_flag),
                    description,
                    kind: kind.into(),
                    scopes: split_scopes(&scope),
                    resource_scopes: resource.map(|r| (r, split_scopes(&permission))),
                    resource_scope_ids: Vec::new(),
                };
                ctx.write(|tx| orgs::create_role(tx, input), role)
            }
            RoleCmd::List => ctx.read(|tx| ops.list(tx), roles),
            RoleCmd::Get { name } => ctx.read(|tx| ops.get(tx, &name), role),
            RoleCmd::Update {
                name,
                new_name,
                description,
            } => ctx.write(|tx| ops.update(tx, &name, new_name, description), role),
            RoleCmd::Delete { name } => NamedCmd::Delete { name }.run(ctx, ops),
            RoleCmd::Grant {
                role,
                resource,
                scopes,
            } => ctx.write(
                |tx| {
                    orgs::grant_role_resource(tx, &role, &resource, &scopes.names())?;
                    orgs::role_resource_scope_list(tx, &role)
                },
                many,
            ),
            RoleCmd::Revoke {
                role,
                resource,
                scopes,
            } => ctx.write(
                |tx| {
                    orgs::revoke_role_resource(tx, &role, &resource, &scopes.names())?;
                    orgs::role_resource_scope_list(tx, &role)
                },
                many,
            ),
            RoleCmd::ResourceScopes { role } => {
                ctx.read(|tx| orgs::role_resource_scope_list(tx, &role), many)
            }
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
