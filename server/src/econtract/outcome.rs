//! What the provider answers of a pledgee's contract, recorded: signed, with the signed PDF
//! and the face picture kept as attachments; refused, with the reason.

use sha2::{Digest, Sha256};

use super::{
    pledgee::{contract_name, provider_error, REFUSED, SIGNED, WAITING},
    ContractState,
};
use crate::{
    db::{transaction, DbConn},
    error::ApiError,
    files::store::ObjectKey,
    models::{application::Application, attachment::Attachment, pledgee_info::PledgeeInfo},
    state::AppState,
};

/// Asks the provider after each waiting pledgee with a contract and records what it answers:
/// signed, with the signed PDF and the face picture kept; refused, with the reason.
pub fn refresh(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
    rows: Vec<PledgeeInfo>,
) -> Result<Vec<PledgeeInfo>, ApiError> {
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let (Some(contract), Some(signer), WAITING) =
            (row.contract_id.clone(), row.signer_id.clone(), row.status)
        else {
            out.push(row);
            continue;
        };
        let now = state.clock.now();
        let answered = state.econtracts.state(&contract).map_err(provider_error)?;
        let row = match answered {
            ContractState::Signed { signed_at } => {
                let pdf = state
                    .econtracts
                    .download(&contract)
                    .map_err(provider_error)?;
                let face = state
                    .econtracts
                    .face_picture(&contract, &signer)
                    .map_err(provider_error)?;
                let pdf = keep(state, app, &contract_name(app), "application/pdf", &pdf)?;
                let face = keep(
                    state,
                    app,
                    &format!("人脸核验照片-{}.png", app.biz_sn),
                    "image/png",
                    &face,
                )?;
                let row = PledgeeInfo {
                    status: SIGNED,
                    attach_id: Some(pdf.attach_id.clone()),
                    face_attach_id: Some(face.attach_id.clone()),
                    signed_at: Some(signed_at),
                    updated_at: now,
                    ..row
                };
                transaction::write(conn, |conn| {
                    pdf.insert(conn)?;
                    face.insert(conn)?;
                    row.save(conn)?;
                    Ok(())
                })?;
                row
            }
            ContractState::Refused { reason, .. } => {
                let row = PledgeeInfo {
                    status: REFUSED,
                    refusal: Some(reason),
                    updated_at: now,
                    ..row
                };
                row.save(conn)?;
                row
            }
            ContractState::Signing | ContractState::NotFound => row,
        };
        out.push(row);
    }
    Ok(out)
}

/// Puts the bytes into the object store; answers the attachment to record.
fn keep(
    state: &AppState,
    app: &Application,
    name: &str,
    content_type: &str,
    bytes: &[u8],
) -> Result<Attachment, ApiError> {
    let attach_id = uuid::Uuid::new_v4().simple().to_string();
    let key =
        ObjectKey::parse(&format!("{}/{attach_id}", app.tenant_id)).map_err(ApiError::internal)?;
    state
        .files
        .put(&key, &mut &bytes[..])
        .map_err(ApiError::internal)?;
    Ok(Attachment {
        attach_id,
        tenant_id: app.tenant_id.clone(),
        uploaded_by: app.applicant_id.clone(),
        original_name: name.to_owned(),
        object_key: key.to_string(),
        content_type: content_type.to_owned(),
        size_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
        sha256: Sha256::digest(bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect(),
        is_public: false,
        created_at: state.clock.now(),
    })
}

/// The bytes of a kept attachment.
pub fn read_kept(
    state: &AppState,
    conn: &mut DbConn,
    tenant: &str,
    attach_id: &str,
) -> Result<Vec<u8>, ApiError> {
    let attachment = Attachment::find_in_tenant(conn, tenant, attach_id)?
        .ok_or_else(|| ApiError::not_found("文件不存在"))?;
    let key = ObjectKey::parse(&attachment.object_key).map_err(ApiError::internal)?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut state.files.get(&key).map_err(ApiError::internal)?,
        &mut bytes,
    )
    .map_err(ApiError::internal)?;
    Ok(bytes)
}
