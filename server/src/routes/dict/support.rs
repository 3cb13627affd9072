//! What the system dictionary's handlers share: who may read and change it, its audit name, its
//! list query.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::current_user::CurrentUser,
    error::ApiError,
    models::{
        system_dict::{DictFilter, SystemDict, TOP},
        tenant::DEFAULT_TENANT,
    },
    routes::system::support::{filter_text, require_admin},
};

/// The audit log's name for a system dictionary row.
pub const SYS_DICT_ENTITY: &str = "dict";

/// The answer for an id that is no row of the system dictionary.
pub const NO_SUCH_DICT: &str = "字典不存在";

/// The refusal of a change by another tenant's administrator.
pub const DICT_PLATFORM_ONLY: &str = "系统字典为全平台共用，仅平台租户的管理员可以维护";

/// Every administrator reads the system dictionary.
pub fn require_reader(me: &CurrentUser) -> Result<(), ApiError> {
    require_admin(me)
}

/// The system dictionary is every tenant's: only the platform tenant's administrator changes it.
pub fn require_writer(me: &CurrentUser) -> Result<(), ApiError> {
    require_admin(me)?;
    if me.tenant_id() == DEFAULT_TENANT {
        Ok(())
    } else {
        Err(ApiError::forbidden(DICT_PLATFORM_ONLY))
    }
}

/// The query of the paged lists.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct DictPageQuery {
    /// 1-based page number, default 1.
    pub current: Option<i64>,
    /// Page size, default 10, at most 100.
    pub size: Option<i64>,
    /// child-list: the dictionary whose entries are listed.
    pub parent_id: Option<String>,
    /// Part of the code (字典编号).
    pub code: Option<String>,
    /// Part of the name or value (字典名称).
    pub dict_value: Option<String>,
}

impl DictPageQuery {
    pub fn filter(&self) -> DictFilter {
        DictFilter {
            code: filter_text(self.code.clone()),
            dict_value: filter_text(self.dict_value.clone()),
        }
    }
}

/// A dictionary or an entry in the tree.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DictNode {
    pub id: String,
    pub parent_id: String,
    pub code: String,
    pub dict_key: String,
    /// The shown name (the dictionary's name, the entry's value).
    pub title: String,
    pub key: String,
    pub value: String,
    #[schema(no_recursion)]
    pub children: Vec<DictNode>,
}

fn node(dict: SystemDict, children: Vec<DictNode>) -> DictNode {
    DictNode {
        key: dict.id.clone(),
        value: dict.id.clone(),
        id: dict.id,
        parent_id: dict.parent_id,
        code: dict.code,
        dict_key: dict.dict_key,
        title: dict.dict_value,
        children,
    }
}

/// The rows (sorted) as a tree of dictionaries and their entries.
pub fn tree(all: Vec<SystemDict>) -> Vec<DictNode> {
    let (tops, entries): (Vec<_>, Vec<_>) = all.into_iter().partition(|d| d.parent_id == TOP);
    tops.into_iter()
        .map(|top| {
            let children = entries
                .iter()
                .filter(|e| e.parent_id == top.id)
                .cloned()
                .map(|e| node(e, Vec::new()))
                .collect();
            node(top, children)
        })
        .collect()
}
