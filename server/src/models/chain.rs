//! The tamper-evident chain: every completed business appended as an entry whose hash covers
//! its record and the hash before it, so editing any record breaks every hash after it.

use diesel::prelude::*;
use sha2::{Digest, Sha256};

use crate::{
    clock::Timestamp,
    db::DbConn,
    paging::{counted, Counted},
    schema::{applications, chain_entries, chain_heads, user_companies, user_holder_accounts},
};

type Backend = <DbConn as Connection>::Backend;

/// The serial numbers of a user's completed businesses in a tenant: applied for by them, done
/// in one of their registration accounts, or done for one of their enterprises (in the
/// enterprise zone: an investor's session names the company of its shares too, and a
/// transfer of an enterprise's shares is not the enterprise's business).
///
/// `only`: just that serial number, when it is one of theirs.
fn biz_sns_of(
    conn: &mut DbConn,
    tenant: &str,
    user: &str,
    only: Option<&str>,
) -> QueryResult<Vec<String>> {
    let companies = user_companies::table
        .filter(user_companies::user_id.eq(user))
        .select(user_companies::company_id.nullable());
    let accounts = user_holder_accounts::table
        .filter(user_holder_accounts::user_id.eq(user))
        .select(user_holder_accounts::holder_uuid.nullable());
    let mut q = applications::table
        .filter(applications::tenant_id.eq(tenant))
        .filter(applications::completed_at.is_not_null())
        .into_boxed::<Backend>();
    if let Some(biz_sn) = only {
        q = q.filter(applications::biz_sn.eq(biz_sn));
    }
    q.filter(
        applications::applicant_id
            .eq(user)
            .or(applications::holder_uuid
                .is_null()
                .and(applications::company_id.eq_any(companies)))
            .or(applications::holder_uuid.eq_any(accounts)),
    )
    .select(applications::biz_sn)
    .load(conn)
}

pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

#[derive(Clone, Debug, Queryable, Selectable, Insertable)]
#[diesel(table_name = chain_entries)]
pub struct ChainEntry {
    pub seq: i64,
    pub tenant_id: String,
    pub biz_sn: String,
    pub app_id: String,
    /// The business as canonical JSON (keys sorted).
    pub record: String,
    pub prev_hash: String,
    pub hash: String,
    pub created_at: Timestamp,
}

/// SHA-256 of the previous hash and the record, as lower-case hex.
pub fn link(prev_hash: &str, record: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(prev_hash.as_bytes());
    hasher.update(record.as_bytes());
    hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl ChainEntry {
    /// Appends a record to its tenant's chain; call inside the write transaction of the
    /// completion. `seq` numbers every entry of the platform; `prev_hash` is the hash of the
    /// tenant's previous entry, so a tenant's chain is verified without reading another's.
    ///
    /// The tenant's head row is the lock: two completions of one tenant take turns on it (the
    /// upsert locks the row until the transaction ends), completions of different tenants
    /// never wait for each other. One statement on PostgreSQL, three on SQLite.
    pub fn append(
        conn: &mut DbConn,
        tenant: &str,
        biz_sn: &str,
        app_id: &str,
        record: String,
        now: Timestamp,
    ) -> QueryResult<ChainEntry> {
        let (seq, prev_hash, hash) = match conn {
            DbConn::Postgres(pg) => append_in_one(pg, tenant, biz_sn, app_id, &record, now)?,
            DbConn::Sqlite(lite) => append_in_turn(lite, tenant, biz_sn, app_id, &record, now)?,
        };
        Ok(ChainEntry {
            seq,
            tenant_id: tenant.into(),
            biz_sn: biz_sn.into(),
            app_id: app_id.into(),
            hash,
            record,
            prev_hash,
            created_at: now,
        })
    }

    pub fn find_by_biz_sn(conn: &mut DbConn, biz_sn: &str) -> QueryResult<Option<ChainEntry>> {
        chain_entries::table
            .filter(chain_entries::biz_sn.eq(biz_sn))
            .select(ChainEntry::as_select())
            .first(conn)
            .optional()
    }

    pub fn find_by_hash(conn: &mut DbConn, hash: &str) -> QueryResult<Option<ChainEntry>> {
        chain_entries::table
            .filter(chain_entries::hash.eq(hash))
            .select(ChainEntry::as_select())
            .first(conn)
            .optional()
    }

    /// One page of a tenant's chain, newest first: the whole chain for staff (`mine` None),
    /// or only the entries of the businesses a user applied for or that name one of their
    /// enterprises or registration accounts.
    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        mine: Option<&str>,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ChainEntry>> {
        let mine = match mine {
            Some(user) => Some(biz_sns_of(conn, tenant, user, None)?),
            None => None,
        };
        let of_tenant = || {
            let q = chain_entries::table
                .filter(chain_entries::tenant_id.eq(tenant.to_owned()))
                .into_boxed::<Backend>();
            match &mine {
                None => q,
                Some(sns) => q.filter(chain_entries::biz_sn.eq_any(sns.clone())),
            }
        };
        counted(conn, of_tenant, offset, limit, |conn, q| {
            q.order(chain_entries::seq.desc())
                .select(ChainEntry::as_select())
                .load(conn)
        })
    }

    /// Whether a user may read an entry: one of their businesses (as `page` scopes them).
    pub fn is_of_user(conn: &mut DbConn, entry: &ChainEntry, user: &str) -> QueryResult<bool> {
        Ok(!biz_sns_of(conn, &entry.tenant_id, user, Some(&entry.biz_sn))?.is_empty())
    }

    /// Recomputes a tenant's chain; answers the first entry that no longer matches.
    pub fn verify(conn: &mut DbConn, tenant: &str) -> QueryResult<Option<ChainEntry>> {
        let entries = chain_entries::table
            .filter(chain_entries::tenant_id.eq(tenant))
            .order(chain_entries::seq)
            .select(ChainEntry::as_select())
            .load(conn)?;
        let mut prev = GENESIS.to_owned();
        for entry in entries {
            if entry.prev_hash != prev || link(&prev, &entry.record) != entry.hash {
                return Ok(Some(entry));
            }
            prev = entry.hash;
        }
        Ok(None)
    }
}

/// PostgreSQL: the entry in one statement. The head's upsert locks the tenant's head row (two
/// completions of one tenant take turns on it until the first's transaction ends), moves the
/// hash it finds into `prev_hash` (an UPDATE's SET reads the row as it was) and stores the
/// new link, computed by the database as [`link`] computes it: SHA-256 of the previous hash's
/// text and the record's UTF-8 bytes (bound as bytes, so no encoding stands between them), in
/// lower-case hex. The entry is inserted from what the upsert returns; its `seq` comes from the
/// column's sequence. The link is checked against [`link`] before the entry is answered.
fn append_in_one(
    pg: &mut diesel::PgConnection,
    tenant: &str,
    biz_sn: &str,
    app_id: &str,
    record: &str,
    now: Timestamp,
) -> QueryResult<(i64, String, String)> {
    use diesel::sql_types::{BigInt, Binary, Text};

    #[derive(QueryableByName)]
    struct Appended {
        #[diesel(sql_type = BigInt)]
        seq: i64,
        #[diesel(sql_type = Text)]
        prev_hash: String,
        #[diesel(sql_type = Text)]
        hash: String,
    }

    const APPEND: &str = "\
        WITH head AS ( \
            INSERT INTO chain_heads AS h (tenant_id, hash, prev_hash) \
            VALUES ($1, encode(sha256(convert_to($2, 'UTF8') || $3), 'hex'), $2) \
            ON CONFLICT (tenant_id) DO UPDATE \
            SET prev_hash = h.hash, hash = encode(sha256(convert_to(h.hash, 'UTF8') || $3), 'hex') \
            RETURNING h.prev_hash, h.hash) \
        INSERT INTO chain_entries (tenant_id, biz_sn, app_id, record, prev_hash, hash, created_at) \
        SELECT $1, $4, $5, $6, head.prev_hash, head.hash, $7 FROM head \
        RETURNING seq, prev_hash, hash";
    let appended = diesel::sql_query(APPEND)
        .bind::<Text, _>(tenant)
        .bind::<Text, _>(GENESIS)
        .bind::<Binary, _>(record.as_bytes())
        .bind::<Text, _>(biz_sn)
        .bind::<Text, _>(app_id)
        .bind::<Text, _>(record)
        .bind::<BigInt, _>(now)
        .get_result::<Appended>(pg)?;
    if link(&appended.prev_hash, record) != appended.hash {
        // Never expected: the transaction is refused rather than the chain broken.
        return Err(diesel::result::Error::QueryBuilderError(
            "the database linked a chain entry otherwise than link() does".into(),
        ));
    }
    Ok((appended.seq, appended.prev_hash, appended.hash))
}

/// SQLite: its writers take turns (BEGIN IMMEDIATE), so the head is read, the entry inserted
/// under the table's next number, and the head moved, each in its statement.
fn append_in_turn(
    conn: &mut diesel::SqliteConnection,
    tenant: &str,
    biz_sn: &str,
    app_id: &str,
    record: &str,
    now: Timestamp,
) -> QueryResult<(i64, String, String)> {
    use diesel::sql_types::{BigInt, Text};

    #[derive(QueryableByName)]
    struct Numbered {
        #[diesel(sql_type = BigInt)]
        seq: i64,
    }

    let prev_hash: String = chain_heads::table
        .find(tenant)
        .select(chain_heads::hash)
        .first(conn)
        .optional()?
        .unwrap_or_else(|| GENESIS.to_owned());
    let hash = link(&prev_hash, record);
    // The next number is the table's, drawn by the insert itself.
    let seq = diesel::sql_query(
        "INSERT INTO chain_entries \
         (seq, tenant_id, biz_sn, app_id, record, prev_hash, hash, created_at) \
         SELECT COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ?, ?, ? FROM chain_entries \
         RETURNING seq",
    )
    .bind::<Text, _>(tenant)
    .bind::<Text, _>(biz_sn)
    .bind::<Text, _>(app_id)
    .bind::<Text, _>(record)
    .bind::<Text, _>(&prev_hash)
    .bind::<Text, _>(&hash)
    .bind::<BigInt, _>(now)
    .get_result::<Numbered>(conn)?
    .seq;
    diesel::insert_into(chain_heads::table)
        .values((
            chain_heads::tenant_id.eq(tenant),
            chain_heads::hash.eq(&hash),
            chain_heads::prev_hash.eq(&prev_hash),
        ))
        .on_conflict(chain_heads::tenant_id)
        .do_update()
        .set((
            chain_heads::hash.eq(&hash),
            chain_heads::prev_hash.eq(&prev_hash),
        ))
        .execute(conn)?;
    Ok((seq, prev_hash, hash))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_link_depends_on_the_record_and_on_the_previous_hash() {
        let a = super::link(super::GENESIS, "{\"bizSn\":\"1\"}");
        assert_eq!(a.len(), 64);
        assert_ne!(a, super::link(super::GENESIS, "{\"bizSn\":\"2\"}"));
        assert_ne!(a, super::link(&a, "{\"bizSn\":\"1\"}"));
        assert_eq!(a, super::link(super::GENESIS, "{\"bizSn\":\"1\"}"));
    }
}
