//! Tokens, through both fronts: `idctl token` and `idctl keys` (`cli`), the client a grant
//! must name (`clients`), user tokens, refresh and personal access tokens (`users`), and the
//! OAuth endpoints of `idctl serve` over real HTTP (`http`).

mod cli;
mod clients;
mod http;
mod users;
