//! Organizations: every row of service-spec 6.3 for organizations, organization roles and
//! organization permissions, and the bad inputs of the issue.
use crate::common::management::*;
use crate::common::{Env, event_keys, keys};
use idctl::events::catalogue::{self as cat};
use serde_json::{Value, json};

/// One event: name, method, route, status, params and exact key list.
fn check(
    ev: &[Value],
    event: &str,
    method: &str,
    route: &str,
    status: u16,
    params: Value,
    extra: &[&'static str],
) -> Value {
    assert_eq!(ev.len(), 1, "{event}: {ev:?}");
    let p = &ev[0];
    assert_eq!(p["event"], event);
    assert_eq!(p["method"], method, "{event}");
    assert_eq!(p["matchedRoute"], route, "{event}");
    assert_eq!(p["status"], status, "{event}");
    assert_eq!(p["params"], params, "{event}");
    let mut path = route.to_string();
    for (k, v) in params.as_object().unwrap() {
        path = path.replace(&format!(":{k}"), v.as_str().unwrap());
    }
    assert_eq!(p["path"], path.as_str(), "{event}");
    assert_eq!(keys(p), event_keys(extra), "{event}");
    p.clone()
}

#[test]
fn every_organization_operation_emits_its_event() {
    let env = Env::new();
    let alice = env.json(&["user", "create", "--username", "alice"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let bob = env.json(&["user", "create", "--username", "bob"])["id"]
        .as_str()
        .unwrap()
        .to_string();

    // POST /organizations
    let ev = env.events_of(&[
        "org",
        "create",
        "--name",
        "Acme",
        "-d",
        "A company",
        "--custom-data",
        r#"{"tier":1}"#,
    ]);
    let p = check(
        &ev,
        "Organization.Created",
        "POST",
        "/organizations",
        201,
        json!({}),
        &["data"],
    );
    let org = p["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(p["data"]["customData"], json!({"tier": 1}));
    // PATCH /organizations/:id (custom data merges)
    let ev = env.events_of(&[
        "org",
        "update",
        "Acme",
        "--custom-data",
        r#"{"region":"eu"}"#,
    ]);
    let p = check(
        &ev,
        "Organization.Data.Updated",
        "PATCH",
        "/organizations/:id",
        200,
        json!({"id": org}),
        &["data"],
    );
    assert_eq!(p["data"]["customData"], json!({"tier": 1, "region": "eu"}));
    // POST /organizations/:id/users: only those actually added; nothing added, no event.
    let ev = env.events_of(&["org", "members", "add", "Acme", "alice"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "POST",
        "/organizations/:id/users",
        201,
        json!({"id": org}),
        &["organizationId", "addedUserIds"],
    );
    assert_eq!(p["addedUserIds"], json!([alice]));
    let ev = env.events_of(&["org", "members", "add", "Acme", "alice", "bob"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "POST",
        "/organizations/:id/users",
        201,
        json!({"id": org}),
        &["organizationId", "addedUserIds"],
    );
    assert_eq!(p["addedUserIds"], json!([bob]));
    assert!(
        env.events_of(&["org", "members", "add", "Acme", "bob"])
            .is_empty()
    );
    // PUT /organizations/:id/users
    let ev = env.events_of(&["org", "members", "set", "Acme", "bob"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "PUT",
        "/organizations/:id/users",
        204,
        json!({"id": org}),
        &["organizationId", "removedUserIds"],
    );
    assert_eq!(p["removedUserIds"], json!([alice]));
    let ev = env.events_of(&["org", "members", "set", "Acme", "alice"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "PUT",
        "/organizations/:id/users",
        204,
        json!({"id": org}),
        &["organizationId", "addedUserIds", "removedUserIds"],
    );
    assert_eq!(
        (p["addedUserIds"].clone(), p["removedUserIds"].clone()),
        (json!([alice]), json!([bob]))
    );
    assert!(
        env.events_of(&["org", "members", "set", "Acme", "alice"])
            .is_empty()
    );
    // DELETE /organizations/:id/users/:userId
    let ev = env.events_of(&["-y", "org", "members", "remove", "Acme", "alice"]);
    check(
        &ev,
        "Organization.Membership.Updated",
        "DELETE",
        "/organizations/:id/users/:userId",
        204,
        json!({"id": org, "userId": alice}),
        &["organizationId", "removedUserIds"],
    );

    // POST /organization-scopes, PATCH, DELETE
    let ev = env.events_of(&["org", "scope", "create", "read:docs", "-d", "Read"]);
    let p = check(
        &ev,
        "OrganizationScope.Created",
        "POST",
        "/organization-scopes",
        201,
        json!({}),
        &["data"],
    );
    let read = p["data"]["id"].as_str().unwrap().to_string();
    env.events_of(&["org", "scope", "create", "write:docs"]);
    env.events_of(&["org", "scope", "create", "tmp"]);
    let ev = env.events_of(&["org", "scope", "update", "read:docs", "-d", "Read docs"]);
    let p = check(
        &ev,
        "OrganizationScope.Data.Updated",
        "PATCH",
        "/organization-scopes/:id",
        200,
        json!({"id": read}),
        &["data"],
    );
    assert_eq!(p["data"]["description"], "Read docs");
    let tmp = env.json(&["org", "scope", "get", "tmp"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let ev = env.events_of(&["-y", "org", "scope", "delete", "tmp"]);
    check(
        &ev,
        "OrganizationScope.Deleted",
        "DELETE",
        "/organization-scopes/:id",
        204,
        json!({"id": tmp}),
        &[],
    );

    // POST /organization-roles, with permissions: also OrganizationRole.Scopes.Updated.
    let ev = env.events_of(&["org", "role", "create", "editor", "-s", "read:docs"]);
    assert_eq!(ev.len(), 2);
    let p = check(
        &ev[..1],
        "OrganizationRole.Created",
        "POST",
        "/organization-roles",
        201,
        json!({}),
        &["data"],
    );
    let role = p["data"]["id"].as_str().unwrap().to_string();
    let p = check(
        &ev[1..],
        "OrganizationRole.Scopes.Updated",
        "POST",
        "/organization-roles",
        201,
        json!({}),
        &["organizationRoleId"],
    );
    assert_eq!(p["organizationRoleId"], role.as_str());
    assert_eq!(env.events_of(&["org", "role", "create", "viewer"]).len(), 1);
    // PATCH /organization-roles/:id
    let ev = env.events_of(&["org", "role", "update", "editor", "-d", "Edits"]);
    check(
        &ev,
        "OrganizationRole.Data.Updated",
        "PATCH",
        "/organization-roles/:id",
        200,
        json!({"id": role}),
        &["data"],
    );
    // PUT, POST, DELETE /organization-roles/:id/scopes
    let ev = env.events_of(&["org", "role", "scopes", "set", "editor", "write:docs"]);
    check(
        &ev,
        "OrganizationRole.Scopes.Updated",
        "PUT",
        "/organization-roles/:id/scopes",
        204,
        json!({"id": role}),
        &[],
    );
    assert!(
        env.events_of(&["org", "role", "scopes", "set", "editor", "write:docs"])
            .is_empty(),
        "no change, no event"
    );
    let ev = env.events_of(&["org", "role", "scopes", "add", "editor", "read:docs"]);
    check(
        &ev,
        "OrganizationRole.Scopes.Updated",
        "POST",
        "/organization-roles/:id/scopes",
        201,
        json!({"id": role}),
        &[],
    );
    let ev = env.events_of(&["org", "role", "scopes", "remove", "editor", "read:docs"]);
    check(
        &ev,
        "OrganizationRole.Scopes.Updated",
        "DELETE",
        "/organization-roles/:id/scopes/:organizationScopeId",
        204,
        json!({"id": role, "organizationScopeId": read}),
        &[],
    );
    // DELETE /organization-roles/:id
    let viewer = env.json(&["org", "role", "get", "viewer"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let ev = env.events_of(&["-y", "org", "role", "delete", "viewer"]);
    check(
        &ev,
        "OrganizationRole.Deleted",
        "DELETE",
        "/organization-roles/:id",
        204,
        json!({"id": viewer}),
        &[],
    );
    // DELETE /organizations/:id
    let ev = env.events_of(&["-y", "org", "delete", "Acme"]);
    check(
        &ev,
        "Organization.Deleted",
        "DELETE",
        "/organizations/:id",
        204,
        json!({"id": org}),
        &[],
    );
}

#[test]
fn member_roles_give_organization_permissions() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["org", "create", "--name", "Acme"]);
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&["org", "scope", "create", "write:docs"]);
    env.ok(&[
        "org",
        "role",
        "create",
        "editor",
        "-s",
        "read:docs write:docs",
    ]);
    env.ok(&["org", "role", "create", "viewer", "-s", "read:docs"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    let roles = env.json(&[
        "org", "members", "roles", "Acme", "alice", "--assign", "viewer",
    ]);
    assert_eq!(roles[0]["name"], "viewer");
    let names = |v: Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        names(env.json(&["org", "members", "scopes", "Acme", "alice"])),
        ["read:docs"]
    );
    env.ok(&[
        "org",
        "members",
        "roles",
        "Acme",
        "alice",
        "--assign",
        "editor",
        "--unassign",
        "viewer",
    ]);
    assert_eq!(
        names(env.json(&["org", "members", "scopes", "Acme", "alice"])),
        ["read:docs", "write:docs"]
    );
    let members = env.json(&["org", "members", "list", "Acme"]);
    assert_eq!(members[0]["username"], "alice");
    assert_eq!(members[0]["organizationRoles"][0]["name"], "editor");
    assert_eq!(
        names(env.json(&["org", "role", "scopes", "editor"])),
        ["read:docs", "write:docs"]
    );
    // Deleting the organization takes memberships and member roles with it.
    env.ok(&["-y", "org", "delete", "Acme"]);
    assert_eq!(env.sql_count("SELECT count(*) FROM organization_users"), 0);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_user_roles"),
        0
    );
    // Removing a member takes its organization roles too.
    env.ok(&["org", "create", "--name", "Beta"]);
    env.ok(&["org", "members", "add", "Beta", "alice"]);
    env.ok(&[
        "org", "members", "roles", "Beta", "alice", "--assign", "viewer",
    ]);
    env.ok(&["-y", "org", "members", "remove", "Beta", "alice"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_user_roles"),
        0
    );
}

#[test]
fn bad_organization_input_is_refused_without_change() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&["org", "create", "--name", "Acme"]);
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&["org", "role", "create", "editor"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    let long = "n".repeat(129);
    for (code, args, msg) in [
        (
            3,
            vec!["org", "get", "Nope"],
            "organization Nope does not exist",
        ),
        (
            3,
            vec!["org", "members", "add", "Acme", "ghost"],
            "user ghost does not exist",
        ),
        (
            3,
            vec!["org", "role", "get", "ghost-role"],
            "organization role ghost-role does not exist",
        ),
        (
            3,
            vec!["org", "role", "create", "x", "-s", "nope:docs"],
            "organization permission nope:docs does not exist",
        ),
        (
            4,
            vec!["org", "create", "--name", "Acme"],
            "an organization named Acme already exists",
        ),
        (
            4,
            vec!["org", "scope", "create", "read:docs"],
            "already exists",
        ),
        (4, vec!["org", "role", "create", "editor"], "already exists"),
        (5, vec!["org", "create", "--name", &long], "at most 128"),
        (5, vec!["org", "role", "create", &long], "at most 128"),
        (5, vec!["org", "scope", "create", &long], "at most 128"),
        (
            5,
            vec!["org", "create", "--name", "X", "--custom-data", "[1]"],
            "custom data must be a JSON object",
        ),
        (
            5,
            vec!["org", "create", "--name", "X", "--custom-data", "{oops"],
            "--custom-data is not valid JSON",
        ),
        (
            5,
            vec!["org", "update", "Acme", "--custom-data", "\"text\""],
            "custom data must be a JSON object",
        ),
        (
            5,
            vec![
                "org", "members", "roles", "Acme", "bob", "--assign", "editor",
            ],
            "user bob is not a member of Acme",
        ),
        (2, vec!["org", "update", "Acme"], "nothing to update"),
    ] {
        let r = env.fails(code, &args);
        assert!(r.stderr.contains(msg), "{args:?}: {}", r.stderr);
    }
    // Removing a user who is not a member changes nothing and says so.
    env.unchanged(
        &["-y", "org", "members", "remove", "Acme", "bob"],
        "Acme has no member bob (nothing to do)",
    );
    env.fails(3, &["-y", "org", "members", "remove", "Acme", "ghost"]);
    let r = env.fails(3, &["org", "role", "scopes", "add", "editor", "read:doc"]);
    assert!(
        r.stderr.contains("hint: did you mean read:docs?"),
        "{}",
        r.stderr
    );
}

/// Organization ids are 12 characters `[0-9a-z]`, as the service's are (other records keep
/// their 21); ids made before keep working.
#[test]
fn new_organizations_get_twelve_character_ids() {
    let env = Env::new();
    let ids: Vec<String> = ["acme", "globex", "initech"]
        .iter()
        .map(|name| {
            env.json(&["org", "create", name])["id"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for id in &ids {
        assert_eq!(id.len(), 12, "{id}");
        assert!(
            id.chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase()),
            "{id}"
        );
        assert_eq!(env.json(&["org", "get", id])["id"], id.as_str());
    }
    // Organization roles and scopes keep the 21 characters of the service's.
    let role = env.json(&["org", "role", "create", "viewer"]);
    assert_eq!(role["id"].as_str().unwrap().len(), 21, "{role}");
}

/// Names of the records of a JSON list.
fn names_of(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

/// `(indicator, permission)` of a JSON list of permissions with their resources.
fn permissions_of(v: &Value) -> Vec<(String, String)> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(|s| {
            (
                s["resource"]["indicator"].as_str().unwrap().to_string(),
                s["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[test]
fn organization_roles_have_a_type_and_api_permissions() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&["org", "scope", "create", "read:docs"]);
    // An m2m role with an organization permission and API permissions: created, with its
    // permissions, in one command (the two events of POST /organization-roles).
    let ev = env.events_of(&[
        "org",
        "role",
        "create",
        "bot",
        "--type",
        "m2m",
        "-s",
        "read:docs",
        "--resource",
        api,
        "--permission",
        "read:orders write:orders",
    ]);
    assert_eq!(ev.len(), 2, "{ev:?}");
    let p = check(
        &ev[..1],
        "OrganizationRole.Created",
        "POST",
        "/organization-roles",
        201,
        json!({}),
        &["data"],
    );
    assert_eq!(p["data"]["type"], "MachineToMachine");
    let bot = p["data"]["id"].as_str().unwrap().to_string();
    check(
        &ev[1..],
        "OrganizationRole.Scopes.Updated",
        "POST",
        "/organization-roles",
        201,
        json!({}),
        &["organizationRoleId"],
    );
    let created = env.json(&["org", "role", "create", "editor", "-d", "Edits"]);
    assert_eq!(created["type"], "User");
    // get and list show the type: the JSON `type`, the table's TYPE column.
    assert_eq!(
        env.json(&["org", "role", "get", "bot"])["type"],
        "MachineToMachine"
    );
    let list = env.json(&["org", "role", "list"]);
    let types: Vec<(&str, &str)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap(), r["type"].as_str().unwrap()))
        .collect();
    assert_eq!(types, [("bot", "MachineToMachine"), ("editor", "User")]);
    let table = env.ok(&["org", "role", "list"]);
    let header: Vec<&str> = table.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(header, ["ID", "NAME", "TYPE", "DESCRIPTION"], "{table}");
    assert!(
        table
            .lines()
            .any(|l| l.contains("bot") && l.contains("MachineToMachine")),
        "{table}"
    );
    assert!(
        env.ok(&["org", "role", "get", "editor"])
            .lines()
            .any(|l| l.starts_with("TYPE") && l.ends_with("User")),
    );
    // Organization permissions are not roles: no type.
    assert!(
        env.json(&["org", "scope", "get", "read:docs"])
            .get("type")
            .is_none()
    );

    // The API permissions of a role, with their resources.
    let held = env.json(&["org", "role", "resource-scopes", "bot"]);
    assert_eq!(
        permissions_of(&held),
        [
            (api.into(), "read:orders".into()),
            (api.into(), "write:orders".into())
        ]
    );
    assert_eq!(
        names_of(&env.json(&["org", "role", "scopes", "bot"])),
        ["read:docs"]
    );
    let table = env.ok(&["org", "role", "resource-scopes", "bot"]);
    assert!(table.starts_with("RESOURCE"), "{table}");
    assert!(
        table.contains("https://api.example.com  read:orders"),
        "{table}"
    );

    // grant: POST /organization-roles/:id/resource-scopes; prints what the role holds.
    let editor = created["id"].as_str().unwrap().to_string();
    let ev = env.events_of(&["org", "role", "grant", "editor", "-r", api, "read:orders"]);
    check(
        &ev,
        "OrganizationRole.Scopes.Updated",
        "POST",
        "/organization-roles/:id/resource-scopes",
        201,
        json!({"id": editor}),
        &[],
    );
    let out = env.json(&[
        "org",
        "role",
        "grant",
        "editor",
        "--resource",
        api,
        "-s",
        "write:orders",
    ]);
    assert_eq!(
        permissions_of(&out),
        [
            (api.into(), "read:orders".into()),
            (api.into(), "write:orders".into())
        ]
    );
    // Granting what the role holds changes nothing and says so.
    env.unchanged(
        &["org", "role", "grant", "editor", "-r", api, "read:orders"],
        "organization role editor already has API permission read:orders (nothing to do)",
    );
    // revoke: DELETE /organization-roles/:id/resource-scopes/:scopeId, one per permission.
    let read_id = env.sql_value("SELECT id FROM scopes WHERE name = 'read:orders'");
    let ev = env.events_of(&["org", "role", "revoke", "editor", "-r", api, "read:orders"]);
    check(
        &ev,
        "OrganizationRole.Scopes.Updated",
        "DELETE",
        "/organization-roles/:id/resource-scopes/:scopeId",
        204,
        json!({"id": editor, "scopeId": read_id}),
        &[],
    );
    let out = env.json(&["org", "role", "revoke", "editor", "-r", api, "write:orders"]);
    assert_eq!(out, json!([]));
    env.unchanged(
        &["org", "role", "revoke", "editor", "-r", api, "read:orders"],
        "organization role editor does not have API permission read:orders (nothing to do)",
    );
    assert_eq!(
        env.sql_count(&format!(
            "SELECT count(*) FROM organization_roles_resource_scopes WHERE role_id = '{bot}'"
        )),
        2
    );
    // Deleting a permission takes it from the organization roles that hold it.
    env.ok(&["-y", "scope", "delete", "-r", api, "write:orders"]);
    assert_eq!(
        permissions_of(&env.json(&["org", "role", "resource-scopes", "bot"])),
        [(api.into(), "read:orders".into())]
    );
}

#[test]
fn bad_organization_role_types_and_api_permissions_are_refused_without_change() {
    let env = Env::new();
    let api = env.orders_api();
    env.ok(&["org", "role", "create", "editor"]);
    env.refuses(&[
        (
            &["org", "role", "create", "x", "--type", "admin"],
            2,
            &["invalid value 'admin' for '--type <KIND>'"],
        ),
        (
            &["org", "role", "create", "x", "--resource", api],
            2,
            &["--permission <PERMISSION>"],
        ),
        (
            &["org", "role", "create", "x", "--permission", "read:orders"],
            2,
            &["--resource <RESOURCE>"],
        ),
        (
            &[
                "org",
                "role",
                "create",
                "x",
                "--resource",
                "https://nope.example.com",
                "--permission",
                "read:orders",
            ],
            3,
            &["resource https://nope.example.com does not exist"],
        ),
        (
            &[
                "org",
                "role",
                "create",
                "x",
                "--resource",
                api,
                "--permission",
                "read:order",
            ],
            3,
            &["read:order", "did you mean read:orders?"],
        ),
        (
            &["org", "role", "create", "editor", "--type", "m2m"],
            4,
            &["an organization role named editor already exists"],
        ),
        (
            &["org", "role", "grant", "ghost", "-r", api, "read:orders"],
            3,
            &["organization role ghost does not exist"],
        ),
        (
            &[
                "org",
                "role",
                "grant",
                "editor",
                "-r",
                "https://nope.example.com",
                "read:orders",
            ],
            3,
            &["resource https://nope.example.com does not exist"],
        ),
        (
            &["org", "role", "grant", "editor", "-r", api, "delete:orders"],
            3,
            &["delete:orders"],
        ),
        (
            &["org", "role", "grant", "editor", "-r", api],
            2,
            &["<SCOPE>"],
        ),
        (
            &[
                "org",
                "role",
                "revoke",
                "editor",
                "-r",
                api,
                "delete:orders",
            ],
            3,
            &["delete:orders"],
        ),
        (
            &["org", "role", "resource-scopes", "ghost"],
            3,
            &["organization role ghost does not exist"],
        ),
        // The Management API's permissions are for machine-to-machine roles only.
        (
            &[
                "org",
                "role",
                "grant",
                "editor",
                "-r",
                "https://default.logto.app/api",
                "all",
            ],
            5,
            &["cannot be given to a User role"],
        ),
        (
            &[
                "-o",
                "json",
                "org",
                "role",
                "create",
                "viewer",
                "--resource",
                "https://default.logto.app/api",
                "--permission",
                "all",
            ],
            5,
            &["role.management_api_scopes_not_assignable_to_user_role"],
        ),
    ]);
    // An m2m organization role may hold them.
    env.ok(&[
        "org",
        "role",
        "create",
        "admin-bot",
        "--type",
        "m2m",
        "--resource",
        "https://default.logto.app/api",
        "--permission",
        "all",
    ]);
}

#[test]
fn machine_to_machine_applications_join_organizations_with_their_roles() {
    let env = Env::new();
    let svc = env.json(&["client", "create", "svc"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let batch = env.json(&["client", "create", "batch"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let org = env.json(&["org", "create", "Acme"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&[
        "org",
        "role",
        "create",
        "bot",
        "--type",
        "m2m",
        "-s",
        "read:docs",
    ]);
    env.ok(&["org", "role", "create", "auditor", "--type", "m2m"]);

    // add: POST /organizations/:id/applications; prints the applications with their roles.
    let ev = env.events_of(&["org", "apps", "add", "Acme", "svc"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "POST",
        "/organizations/:id/applications",
        201,
        json!({"id": org}),
        &["organizationId", "addedApplicationIds"],
    );
    assert_eq!(p["addedApplicationIds"], json!([svc]));
    let out = env.json(&["org", "apps", "add", "Acme", "svc", &batch]);
    let mut listed = names_of(&out);
    listed.sort();
    assert_eq!(listed, ["batch", "svc"]);
    assert_eq!(out[0]["organizationRoles"], json!([]));
    assert_eq!(out[1]["type"], "MachineToMachine");
    // Adding what is there changes nothing and says so, naming it as given.
    env.unchanged(
        &["org", "apps", "add", "Acme", "svc"],
        "Acme already has application svc (nothing to do)",
    );

    // roles: assign and unassign machine-to-machine organization roles; prints the roles.
    let roles = env.json(&[
        "org", "apps", "roles", "Acme", "svc", "--assign", "bot", "auditor",
    ]);
    assert_eq!(names_of(&roles), ["auditor", "bot"]);
    assert_eq!(roles[0]["type"], "MachineToMachine");
    env.unchanged(
        &["org", "apps", "roles", "Acme", "svc", "--assign", "bot"],
        "application svc already has organization role bot (nothing to do)",
    );
    env.unchanged(
        &["org", "apps", "roles", "Acme", "batch", "--unassign", "bot"],
        "application batch does not have organization role bot (nothing to do)",
    );
    // Without --assign or --unassign: the roles, nothing changed.
    let before = env.snapshot();
    assert_eq!(
        names_of(&env.json(&["org", "apps", "roles", "Acme", "svc"])),
        ["auditor", "bot"]
    );
    assert_eq!(before, env.snapshot());
    let roles = env.json(&[
        "org",
        "apps",
        "roles",
        "Acme",
        "svc",
        "--unassign",
        "auditor",
    ]);
    assert_eq!(names_of(&roles), ["bot"]);
    let table = env.ok(&["org", "apps", "roles", "Acme", "svc"]);
    assert!(table.contains("MachineToMachine"), "{table}");

    // list: with their organization roles.
    let apps = env.json(&["org", "apps", "list", "Acme"]);
    let svc_row = apps
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["name"] == "svc")
        .unwrap();
    assert_eq!(svc_row["id"], svc.as_str());
    assert_eq!(names_of(&svc_row["organizationRoles"]), ["bot"]);
    let table = env.ok(&["org", "apps", "ls", "Acme"]);
    let header: Vec<&str> = table
        .lines()
        .next()
        .unwrap()
        .split("  ")
        .filter(|s| !s.is_empty())
        .map(str::trim)
        .collect();
    assert_eq!(header, ["ID", "NAME", "ORGANIZATION ROLES"], "{table}");
    assert!(
        table
            .lines()
            .any(|l| l.starts_with(&svc) && l.trim_end().ends_with("bot")),
        "{table}"
    );
    // No secret is ever shown.
    assert!(svc_row.get("secret").is_none(), "{svc_row}");

    // set: PUT /organizations/:id/applications.
    let ev = env.events_of(&["org", "apps", "set", "Acme", "batch"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "PUT",
        "/organizations/:id/applications",
        204,
        json!({"id": org}),
        &["organizationId", "removedApplicationIds"],
    );
    assert_eq!(p["removedApplicationIds"], json!([svc]));
    env.unchanged(
        &["org", "apps", "set", "Acme", "batch"],
        "the applications were already exactly these: nothing changed",
    );
    // A removed application loses its organization roles there.
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_application_roles"),
        0
    );

    // remove: DELETE /organizations/:id/applications/:applicationId, after a confirmation.
    env.fails(2, &["org", "apps", "remove", "Acme", "batch"]);
    let ev = env.events_of(&["-y", "org", "apps", "rm", "Acme", "batch"]);
    let p = check(
        &ev,
        "Organization.Membership.Updated",
        "DELETE",
        "/organizations/:id/applications/:applicationId",
        204,
        json!({"id": org, "applicationId": batch}),
        &["organizationId", "removedApplicationIds"],
    );
    assert_eq!(p["removedApplicationIds"], json!([batch]));
    env.unchanged(
        &["-y", "org", "apps", "remove", "Acme", "batch"],
        "Acme has no application batch (nothing to do)",
    );
    assert_eq!(env.json(&["org", "apps", "list", "Acme"]), json!([]));

    // Deleting the client or the organization takes the membership and its roles along.
    env.ok(&["org", "apps", "add", "Acme", "svc"]);
    env.ok(&["org", "apps", "roles", "Acme", "svc", "--assign", "bot"]);
    env.ok(&["-y", "client", "delete", "svc"]);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_applications"),
        0
    );
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_application_roles"),
        0
    );
}

/// `org apps add ORG A A B` with B already in: the notice names B (the names given and the
/// clients found were once paired after removing duplicates, so it named A).
#[test]
fn adding_an_application_twice_names_the_one_already_there() {
    let env = Env::new();
    env.ok(&["client", "create", "svc"]);
    env.ok(&["client", "create", "batch"]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "apps", "add", "Acme", "batch"]);
    let r = env.run(&["org", "apps", "add", "Acme", "svc", "svc", "batch"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("Acme already has application batch (nothing to do)"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("application svc"), "{}", r.stderr);
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_applications"),
        2
    );
}

#[test]
fn bad_organization_application_input_is_refused_without_change() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["client", "create", "svc"]);
    env.ok(&["client", "create", "idle"]);
    env.ok(&[
        "client",
        "create",
        "web",
        "--type",
        "traditional",
        "--redirect-uri",
        "https://web.example.com/callback",
    ]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "role", "create", "editor"]);
    env.ok(&["org", "role", "create", "bot", "--type", "m2m"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.ok(&["org", "apps", "add", "Acme", "svc"]);
    env.refuses(&[
        (
            &["org", "apps", "add", "Acme", "web"],
            5,
            &["client web is a Traditional client; only machine-to-machine clients can join organizations"],
        ),
        // One bad client among good ones: none is added.
        (
            &["org", "apps", "add", "Acme", "idle", "web"],
            5,
            &["client web is a Traditional client"],
        ),
        (
            &["-o", "json", "org", "apps", "add", "Acme", "web"],
            5,
            &["application.invalid_type"],
        ),
        (
            &["org", "apps", "set", "Acme", "svc", "web"],
            5,
            &["client web is a Traditional client"],
        ),
        (&["org", "apps", "add", "Acme", "ghost"], 3, &["client ghost does not exist"]),
        (&["org", "apps", "add", "Nope", "svc"], 3, &["organization Nope does not exist"]),
        (&["org", "apps", "list", "Nope"], 3, &["organization Nope does not exist"]),
        (&["-y", "org", "apps", "remove", "Acme", "ghost"], 3, &["client ghost does not exist"]),
        (&["org", "apps", "add", "Acme"], 2, &["<CLIENT>"]),
        (
            &["org", "apps", "roles", "Acme", "svc", "--assign", "editor"],
            5,
            &["organization role editor is a User role; applications take MachineToMachine organization roles"],
        ),
        (
            &["-o", "json", "org", "apps", "roles", "Acme", "svc", "--assign", "editor"],
            5,
            &["application.invalid_role_type"],
        ),
        (
            &["org", "apps", "roles", "Acme", "idle", "--assign", "bot"],
            5,
            &[
                "application idle is not a member of Acme",
                "hint: add it first: idctl org apps add Acme idle",
            ],
        ),
        (
            &["-o", "json", "org", "apps", "roles", "Acme", "idle"],
            5,
            &["organization.require_membership"],
        ),
        (
            &["org", "apps", "roles", "Acme", "svc", "--assign", "ghost"],
            3,
            &["organization role ghost does not exist"],
        ),
        (
            &["org", "apps", "roles", "Acme", "ghost", "--assign", "bot"],
            3,
            &["client ghost does not exist"],
        ),
        (
            &["org", "apps", "roles", "Nope", "svc", "--assign", "bot"],
            3,
            &["organization Nope does not exist"],
        ),
        // One bad role among good ones: none is assigned.
        (
            &["org", "apps", "roles", "Acme", "svc", "--assign", "bot", "editor"],
            5,
            &["organization role editor is a User role"],
        ),
        // Members take User organization roles only.
        (
            &["org", "members", "roles", "Acme", "alice", "--assign", "bot"],
            5,
            &["organization role bot is a MachineToMachine role; users take User organization roles"],
        ),
        (
            &["-o", "json", "org", "members", "roles", "Acme", "alice", "--assign", "bot"],
            5,
            &["user.invalid_role_type"],
        ),
    ]);
}

// Over the Management API (`/api`): every route of the catalogue with its status, body and
// event (`common::management::Ctx` checks them against `idctl::events::catalogue`).

#[test]
fn organizations_and_members_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::ORG_CREATE,
        &[],
        Some(json!({"name": "Acme", "description": "Rockets", "customData": {"tier": 1}})),
        &[cat::ORGANIZATION_CREATED],
        &[],
    );
    let org = r.body;
    let oid = id(&org);
    assert_eq!(org["name"], "Acme");
    assert_eq!(org["customData"], json!({"tier": 1}));

    let (r, _) = c.op(
        &cat::ORG_UPDATE,
        &[("id", &oid)],
        Some(json!({"description": "Rockets and more"})),
        &[cat::ORGANIZATION_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Rockets and more");
    assert_eq!(r.body["name"], "Acme");
    assert_eq!(c.get(&format!("/organizations/{oid}")).body, r.body);

    let users: Vec<String> = ["u1", "u2", "u3"]
        .iter()
        .map(|u| id(&c.setup("POST", "/users", json!({"username": u}), 200)))
        .collect();
    let members = |c: &mut Ctx| {
        let mut m = ids(&c.get(&format!("/organizations/{oid}/users")).body);
        m.sort();
        m
    };
    let sorted = |v: &[&String]| {
        let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    };

    let (r, _) = c.op(
        &cat::ORG_USERS_ADD,
        &[("id", &oid)],
        Some(json!({"userIds": [users[0], users[1]]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("addedUserIds", json!([users[0], users[1]])),
        ],
    );
    assert!(r.body.is_null(), "{}", r.text);
    assert_eq!(members(&mut c), sorted(&[&users[0], &users[1]]));

    c.op(
        &cat::ORG_USERS_SET,
        &[("id", &oid)],
        Some(json!({"userIds": [users[1], users[2]]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("addedUserIds", json!([users[2]])),
            ("removedUserIds", json!([users[0]])),
        ],
    );
    assert_eq!(members(&mut c), sorted(&[&users[1], &users[2]]));

    c.op(
        &cat::ORG_USER_REMOVE,
        &[("id", &oid), ("userId", &users[1])],
        None,
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(oid)),
            ("removedUserIds", json!([users[1]])),
        ],
    );
    assert_eq!(members(&mut c), [users[2].as_str()]);
    c.fails(
        "DELETE",
        &format!("/organizations/{oid}/users/{}", users[1]),
        None,
        404,
        "entity.not_exists_with_id",
    );

    c.setup("POST", "/organizations", json!({"name": "Globex"}), 201);
    let all = c.get("/organizations");
    assert_eq!(all.header("total-number"), Some("2"));
    let page = c.get("/organizations?page=2&page_size=1");
    assert_eq!(page.body.as_array().unwrap().len(), 1);
    assert_eq!(ids(&page.body), ids(&all.body)[1..]);

    c.op(
        &cat::ORG_DELETE,
        &[("id", &oid)],
        None,
        &[cat::ORGANIZATION_DELETED],
        &[],
    );
    c.fails(
        "GET",
        &format!("/organizations/{oid}"),
        None,
        404,
        "entity.not_exists_with_id",
    );
    // Names are unique (checked last: the other routes are covered whatever this answers).
    c.fails(
        "POST",
        "/organizations",
        Some(json!({"name": "Globex"})),
        422,
        "entity.unique_integrity_violation",
    );
    c.assert_covered(ORG_OPS);
}

#[test]
fn organization_roles_and_scopes_over_http() {
    let mut c = Ctx::start();
    let (r, _) = c.op(
        &cat::ORG_SCOPE_CREATE,
        &[],
        Some(json!({"name": "read:docs", "description": "Read documents"})),
        &[cat::ORGANIZATION_SCOPE_CREATED],
        &[],
    );
    let read = id(&r.body);
    assert_eq!(r.body["name"], "read:docs");
    let (r, _) = c.op(
        &cat::ORG_SCOPE_CREATE,
        &[],
        Some(json!({"name": "write:docs"})),
        &[cat::ORGANIZATION_SCOPE_CREATED],
        &[],
    );
    let write = id(&r.body);
    let (r, _) = c.op(
        &cat::ORG_SCOPE_UPDATE,
        &[("id", &write)],
        Some(json!({"description": "Write documents"})),
        &[cat::ORGANIZATION_SCOPE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Write documents");
    assert_eq!(r.body["name"], "write:docs");
    assert_eq!(c.get(&format!("/organization-scopes/{write}")).body, r.body);
    assert_eq!(
        c.get("/organization-scopes").header("total-number"),
        Some("2")
    );

    let (r, _) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "viewer"})),
        &[cat::ORGANIZATION_ROLE_CREATED],
        &[],
    );
    let viewer = id(&r.body);
    assert_eq!(r.body["name"], "viewer");
    // Created with permissions: the role's id beside the payload, no data.
    let (r, evs) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "editor", "organizationScopeIds": [read]})),
        &[
            cat::ORGANIZATION_ROLE_CREATED,
            cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
        ],
        &[],
    );
    let editor = id(&r.body);
    assert_eq!(
        keys(&evs[1]),
        event_keys(&["organizationRoleId"]),
        "{}",
        evs[1]
    );
    assert_eq!(evs[1]["organizationRoleId"], editor.as_str());
    assert_eq!(
        ids(&c.get(&format!("/organization-roles/{editor}/scopes")).body),
        [read.as_str()]
    );

    let (r, _) = c.op(
        &cat::ORG_ROLE_UPDATE,
        &[("id", &viewer)],
        Some(json!({"description": "Looks"})),
        &[cat::ORGANIZATION_ROLE_DATA_UPDATED],
        &[],
    );
    assert_eq!(r.body["description"], "Looks");
    assert_eq!(c.get(&format!("/organization-roles/{viewer}")).body, r.body);

    let scopes_of = |c: &mut Ctx, role: &str| {
        let mut s = ids(&c.get(&format!("/organization-roles/{role}/scopes")).body);
        s.sort();
        s
    };
    c.op(
        &cat::ORG_ROLE_SCOPES_ADD,
        &[("id", &viewer)],
        Some(json!({"organizationScopeIds": [read, write]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    let mut both = vec![read.clone(), write.clone()];
    both.sort();
    assert_eq!(scopes_of(&mut c, &viewer), both);
    c.op(
        &cat::ORG_ROLE_SCOPES_SET,
        &[("id", &viewer)],
        Some(json!({"organizationScopeIds": [write]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(scopes_of(&mut c, &viewer), [write.as_str()]);
    c.op(
        &cat::ORG_ROLE_SCOPE_REMOVE,
        &[("id", &viewer), ("organizationScopeId", &write)],
        None,
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(scopes_of(&mut c, &viewer), Vec::<String>::new());

    let roles = c.get("/organization-roles");
    assert_eq!(roles.header("total-number"), Some("2"));
    c.op(
        &cat::ORG_ROLE_DELETE,
        &[("id", &viewer)],
        None,
        &[cat::ORGANIZATION_ROLE_DELETED],
        &[],
    );
    c.op(
        &cat::ORG_SCOPE_DELETE,
        &[("id", &write)],
        None,
        &[cat::ORGANIZATION_SCOPE_DELETED],
        &[],
    );
    assert_eq!(ids(&c.get("/organization-roles").body), [editor]);
    assert_eq!(ids(&c.get("/organization-scopes").body), [read]);
    c.assert_covered(ORG_ROLE_OPS);
}

/// Refused over `/api`: status, code, a message naming `needle`, no event and an unchanged
/// store (read back whole).
fn refused_here(
    c: &mut Ctx,
    method: &str,
    path: &str,
    body: Option<Value>,
    status: u16,
    code: &str,
    needle: &str,
) {
    let what = format!("{method} {path}");
    refused(&c.env, &what, status, code, needle, || {
        send(&c.api, method, path, body.as_ref())
    });
    let evs = c.events();
    assert!(evs.is_empty(), "{what} recorded events: {evs:?}");
}

/// Sorted ids of a list answer.
fn sorted_ids(v: &Value) -> Vec<String> {
    let mut v = ids(v);
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn organization_role_types_and_api_permissions_over_http() {
    let mut c = Ctx::start();
    let res = id(&c.setup(
        "POST",
        "/resources",
        json!({"name": "Docs", "indicator": "https://docs.example.com"}),
        201,
    ));
    let scope = |c: &mut Ctx, name: &str| {
        c.setup(
            "POST",
            &format!("/resources/{res}/scopes"),
            json!({"name": name}),
            201,
        )
    };
    let read = scope(&mut c, "read:docs");
    let write = scope(&mut c, "write:docs");
    let (rid, wid) = (id(&read), id(&write));

    // A machine-to-machine role created with an API permission: both events, its type.
    let (r, evs) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "robot", "type": "MachineToMachine", "resourceScopeIds": [rid]})),
        &[
            cat::ORGANIZATION_ROLE_CREATED,
            cat::ORGANIZATION_ROLE_SCOPES_UPDATED,
        ],
        &[],
    );
    let robot = id(&r.body);
    assert_eq!(r.body["type"], "MachineToMachine", "{}", r.text);
    assert_eq!(evs[1]["organizationRoleId"], robot.as_str());
    assert_eq!(c.get(&format!("/organization-roles/{robot}")).body, r.body);
    // The role's API permissions in the Scope JSON of `GET /resources/:id/scopes`.
    let held = c.get(&format!("/organization-roles/{robot}/resource-scopes"));
    assert_eq!(held.body, json!([read]), "{}", held.text);
    assert_eq!(held.header("total-number"), Some("1"));
    let of_resource = c.get(&format!("/resources/{res}/scopes")).body;
    assert!(
        of_resource.as_array().unwrap().contains(&held.body[0]),
        "{of_resource}"
    );

    // Without a type: a User role.
    let (r, _) = c.op(
        &cat::ORG_ROLE_CREATE,
        &[],
        Some(json!({"name": "viewer"})),
        &[cat::ORGANIZATION_ROLE_CREATED],
        &[],
    );
    let viewer = id(&r.body);
    assert_eq!(r.body["type"], "User", "{}", r.text);
    let listed = c.get("/organization-roles").body;
    let types: Vec<(&str, &str)> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap(), r["type"].as_str().unwrap()))
        .collect();
    assert_eq!(types, [("robot", "MachineToMachine"), ("viewer", "User")]);

    // Refusals: an unknown type, a type in PATCH, an unknown permission, the Management API's
    // permission in a User role.
    refused_here(
        &mut c,
        "POST",
        "/organization-roles",
        Some(json!({"name": "odd", "type": "Admin"})),
        400,
        "guard.invalid_input",
        "type",
    );
    refused_here(
        &mut c,
        "PATCH",
        &format!("/organization-roles/{viewer}"),
        Some(json!({"type": "MachineToMachine"})),
        400,
        "guard.invalid_input",
        "type",
    );
    refused_here(
        &mut c,
        "POST",
        "/organization-roles",
        Some(json!({"name": "odd", "resourceScopeIds": ["no-such-scope"]})),
        404,
        "entity.not_exists_with_id",
        "no-such-scope",
    );
    let all = c.get(&format!("/resources/{API_ID}/scopes")).body;
    let all = id(&all[0]);
    refused_here(
        &mut c,
        "POST",
        "/organization-roles",
        Some(json!({"name": "odd", "resourceScopeIds": [all]})),
        400,
        "role.management_api_scopes_not_assignable_to_user_role",
        "User role",
    );

    // Add, set, remove, each with its event; lists paged.
    let path = format!("/organization-roles/{viewer}/resource-scopes");
    let (r, _) = c.op(
        &cat::ORG_ROLE_RESOURCE_SCOPES_ADD,
        &[("id", &viewer)],
        Some(json!({"scopeIds": [rid, wid]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert!(r.body.is_null(), "{}", r.text);
    assert_eq!(sorted_ids(&c.get(&path).body), sorted(&[&rid, &wid]));
    let page = c.get(&format!("{path}?page=2&page_size=1"));
    assert_eq!(page.header("total-number"), Some("2"));
    assert_eq!(page.body.as_array().unwrap().len(), 1, "{}", page.text);
    c.op(
        &cat::ORG_ROLE_RESOURCE_SCOPES_SET,
        &[("id", &viewer)],
        Some(json!({"scopeIds": [wid]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(ids(&c.get(&path).body), [wid.as_str()]);
    c.op(
        &cat::ORG_ROLE_RESOURCE_SCOPE_REMOVE,
        &[("id", &viewer), ("scopeId", &wid)],
        None,
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(c.get(&path).body, json!([]));

    // Refusals of the permission routes.
    refused_here(
        &mut c,
        "DELETE",
        &format!("{path}/{wid}"),
        None,
        404,
        "entity.not_exists_with_id",
        &wid,
    );
    refused_here(
        &mut c,
        "POST",
        &path,
        Some(json!({"scopeIds": ["no-such-scope"]})),
        404,
        "entity.not_exists_with_id",
        "no-such-scope",
    );
    refused_here(
        &mut c,
        "PUT",
        &path,
        Some(json!({"scopeIds": [rid, "no-such-scope"]})),
        404,
        "entity.not_exists_with_id",
        "no-such-scope",
    );
    refused_here(
        &mut c,
        "POST",
        &path,
        Some(json!({"scopeIds": []})),
        400,
        "guard.invalid_input",
        "scopeIds",
    );
    refused_here(
        &mut c,
        "POST",
        &path,
        Some(json!({"organizationScopeIds": [rid]})),
        400,
        "guard.invalid_input",
        "organizationScopeIds",
    );
    refused_here(
        &mut c,
        "POST",
        &path,
        Some(json!({"scopeIds": [all]})),
        400,
        "role.management_api_scopes_not_assignable_to_user_role",
        "User role",
    );
    refused_here(
        &mut c,
        "POST",
        "/organization-roles/no-such-role/resource-scopes",
        Some(json!({"scopeIds": [rid]})),
        404,
        "entity.not_exists_with_id",
        "no-such-role",
    );
    refused_here(
        &mut c,
        "GET",
        "/organization-roles/no-such-role/resource-scopes",
        None,
        404,
        "entity.not_exists_with_id",
        "no-such-role",
    );
    // A machine-to-machine role may hold the Management API's permission.
    c.op(
        &cat::ORG_ROLE_RESOURCE_SCOPES_ADD,
        &[("id", &robot)],
        Some(json!({"scopeIds": [all]})),
        &[cat::ORGANIZATION_ROLE_SCOPES_UPDATED],
        &[],
    );
    assert_eq!(
        sorted_ids(
            &c.get(&format!("/organization-roles/{robot}/resource-scopes"))
                .body
        ),
        sorted(&[&rid, &all])
    );
    c.assert_covered(ORG_ROLE_RESOURCE_OPS);
}

#[test]
fn organization_applications_and_their_roles_over_http() {
    let mut c = Ctx::start();
    let org = id(&c.setup("POST", "/organizations", json!({"name": "Acme"}), 201));
    let other = id(&c.setup("POST", "/organizations", json!({"name": "Globex"}), 201));
    let m2m = |c: &mut Ctx, name: &str| {
        id(&c.setup(
            "POST",
            "/applications",
            json!({"name": name, "type": "MachineToMachine"}),
            200,
        ))
    };
    let (a1, a2, a3) = (m2m(&mut c, "a1"), m2m(&mut c, "a2"), m2m(&mut c, "a3"));
    let web = id(&c.setup(
        "POST",
        "/applications",
        json!({"name": "web", "type": "SPA",
               "oidcClientMetadata": {"redirectUris": ["https://web.example.com/cb"]}}),
        200,
    ));
    let apps_path = format!("/organizations/{org}/applications");

    let (r, _) = c.op(
        &cat::ORG_APPS_ADD,
        &[("id", &org)],
        Some(json!({"applicationIds": [a1, a2]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(org)),
            ("addedApplicationIds", json!([a1, a2])),
        ],
    );
    assert!(r.body.is_null(), "{}", r.text);
    // Each item: the client JSON of `GET /applications/:id`, with its organization roles.
    let listed = c.get(&apps_path);
    assert_eq!(listed.header("total-number"), Some("2"));
    assert_eq!(sorted_ids(&listed.body), sorted(&[&a1, &a2]));
    for item in listed.body.as_array().unwrap() {
        let mut item = item.clone();
        let roles = item.as_object_mut().unwrap().remove("organizationRoles");
        assert_eq!(roles, Some(json!([])), "{item}");
        assert_eq!(item, c.get(&format!("/applications/{}", id(&item))).body);
    }
    let page = c.get(&format!("{apps_path}?page=2&page_size=1"));
    assert_eq!(page.header("total-number"), Some("2"));
    assert_eq!(ids(&page.body), ids(&listed.body)[1..]);

    c.op(
        &cat::ORG_APPS_SET,
        &[("id", &org)],
        Some(json!({"applicationIds": [a2, a3]})),
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(org)),
            ("addedApplicationIds", json!([a3])),
            ("removedApplicationIds", json!([a1])),
        ],
    );
    assert_eq!(sorted_ids(&c.get(&apps_path).body), sorted(&[&a2, &a3]));
    c.op(
        &cat::ORG_APP_REMOVE,
        &[("id", &org), ("applicationId", &a3)],
        None,
        &[cat::ORGANIZATION_MEMBERSHIP_UPDATED],
        &[
            ("organizationId", json!(org)),
            ("removedApplicationIds", json!([a3])),
        ],
    );
    assert_eq!(ids(&c.get(&apps_path).body), [a2.as_str()]);

    // Refusals of the membership routes.
    refused_here(
        &mut c,
        "DELETE",
        &format!("{apps_path}/{a3}"),
        None,
        404,
        "entity.not_exists_with_id",
        &a3,
    );
    refused_here(
        &mut c,
        "POST",
        &apps_path,
        Some(json!({"applicationIds": [a1, web]})),
        422,
        "application.invalid_type",
        "machine-to-machine",
    );
    refused_here(
        &mut c,
        "PUT",
        &apps_path,
        Some(json!({"applicationIds": [web]})),
        422,
        "application.invalid_type",
        "machine-to-machine",
    );
    refused_here(
        &mut c,
        "POST",
        "/organizations/no-such-org/applications",
        Some(json!({"applicationIds": [a1]})),
        404,
        "entity.not_exists_with_id",
        "no-such-org",
    );
    refused_here(
        &mut c,
        "GET",
        "/organizations/no-such-org/applications",
        None,
        404,
        "entity.not_exists_with_id",
        "no-such-org",
    );
    refused_here(
        &mut c,
        "POST",
        &apps_path,
        Some(json!({"applicationIds": [a1, "no-such-app"]})),
        404,
        "entity.not_exists_with_id",
        "no-such-app",
    );
    refused_here(
        &mut c,
        "DELETE",
        &format!("{apps_path}/no-such-app"),
        None,
        404,
        "entity.not_exists_with_id",
        "no-such-app",
    );
    refused_here(
        &mut c,
        "POST",
        &apps_path,
        Some(json!({"applicationIds": []})),
        400,
        "guard.invalid_input",
        "applicationIds",
    );
    refused_here(
        &mut c,
        "POST",
        &apps_path,
        Some(json!({"userIds": [a1]})),
        400,
        "guard.invalid_input",
        "userIds",
    );

    // Organization roles of a member application: no events (as member roles of users).
    let role = |c: &mut Ctx, name: &str, kind: &str| {
        id(&c.setup(
            "POST",
            "/organization-roles",
            json!({"name": name, "type": kind}),
            201,
        ))
    };
    let (r1, r2) = (
        role(&mut c, "robot", "MachineToMachine"),
        role(&mut c, "crawler", "MachineToMachine"),
    );
    let member_role = role(&mut c, "viewer", "User");
    let roles_path = format!("{apps_path}/{a2}/roles");
    let r = c.call(
        "POST",
        &roles_path,
        Some(json!({"organizationRoleIds": [r1]})),
        201,
    );
    assert!(r.body.is_null(), "{}", r.text);
    let held = c.get(&roles_path);
    assert_eq!(ids(&held.body), [r1.as_str()]);
    assert_eq!(held.body[0]["type"], "MachineToMachine");
    assert_eq!(
        held.body[0],
        c.get(&format!("/organization-roles/{r1}")).body
    );
    let listed = c.get(&apps_path).body;
    assert_eq!(ids(&listed[0]["organizationRoles"]), [r1.as_str()]);
    c.call(
        "PUT",
        &roles_path,
        Some(json!({"organizationRoleIds": [r2, r1]})),
        204,
    );
    let held = c.get(&roles_path);
    assert_eq!(held.header("total-number"), Some("2"));
    // By name: crawler, robot.
    assert_eq!(ids(&held.body), [r2.as_str(), r1.as_str()]);
    let page = c.get(&format!("{roles_path}?page=2&page_size=1"));
    assert_eq!(page.header("total-number"), Some("2"));
    assert_eq!(ids(&page.body), [r1.as_str()]);
    c.call(
        "PUT",
        &roles_path,
        Some(json!({"organizationRoleIds": [r2]})),
        204,
    );
    assert_eq!(ids(&c.get(&roles_path).body), [r2.as_str()]);
    c.call("DELETE", &format!("{roles_path}/{r2}"), None, 204);
    assert_eq!(c.get(&roles_path).body, json!([]));

    // Refusals of the roles routes.
    refused_here(
        &mut c,
        "DELETE",
        &format!("{roles_path}/{r2}"),
        None,
        404,
        "entity.not_exists_with_id",
        &r2,
    );
    refused_here(
        &mut c,
        "POST",
        &roles_path,
        Some(json!({"organizationRoleIds": [member_role]})),
        422,
        "application.invalid_role_type",
        "viewer",
    );
    refused_here(
        &mut c,
        "PUT",
        &roles_path,
        Some(json!({"organizationRoleIds": [r1, member_role]})),
        422,
        "application.invalid_role_type",
        "viewer",
    );
    refused_here(
        &mut c,
        "POST",
        &roles_path,
        Some(json!({"organizationRoleIds": ["no-such-role"]})),
        404,
        "entity.not_exists_with_id",
        "no-such-role",
    );
    refused_here(
        &mut c,
        "POST",
        &roles_path,
        Some(json!({"organizationRoleIds": []})),
        400,
        "guard.invalid_input",
        "organizationRoleIds",
    );
    // a1 left the organization, and never joined the other one.
    for path in [
        format!("{apps_path}/{a1}/roles"),
        format!("/organizations/{other}/applications/{a2}/roles"),
    ] {
        refused_here(
            &mut c,
            "POST",
            &path,
            Some(json!({"organizationRoleIds": [r1]})),
            422,
            "organization.require_membership",
            "not a member",
        );
        refused_here(
            &mut c,
            "PUT",
            &path,
            Some(json!({"organizationRoleIds": [r1]})),
            422,
            "organization.require_membership",
            "not a member",
        );
        refused_here(
            &mut c,
            "DELETE",
            &format!("{path}/{r1}"),
            None,
            422,
            "organization.require_membership",
            "not a member",
        );
        refused_here(
            &mut c,
            "GET",
            &path,
            None,
            422,
            "organization.require_membership",
            "not a member",
        );
    }
    refused_here(
        &mut c,
        "GET",
        &format!("{apps_path}/no-such-app/roles"),
        None,
        404,
        "entity.not_exists_with_id",
        "no-such-app",
    );

    // Leaving the organization takes the application's roles there with it.
    c.call(
        "POST",
        &roles_path,
        Some(json!({"organizationRoleIds": [r1]})),
        201,
    );
    let r = send(&c.api, "DELETE", &format!("{apps_path}/{a2}"), None);
    assert_eq!(r.status, 204, "{}", r.text);
    c.events();
    c.setup("POST", &apps_path, json!({"applicationIds": [a2]}), 201);
    assert_eq!(c.get(&roles_path).body, json!([]));
    c.assert_covered(ORG_APP_OPS);
}

/// The Management API has no routes for the organization roles of user members (idctl's
/// `org members roles` assigns them): a machine-to-machine organization role created over
/// `/api` is refused to a user member there (422's exit 5, `user.invalid_role_type`), and a
/// `User` role is taken.
#[test]
fn a_machine_to_machine_organization_role_from_the_api_is_refused_to_a_user_member() {
    let mut c = Ctx::start();
    let org = id(&c.setup("POST", "/organizations", json!({"name": "Acme"}), 201));
    let alice = id(&c.setup("POST", "/users", json!({"username": "alice"}), 200));
    c.setup(
        "POST",
        &format!("/organizations/{org}/users"),
        json!({"userIds": [alice]}),
        201,
    );
    c.setup(
        "POST",
        "/organization-roles",
        json!({"name": "robot", "type": "MachineToMachine"}),
        201,
    );
    c.setup(
        "POST",
        "/organization-roles",
        json!({"name": "viewer"}),
        201,
    );
    let r = c.env.fails(
        5,
        &[
            "-o", "json", "org", "members", "roles", "Acme", "alice", "--assign", "robot",
        ],
    );
    let e = r.err_json();
    assert_eq!(e["code"], "user.invalid_role_type", "{e}");
    assert!(
        e["message"].as_str().unwrap_or_default().contains("robot"),
        "{e}"
    );
    let held = c.env.json(&[
        "org", "members", "roles", "Acme", "alice", "--assign", "viewer",
    ]);
    assert_eq!(held.as_array().map(Vec::len), Some(1), "{held}");
    assert_eq!(held[0]["type"], "User", "{held}");
    let members = c.get(&format!("/organizations/{org}/users")).body;
    assert_eq!(ids(&members[0]["organizationRoles"]), [id(&held[0])]);
}

#[test]
fn removing_a_non_member_named_twice_names_it_once_for_users_and_applications() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&["client", "create", "svc"]);
    env.ok(&["client", "create", "idle"]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.ok(&["org", "apps", "add", "Acme", "svc"]);
    for (args, notice) in [
        (
            ["-y", "org", "apps", "remove", "Acme", "idle", "idle"],
            "Acme has no application idle (nothing to do)",
        ),
        (
            ["-y", "org", "members", "remove", "Acme", "bob", "bob"],
            "Acme has no member bob (nothing to do)",
        ),
    ] {
        let r = env.run(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stderr.contains(notice), "{}", r.stderr);
        assert!(!r.stderr.contains("idle, idle"), "{}", r.stderr);
        assert!(!r.stderr.contains("bob, bob"), "{}", r.stderr);
    }
    assert_eq!(
        env.sql_count("SELECT count(*) FROM organization_applications"),
        1
    );
    assert_eq!(env.sql_count("SELECT count(*) FROM organization_users"), 1);
}
