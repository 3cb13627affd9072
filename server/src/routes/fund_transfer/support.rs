//! What the transfer-project handlers share: who may read the projects, and a project's row.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    error::ApiError,
    models::fund_transfer_project::FundTransferProject,
};

/// Refuses the users who may not read transfer projects (see `routes::fund_transfer`).
pub fn ensure_may_read(me: &CurrentUser) -> Result<(), ApiError> {
    match me.landing_mode() {
        LandingMode::Mgr
        | LandingMode::PersonalHolder
        | LandingMode::OrgHolder
        | LandingMode::ProductHolder => Ok(()),
        LandingMode::Org | LandingMode::Member | LandingMode::HolderVisitor => {
            Err(ApiError::forbidden("无权查看转让项目"))
        }
    }
}

/// A project as the picker lists it (03 §3 "Transfer project").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectRow {
    pub id: String,
    pub project_abbreviation: String,
    pub biz_sn: String,
    /// The dictionary `projectStatus`.
    pub status: String,
    /// The fund.
    pub company_name: String,
    /// The transferor.
    pub holder_name: String,
    pub union_status: String,
    /// Shares offered.
    pub share_transfer: i64,
    /// Yuan, decimal text.
    pub low_price: String,
}

impl From<&FundTransferProject> for ProjectRow {
    fn from(p: &FundTransferProject) -> Self {
        ProjectRow {
            id: p.id.clone(),
            project_abbreviation: p.project_abbreviation.clone(),
            biz_sn: p.biz_sn.clone(),
            status: p.status.clone(),
            company_name: p.company_name.clone(),
            holder_name: p.holder_name.clone(),
            union_status: p.union_status.clone(),
            share_transfer: p.share_transfer,
            low_price: p.low_price.clone(),
        }
    }
}
