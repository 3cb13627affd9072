//! The platform's side of electronic seals (电子印章, `/sealAdmin`): an enterprise registers a
//! seal from an uploaded image with the e-contract provider, under the enterprise as an
//! organisation signer, and enables or disables it there; the platform keeps what the provider
//! answered (`company_seals`) and audits each change. The same whichever provider runs.

use std::io::Read;

use serde::Serialize;

use super::{pledgee::provider_error, SealRequest, SignerKind, SignerRequest};
use crate::{
    audit::{self, Action, Change},
    db::DbConn,
    error::ApiError,
    files::store::ObjectKey,
    models::{
        attachment::Attachment,
        company::Company,
        company_seal::{CompanySeal, DISABLED, ENABLED},
        user::User,
    },
    registry::{RegistryAnswer, RegistryQuery},
    state::AppState,
};

/// The audit log's entity.
pub const SEAL_ENTITY: &str = "company-seal";

/// The kinds of seal an enterprise registers, as the providers file them.
pub const SEAL_TYPES: [(&str, &str); 4] = [
    ("1", "公章"),
    ("2", "合同专用章"),
    ("3", "财务专用章"),
    ("4", "法定代表人名章"),
];

/// The largest seal image.
pub const MAX_IMAGE_BYTES: i64 = 2 * 1024 * 1024;

/// A seal to register, checked.
pub struct NewSeal {
    pub name: String,
    pub kind: String,
    pub attach_id: String,
    /// The enterprise's certificate type and number, when its register holds none.
    pub certificate: Option<(String, String)>,
}

/// What the audit log keeps of a seal.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SealRecord<'a> {
    company_id: &'a str,
    seal_name: &'a str,
    seal_type: &'a str,
    attach_id: &'a str,
    provider_seal_id: &'a str,
    status: i32,
}

impl<'a> From<&'a CompanySeal> for SealRecord<'a> {
    fn from(s: &'a CompanySeal) -> Self {
        SealRecord {
            company_id: &s.company_id,
            seal_name: &s.seal_name,
            seal_type: &s.seal_type,
            attach_id: &s.attach_id,
            provider_seal_id: &s.provider_seal_id,
            status: s.status,
        }
    }
}

/// The image's bytes: an attachment of the tenant that `me` uploaded, a PNG or JPEG of at
/// most 2 MB.
fn image(
    conn: &mut DbConn,
    state: &AppState,
    me: &User,
    attach_id: &str,
) -> Result<Vec<u8>, ApiError> {
    let file = Attachment::find_in_tenant(conn, &me.tenant_id, attach_id)?
        .filter(|a| a.uploaded_by == me.id)
        .ok_or_else(|| ApiError::bad_request("印章图片不存在，请重新上传"))?;
    if !matches!(file.content_type.as_str(), "image/png" | "image/jpeg") {
        return Err(ApiError::bad_request("印章图片须为PNG或JPG格式"));
    }
    if file.size_bytes > MAX_IMAGE_BYTES {
        return Err(ApiError::bad_request("印章图片不能超过2M"));
    }
    let key = ObjectKey::parse(&file.object_key).map_err(ApiError::internal)?;
    let mut bytes = Vec::new();
    state
        .files
        .get(&key)
        .and_then(|mut r| r.read_to_end(&mut bytes))
        .map_err(ApiError::internal)?;
    Ok(bytes)
}

/// The enterprise as an organisation signer of the provider (registered again, which a
/// provider answers with the same signer).
fn signer(state: &AppState, company: &CompanyIdentity, me: &User) -> Result<String, ApiError> {
    state
        .econtracts
        .register_signer(&SignerRequest {
            kind: SignerKind::Organisation,
            name: company.name.clone(),
            cert_type: company.id_type.clone(),
            cert_no: company.id_number.clone(),
            mobile: me.mobile.clone().unwrap_or_default(),
        })
        .map_err(provider_error)
}

/// Who the enterprise is to the provider.
pub struct CompanyIdentity {
    pub name: String,
    pub id_type: String,
    pub id_number: String,
}

/// The enterprise's certificate as the register holds it, if it does.
pub fn registered_certificate(
    conn: &mut DbConn,
    company: &Company,
) -> Result<Option<(String, String)>, ApiError> {
    use crate::schema::companies;
    use diesel::prelude::*;
    let (id_type, id_number): (Option<String>, Option<String>) = companies::table
        .find(&company.id)
        .select((companies::id_type, companies::id_number))
        .first(conn)?;
    Ok(match (id_type, id_number) {
        (Some(t), Some(n)) if !t.is_empty() && !n.is_empty() => Some((t, n)),
        _ => None,
    })
}

impl CompanyIdentity {
    /// The enterprise's identity: its registered certificate (a certificate given must be the
    /// same); for an enterprise whose register holds none, the certificate given, checked with
    /// the business registry under the enterprise's name.
    pub fn of(
        conn: &mut DbConn,
        state: &AppState,
        company: &Company,
        given: Option<(String, String)>,
    ) -> Result<CompanyIdentity, ApiError> {
        let identity = |(id_type, id_number): (String, String)| CompanyIdentity {
            name: company.name.clone(),
            id_type,
            id_number,
        };
        if let Some(registered) = registered_certificate(conn, company)? {
            if given
                .as_ref()
                .is_some_and(|g| g.1.to_uppercase() != registered.1)
            {
                return Err(ApiError::bad_request("证件号码与企业登记信息不一致"));
            }
            return Ok(identity(registered));
        }
        let Some((id_type, id_number)) = given else {
            return Err(ApiError::bad_request(
                "企业证件信息不完整，请填写企业证件类型和号码",
            ));
        };
        let query = RegistryQuery::new(
            Some(company.name.as_str()),
            Some(id_type.as_str()),
            Some(id_number.as_str()),
        )?;
        match state.registry.find(&query) {
            Ok(RegistryAnswer::Found(_)) => Ok(identity((query.id_type, query.id_number))),
            Ok(RegistryAnswer::NameMismatch { registered_name }) => Err(ApiError::bad_request(
                format!("该证件号码在工商登记中的企业名称为{registered_name}，与本企业不符"),
            )),
            Ok(RegistryAnswer::NotFound) => Err(ApiError::bad_request(
                "工商登记中未找到该企业，请核对证件类型和号码",
            )),
            Err(e) => Err(ApiError::Unavailable(e.to_string())),
        }
    }
}

/// Registers the seal with the provider and keeps it, enabled; audited.
pub fn register(
    conn: &mut DbConn,
    state: &AppState,
    me: &User,
    company: &Company,
    seal: NewSeal,
) -> Result<CompanySeal, ApiError> {
    if CompanySeal::name_taken(conn, &company.id, &seal.name)? {
        return Err(ApiError::bad_request(format!(
            "印章名称“{}”已存在",
            seal.name
        )));
    }
    let identity = CompanyIdentity::of(conn, state, company, seal.certificate.clone())?;
    let bytes = image(conn, state, me, &seal.attach_id)?;
    let signer_id = signer(state, &identity, me)?;
    let provider_seal_id = state
        .econtracts
        .register_seal(&SealRequest {
            signer_id: signer_id.clone(),
            name: seal.name.clone(),
            kind: seal.kind.clone(),
            image: bytes,
        })
        .map_err(provider_error)?;
    let now = state.clock.now();
    let row = CompanySeal {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: company.tenant_id.clone(),
        company_id: company.id.clone(),
        seal_name: seal.name,
        seal_type: seal.kind,
        attach_id: seal.attach_id,
        signer_id,
        provider_seal_id,
        status: ENABLED,
        created_by: me.id.clone(),
        created_at: now,
        updated_at: now,
    };
    row.insert(conn)?;
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: SEAL_ENTITY,
            entity_id: &row.id,
            action: Action::Create,
            before: None,
            after: Some(&SealRecord::from(&row)),
        },
    )?;
    Ok(row)
}

/// Enables (`1`) or disables (`0`) the seal at the provider, then here; audited. Setting the
/// status it already has is refused, so that a double click changes nothing twice.
pub fn set_status(
    conn: &mut DbConn,
    state: &AppState,
    me: &User,
    seal: CompanySeal,
    status: i32,
) -> Result<CompanySeal, ApiError> {
    if status != ENABLED && status != DISABLED {
        return Err(ApiError::bad_request("印章状态不正确"));
    }
    if seal.status == status {
        return Err(ApiError::bad_request(if status == ENABLED {
            "该印章已启用"
        } else {
            "该印章已停用"
        }));
    }
    state
        .econtracts
        .set_seal_enabled(&seal.provider_seal_id, status == ENABLED)
        .map_err(provider_error)?;
    let now = state.clock.now();
    CompanySeal::set_status(conn, &seal.id, status, now)?;
    let after = CompanySeal {
        status,
        updated_at: now,
        ..seal.clone()
    };
    audit::record(
        conn,
        me,
        now,
        Change {
            entity: SEAL_ENTITY,
            entity_id: &seal.id,
            action: Action::Update,
            before: Some(&SealRecord::from(&seal)),
            after: Some(&SealRecord::from(&after)),
        },
    )?;
    Ok(after)
}
