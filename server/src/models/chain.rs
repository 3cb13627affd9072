//! The tamper-evident chain: every completed business appended as an entry whose hash covers
//! its record and the hash before it, so editing any record breaks every hash after it.

use diesel::{connection::SimpleConnection, prelude::*};
use sha2::{Digest, Sha256};

use crate::{
    clock::Timestamp,
    db::DbConn,
    paging::{counted, Counted},
    schema::chain_entries,
};

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
    pub fn append(
        conn: &mut DbConn,
        tenant: &str,
        biz_sn: &str,
        app_id: &str,
        record: String,
        now: Timestamp,
    ) -> QueryResult<ChainEntry> {
        if let DbConn::Postgres(_) = conn {
            // Two completions must not both read the same last entry.
            conn.batch_execute("LOCK TABLE chain_entries IN EXCLUSIVE MODE")?;
        }
        let seq = chain_entries::table
            .select(diesel::dsl::max(chain_entries::seq))
            .first::<Option<i64>>(conn)?
            .unwrap_or(0)
            + 1;
        let prev_hash = chain_entries::table
            .filter(chain_entries::tenant_id.eq(tenant))
            .order(chain_entries::seq.desc())
            .select(chain_entries::hash)
            .first::<String>(conn)
            .optional()?
            .unwrap_or_else(|| GENESIS.to_owned());
        let entry = ChainEntry {
            seq,
            tenant_id: tenant.into(),
            biz_sn: biz_sn.into(),
            app_id: app_id.into(),
            hash: link(&prev_hash, &record),
            record,
            prev_hash,
            created_at: now,
        };
        diesel::insert_into(chain_entries::table)
            .values(&entry)
            .execute(conn)?;
        Ok(entry)
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

    pub fn page(
        conn: &mut DbConn,
        tenant: &str,
        offset: i64,
        limit: i64,
    ) -> QueryResult<Counted<ChainEntry>> {
        let of_tenant = || chain_entries::table.filter(chain_entries::tenant_id.eq(tenant));
        counted(conn, of_tenant, offset, limit, |conn, q| {
            q.order(chain_entries::seq.desc())
                .select(ChainEntry::as_select())
                .load(conn)
        })
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
