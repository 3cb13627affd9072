//! One company look-up as the form asks for it (`company/getCompanyAndLegalInfo[Mgr]`): the
//! platform's register first, then the outside registry; the answer fills the form, says what
//! the platform knows of the enterprise and which fields are locked.

use std::sync::Arc;

use actix_web::web;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::{
    credit_record::key_for_words,
    lock::{locked_fields, LOCKABLE},
    market_roles,
    platform::{self, PlatformAnswer, RefCompanyData},
    BusinessRegistry, Registered, RegistryAnswer, RegistryError, RegistryQuery,
};
use crate::{
    error::ApiError,
    models::{company::Company, dictionary::DictEntry},
    state::AppState,
};

/// The qualification table of the company form.
const TABLE: &str = "labelCsrcs";

/// Not in the platform's register nor in the outside registry.
pub const NOT_REGISTERED: &str =
    "未查询到该企业的工商登记信息，请核对企业名称和证件号码，或手动填写";

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Role {
    pub has_role: i32,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductStanding {
    /// In custody with a registered product.
    pub is_register: i32,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyLookup {
    /// `platform` (the platform's register) or `registry` (the outside business registry).
    pub source: String,
    /// The company form's props and values to fill (registered capital in yuan).
    #[schema(value_type = Object)]
    pub company_info: Map<String, Value>,
    /// The legal person: name, idType, idNumber, mobile, contactAddress, email.
    #[schema(value_type = Object)]
    pub legal_info: Map<String, Value>,
    pub role: Role,
    /// On display (1) or not (0).
    pub company_show: i32,
    pub product: ProductStanding,
    pub ref_data: RefCompanyData,
    /// The props the form disables and the server holds to the record (02 §4 form lock).
    pub locked_fields: Vec<String>,
}

/// The legal person's props of the flat company form, by the spec's names.
const LEGAL: &[(&str, &str)] = &[
    ("legalName", "name"),
    ("legalIdType", "idType"),
    ("legalIdNumber", "idNumber"),
    ("legalMobile", "mobile"),
    ("legalContactAddress", "contactAddress"),
    ("legalEmail", "email"),
];

fn legal_info(fields: &Map<String, Value>) -> Map<String, Value> {
    LEGAL
        .iter()
        .filter_map(|(prop, name)| Some(((*name).to_owned(), fields.get(*prop)?.clone())))
        .collect()
}

/// Who asks. Of a known enterprise's dossier, staff and the enterprise's own users see all of
/// it, any other applicant only the registered facts a registry look-up shows anyone.
#[derive(Clone, Debug)]
pub struct Asker {
    pub user_id: String,
    pub staff: bool,
}

/// Looks an enterprise up for the form.
pub async fn look_up(
    state: &AppState,
    tenant: String,
    query: RegistryQuery,
    asker: Asker,
) -> Result<CompanyLookup, ApiError> {
    let (q, t) = (query.clone(), tenant.clone());
    let (platform_answer, full, roles) = state
        .db(move |conn| {
            let answer = platform::find(conn, &t, &q)?;
            let full = match &answer {
                PlatformAnswer::Known(known) => {
                    asker.staff || Company::is_bound(conn, &asker.user_id, &known.company_id)?
                }
                _ => false,
            };
            let roles = market_roles::held(conn, &t, &q.name, &q.id_number)?;
            Ok((answer, full, roles))
        })
        .await?;
    let flags = match (platform_answer, full) {
        (PlatformAnswer::Known(known), full) => {
            let mut fields = known.dossier;
            let locked = locked_fields(&known.flags, &fields);
            if full {
                let table = market_roles::with_defaults(fields.get(TABLE), &roles);
                fields.insert(TABLE.to_owned(), table);
            } else {
                fields.retain(|prop, _| LOCKABLE.iter().any(|(p, _)| p == prop));
            }
            let standing = &known.standing;
            let registered = standing.is_register & standing.has_product;
            return Ok(answer(
                "platform",
                fields,
                known.flags,
                locked,
                standing.show_status,
                registered,
            ));
        }
        (PlatformAnswer::Mismatch(message), _) => return Err(ApiError::bad_request(message)),
        (PlatformAnswer::Unknown(flags), _) => flags,
    };
    let registry = state.registry.clone();
    let found = from_registry(registry, query).await?;
    let fields = state
        .db(move |conn| {
            let Registered { enterprise, words } = found;
            let mut fields = enterprise.fields;
            for word in words {
                let entries: Vec<(String, String)> =
                    DictEntry::items(conn, &tenant, word.dictionary)?
                        .into_iter()
                        .map(|item| (item.dict_key, item.dict_value))
                        .collect();
                if let Some(key) = key_for_words(&entries, &word.text) {
                    fields.insert(word.prop.to_owned(), Value::String(key.to_owned()));
                }
            }
            Ok(fields)
        })
        .await?;
    let mut fields = fields;
    if !roles.is_empty() {
        fields.insert(TABLE.to_owned(), market_roles::with_defaults(None, &roles));
    }
    let locked = locked_fields(&flags, &fields);
    Ok(answer("registry", fields, flags, locked, 0, 0))
}

fn answer(
    source: &str,
    fields: Map<String, Value>,
    flags: RefCompanyData,
    locked: Vec<String>,
    shown: i32,
    registered: i32,
) -> CompanyLookup {
    CompanyLookup {
        source: source.to_owned(),
        legal_info: legal_info(&fields),
        company_info: fields,
        role: Role {
            has_role: flags.have_role,
        },
        company_show: shown,
        product: ProductStanding {
            is_register: registered,
        },
        ref_data: flags,
        locked_fields: locked,
    }
}

/// The outside registry's answer, or the refusal the user reads.
async fn from_registry(
    registry: Arc<dyn BusinessRegistry>,
    query: RegistryQuery,
) -> Result<Registered, ApiError> {
    let answer = web::block(move || registry.find(&query)).await?;
    match answer {
        Ok(RegistryAnswer::Found(found)) => Ok(found),
        Ok(RegistryAnswer::NameMismatch { registered_name }) => Err(ApiError::bad_request(
            format!("该证件号码在工商登记中的企业名称为【{registered_name}】，请核对企业名称"),
        )),
        Ok(RegistryAnswer::NotFound) => Err(ApiError::not_found(NOT_REGISTERED)),
        Err(failure @ RegistryError::Unavailable(_)) => {
            tracing::warn!(error = ?failure, "business registry unavailable");
            Err(ApiError::Unavailable(failure.to_string()))
        }
    }
}

/// What the platform knows of the enterprise (`company/queryRefCompanyData`).
pub async fn ref_data(
    state: &AppState,
    tenant: String,
    query: RegistryQuery,
) -> Result<RefCompanyData, ApiError> {
    state
        .db(move |conn| match platform::find(conn, &tenant, &query)? {
            PlatformAnswer::Known(known) => Ok(known.flags),
            PlatformAnswer::Unknown(flags) => Ok(flags),
            PlatformAnswer::Mismatch(message) => Err(ApiError::bad_request(message)),
        })
        .await
}

/// The platform's enterprise of this name (`company/getCompanyInfoByName`); an enterprise the
/// register knows without a certificate number cannot be looked up and is not found.
pub async fn by_name(
    state: &AppState,
    tenant: String,
    name: String,
    asker: Asker,
) -> Result<CompanyLookup, ApiError> {
    let t = tenant.clone();
    let query = state
        .db(move |conn| platform::elements_of_name(conn, &t, &name))
        .await?
        .ok_or_else(|| ApiError::not_found("企业不存在"))?;
    look_up(state, tenant, query, asker).await
}
