//! The business registry (工商登记): who an enterprise is, by name, certificate type and number,
//! as the national enterprise credit registry records it. The company form fills itself from
//! it (02 §4 "Form lock", §7 `company/getCompanyAndLegalInfo`).
//!
//! A look-up asks the platform's own register first (an enterprise the platform knows answers
//! with its whole dossier, and may be locked), then the outside registry behind
//! [`BusinessRegistry`]. The shipped implementation is [`local::LocalRegistry`], a simulator
//! that answers from the seeded `registry_enterprises` table in the registry's own vocabulary
//! ([`credit_record`]) and fails as the real service fails. A real registry plugs in as another
//! implementation of the trait (see the README, "Business registry").

pub mod credit_record;
pub mod local;
pub mod lock;
pub mod lookup;
pub mod market_roles;
pub mod platform;

use serde_json::{Map, Value};

/// What the user typed: the three elements every company look-up needs (02 §5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegistryQuery {
    pub name: String,
    /// A key of the dictionary `organTypeValidator` (11 统一社会信用代码, 12 营业执照, 13 组织机构代码证).
    pub id_type: String,
    pub id_number: String,
}

impl RegistryQuery {
    /// The query with its elements trimmed and the name without spaces (02 §5), or the spec's
    /// refusal when one is missing.
    pub fn new(
        name: Option<&str>,
        id_type: Option<&str>,
        id_number: Option<&str>,
    ) -> Result<Self, crate::error::ApiError> {
        let text = |value: Option<&str>| {
            value
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
        };
        match (text(name), text(id_type), text(id_number)) {
            (Some(name), Some(id_type), Some(id_number)) => Ok(RegistryQuery {
                name: name.split_whitespace().collect(),
                id_type,
                id_number: id_number.to_uppercase(),
            }),
            _ => Err(crate::error::ApiError::bad_request(
                "请填写企业名称、证件类型和证件号码",
            )),
        }
    }
}

/// An enterprise as an outside registry records it, in the platform's words: the company
/// form's props and their values (`registeredCapital` in yuan, dictionary keys for types).
#[derive(Clone, Debug, PartialEq)]
pub struct RegisteredEnterprise {
    pub fields: Map<String, Value>,
}

/// An enterprise found in an outside registry: its form props, and the registry's words for
/// what the form keeps as dictionary keys.
#[derive(Clone, Debug, PartialEq)]
pub struct Registered {
    pub enterprise: RegisteredEnterprise,
    pub words: Vec<credit_record::DictionaryText>,
}

/// What an outside registry answers for a query.
#[derive(Clone, Debug, PartialEq)]
pub enum RegistryAnswer {
    Found(Registered),
    /// The registry holds this certificate number under another name.
    NameMismatch {
        registered_name: String,
    },
    NotFound,
}

#[derive(Debug, thiserror::Error)]
pub enum RegistryError {
    /// The registry did not answer (down, timed out, over its quota); the user fills the form by
    /// hand and may try again later.
    #[error("工商信息查询服务暂不可用，请稍后再试或手动填写")]
    Unavailable(String),
}

/// An outside business registry. Calls block (a real one is an HTTP call); handlers run them
/// inside `web::block`.
pub trait BusinessRegistry: Send + Sync {
    fn find(&self, query: &RegistryQuery) -> Result<RegistryAnswer, RegistryError>;
}
