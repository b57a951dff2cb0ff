//! Apply: the users of the manifest and their roles.

use super::{Engine, diff, field, set_diff, set_field};
use crate::error::Result;
use crate::model::FieldChange;
use crate::ops::users;
use serde_json::Value;

impl Engine<'_, '_, '_> {
    pub(super) fn users(&mut self) -> Result<()> {
        let m = self.m;
        for (i, u) in m.users.iter().enumerate() {
            (self.tick)();
            let at = format!("users[{i}]");
            let Some(&k) = self.ix.user.get(&u.username) else {
                let mut fields: Vec<FieldChange> =
                    set_diff("roles", u.roles.clone().unwrap_or_default(), vec![])
                        .into_iter()
                        .collect();
                if u.suspended == Some(true) {
                    fields.push(set_field("suspended", false, true));
                }
                self.change("create", "user", &u.username, Some(at.clone()), fields);
                let Some(user) = self.run(&at, |tx| {
                    users::create(
                        tx,
                        users::NewUser {
                            username: Some(u.username.clone()),
                            email: u.email.clone(),
                            phone: u.phone.clone(),
                            name: u.name.clone(),
                            avatar: u.avatar.clone(),
                            custom_data: u.custom_data.as_deref().cloned().map(Value::Object),
                            password_digest: u.password_digest.clone(),
                            ..Default::default()
                        },
                    )
                })?
                else {
                    continue;
                };
                if let Some(want) = &u.roles {
                    // A new user holds the default roles: the file's list is the whole set.
                    self.run(&format!("{at}.roles"), |tx| {
                        let has_defaults = !crate::store::users::default_role_ids(tx)?.is_empty();
                        let have: Vec<String> = if has_defaults {
                            users::roles(tx, &user.id)?
                                .into_iter()
                                .map(|r| r.name)
                                .collect()
                        } else {
                            Vec::new()
                        };
                        let (add, remove) = diff(want, &have);
                        if !add.is_empty() {
                            users::assign_roles_to(tx, &user, &add)?;
                        }
                        if !remove.is_empty() {
                            users::unassign(tx, &user.id, &remove)?;
                        }
                        Ok(())
                    })?;
                }
                if u.suspended == Some(true) {
                    self.run(&format!("{at}.suspended"), |tx| {
                        users::set_suspended(tx, &user.id, true)
                    })?;
                }
                continue;
            };
            let cur = self.s.users[k].clone();
            let mut fields = Vec::new();
            let mut upd = users::UserUpdate::default();
            let mut text = |name: &str, want: &Option<String>, have: &Option<String>| {
                if want.is_some() && want != have {
                    fields.push(set_field(name, have.clone(), want.clone()));
                    want.clone()
                } else {
                    None
                }
            };
            upd.email = text("email", &u.email, &cur.email);
            upd.phone = text("phone", &u.phone, &cur.phone);
            upd.name = text("name", &u.name, &cur.name);
            upd.avatar = text("avatar", &u.avatar, &cur.avatar);
            if let Some(cd) = u.custom_data.as_deref() {
                let want = Value::Object(cd.clone());
                if want != cur.custom_data {
                    fields.push(set_field(
                        "custom_data",
                        cur.custom_data.clone(),
                        want.clone(),
                    ));
                    upd.custom_data = Some(want);
                }
            }
            let digest = u
                .password_digest
                .as_ref()
                .filter(|d| cur.password_digest.as_ref() != Some(*d));
            if digest.is_some() {
                fields.push(field("password_digest"));
            }
            let (mut add, mut remove) = (Vec::new(), Vec::new());
            if let Some(want) = &u.roles {
                let have = self.role_names(self.ix.user_roles.get(&cur.id));
                (add, remove) = diff(want, &have);
            }
            if let Some(f) = set_diff("roles", add.clone(), remove.clone()) {
                fields.push(f);
            }
            let suspend = u.suspended.filter(|s| *s != cur.suspended);
            if let Some(s) = suspend {
                fields.push(set_field("suspended", cur.suspended, s));
            }
            if fields.is_empty() {
                continue;
            }
            self.change("update", "user", &u.username, Some(at.clone()), fields);
            let id = cur.id.clone();
            if upd.email.is_some()
                || upd.phone.is_some()
                || upd.name.is_some()
                || upd.avatar.is_some()
                || upd.custom_data.is_some()
            {
                self.run(&at, |tx| users::update(tx, &id, upd))?;
            }
            if let Some(d) = digest {
                self.run(&format!("{at}.password_digest"), |tx| {
                    users::import_password_digest(tx, &id, d)
                })?;
            }
            if !add.is_empty() {
                self.run(&format!("{at}.roles"), |tx| {
                    users::assign_roles(tx, &id, &add)
                })?;
            }
            if !remove.is_empty() {
                self.run(&format!("{at}.roles"), |tx| {
                    users::unassign(tx, &id, &remove)
                })?;
            }
            if let Some(s) = suspend {
                self.run(&format!("{at}.suspended"), |tx| {
                    users::set_suspended(tx, &id, s)
                })?;
            }
        }
        Ok(())
    }
}
