//! One small SQL interface over the two engines: SQLite (rusqlite) and PostgreSQL (the
//! synchronous `postgres` client).
//!
//! The store's modules write each statement once, in the subset both engines accept, with
//! SQLite's numbered parameters (`?1`, `?2`): on PostgreSQL they are rewritten to `$1`, `$2`
//! once per statement text and the prepared statement is kept on the connection. Parameters
//! are rusqlite's [`ToSql`] values (so `params![...]` and `[x]` work as with rusqlite) and
//! columns are read with rusqlite's [`FromSql`]: a PostgreSQL value is first seen as the
//! SQLite value it stands for (`bigint` an integer, `text` text, `bytea` a blob), so both
//! engines read a column the same way.

use crate::error::{Code, Error as IdError};
use rusqlite::types::{FromSql, ToSql, ToSqlOutput, ValueRef};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

/// The engine a statement runs on, for the few statements written once per engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

/// An error of the SQL layer: no row where one was expected, or the engine's own error.
#[derive(Debug)]
pub enum Error {
    NoRows,
    Sqlite(rusqlite::Error),
    Postgres(postgres::Error),
    /// A column value that does not convert to the Rust type asked for.
    Decode(String),
    /// Text with a NUL character, which PostgreSQL's text cannot hold.
    Nul,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoRows => f.write_str("query returned no rows"),
            Error::Sqlite(e) => write!(f, "{e}"),
            Error::Postgres(e) => match e.as_db_error() {
                Some(db) => write!(f, "{} ({})", db.message(), db.code().code()),
                None => write!(f, "{e}"),
            },
            Error::Decode(m) => f.write_str(m),
            Error::Nul => f.write_str("text may not contain a NUL character"),
        }
    }
}

impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        match e {
            rusqlite::Error::QueryReturnedNoRows => Error::NoRows,
            e => Error::Sqlite(e),
        }
    }
}

impl From<postgres::Error> for Error {
    fn from(e: postgres::Error) -> Self {
        Error::Postgres(e)
    }
}

impl From<rusqlite::types::FromSqlError> for Error {
    fn from(e: rusqlite::types::FromSqlError) -> Self {
        Error::Decode(e.to_string())
    }
}

impl Error {
    /// Column `i` holds a value that does not read as what it should be.
    pub fn conversion(i: usize, e: impl fmt::Display) -> Error {
        Error::Decode(format!("column {i}: {e}"))
    }

    /// The PostgreSQL SQLSTATE of this error, when it is one the server sent.
    pub fn sqlstate(&self) -> Option<&str> {
        match self {
            Error::Postgres(e) => e.code().map(|c| c.code()),
            _ => None,
        }
    }

    /// Is this the loss of the session (no answer from the server, or it ended the session)?
    pub fn is_connection_lost(&self) -> bool {
        match self {
            Error::Postgres(e) => match e.code().map(|c| c.code()) {
                None => e.as_db_error().is_none(),
                Some(c) => c.starts_with("08") || c.starts_with("57P"),
            },
            _ => false,
        }
    }

    /// Did a UNIQUE or PRIMARY KEY constraint refuse the statement?
    pub fn is_unique_violation(&self) -> bool {
        match self {
            Error::Sqlite(rusqlite::Error::SqliteFailure(f, _)) => {
                f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                    || f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
            }
            _ => self.sqlstate() == Some("23505"),
        }
    }
}

impl From<Error> for IdError {
    fn from(e: Error) -> Self {
        match e {
            Error::Sqlite(e) => e.into(),
            Error::Postgres(ref p) => match p.code().map(|c| c.code()) {
                // disk_full, out_of_memory-ish conditions the server reports as its own.
                Some("53100") => IdError::disk_full(&e),
                Some("55P03" | "57014" | "40P01") => IdError::new(
                    Code::StoreUnavailable,
                    format!("the store did not answer in time: {e}"),
                ),
                // The server ended the session or cannot take one (class 08, 57P0x).
                Some(c) if c.starts_with("08") || c.starts_with("57P") => IdError::new(
                    Code::StoreUnavailable,
                    format!("lost the connection to the store: {e}"),
                ),
                Some(_) => IdError::new(Code::StoreError, format!("store error: {e}")),
                // No code: the connection itself failed.
                None => IdError::new(
                    Code::StoreUnavailable,
                    format!("lost the connection to the store: {e}"),
                ),
            },
            Error::Nul => IdError::new(Code::GuardInvalidInput, Error::Nul.to_string()),
            e => IdError::new(Code::StoreError, format!("store error: {e}")),
        }
    }
}

/// `query_row(...).optional()`: no row is `None`, not an error.
pub trait Optional<T> {
    fn optional(self) -> Result<Option<T>>;
}

impl<T> Optional<T> for Result<T> {
    fn optional(self) -> Result<Option<T>> {
        match self {
            Ok(v) => Ok(Some(v)),
            Err(Error::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// The parameters of a statement: `params![a, b]`, `[a, b]`, or `[]`.
pub trait Params {
    fn refs(&self) -> Vec<&dyn ToSql>;
}

impl Params for &[&dyn ToSql] {
    fn refs(&self) -> Vec<&dyn ToSql> {
        self.to_vec()
    }
}

impl Params for [&dyn ToSql; 0] {
    fn refs(&self) -> Vec<&dyn ToSql> {
        Vec::new()
    }
}

macro_rules! params_for_arrays {
    ($($n:literal)*) => {$(
        impl<T: ToSql> Params for [T; $n] {
            fn refs(&self) -> Vec<&dyn ToSql> {
                self.iter().map(|t| t as &dyn ToSql).collect()
            }
        }
        impl<T: ToSql> Params for &[T; $n] {
            fn refs(&self) -> Vec<&dyn ToSql> {
                self.iter().map(|t| t as &dyn ToSql).collect()
            }
        }
    )*};
}
params_for_arrays!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16);

impl Params for Vec<rusqlite::types::Value> {
    fn refs(&self) -> Vec<&dyn ToSql> {
        self.iter().map(|t| t as &dyn ToSql).collect()
    }
}

impl Params for Vec<&dyn ToSql> {
    fn refs(&self) -> Vec<&dyn ToSql> {
        self.clone()
    }
}

/// One row of a result, on either engine.
pub struct Row<'a> {
    inner: RowInner<'a>,
}

enum RowInner<'a> {
    Sqlite(&'a rusqlite::Row<'a>),
    Postgres(&'a postgres::Row),
}

impl Row<'_> {
    /// Column `i`, read as SQLite's value of the same meaning (see the module comment).
    pub fn get<T: FromSql>(&self, i: usize) -> Result<T> {
        match &self.inner {
            RowInner::Sqlite(r) => Ok(r.get(i)?),
            RowInner::Postgres(r) => Ok(T::column_result(pg_value(r, i)?)?),
        }
    }
}

/// A PostgreSQL column as the SQLite value it stands for.
fn pg_value(r: &postgres::Row, i: usize) -> Result<ValueRef<'_>> {
    use postgres::types::Type;
    let Some(col) = r.columns().get(i) else {
        return Err(Error::Decode(format!("no column {i}")));
    };
    let ty = col.type_().clone();
    Ok(if ty == Type::INT8 {
        r.try_get::<_, Option<i64>>(i)?
            .map_or(ValueRef::Null, ValueRef::Integer)
    } else if ty == Type::INT4 {
        r.try_get::<_, Option<i32>>(i)?
            .map_or(ValueRef::Null, |v| ValueRef::Integer(v.into()))
    } else if ty == Type::INT2 {
        r.try_get::<_, Option<i16>>(i)?
            .map_or(ValueRef::Null, |v| ValueRef::Integer(v.into()))
    } else if ty == Type::BOOL {
        r.try_get::<_, Option<bool>>(i)?
            .map_or(ValueRef::Null, |v| ValueRef::Integer(v.into()))
    } else if ty == Type::FLOAT8 {
        r.try_get::<_, Option<f64>>(i)?
            .map_or(ValueRef::Null, ValueRef::Real)
    } else if ty == Type::BYTEA {
        r.try_get::<_, Option<&[u8]>>(i)?
            .map_or(ValueRef::Null, ValueRef::Blob)
    } else if matches!(ty, Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME) {
        r.try_get::<_, Option<&str>>(i)?
            .map_or(ValueRef::Null, |s| ValueRef::Text(s.as_bytes()))
    } else {
        return Err(Error::Decode(format!(
            "column {} has type {ty}, which the store does not read",
            col.name()
        )));
    })
}

/// Encodes `v` for PostgreSQL as type `ty`.
fn enc<T: postgres::types::ToSql>(
    v: T,
    ty: &postgres::types::Type,
    out: &mut bytes::BytesMut,
) -> std::result::Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>> {
    v.to_sql(ty, out)
}

/// A parameter for PostgreSQL: the SQLite value, encoded as the type the server expects
/// at its place in the statement.
#[derive(Debug)]
struct PgParam<'a>(ValueRef<'a>);

impl postgres::types::ToSql for PgParam<'_> {
    fn to_sql(
        &self,
        ty: &postgres::types::Type,
        out: &mut bytes::BytesMut,
    ) -> std::result::Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>>
    {
        use postgres::types::{IsNull, Type};
        let mismatch = || -> Box<dyn std::error::Error + Sync + Send> {
            format!("a {:?} value cannot be sent as {ty}", self.0.data_type()).into()
        };
        match self.0 {
            ValueRef::Null => Ok(IsNull::Yes),
            ValueRef::Integer(v) => {
                if *ty == Type::INT8 {
                    enc(v, ty, out)
                } else if *ty == Type::INT4 {
                    enc(i32::try_from(v)?, ty, out)
                } else if *ty == Type::INT2 {
                    enc(i16::try_from(v)?, ty, out)
                } else if *ty == Type::BOOL {
                    enc(v != 0, ty, out)
                } else if *ty == Type::FLOAT8 {
                    enc(v as f64, ty, out)
                } else if matches!(*ty, Type::TEXT | Type::VARCHAR | Type::UNKNOWN) {
                    enc(v.to_string(), ty, out)
                } else {
                    Err(mismatch())
                }
            }
            ValueRef::Real(v) => {
                if *ty == Type::FLOAT8 {
                    enc(v, ty, out)
                } else if matches!(*ty, Type::TEXT | Type::VARCHAR | Type::UNKNOWN) {
                    enc(v.to_string(), ty, out)
                } else {
                    Err(mismatch())
                }
            }
            ValueRef::Text(t) => {
                let s = std::str::from_utf8(t)?;
                if matches!(
                    *ty,
                    Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN
                ) {
                    enc(s, ty, out)
                } else if *ty == Type::BYTEA {
                    enc(t, ty, out)
                } else {
                    Err(mismatch())
                }
            }
            ValueRef::Blob(b) => {
                if *ty == Type::BYTEA {
                    enc(b, ty, out)
                } else {
                    Err(mismatch())
                }
            }
        }
    }

    fn accepts(_: &postgres::types::Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

/// SQLite's `?N` parameters as PostgreSQL's `$N` (a bare `?` numbered in order), leaving
/// quoted text, quoted names and comments alone.
pub fn to_postgres(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut chars = sql.chars().peekable();
    let mut next = 0;
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                out.push(c);
                for d in chars.by_ref() {
                    out.push(d);
                    if d == c {
                        break;
                    }
                }
            }
            '-' if chars.peek() == Some(&'-') => {
                out.push(c);
                for d in chars.by_ref() {
                    out.push(d);
                    if d == '\n' {
                        break;
                    }
                }
            }
            '?' => {
                let mut digits = String::new();
                while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                    digits.push(d);
                    chars.next();
                }
                out.push('$');
                if digits.is_empty() {
                    next += 1;
                    out.push_str(&next.to_string());
                } else {
                    out.push_str(&digits);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// A PostgreSQL session with its prepared statements, by their SQLite text.
pub struct PgConn {
    /// Always there but while the session is being dropped (see `Drop`).
    client: Option<Box<postgres::Client>>,
    statements: HashMap<String, postgres::Statement>,
    /// A statement of the open transaction failed: PostgreSQL has ended the transaction
    /// (until a rollback to a savepoint), and its `COMMIT` would quietly roll back.
    pub(crate) failed: bool,
}

/// At most this many prepared statements are kept per PostgreSQL session.
const PG_STATEMENTS: usize = 256;

impl PgConn {
    pub fn new(client: postgres::Client) -> PgConn {
        PgConn {
            client: Some(Box::new(client)),
            statements: HashMap::new(),
            failed: false,
        }
    }

    pub fn is_closed(&self) -> bool {
        self.client.as_ref().is_none_or(|c| c.is_closed())
    }

    /// The prepared statement for `sql` (the server infers its parameters' types from where
    /// they stand: a parameter that only meets `IS NULL` is written `CAST(?n AS TEXT)`).
    fn client(&mut self) -> Result<&mut postgres::Client> {
        self.client
            .as_deref_mut()
            .ok_or_else(|| Error::Decode("the session is closed".into()))
    }

    fn statement(&mut self, sql: &str) -> Result<postgres::Statement> {
        if let Some(st) = self.statements.get(sql) {
            return Ok(st.clone());
        }
        let st = self.client()?.prepare(&to_postgres(sql))?;
        if self.statements.len() >= PG_STATEMENTS {
            self.statements.clear();
        }
        self.statements.insert(sql.to_string(), st.clone());
        Ok(st)
    }

    /// Runs statements given as one text, without parameters (one round trip).
    pub fn batch(&mut self, sql: &str) -> Result<()> {
        let done = self.client()?.batch_execute(sql);
        self.failed |= done.is_err();
        Ok(done?)
    }

    /// The rows of a statement without parameters, as text (one round trip).
    pub fn simple_rows(&mut self, sql: &str) -> Result<Vec<Vec<Option<String>>>> {
        let mut rows = Vec::new();
        for m in self.client()?.simple_query(sql)? {
            if let postgres::SimpleQueryMessage::Row(r) = m {
                rows.push((0..r.len()).map(|i| r.get(i).map(str::to_string)).collect());
            }
        }
        Ok(rows)
    }

    /// Runs `sql` with `params` bound as PostgreSQL values through `f` (a query or an execute).
    fn bound<R>(
        &mut self,
        sql: &str,
        params: &dyn Params,
        f: impl FnOnce(
            &mut postgres::Client,
            &postgres::Statement,
            &[&(dyn postgres::types::ToSql + Sync)],
        ) -> std::result::Result<R, postgres::Error>,
    ) -> Result<R> {
        let given = params.refs();
        let owned: Vec<ToSqlOutput<'_>> = given
            .iter()
            .map(|p| p.to_sql())
            .collect::<rusqlite::Result<_>>()?;
        let values: Vec<PgParam<'_>> = owned.iter().map(|o| PgParam(output_ref(o))).collect();
        if values
            .iter()
            .any(|v| matches!(v.0, ValueRef::Text(t) if t.contains(&0)))
        {
            return Err(Error::Nul);
        }
        let st = self.statement(sql).inspect_err(|_| self.failed = true)?;
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> = values
            .iter()
            .map(|v| v as &(dyn postgres::types::ToSql + Sync))
            .collect();
        let done = f(self.client()?, &st, &refs);
        self.failed |= done.is_err();
        Ok(done?)
    }

    fn run(&mut self, sql: &str, params: &dyn Params) -> Result<Vec<postgres::Row>> {
        self.bound(sql, params, |c, st, p| c.query(st, p))
    }

    fn execute(&mut self, sql: &str, params: &dyn Params) -> Result<usize> {
        let n = self.bound(sql, params, |c, st, p| c.execute(st, p))?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }
}

impl Drop for PgConn {
    /// The client ends its session by blocking on a runtime of its own, which a thread that
    /// drives async tasks (the server's) may not do: there, the runtime is told first.
    fn drop(&mut self) {
        if let Some(client) = self.client.take()
            && tokio::runtime::Handle::try_current().is_ok()
        {
            tokio::task::block_in_place(|| drop(client));
        }
    }
}

fn output_ref<'a>(o: &'a ToSqlOutput<'a>) -> ValueRef<'a> {
    match o {
        ToSqlOutput::Borrowed(v) => *v,
        ToSqlOutput::Owned(v) => v.into(),
        // rusqlite's other outputs (zero blobs, arrays) are not used by the store.
        _ => ValueRef::Null,
    }
}

/// The connection a transaction runs on.
pub(crate) enum Handle<'c> {
    Sqlite(rusqlite::Transaction<'c>),
    Postgres(RefCell<PgConn>, std::marker::PhantomData<&'c ()>),
}

/// A statement ready to run (on SQLite a prepared statement; on PostgreSQL the text, whose
/// prepared form the session keeps).
pub struct Stmt<'a> {
    inner: StmtInner<'a>,
}

enum StmtInner<'a> {
    Cached(rusqlite::CachedStatement<'a>),
    Once(rusqlite::Statement<'a>),
    Postgres(&'a RefCell<PgConn>, String),
}

impl<'c> Handle<'c> {
    pub fn dialect(&self) -> Dialect {
        match self {
            Handle::Sqlite(_) => Dialect::Sqlite,
            Handle::Postgres(..) => Dialect::Postgres,
        }
    }

    pub fn prepare_cached(&self, sql: &str) -> Result<Stmt<'_>> {
        Ok(Stmt {
            inner: match self {
                Handle::Sqlite(tx) => StmtInner::Cached(tx.prepare_cached(sql)?),
                Handle::Postgres(c, _) => StmtInner::Postgres(c, sql.to_string()),
            },
        })
    }

    pub fn prepare(&self, sql: &str) -> Result<Stmt<'_>> {
        Ok(Stmt {
            inner: match self {
                Handle::Sqlite(tx) => StmtInner::Once(tx.prepare(sql)?),
                Handle::Postgres(c, _) => StmtInner::Postgres(c, sql.to_string()),
            },
        })
    }

    pub fn execute_batch(&self, sql: &str) -> Result<()> {
        match self {
            Handle::Sqlite(tx) => Ok(tx.execute_batch(sql)?),
            Handle::Postgres(c, _) => c.borrow_mut().batch(sql),
        }
    }

    /// The transaction was rolled back to a savepoint: it goes on, whatever failed after it.
    pub fn rolled_back_to_savepoint(&self) {
        if let Handle::Postgres(c, _) = self {
            c.borrow_mut().failed = false;
        }
    }

    /// `query_row` with the statement kept prepared on the connection.
    pub fn query_row<T, P: Params>(
        &self,
        sql: &str,
        params: P,
        f: impl FnOnce(&Row<'_>) -> Result<T>,
    ) -> Result<T> {
        self.prepare_cached(sql)?.query_row(params, f)
    }

    /// `execute` with the statement kept prepared on the connection.
    pub fn execute<P: Params>(&self, sql: &str, params: P) -> Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }
}

impl Stmt<'_> {
    pub fn query_row<T, P: Params>(
        &mut self,
        params: P,
        f: impl FnOnce(&Row<'_>) -> Result<T>,
    ) -> Result<T> {
        match &mut self.inner {
            StmtInner::Cached(st) => sqlite_row(st, &params, f),
            StmtInner::Once(st) => sqlite_row(st, &params, f),
            StmtInner::Postgres(c, sql) => {
                let rows = c.borrow_mut().run(sql, &params)?;
                match rows.first() {
                    Some(r) => f(&Row {
                        inner: RowInner::Postgres(r),
                    }),
                    None => Err(Error::NoRows),
                }
            }
        }
    }

    /// Every row, each made into a value by `f`.
    pub fn query_map<T, P: Params>(
        &mut self,
        params: P,
        mut f: impl FnMut(&Row<'_>) -> Result<T>,
    ) -> Result<std::vec::IntoIter<Result<T>>> {
        let mut out = Vec::new();
        match &mut self.inner {
            StmtInner::Cached(st) => sqlite_each(st, &params, |r| out.push(f(r)))?,
            StmtInner::Once(st) => sqlite_each(st, &params, |r| out.push(f(r)))?,
            StmtInner::Postgres(c, sql) => {
                let rows = c.borrow_mut().run(sql, &params)?;
                for r in &rows {
                    out.push(f(&Row {
                        inner: RowInner::Postgres(r),
                    }));
                }
            }
        }
        Ok(out.into_iter())
    }

    /// Hands every row to `f` as it is read, without a list of them all (a snapshot of a big
    /// store); the first error ends the walk.
    pub fn for_each<P: Params>(
        &mut self,
        params: P,
        mut f: impl FnMut(&Row<'_>) -> Result<()>,
    ) -> Result<()> {
        match &mut self.inner {
            StmtInner::Cached(st) => sqlite_try_each(st, &params, f),
            StmtInner::Once(st) => sqlite_try_each(st, &params, f),
            StmtInner::Postgres(c, sql) => {
                let rows = c.borrow_mut().run(sql, &params)?;
                for r in &rows {
                    f(&Row {
                        inner: RowInner::Postgres(r),
                    })?;
                }
                Ok(())
            }
        }
    }

    pub fn execute<P: Params>(&mut self, params: P) -> Result<usize> {
        match &mut self.inner {
            StmtInner::Cached(st) => Ok(st.execute(params.refs().as_slice())?),
            StmtInner::Once(st) => Ok(st.execute(params.refs().as_slice())?),
            StmtInner::Postgres(c, sql) => c.borrow_mut().execute(sql, &params),
        }
    }

    pub fn exists<P: Params>(&mut self, params: P) -> Result<bool> {
        self.query_row(params, |_| Ok(()))
            .optional()
            .map(|o| o.is_some())
    }
}

fn sqlite_row<T>(
    st: &mut rusqlite::Statement<'_>,
    params: &dyn Params,
    f: impl FnOnce(&Row<'_>) -> Result<T>,
) -> Result<T> {
    let refs = params.refs();
    let mut rows = st.query(refs.as_slice())?;
    match rows.next()? {
        Some(r) => f(&Row {
            inner: RowInner::Sqlite(r),
        }),
        None => Err(Error::NoRows),
    }
}

fn sqlite_try_each(
    st: &mut rusqlite::Statement<'_>,
    params: &dyn Params,
    mut f: impl FnMut(&Row<'_>) -> Result<()>,
) -> Result<()> {
    let refs = params.refs();
    let mut rows = st.query(refs.as_slice())?;
    while let Some(r) = rows.next()? {
        f(&Row {
            inner: RowInner::Sqlite(r),
        })?;
    }
    Ok(())
}

fn sqlite_each(
    st: &mut rusqlite::Statement<'_>,
    params: &dyn Params,
    mut f: impl FnMut(&Row<'_>),
) -> Result<()> {
    sqlite_try_each(st, params, |r| {
        f(r);
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::to_postgres;

    #[test]
    fn numbered_and_bare_parameters_become_dollar_parameters_outside_quotes() {
        assert_eq!(
            to_postgres(
                "SELECT a FROM t WHERE b = ?1 AND c = ?12 -- ?3\n AND d = '?4' AND \"?5\" = ?"
            ),
            "SELECT a FROM t WHERE b = $1 AND c = $12 -- ?3\n AND d = '?4' AND \"?5\" = $1"
        );
    }
}
