//! The server's background workers: threads of their own beside the routes, each with its
//! own turn at the store.

pub(crate) mod deliver;
pub(crate) mod sweep;
