//! The errors of the OAuth endpoints (token, introspection, revocation, userinfo): the error
//! names of RFC 6749 section 5.2, RFC 6750, RFC 7009 and RFC 8693, and the error those
//! endpoints answer with. Its HTTP status follows from its kind (see `http::oidc`): 401
//! for a client that failed to authenticate, 500 for a failure of the server, 400 otherwise.

use crate::error::{Code, Error, Hint};

/// An answer of an OAuth endpoint that is not a success.
#[derive(Debug)]
pub enum OAuthError {
    /// Refused under the protocol's rules.
    Refused {
        code: Code,
        description: String,
        /// The way on, for people (the command line shows it; HTTP does not).
        hint: Option<Hint>,
        /// The client failed to authenticate (or, at userinfo, presented no access token
        /// it takes): HTTP answers 401 with `WWW-Authenticate`.
        challenge: bool,
        /// The refusal revoked a grant (its code or refresh token was presented again after
        /// its use): the transaction must commit, though the request is refused.
        revoked: bool,
    },
    /// Not a refusal of the protocol: the library's own error, kept whole (the command line
    /// shows it with its own exit code). Over HTTP a failure (the store failed, the disk is
    /// full) is the server's: it says so without details, and logs them; anything else is
    /// input the endpoint could not take (`invalid_request`).
    Other(Error),
}

impl OAuthError {
    pub fn new(code: Code, description: impl Into<String>) -> Self {
        OAuthError::Refused {
            code,
            description: description.into(),
            hint: None,
            challenge: false,
            revoked: false,
        }
    }

    /// A client that failed to authenticate (401 over HTTP).
    pub fn client_authentication_failed() -> Self {
        OAuthError::Refused {
            code: Code::InvalidClient,
            description: "client authentication failed".into(),
            hint: None,
            challenge: true,
            revoked: false,
        }
    }

    /// An access token the resource (userinfo) does not take (401 over HTTP, RFC 6750).
    pub fn invalid_token(description: impl Into<String>) -> Self {
        OAuthError::Refused {
            code: Code::InvalidToken,
            description: description.into(),
            hint: None,
            challenge: true,
            revoked: false,
        }
    }

    pub fn with_hint(mut self, h: impl Into<Hint>) -> Self {
        if let OAuthError::Refused { hint, .. } = &mut self {
            *hint = Some(h.into());
        }
        self
    }

    /// The error name (of an error that is not a refusal: `server_error` for a failure,
    /// `invalid_request` otherwise).
    pub fn code(&self) -> Code {
        match self {
            OAuthError::Refused { code, .. } => *code,
            OAuthError::Other(Error::Failure(_)) => Code::ServerError,
            OAuthError::Other(_) => Code::InvalidRequest,
        }
    }

    /// The same refusal, having revoked the grant of what it presented.
    pub fn revoking(mut self) -> Self {
        if let OAuthError::Refused { revoked, .. } = &mut self {
            *revoked = true;
        }
        self
    }

    pub fn revoked(&self) -> bool {
        matches!(self, OAuthError::Refused { revoked: true, .. })
    }

    pub fn is_challenge(&self) -> bool {
        matches!(
            self,
            OAuthError::Refused {
                challenge: true,
                ..
            }
        )
    }
}

impl From<Error> for OAuthError {
    fn from(e: Error) -> Self {
        match e {
            Error::TokenRefused(d) => OAuthError::Refused {
                code: d.code,
                description: d.message,
                hint: d.hint,
                challenge: false,
                revoked: false,
            },
            other => OAuthError::Other(other),
        }
    }
}

impl From<OAuthError> for Error {
    fn from(e: OAuthError) -> Self {
        match e {
            OAuthError::Refused {
                code,
                description,
                hint,
                ..
            } => {
                let err = Error::new(code, description);
                match hint {
                    Some(h) => err.with_hint(h),
                    None => err,
                }
            }
            OAuthError::Other(e) => e,
        }
    }
}

impl From<serde_json::Error> for OAuthError {
    fn from(e: serde_json::Error) -> Self {
        OAuthError::Other(e.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_oauth_name_is_a_refused_token_request_of_the_error_table() {
        use crate::error::{TABLE, exit};
        let names: Vec<&str> = TABLE
            .iter()
            .filter(|r| r.exit == exit::TOKEN_REFUSED)
            .map(|r| r.code.as_str())
            .collect();
        for name in [
            "invalid_request",
            "invalid_client",
            "invalid_grant",
            "unauthorized_client",
            "unsupported_grant_type",
            "invalid_scope",
            "invalid_target",
            "invalid_token",
            "unsupported_token_type",
            "server_error",
        ] {
            assert!(names.contains(&name), "{name}");
            assert_eq!(Code::parse(name).map(|c| c.oauth()), Some(name));
        }
    }

    #[test]
    fn only_a_failed_client_authentication_is_a_challenge() {
        assert!(OAuthError::client_authentication_failed().is_challenge());
        let unknown = OAuthError::new(Code::InvalidClient, "invalid client x");
        assert!(!unknown.is_challenge());
        // Through the library's error and back, the kind decides, not the text.
        let e: OAuthError = Error::new(Code::InvalidClient, "client authentication failed").into();
        assert!(!e.is_challenge());
        assert_eq!(e.code(), Code::InvalidClient);
    }

    #[test]
    fn an_error_that_is_not_a_refusal_comes_back_whole() {
        let e: OAuthError = Error::invalid("limits.x", "out of range").into();
        assert_eq!(e.code(), Code::InvalidRequest);
        let back: Error = e.into();
        assert_eq!(back.exit_code(), Error::invalid("a", "b").exit_code());
        let e: OAuthError = Error::failure("io.x", "disk").into();
        assert_eq!(e.code(), Code::ServerError);
    }
}
