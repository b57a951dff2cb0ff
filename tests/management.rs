//! The Management API over HTTP (`/api`): every route, its status, body and event.

mod common;
use common::Env;
use common::api::Api;
use serde_json::json;

#[test]
fn the_reference_recipe_reaches_the_api() {
    let env = Env::new();
    let api = Api::start(&env);
    let r = api.post("/roles", json!({"name": "reader", "description": "Reads"}));
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.body["name"], "reader");
}
