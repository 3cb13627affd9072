//! The shipped SMS sender: a local simulator of an SMS provider that delivers every message
//! to the `sms_outbox` table, the phones' inbox as it were, read by the administrator and by
//! the tests. Like a provider, it refuses the numbers it cannot reach: the reserved range
//! 170 0000 00xx stands for them, so the failure path can be walked.

use diesel::prelude::*;
use serde::Serialize;
use utoipa::ToSchema;

use super::{SmsError, SmsMessage, SmsSender};
use crate::{
    clock::{beijing_text, Clock, Timestamp},
    db::{DbConn, DbPool},
    models::{containing, LIKE_ESCAPE},
    paging::{counted, Counted, Paging},
    schema::sms_outbox,
};

/// The numbers the simulator cannot reach (a provider's "unreachable number").
pub const UNREACHABLE_PREFIX: &str = "170000000";

pub struct OutboxSender {
    pool: DbPool,
    clock: std::sync::Arc<dyn Clock>,
}

impl OutboxSender {
    pub fn new(pool: DbPool, clock: std::sync::Arc<dyn Clock>) -> Self {
        Self { pool, clock }
    }
}

#[derive(Debug, Insertable, Queryable, Selectable)]
#[diesel(table_name = sms_outbox)]
struct Delivered {
    id: String,
    tenant_id: String,
    phone: String,
    template: String,
    content: String,
    sent_at: Timestamp,
}

impl SmsSender for OutboxSender {
    fn name(&self) -> &'static str {
        "outbox"
    }

    fn send(&self, message: &SmsMessage<'_>) -> Result<(), SmsError> {
        if message.phone.starts_with(UNREACHABLE_PREFIX) {
            return Err(SmsError::Refused(format!(
                "{} is not reachable",
                message.phone
            )));
        }
        let mut conn = self
            .pool
            .get()
            .map_err(|e| SmsError::Unavailable(e.to_string()))?;
        diesel::insert_into(sms_outbox::table)
            .values(Delivered {
                id: uuid::Uuid::new_v4().to_string(),
                tenant_id: message.tenant.to_owned(),
                phone: message.phone.to_owned(),
                template: message.template.to_owned(),
                content: message.content.to_owned(),
                sent_at: self.clock.now(),
            })
            .execute(&mut conn)
            .map_err(|e| SmsError::Unavailable(e.to_string()))?;
        Ok(())
    }
}

/// A delivered message as the administrator's page lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxEntry {
    pub id: String,
    pub phone: String,
    pub template: String,
    pub content: String,
    pub sent_at: String,
}

/// The tenant's delivered messages, newest first, to numbers containing `phone`.
pub fn page(
    conn: &mut DbConn,
    tenant: &str,
    phone: Option<&str>,
    paging: Paging,
) -> QueryResult<Counted<OutboxEntry>> {
    let query = || {
        let mut q = sms_outbox::table
            .filter(sms_outbox::tenant_id.eq(tenant.to_owned()))
            .into_boxed();
        if let Some(phone) = phone {
            q = q.filter(
                sms_outbox::phone
                    .like(containing(phone))
                    .escape(LIKE_ESCAPE),
            );
        }
        q
    };
    let (rows, total) = counted(conn, query, paging.offset(), paging.size, |conn, q| {
        q.order((sms_outbox::sent_at.desc(), sms_outbox::id.desc()))
            .select(Delivered::as_select())
            .load(conn)
    })?;
    Ok((
        rows.into_iter()
            .map(|d| OutboxEntry {
                id: d.id,
                phone: d.phone,
                template: d.template,
                content: d.content,
                sent_at: beijing_text(d.sent_at),
            })
            .collect(),
        total,
    ))
}
