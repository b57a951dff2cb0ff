//! Permissions of API resources (POST/PATCH/DELETE /resources/:resourceId/scopes).

use super::{check_len, invalid};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::{DataEvent, catalogue as cat};
use crate::model::{Resource, Scope};
use crate::store::{Listed, Page, Tx, scopes};

pub struct NewScope {
    pub resource: String,
    pub name: String,
    pub description: Option<String>,
}

/// A permission name: non-empty, no whitespace, at most 256 characters.
pub fn check_scope_name(name: &str) -> Result<()> {
    if name.is_empty() {
        return Err(invalid("permission name must not be empty"));
    }
    if name.chars().any(|c| c.is_whitespace()) {
        return Err(Error::new(
            Code::ScopeNameWithSpace,
            format!("permission name must not contain spaces: {name:?}"),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(invalid(
            "permission name must not contain control characters",
        ));
    }
    let n = name.chars().count();
    if n > 256 {
        return Err(invalid(format!(
            "permission name is {n} characters long; at most 256 are allowed"
        )));
    }
    Ok(())
}

/// A permission of `res` by name or id; the error names the closest existing permission.
pub fn resolve(tx: &Tx, res: &Resource, key: &str) -> Result<Scope> {
    if let Some(s) = scopes::find(tx, &res.id, key)? {
        return Ok(s);
    }
    let all = scopes::list(tx, &res.id)?;
    let err = Error::new(
        Code::ScopeNotFound,
        format!("permission {key} is not defined on {}", res.indicator),
    );
    Err(
        match crate::util::closest(key, all.iter().map(|s| s.name.as_str())) {
            Some(c) => err.with_hint(Hint::DidYouMean(c.to_string())),
            None if all.is_empty() => err.with_hint(Hint::run(
                format!("{} has no permissions yet; create one with", res.indicator),
                format!("scope create --resource {} NAME", res.indicator),
            )),
            None => err.with_hint(format!(
                "permissions of {}: {}",
                res.indicator,
                all.iter()
                    .map(|s| s.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        },
    )
}

pub fn create(tx: &mut Tx, input: NewScope) -> Result<Scope> {
    let res = super::resources::resolve(tx, &input.resource)?;
    super::builtin::guard_resource(&res)?;
    check_scope_name(&input.name)?;
    if let Some(d) = &input.description {
        check_len("description", d, 256)?;
    }
    if scopes::find(tx, &res.id, &input.name)?.is_some_and(|s| s.name == input.name) {
        return Err(Error::new(
            Code::ScopeNameExists,
            format!(
                "permission {} already exists on {}",
                input.name, res.indicator
            ),
        ));
    }
    let scope = Scope {
        id: crate::util::new_id(),
        resource_id: res.id.clone(),
        name: input.name,
        description: input.description,
        created_at: tx.now_ms(),
    };
    scopes::insert(tx, &scope)?;
    DataEvent::new(
        &cat::SCOPE_CREATE,
        cat::SCOPE_CREATED,
        &[("resourceId", &res.id)],
    )
    .data(&scope)?
    .record(tx)?;
    Ok(scope)
}

pub fn list(tx: &Tx, resource: &str) -> Result<Vec<Scope>> {
    Ok(page(tx, resource, None, Page::ALL)?.items)
}

/// A page of the permissions of a resource, by name, whose name or description holds
/// `search` ignoring case, or all.
pub fn page(tx: &Tx, resource: &str, search: Option<&str>, page: Page) -> Result<Listed<Scope>> {
    let res = super::resources::resolve(tx, resource)?;
    scopes::page(tx, &res.id, search, page)
}

pub fn get(tx: &Tx, resource: &str, key: &str) -> Result<Scope> {
    let res = super::resources::resolve(tx, resource)?;
    resolve(tx, &res, key)
}

/// PATCH /resources/:resourceId/scopes/:scopeId: the given fields only.
#[derive(Default)]
pub struct ScopeUpdate {
    pub name: Option<String>,
    pub description: Option<String>,
}

pub fn update(tx: &mut Tx, resource: &str, key: &str, input: ScopeUpdate) -> Result<Scope> {
    if input.name.is_none() && input.description.is_none() {
        return Err(Error::nothing_to_update(Noun::Scope));
    }
    let res = super::resources::resolve(tx, resource)?;
    super::builtin::guard_resource(&res)?;
    let mut scope = resolve(tx, &res, key)?;
    if let Some(name) = input.name {
        check_scope_name(&name)?;
        if name != scope.name && scopes::find(tx, &res.id, &name)?.is_some_and(|s| s.name == name) {
            return Err(Error::new(
                Code::ScopeNameExists,
                format!("permission {name} already exists on {}", res.indicator),
            ));
        }
        scope.name = name;
    }
    if let Some(description) = input.description {
        check_len("description", &description, 256)?;
        scope.description = Some(description);
    }
    scopes::update(tx, &scope)?;
    DataEvent::new(
        &cat::SCOPE_UPDATE,
        cat::SCOPE_DATA_UPDATED,
        &[("resourceId", &res.id), ("scopeId", &scope.id)],
    )
    .data(&scope)?
    .record(tx)?;
    Ok(scope)
}

/// Deletes a permission (and so removes it from every role).
pub fn delete(tx: &mut Tx, resource: &str, key: &str) -> Result<Scope> {
    let res = super::resources::resolve(tx, resource)?;
    super::builtin::guard_resource(&res)?;
    let scope = resolve(tx, &res, key)?;
    scopes::delete(tx, &scope.id)?;
    DataEvent::new(
        &cat::SCOPE_DELETE,
        cat::SCOPE_DELETED,
        &[("resourceId", &res.id), ("scopeId", &scope.id)],
    )
    .record(tx)?;
    Ok(scope)
}

#[cfg(test)]
mod tests {
    use super::check_scope_name;

    #[test]
    fn scope_names() {
        assert!(check_scope_name("read:orders").is_ok());
        assert!(check_scope_name("read orders").is_err());
        assert!(check_scope_name("read\torders").is_err());
        assert!(check_scope_name("").is_err());
        assert!(check_scope_name(&"a".repeat(256)).is_ok());
        assert!(check_scope_name(&"a".repeat(257)).is_err());
    }
}
