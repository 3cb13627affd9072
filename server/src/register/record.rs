//! The record a business leaves in `business_records`, for those whose register change is the
//! record itself (filings, certifications, extracts) and as the history of the others.

use serde_json::Value;

use crate::{db::DbConn, error::ApiError, models::business_record::NewRecord};

use super::EffectInput;

pub fn write(
    conn: &mut DbConn,
    input: &EffectInput,
    kind: &str,
    subject: &str,
    detail: Value,
) -> Result<(), ApiError> {
    NewRecord {
        tenant_id: input.tenant(),
        application_id: &input.application.id,
        app_id: &input.application.app_id,
        kind,
        subject,
        detail,
        recorded_at: input.now,
    }
    .insert(conn)?;
    Ok(())
}
