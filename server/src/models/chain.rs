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
    /// never wait for each other.
    pub fn append(
        conn: &mut DbConn,
        tenant: &str,
        biz_sn: &str,
        app_id: &str,
        record: String,
        now: Timestamp,
    ) -> QueryResult<ChainEntry> {
        let head = diesel::insert_into(chain_heads::table)
            .values((
                chain_heads::tenant_id.eq(tenant),
                chain_heads::hash.eq(GENESIS),
            ))
            .on_conflict(chain_heads::tenant_id)
            .do_update()
            .set(chain_heads::hash.eq(chain_heads::hash))
            .returning(chain_heads::hash);
        let prev_hash: String = match conn {
            DbConn::Postgres(pg) => head.get_result(pg)?,
            DbConn::Sqlite(lite) => head.get_result(lite)?,
        };
        let hash = link(&prev_hash, &record);
        let new = (
            chain_entries::tenant_id.eq(tenant),
            chain_entries::biz_sn.eq(biz_sn),
            chain_entries::app_id.eq(app_id),
            chain_entries::record.eq(&record),
            chain_entries::prev_hash.eq(&prev_hash),
            chain_entries::hash.eq(&hash),
            chain_entries::created_at.eq(now),
        );
        let seq = match conn {
            // the column's default draws from a sequence
            DbConn::Postgres(pg) => diesel::insert_into(chain_entries::table)
                .values(new)
                .returning(chain_entries::seq)
                .get_result::<i64>(pg)?,
            // writers take turns (BEGIN IMMEDIATE): the next number is the table's
            DbConn::Sqlite(_) => {
                let seq = chain_entries::table
                    .select(diesel::dsl::max(chain_entries::seq))
                    .first::<Option<i64>>(conn)?
                    .unwrap_or(0)
                    + 1;
                diesel::insert_into(chain_entries::table)
                    .values((chain_entries::seq.eq(seq), new))
                    .execute(conn)?;
                seq
            }
        };
        diesel::update(chain_heads::table.find(tenant))
            .set(chain_heads::hash.eq(&hash))
            .execute(conn)?;
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
