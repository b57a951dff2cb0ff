//! The same verb works the same way everywhere (issue 11, section 3): sibling verbs take the
//! same flags, adding what is there and removing what is not are no-ops with a notice and no
//! event, and the short aliases people type (`ls`, `rm`, `scope get`, `events list --type
//! 'User.*' --since 1h`) work on every noun.
use crate::common::{Env, run_cmd};
use serde_json::Value;

const API: &str = "https://api.example.com";

fn names(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x["name"].as_str().expect("name").to_string())
        .collect()
}

fn event_names(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .map(|e| e["event"].as_str().expect("event").to_string())
        .collect()
}

fn user_id(env: &Env, user: &str) -> String {
    env.json(&["user", "get", user])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

// ---- sibling verbs take the same flags ----

#[test]
fn role_grant_and_revoke_take_scope_flags_like_role_create() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["scope", "create", "-r", API, "delete:orders"]);
    env.ok(&["role", "create", "clerk"]);
    // The flag, with space-separated names, as `role create --scope` takes them.
    let after = env.json(&[
        "role",
        "grant",
        "clerk",
        "-r",
        API,
        "--scope",
        "read:orders write:orders",
    ]);
    assert_eq!(names(&after), ["read:orders", "write:orders"]);
    // `-s` and positional names together.
    let after = env.json(&[
        "role",
        "revoke",
        "clerk",
        "-r",
        API,
        "-s",
        "read:orders",
        "write:orders",
    ]);
    assert_eq!(after, serde_json::json!([]));
    let after = env.json(&[
        "role",
        "grant",
        "clerk",
        "-r",
        API,
        "delete:orders",
        "-s",
        "read:orders",
    ]);
    assert_eq!(names(&after), ["delete:orders", "read:orders"]);
    // No permission at all is a usage error that changes nothing.
    for verb in ["grant", "revoke"] {
        let r = env.fails(2, &["role", verb, "clerk", "-r", API]);
        assert!(r.stderr.contains("<SCOPE>..."), "{}", r.stderr);
    }
}

#[test]
fn assign_and_unassign_take_roles_positionally_or_with_role_like_create() {
    let env = Env::new();
    for r in ["reader", "writer"] {
        env.ok(&["role", "create", r, "--type", "m2m"]);
    }
    env.ok(&["role", "create", "editor"]);
    env.ok(&["role", "create", "viewer"]);
    env.ok(&["client", "create", "svc"]);
    let roles = env.json(&[
        "client", "assign", "svc", "--role", "reader", "--role", "writer",
    ]);
    assert_eq!(names(&roles), ["reader", "writer"]);
    let roles = env.json(&["client", "unassign", "svc", "--role", "reader", "writer"]);
    assert_eq!(roles, serde_json::json!([]));
    env.ok(&["user", "create", "--username", "alice"]);
    let roles = env.json(&["user", "assign", "alice", "--role", "editor", "viewer"]);
    assert_eq!(names(&roles), ["editor", "viewer"]);
    let roles = env.json(&["user", "unassign", "alice", "--role", "viewer"]);
    assert_eq!(names(&roles), ["editor"]);
    for args in [
        ["client", "assign", "svc"],
        ["client", "unassign", "svc"],
        ["user", "assign", "alice"],
        ["user", "unassign", "alice"],
    ] {
        let r = env.fails(2, &args);
        assert!(r.stderr.contains("<ROLE>..."), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn user_create_takes_roles_like_client_create() {
    let env = Env::new();
    env.ok(&["role", "create", "member", "--default"]);
    env.ok(&["role", "create", "editor"]);
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["user", "create", "--username", "alice", "--role", "editor"]);
    assert_eq!(
        names(&env.json(&["user", "roles", "alice"])),
        ["editor", "member"]
    );
    // A machine role refuses the whole creation: no user, no event.
    let r = env.fails(
        5,
        &[
            "-o",
            "json",
            "user",
            "create",
            "--username",
            "bob",
            "--role",
            "robot",
        ],
    );
    assert_eq!(r.err_json()["code"], "user.invalid_role_type");
    env.fails(
        3,
        &["user", "create", "--username", "bob", "--role", "ghost"],
    );
    env.fails(3, &["user", "get", "bob"]);
}

/// Every `create` subcommand of the command line, as paths (`["org", "role", "create"]`).
fn create_commands(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
    // The built tree lists every command again under `help`: those are not commands.
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        if sub.get_name() == "create" {
            out.push(p.clone());
        }
        create_commands(sub, &p, out);
    }
}

fn strs(a: &[String]) -> Vec<&str> {
    a.iter().map(String::as_str).collect()
}

/// The `create` commands whose record has no name to give, and why.
const NAMELESS_CREATES: &[(&str, &str)] = &[
    (
        "user create",
        "a user is named by its username (--username; --name is the display name)",
    ),
    (
        "experience one-time-token create",
        "a one-time token has no name: it is for an email",
    ),
];

#[test]
fn create_takes_the_name_positionally_or_with_name_on_every_noun() {
    let env = Env::new();
    env.ok(&["resource", "create", "--name", "Orders", "--indicator", API]);
    env.ok(&["user", "create", "--username", "alice"]);
    // What each create needs besides the name (given the name), and the list that shows it.
    type Extra = fn(&str) -> Vec<String>;
    let none: Extra = |_| Vec::new();
    let cases: Vec<(&str, Vec<&str>, Extra, Vec<&str>)> = vec![
        (
            "resource create",
            vec![],
            |name| vec!["--indicator".into(), format!("https://{name}.example.com")],
            vec!["resource", "list"],
        ),
        ("role create", vec![], none, vec!["role", "list"]),
        ("client create", vec![], none, vec!["client", "list"]),
        ("org create", vec![], none, vec!["org", "list"]),
        (
            "org scope create",
            vec![],
            none,
            vec!["org", "scope", "list"],
        ),
        ("org role create", vec![], none, vec!["org", "role", "list"]),
        (
            "scope create",
            vec!["-r", API],
            none,
            vec!["scope", "list", "-r", API],
        ),
        (
            "pat create",
            vec!["alice"],
            none,
            vec!["pat", "list", "alice"],
        ),
        (
            "hook create",
            vec!["--stdout", "--event", "all"],
            none,
            vec!["hook", "list"],
        ),
    ];
    // The walk: every create of the command line is tested here, or named as nameless.
    let mut found = Vec::new();
    create_commands(&idctl::cli::command(), &[], &mut found);
    let mut found: Vec<String> = found.iter().map(|p| p.join(" ")).collect();
    found.sort();
    let mut covered: Vec<String> = cases
        .iter()
        .map(|c| c.0.to_string())
        .chain(NAMELESS_CREATES.iter().map(|(c, _)| c.to_string()))
        .collect();
    covered.sort();
    assert_eq!(
        found, covered,
        "every create command takes NAME or --name (add it to the cases), or has no name (add \
         it to NAMELESS_CREATES with the reason)"
    );
    for (path, before, extra, list) in cases {
        let create: Vec<&str> = path.split(' ').chain(before.iter().copied()).collect();
        let existing = names(&env.json(&list));
        let with = |tail: &[&str], name: &str| -> Vec<String> {
            let mut a: Vec<String> = create.iter().map(|s| s.to_string()).collect();
            a.extend(tail.iter().map(|s| s.to_string()));
            a.extend(extra(name));
            a
        };
        env.ok(&strs(&with(&["first"], "first")));
        env.ok(&strs(&with(&["--name", "second"], "second")));
        let mut shown = names(&env.json(&list));
        shown.retain(|n| !existing.contains(n));
        shown.sort();
        assert_eq!(shown, ["first", "second"], "{path}");
        // Both, or neither: a usage error that changes nothing.
        let r = env.fails(2, &strs(&with(&["third", "--name", "fourth"], "third")));
        assert!(
            r.stderr.contains("cannot be used with"),
            "{path}: {}",
            r.stderr
        );
        let r = env.fails(2, &strs(&with(&[], "fifth")));
        assert!(r.stderr.contains("required"), "{path}: {}", r.stderr);
        // Creating what exists stays a conflict, spelled either way.
        env.fails(4, &strs(&with(&["--name", "first"], "first")));
    }
}

#[test]
fn renaming_is_name_everywhere_and_pat_rename_takes_it_too() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["pat", "create", "alice", "ci"]);
    env.ok(&["pat", "rename", "alice", "ci", "--name", "ci-2"]);
    env.ok(&["pat", "rename", "alice", "ci-2", "ci-3"]);
    // `pat update ... --name` like every other update.
    let p = env.json(&["pat", "update", "alice", "ci-3", "--name", "ci-4"]);
    assert_eq!(p["name"], "ci-4");
    assert_eq!(names(&env.json(&["pat", "ls", "alice"])), ["ci-4"]);
    env.refuses(&[
        (
            &["pat", "rename", "alice", "ci-4", "a", "--name", "b"],
            2,
            &[],
        ),
        (&["pat", "rename", "alice", "ci-4"], 2, &[]),
        (&["pat", "rename", "alice", "ghost", "--name", "x"], 3, &[]),
    ]);
    // Permissions are renamed with --name too, like roles, clients and organizations.
    env.orders_api();
    let s = env.json(&[
        "scope",
        "update",
        "-r",
        API,
        "read:orders",
        "--name",
        "orders:read",
    ]);
    assert_eq!(s["name"], "orders:read");
    assert_eq!(s["description"], "Read orders", "the description is kept");
    let r = env.fails(
        4,
        &[
            "scope",
            "update",
            "-r",
            API,
            "orders:read",
            "--name",
            "write:orders",
        ],
    );
    assert!(
        r.stderr
            .contains("permission write:orders already exists on"),
        "{}",
        r.stderr
    );
    env.fails(
        5,
        &["scope", "update", "-r", API, "orders:read", "--name", "a b"],
    );
    let r = env.fails(2, &["scope", "update", "-r", API, "orders:read"]);
    assert!(r.stderr.contains("nothing to update"), "{}", r.stderr);
}

#[test]
fn scope_get_shows_one_permission() {
    let env = Env::new();
    env.orders_api();
    let s = env.json(&["scope", "get", "-r", API, "read:orders"]);
    assert_eq!(s["name"], "read:orders");
    assert_eq!(s["description"], "Read orders");
    let id = s["id"].as_str().unwrap();
    assert_eq!(
        env.json(&["scope", "get", "-r", API, id])["name"],
        "read:orders"
    );
    let r = env.fails(3, &["scope", "get", "-r", API, "read:order"]);
    assert!(
        r.stderr.contains("hint: did you mean read:orders?"),
        "{}",
        r.stderr
    );
}

#[test]
fn org_members_remove_takes_several_users_like_add() {
    let env = Env::new();
    for u in ["alice", "bob", "carol"] {
        env.ok(&["user", "create", "--username", u]);
    }
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice", "bob", "carol"]);
    let ev = env.events_of(&["-y", "org", "members", "remove", "Acme", "alice", "bob"]);
    assert_eq!(
        ev.len(),
        2,
        "one DELETE /organizations/:id/users/:userId each"
    );
    assert_eq!(ev[0]["removedUserIds"][0], user_id(&env, "alice").as_str());
    assert_eq!(ev[1]["removedUserIds"][0], user_id(&env, "bob").as_str());
    let left: Vec<String> = env
        .json(&["org", "members", "list", "Acme"])
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["username"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(left, ["carol"]);
}

// ---- adding what is there and removing what is not: no-ops, no event ----

#[test]
fn adding_members_records_only_the_new_ones_and_names_the_others() {
    let env = Env::new();
    for u in ["alice", "carol"] {
        env.ok(&["user", "create", "--username", u]);
    }
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.unchanged(
        &["org", "members", "add", "Acme", "alice"],
        "Acme already has member alice (nothing to do)",
    );
    let r = env.run(&[
        "--events", "stdout", "-o", "json", "org", "members", "add", "Acme", "alice", "carol",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("Acme already has member alice (nothing to do)"),
        "{}",
        r.stderr
    );
    let ev: Vec<Value> = r
        .stdout
        .lines()
        .filter(|l| l.starts_with("{\"event\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(event_names(&ev), ["Organization.Membership.Updated"]);
    assert_eq!(
        ev[0]["addedUserIds"],
        serde_json::json!([user_id(&env, "carol")])
    );
}

#[test]
fn granting_held_permissions_records_only_what_was_added() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "clerk", "-r", API, "-s", "read:orders"]);
    let role = env.json(&["role", "get", "clerk"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // All held: exit 0, a notice, no event.
    let r = env.unchanged(
        &["role", "grant", "clerk", "-r", API, "read:orders"],
        "role clerk already has permission read:orders (nothing to do)",
    );
    assert!(r.stdout.contains("read:orders"), "{}", r.stdout);
    // Some held: the new one is added, with one event; the held one gets the notice.
    let r = env.run(&[
        "--events",
        "stdout",
        "-o",
        "json",
        "role",
        "grant",
        "clerk",
        "-r",
        API,
        "-s",
        "read:orders write:orders",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("role clerk already has permission read:orders (nothing to do)"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("write:orders"), "{}", r.stderr);
    let events: Vec<Value> = r
        .stdout
        .lines()
        .filter(|l| l.starts_with("{\"event\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(event_names(&events), ["Role.Scopes.Updated"]);
    assert_eq!(events[0]["params"]["id"], role.as_str());
    assert_eq!(
        names(&events[0]["data"]),
        ["read:orders", "write:orders"],
        "data: all the role's permissions, as the service sends"
    );
    // Unknown permissions are still refused, whole.
    env.fails(
        3,
        &["role", "grant", "clerk", "-r", API, "write:orders", "nope"],
    );
}

#[test]
fn revoking_permissions_not_held_records_only_what_was_removed() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "clerk", "-r", API, "-s", "read:orders"]);
    env.unchanged(
        &[
            "role",
            "revoke",
            "clerk",
            "-r",
            API,
            "--scope",
            "write:orders",
        ],
        "role clerk does not have permission write:orders (nothing to do)",
    );
    let read = env.json(&["scope", "get", "-r", API, "read:orders"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let ev = env.events_of(&[
        "role",
        "revoke",
        "clerk",
        "-r",
        API,
        "read:orders",
        "write:orders",
    ]);
    assert_eq!(event_names(&ev), ["Role.Scopes.Updated"]);
    assert_eq!(ev[0]["params"]["scopeId"], read.as_str());
    assert_eq!(
        env.json(&["role", "scopes", "clerk"]),
        serde_json::json!([])
    );
    let log = env.json(&["events", "list", "--type", "Role.Scopes.Updated"]);
    assert_eq!(
        log.as_array().unwrap().len(),
        2,
        "create and one revoke: {log}"
    );
}

#[test]
fn assigning_held_roles_and_unassigning_absent_ones_change_nothing() {
    let env = Env::new();
    env.ok(&["role", "create", "robot", "--type", "m2m"]);
    env.ok(&["role", "create", "worker", "--type", "m2m"]);
    env.ok(&["role", "create", "editor"]);
    env.ok(&["role", "create", "viewer"]);
    env.ok(&["client", "create", "svc", "--role", "robot"]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "assign", "alice", "editor"]);
    let alice = user_id(&env, "alice");
    env.unchanged(
        &["client", "assign", "svc", "--role", "robot"],
        "client svc already has role robot (nothing to do)",
    );
    env.unchanged(
        &["client", "unassign", "svc", "worker"],
        "client svc does not have role worker (nothing to do)",
    );
    env.unchanged(
        &["user", "assign", "alice", "editor", "editor"],
        &format!("user {alice} already has role editor (nothing to do)"),
    );
    env.unchanged(
        &["user", "unassign", "alice", "--role", "viewer"],
        &format!("user {alice} does not have role viewer (nothing to do)"),
    );
    // Mixed: the new role is assigned, the held one is named in the notice only.
    let r = env.run(&["-o", "json", "client", "assign", "svc", "robot", "worker"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(names(&r.json()), ["robot", "worker"]);
    assert!(r.stderr.contains("already has role robot (nothing to do)"));
    assert!(!r.stderr.contains("worker"), "{}", r.stderr);
    let r = env.run(&[
        "-o", "json", "user", "unassign", "alice", "editor", "viewer",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.json(), serde_json::json!([]));
    assert!(
        r.stderr.contains(&format!(
            "user {alice} does not have role viewer (nothing to do)"
        )),
        "{}",
        r.stderr
    );
    // Wrong role types and unknown roles are still errors.
    env.fails(5, &["client", "assign", "svc", "robot", "editor"]);
    env.fails(3, &["user", "assign", "alice", "viewer", "ghost"]);
}

#[test]
fn organization_roles_and_their_permissions_are_idempotent_too() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice"]);
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&["org", "scope", "create", "write:docs"]);
    env.ok(&["org", "role", "create", "editor", "-s", "read:docs"]);
    env.ok(&["org", "role", "create", "viewer"]);
    env.ok(&[
        "org", "members", "roles", "Acme", "alice", "--assign", "editor",
    ]);
    env.unchanged(
        &[
            "org", "members", "roles", "Acme", "alice", "--assign", "editor",
        ],
        "user alice already has organization role editor (nothing to do)",
    );
    env.unchanged(
        &[
            "org",
            "members",
            "roles",
            "Acme",
            "alice",
            "--unassign",
            "viewer",
        ],
        "user alice does not have organization role viewer (nothing to do)",
    );
    env.unchanged(
        &["org", "role", "scopes", "add", "editor", "read:docs"],
        "organization role editor already has permission read:docs (nothing to do)",
    );
    env.unchanged(
        &[
            "org",
            "role",
            "scopes",
            "remove",
            "editor",
            "-s",
            "write:docs",
        ],
        "organization role editor does not have permission write:docs (nothing to do)",
    );
    let ev = env.events_of(&[
        "org",
        "role",
        "scopes",
        "add",
        "editor",
        "-s",
        "read:docs write:docs",
    ]);
    assert_eq!(event_names(&ev), ["OrganizationRole.Scopes.Updated"]);
    assert_eq!(ev[0]["method"], "POST");
    env.ok(&["org", "scope", "create", "admin:docs"]);
    let r = env.run(&[
        "--events",
        "stdout",
        "-o",
        "json",
        "org",
        "role",
        "scopes",
        "rm",
        "editor",
        "write:docs",
        "admin:docs",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let ev: Vec<Value> = r
        .stdout
        .lines()
        .filter(|l| l.starts_with("{\"event\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(event_names(&ev), ["OrganizationRole.Scopes.Updated"]);
    assert_eq!(ev[0]["method"], "DELETE");
    assert!(
        r.stderr.contains(
            "organization role editor does not have permission admin:docs (nothing to do)"
        ),
        "{}",
        r.stderr
    );
    assert_eq!(
        names(&env.json(&["org", "role", "scopes", "editor"])),
        ["read:docs"]
    );
}

// ---- the aliases people type ----

#[test]
fn ls_is_list_and_rm_is_delete_on_every_noun() {
    let env = Env::new();
    env.orders_api();
    env.ok(&["role", "create", "clerk"]);
    env.ok(&["client", "create", "svc"]);
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "create", "--username", "bob"]);
    env.ok(&["pat", "create", "alice", "ci"]);
    env.ok(&["org", "create", "Acme"]);
    env.ok(&["org", "members", "add", "Acme", "alice", "bob"]);
    env.ok(&["org", "scope", "create", "read:docs"]);
    env.ok(&["org", "role", "create", "editor", "-s", "read:docs"]);
    env.ok(&["hook", "create", "tap", "--stdout", "--event", "all"]);
    let old_kid = env
        .json(&["keys", "list"])
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == true)
        .unwrap()["kid"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["keys", "rotate"]);
    let lists: [&[&str]; 15] = [
        &["resource"],
        &["scope", "-r", API],
        &["role"],
        &["client"],
        &["user"],
        &["pat", "alice"],
        &["org"],
        &["org", "members", "Acme"],
        &["org", "scope"],
        &["org", "role"],
        &["org", "role", "scopes", "editor"],
        &["hook"],
        &["keys"],
        &["config"],
        &["events"],
    ];
    for l in lists {
        // `list`/`ls` go after the noun path, before its arguments.
        let split = match l[0] {
            "org" if l.len() > 1 && (l[1] == "members" || l[1] == "role" || l[1] == "scope") => {
                if l.len() > 2 && l[2] == "scopes" {
                    3
                } else {
                    2
                }
            }
            "scope" | "pat" => 1,
            _ => l.len(),
        };
        let with = |verb: &'static str| {
            let mut a: Vec<&str> = l[..split].to_vec();
            a.push(verb);
            a.extend_from_slice(&l[split..]);
            a
        };
        let list = env.json(&with("list"));
        let ls = env.json(&with("ls"));
        assert_eq!(list, ls, "{l:?}");
        assert!(!list.as_array().unwrap().is_empty(), "{l:?}: {list}");
    }
    // rm without --yes off a terminal is refused like delete, and changes nothing.
    env.fails(2, &["role", "rm", "clerk"]);
    let deletes: [&[&str]; 13] = [
        &["org", "role", "scopes", "rm", "editor", "read:docs"],
        &["org", "members", "rm", "Acme", "alice", "bob"],
        &["org", "role", "rm", "editor"],
        &["org", "scope", "rm", "read:docs"],
        &["org", "rm", "Acme"],
        &["pat", "rm", "alice", "ci"],
        &["user", "rm", "alice"],
        &["client", "rm", "svc"],
        &["role", "rm", "clerk"],
        &["scope", "rm", "-r", API, "read:orders"],
        &["hook", "rm", "tap"],
        &["keys", "rm", &old_kid],
        &["resource", "rm", API],
    ];
    for d in deletes {
        let mut a = vec!["-y"];
        a.extend_from_slice(d);
        env.ok(&a);
    }
    for gone in [
        vec!["org", "get", "Acme"],
        vec!["user", "get", "alice"],
        vec!["client", "get", "svc"],
        vec!["role", "get", "clerk"],
        vec!["hook", "get", "tap"],
        vec!["resource", "get", API],
    ] {
        env.fails(3, &gone);
    }
    // The signing key, and the RSA key of ID tokens.
    assert_eq!(env.json(&["keys", "list"]).as_array().unwrap().len(), 2);
    // `keys delete` is the verb; `keys remove` still works.
    env.ok(&["keys", "rotate"]);
    let kid = env
        .json(&["keys", "list"])
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["signing"] == false && k["idTokens"] == false)
        .unwrap()["kid"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["-y", "keys", "delete", &kid]);
}

#[test]
fn events_list_type_takes_the_patterns_hooks_accept() {
    let env = Env::new();
    env.ok(&["user", "create", "--username", "alice"]);
    env.ok(&["user", "update", "alice", "--name", "Alice"]);
    env.ok(&["role", "create", "clerk"]);
    env.ok(&["org", "create", "Acme"]);
    let of = |args: &[&str]| {
        let mut a = vec!["events", "list"];
        a.extend_from_slice(args);
        env.json(&a)
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["event"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        of(&["--type", "User.*"]),
        ["User.Created", "User.Data.Updated"]
    );
    assert_eq!(
        of(&["--type", "Role.Created,Organization.*"]),
        ["Role.Created", "Organization.Created"]
    );
    assert_eq!(
        of(&["--type", "User.Created", "--type", "Role.*"]),
        ["User.Created", "Role.Created"]
    );
    assert_eq!(of(&["--type", "all"]).len(), 4);
    assert_eq!(
        of(&["--type", "User.*", "--limit", "1"]),
        ["User.Data.Updated"]
    );
    // A pattern hooks would refuse is refused here, with the same hint.
    let r = env.fails(5, &["events", "list", "--type", "Usr.*"]);
    assert!(r.stderr.contains("unknown event Usr.*"), "{}", r.stderr);
    let r = env.fails(5, &["events", "list", "--type", "User.Create"]);
    assert!(
        r.stderr.contains("hint: did you mean User.Created?"),
        "{}",
        r.stderr
    );
    env.fails(5, &["events", "list", "--type", ","]);
}

#[test]
fn events_list_since_shows_recent_events_and_is_bounded() {
    let env = Env::new();
    let t0: i64 = 1_800_000_000;
    let at = |secs: i64, args: &[&str]| {
        let mut c = env.cmd(args);
        c.env("IDCTL_NOW", secs.to_string());
        let r = run_cmd(c);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
        r
    };
    at(t0, &["role", "create", "old"]);
    at(t0 + 7200, &["role", "create", "new"]);
    let recent = |since: &str| -> Vec<String> {
        let r = at(
            t0 + 7260,
            &["-o", "json", "events", "list", "--since", since],
        );
        r.json()
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["payload"]["data"]["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(recent("1h"), ["new"]);
    assert_eq!(recent("2h 1m"), ["old", "new"]);
    assert_eq!(recent("30s"), Vec::<String>::new());
    // Bounded like `hook logs --since`: 1 s to 10 years, invalid input (exit 5) beyond.
    for bad in ["11y", "0s", "soon", "99999999999999999y"] {
        let r = env.fails(5, &["events", "list", "--since", bad]);
        assert!(r.stderr.contains("--since"), "{bad}: {}", r.stderr);
    }
    let r = env.fails(5, &["events", "list", "--since", "11y"]);
    assert!(
        r.stderr.contains("--since must be 1s to 10years, not 11y"),
        "{}",
        r.stderr
    );
    env.ok(&["events", "list", "--since", "10y"]);
    env.ok(&["events", "list", "--since", "1s"]);
}
