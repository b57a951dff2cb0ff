//! API resources (POST/GET/PATCH/DELETE /resources). The service emits no events for them;
//! each change is an audit entry (`events::audit`).

use super::{check_name, invalid, not_found};
use crate::error::{Code, Error, Hint, Noun, Result};
use crate::events::audit;
use crate::model::Resource;
use crate::store::{Listed, Page, Tx, resources};

pub const DEFAULT_TTL: i64 = 3600;

pub struct NewResource {
    pub name: String,
    pub indicator: String,
    pub ttl: Option<i64>,
    pub is_default: bool,
}

#[derive(Default)]
pub struct ResourceUpdate {
    pub name: Option<String>,
    pub ttl: Option<i64>,
}

/// Checks a resource indicator: an absolute URI without a fragment (RFC 8707).
/// Returns a warning when it has a query string.
pub fn check_indicator(indicator: &str) -> Result<Option<String>> {
    if indicator.is_empty() {
        return Err(invalid("resource indicator must not be empty"));
    }
    crate::limits::check_len("resource indicator", indicator, crate::limits::URL_BYTES)?;
    if indicator
        .chars()
        .any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(invalid(
            "resource indicator must not contain whitespace or control characters",
        ));
    }
    let url = url::Url::parse(indicator).map_err(|e| match e {
        url::ParseError::RelativeUrlWithoutBase => invalid(format!(
            "resource indicator must be an absolute URI (with a scheme such as https://): {indicator}"
        )),
        e => invalid(format!("resource indicator is not a valid URI: {e}")),
    })?;
    if url.fragment().is_some() {
        return Err(invalid(
            "resource indicator must not contain a fragment component",
        ));
    }
    Ok(url.query().map(|_| {
        "the resource indicator has a query string; RFC 8707 advises against it".to_string()
    }))
}

fn check_ttl(ttl: i64) -> Result<()> {
    crate::limits::check(
        "access token TTL (seconds)",
        ttl,
        &crate::limits::TOKEN_TTL_SECS,
    )
    .map(drop)
}

pub fn resolve(tx: &Tx, key: &str) -> Result<Resource> {
    resources::find(tx, key)?
        .ok_or_else(|| not_found("resource", key).with_hint(Hint::List(Noun::Resource)))
}

fn take_default(tx: &mut Tx, id: &str) -> Result<()> {
    if let Some(prev) = resources::clear_default(tx)?
        && prev.id != id
    {
        tx.notice(format!(
            "{} is no longer the default resource",
            prev.indicator
        ));
    }
    Ok(())
}

pub fn create(tx: &mut Tx, input: NewResource) -> Result<Resource> {
    check_name("resource name", &input.name, 128)?;
    if let Some(w) = check_indicator(&input.indicator)? {
        tx.notice(w);
    }
    let ttl = input.ttl.unwrap_or(DEFAULT_TTL);
    check_ttl(ttl)?;
    if resources::by_indicator(tx, &input.indicator)?.is_some() {
        return Err(Error::new(
            Code::ResourceResourceIdentifierInUse,
            format!(
                "the resource indicator {} is already in use",
                input.indicator
            ),
        ));
    }
    let res = Resource {
        id: crate::util::new_id(),
        name: input.name,
        indicator: input.indicator,
        is_default: input.is_default,
        access_token_ttl: ttl,
        created_at: tx.now_ms(),
    };
    if res.is_default {
        take_default(tx, &res.id)?;
    }
    resources::insert(tx, &res)?;
    audit::record(
        tx,
        &audit::RESOURCE_CREATED,
        &[],
        serde_json::to_value(&res)?,
    )?;
    Ok(res)
}

pub fn list(tx: &Tx) -> Result<Vec<Resource>> {
    resources::list(tx)
}

/// A page of the resources, oldest first.
pub fn page(tx: &Tx, page: Page) -> Result<Listed<Resource>> {
    resources::page(tx, page)
}

pub fn get(tx: &Tx, key: &str) -> Result<Resource> {
    resolve(tx, key)
}

pub fn update(tx: &mut Tx, key: &str, input: ResourceUpdate) -> Result<Resource> {
    let mut res = resolve(tx, key)?;
    super::builtin::guard_resource(&res)?;
    if input.name.is_none() && input.ttl.is_none() {
        return Err(Error::nothing_to_update(Noun::Resource));
    }
    if let Some(name) = input.name {
        check_name("resource name", &name, 128)?;
        res.name = name;
    }
    if let Some(ttl) = input.ttl {
        check_ttl(ttl)?;
        res.access_token_ttl = ttl;
    }
    resources::update(tx, &res)?;
    audit::record(
        tx,
        &audit::RESOURCE_UPDATED,
        &[("id", &res.id)],
        serde_json::to_value(&res)?,
    )?;
    Ok(res)
}

pub fn set_default(tx: &mut Tx, key: &str) -> Result<Resource> {
    let mut res = resolve(tx, key)?;
    super::builtin::guard_resource(&res)?;
    take_default(tx, &res.id)?;
    res.is_default = true;
    resources::update(tx, &res)?;
    audit::record(
        tx,
        &audit::RESOURCE_DEFAULT_UPDATED,
        &[("id", &res.id)],
        serde_json::to_value(&res)?,
    )?;
    Ok(res)
}

/// Clears the default resource; returns the one that was default, if any.
pub fn unset_default(tx: &mut Tx) -> Result<Option<Resource>> {
    let prev = resources::clear_default(tx)?;
    let Some(mut prev) = prev else {
        tx.notice("no resource was the default");
        return Ok(None);
    };
    prev.is_default = false;
    audit::record(
        tx,
        &audit::RESOURCE_DEFAULT_UPDATED,
        &[("id", &prev.id)],
        serde_json::to_value(&prev)?,
    )?;
    Ok(Some(prev))
}

/// Deletes a resource with its permissions (and so removes them from every role).
pub fn delete(tx: &mut Tx, key: &str) -> Result<Resource> {
    let res = resolve(tx, key)?;
    super::builtin::guard_resource(&res)?;
    resources::delete(tx, &res.id)?;
    audit::record(
        tx,
        &audit::RESOURCE_DELETED,
        &[("id", &res.id)],
        serde_json::to_value(&res)?,
    )?;
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::check_indicator;

    #[test]
    fn indicators_must_be_absolute_without_fragment() {
        assert!(
            check_indicator("https://api.example.com")
                .unwrap()
                .is_none()
        );
        assert!(check_indicator("urn:example:api").unwrap().is_none());
        assert!(
            check_indicator("https://api.example.com/?v=1")
                .unwrap()
                .is_some()
        );
        assert!(check_indicator("api/orders").is_err());
        assert!(check_indicator("https://api.example.com#frag").is_err());
        assert!(check_indicator("https://api.example.com/#").is_err());
        assert!(check_indicator(" https://api.example.com").is_err());
        assert!(check_indicator("").is_err());
    }
}
