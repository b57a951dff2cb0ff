//! Memberships of organizations, written once for both kinds of member: users
//! (/organizations/:id/users) and machine-to-machine applications
//! (/organizations/:id/applications), with the organization roles each holds there.
//! [`USERS`] and [`APPS`] say what differs; `orgs` and `org_apps` name the operations.

use super::orgs::{check_role_type, resolve, resolve_named};
use super::{invalid, not_found, notice_unchanged};
use crate::error::{Code, Error, Hint, Result};
use crate::events::{DataEvent, Operation, catalogue as cat};
use crate::model::{ClientType, OrgNamed, Organization, RoleType};
use crate::store::orgs::{self, Holder, Named};
use crate::store::{Listed, Page, Tx};

/// What differs between the two kinds of member: words, events, the role type each takes,
/// how a key names one, and the error for one that is not a member.
pub struct Membership {
    pub holder: Holder,
    /// A member in notices ("{org} already has member").
    noun: &'static str,
    /// The members in the notice of a replacement that changes nothing.
    plural: &'static str,
    /// A member in the messages about its organization roles ("user alice ...").
    who: &'static str,
    /// The field of the Management API's bodies that lists them.
    ids_field: &'static str,
    /// The route parameter of one (and the event's parameter of a removal).
    id_param: &'static str,
    added_key: &'static str,
    removed_key: &'static str,
    add_op: &'static Operation,
    set_op: &'static Operation,
    remove_op: &'static Operation,
    /// The organization roles this kind of member takes.
    role_type: RoleType,
    /// Refuses a member that is not one (`organization.user_not_member` for users,
    /// `organization.require_membership` for applications, as the service answers).
    not_member: Code,
    /// The `idctl org` subcommand that adds one (for the hint).
    cli_group: &'static str,
    /// The 404 of DELETE .../:id for one that is not a member.
    gone: &'static str,
    /// A key (id or name) to the id and the name messages use.
    find: fn(&Tx, &str) -> Result<(String, String)>,
    /// A key to the id of one that may join (refusing those that cannot).
    joining: fn(&Tx, &str) -> Result<String>,
}

pub const USERS: Membership = Membership {
    holder: Holder::User,
    noun: "member",
    plural: "members",
    who: "user",
    ids_field: "userIds",
    id_param: "userId",
    added_key: "addedUserIds",
    removed_key: "removedUserIds",
    add_op: &cat::ORG_USERS_ADD,
    set_op: &cat::ORG_USERS_SET,
    remove_op: &cat::ORG_USER_REMOVE,
    role_type: RoleType::User,
    not_member: Code::OrganizationUserNotMember,
    cli_group: "members",
    gone: "member of the organization",
    // Messages name a user as it was given.
    find: |tx, key| Ok((super::users::resolve(tx, key)?.id, key.to_string())),
    joining: |tx, key| Ok(super::users::resolve(tx, key)?.id),
};

pub const APPS: Membership = Membership {
    holder: Holder::App,
    noun: "application",
    plural: "applications",
    who: "application",
    ids_field: "applicationIds",
    id_param: "applicationId",
    added_key: "addedApplicationIds",
    removed_key: "removedApplicationIds",
    add_op: &cat::ORG_APPS_ADD,
    set_op: &cat::ORG_APPS_SET,
    remove_op: &cat::ORG_APP_REMOVE,
    role_type: RoleType::MachineToMachine,
    not_member: Code::OrganizationRequireMembership,
    cli_group: "apps",
    gone: "application of the organization",
    find: |tx, key| {
        let client = super::clients::resolve(tx, key)?;
        Ok((client.id, client.name))
    },
    joining: m2m_client,
};

/// A client that may join organizations: only machine-to-machine ones can (as the service).
fn m2m_client(tx: &Tx, key: &str) -> Result<String> {
    let client = super::clients::resolve(tx, key)?;
    if client.kind != ClientType::MachineToMachine {
        return Err(Error::new(
            Code::ApplicationInvalidType,
            format!(
                "client {} is a {} client; only machine-to-machine clients can join organizations (users join as members)",
                client.name,
                client.kind.as_str()
            ),
        ));
    }
    Ok(client.id)
}

/// The ids `keys` name, in order, each once: all resolved before anything is written.
/// Each comes with the first key that named it.
fn unique<'k>(
    tx: &Tx,
    keys: &'k [String],
    resolve: impl Fn(&Tx, &str) -> Result<String>,
) -> Result<Vec<(String, &'k String)>> {
    let mut out: Vec<(String, &String)> = Vec::with_capacity(keys.len());
    for k in keys {
        let id = resolve(tx, k)?;
        if !out.iter().any(|(o, _)| *o == id) {
            out.push((id, k));
        }
    }
    Ok(out)
}

impl Membership {
    fn event(
        &self,
        tx: &mut Tx,
        op: &'static Operation,
        params: &[(&str, &str)],
        org_id: &str,
        added: &[String],
        removed: &[String],
    ) -> Result<()> {
        let mut ev = DataEvent::new(op, cat::ORGANIZATION_MEMBERSHIP_UPDATED, params)
            .extra("organizationId", org_id)?;
        if !added.is_empty() {
            ev = ev.extra(self.added_key, added)?;
        }
        if !removed.is_empty() {
            ev = ev.extra(self.removed_key, removed)?;
        }
        ev.record(tx)
    }

    /// Adds members: idempotent (members already are named in a notice, under the key they
    /// were given). Every key is checked before any is added. Returns the ids added.
    pub fn add(&self, tx: &mut Tx, key: &str, keys: &[String]) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let mut added = Vec::new();
        let mut already = Vec::new();
        for (id, named) in unique(tx, keys, self.joining)? {
            if orgs::join(tx, self.holder, &org.id, &id)? {
                added.push(id);
            } else {
                already.push(named.clone());
            }
        }
        notice_unchanged(
            tx,
            &format!("{} already has {}", org.name, self.noun),
            &already,
        );
        if !added.is_empty() {
            self.event(tx, self.add_op, &[("id", &org.id)], &org.id, &added, &[])?;
        }
        Ok(added)
    }

    /// POST .../users or .../applications: members by id (at least one).
    pub fn add_ids(&self, tx: &mut Tx, key: &str, ids: &[String]) -> Result<Vec<String>> {
        if ids.is_empty() {
            return Err(invalid(format!("{} must not be empty", self.ids_field)));
        }
        self.add(tx, key, ids)
    }

    /// PUT .../users or .../applications: the members become exactly `keys` (may be
    /// empty). Returns (added, removed).
    pub fn set(
        &self,
        tx: &mut Tx,
        key: &str,
        keys: &[String],
    ) -> Result<(Vec<String>, Vec<String>)> {
        let org = resolve(tx, key)?;
        let want: Vec<String> = unique(tx, keys, self.joining)?
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let have = orgs::holder_ids(tx, self.holder, &org.id)?;
        let removed: Vec<String> = have.iter().filter(|m| !want.contains(m)).cloned().collect();
        let added: Vec<String> = want.iter().filter(|m| !have.contains(m)).cloned().collect();
        for m in &removed {
            orgs::leave(tx, self.holder, &org.id, m)?;
        }
        for m in &added {
            orgs::join(tx, self.holder, &org.id, m)?;
        }
        if added.is_empty() && removed.is_empty() {
            tx.notice(format!(
                "the {} were already exactly these: nothing changed",
                self.plural
            ));
        } else {
            self.event(
                tx,
                self.set_op,
                &[("id", &org.id)],
                &org.id,
                &added,
                &removed,
            )?;
        }
        Ok((added, removed))
    }

    /// Removes members, each with its event and with its organization roles there. Every
    /// key is checked first; those that are not members are left out, with a notice.
    /// Returns the ids removed.
    pub fn remove(&self, tx: &mut Tx, key: &str, keys: &[String]) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let find = self.find;
        let mut removed = Vec::new();
        let mut absent = Vec::new();
        for (id, named) in unique(tx, keys, |tx, k| Ok(find(tx, k)?.0))? {
            if !orgs::leave(tx, self.holder, &org.id, &id)? {
                absent.push(named.clone());
                continue;
            }
            self.event(
                tx,
                self.remove_op,
                &[("id", &org.id), (self.id_param, &id)],
                &org.id,
                &[],
                std::slice::from_ref(&id),
            )?;
            removed.push(id);
        }
        notice_unchanged(tx, &format!("{} has no {}", org.name, self.noun), &absent);
        Ok(removed)
    }

    /// DELETE .../users/:userId or .../applications/:applicationId: it must be a member
    /// (404 otherwise, where `remove` says there was nothing to do).
    pub fn remove_id(&self, tx: &mut Tx, key: &str, id: &str) -> Result<Vec<String>> {
        let org = resolve(tx, key)?;
        let (mid, _) = (self.find)(tx, id)?;
        if !orgs::holds(tx, self.holder, &org.id, &mid)? {
            return Err(not_found(self.gone, id));
        }
        self.remove(tx, &org.id, &[mid])
    }

    /// A page of the members of an organization, each made by `make` from its record
    /// (`find`, by id) and its organization roles there.
    pub fn page<R, T>(
        &self,
        tx: &Tx,
        key: &str,
        page: Page,
        find: impl Fn(&Tx, &str) -> Result<Option<R>>,
        make: impl Fn(R, Vec<OrgNamed>) -> T,
    ) -> Result<Listed<T>> {
        let org = resolve(tx, key)?;
        let ids = orgs::holder_ids_page(tx, self.holder, &org.id, page)?;
        let mut items = Vec::with_capacity(ids.items.len());
        for id in &ids.items {
            // A membership goes with its user or client (ON DELETE CASCADE): every id has it.
            if let Some(r) = find(tx, id)? {
                items.push(make(r, orgs::holder_roles(tx, self.holder, &org.id, id)?));
            }
        }
        Ok(Listed {
            items,
            total: ids.total,
        })
    }

    /// The id of a member of `org` (the kind's not-a-member error otherwise).
    pub fn member(&self, tx: &Tx, org: &Organization, key: &str) -> Result<String> {
        let (id, name) = (self.find)(tx, key)?;
        if !orgs::holds(tx, self.holder, &org.id, &id)? {
            return Err(Error::new(
                self.not_member,
                format!("{} {name} is not a member of {}", self.who, org.name),
            )
            .with_hint(Hint::run(
                "add it first",
                format!("org {} add {} {name}", self.cli_group, org.name),
            )));
        }
        Ok(id)
    }

    /// An organization role this kind of member can take.
    fn role(&self, tx: &Tx, key: &str) -> Result<OrgNamed> {
        let role = resolve_named(tx, Named::Role, key)?;
        check_role_type(&role, self.role_type)?;
        Ok(role)
    }

    /// Assigns and unassigns organization roles of a member (every role checked before
    /// anything is written); returns its roles afterwards.
    pub fn roles(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        assign: &[String],
        unassign: &[String],
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let assign = assign
            .iter()
            .map(|r| self.role(tx, r))
            .collect::<Result<Vec<_>>>()?;
        let unassign = unassign
            .iter()
            .map(|r| resolve_named(tx, Named::Role, r))
            .collect::<Result<Vec<_>>>()?;
        let mut held = Vec::new();
        for role in assign {
            if !orgs::add_holder_role(tx, self.holder, &org.id, &id, &role.id)?
                && !held.contains(&role.name)
            {
                held.push(role.name);
            }
        }
        let mut absent = Vec::new();
        for role in unassign {
            if !orgs::remove_holder_role(tx, self.holder, &org.id, &id, &role.id)?
                && !absent.contains(&role.name)
            {
                absent.push(role.name);
            }
        }
        let who = self.who;
        notice_unchanged(
            tx,
            &format!("{who} {member} already has organization role"),
            &held,
        );
        notice_unchanged(
            tx,
            &format!("{who} {member} does not have organization role"),
            &absent,
        );
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }

    /// POST .../:memberId/roles: roles by id (at least one).
    pub fn add_role_ids(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        ids: &[String],
    ) -> Result<Vec<OrgNamed>> {
        if ids.is_empty() {
            return Err(invalid("organizationRoleIds must not be empty"));
        }
        self.roles(tx, key, member, ids, &[])
    }

    /// A page of the organization roles of a member.
    pub fn role_page(
        &self,
        tx: &Tx,
        key: &str,
        member: &str,
        page: Page,
    ) -> Result<Listed<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        orgs::holder_roles_page(tx, self.holder, &org.id, &id, page)
    }

    /// PUT .../:memberId/roles: the member holds exactly these roles.
    pub fn set_roles(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        ids: &[String],
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let want = unique(tx, ids, |tx, r| Ok(self.role(tx, r)?.id))?;
        for held in orgs::holder_roles(tx, self.holder, &org.id, &id)? {
            if !want.iter().any(|(w, _)| *w == held.id) {
                orgs::remove_holder_role(tx, self.holder, &org.id, &id, &held.id)?;
            }
        }
        for (r, _) in &want {
            orgs::add_holder_role(tx, self.holder, &org.id, &id, r)?;
        }
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }

    /// DELETE .../:memberId/roles/:organizationRoleId: the member must hold the role (404
    /// otherwise).
    pub fn remove_role_id(
        &self,
        tx: &mut Tx,
        key: &str,
        member: &str,
        role: &str,
    ) -> Result<Vec<OrgNamed>> {
        let org = resolve(tx, key)?;
        let id = self.member(tx, &org, member)?;
        let role = resolve_named(tx, Named::Role, role)?;
        if !orgs::remove_holder_role(tx, self.holder, &org.id, &id, &role.id)? {
            return Err(not_found(
                &format!("organization role of the {}", self.who),
                &role.id,
            ));
        }
        orgs::holder_roles(tx, self.holder, &org.id, &id)
    }
}
