//! 550223 基金份额转让项目登记 (03 §2 "Transfer-project picker", §3 "Transfer project"): the
//! registration names the transfer projects of private fund shares picked in 添加转让项目.
//! Nothing in the share register changes: approved, the business is recorded with each project
//! as the register holds it (not as the form echoed it). Every project is the tenant's
//! (转让项目不存在) and picked once (转让项目重复).

use std::collections::BTreeSet;

use serde_json::json;

use crate::{db::DbConn, error::ApiError, models::fund_transfer_project::FundTransferProject};

use super::{cell, record, EffectInput};

/// The form's table of picked projects.
pub const LIST_FIELD: &str = "projectList";

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let rows = input.rows(LIST_FIELD);
    if rows.is_empty() {
        return Err(ApiError::bad_request("请添加转让项目"));
    }
    let mut seen = BTreeSet::new();
    let mut projects = Vec::with_capacity(rows.len());
    for (index, row) in rows.into_iter().enumerate() {
        let id = cell(row, "id")
            .ok_or_else(|| ApiError::bad_request(format!("第{}行：请选择转让项目", index + 1)))?;
        if !seen.insert(id.to_owned()) {
            return Err(ApiError::bad_request(format!(
                "第{}行：转让项目重复",
                index + 1
            )));
        }
        let project = FundTransferProject::find(conn, input.tenant(), id)?
            .ok_or_else(|| ApiError::bad_request(format!("第{}行：转让项目不存在", index + 1)))?;
        projects.push(project);
    }
    let subject = projects
        .iter()
        .map(|p| p.project_abbreviation.as_str())
        .collect::<Vec<_>>()
        .join("、");
    let detail = json!({
        "projects": projects.iter().map(|p| json!({
            "id": p.id, "projectAbbreviation": p.project_abbreviation, "bizSn": p.biz_sn,
            "status": p.status, "companyName": p.company_name, "holderName": p.holder_name,
            "shareTransfer": p.share_transfer, "lowPrice": p.low_price,
        })).collect::<Vec<_>>(),
        "transferDescription": input.text("transferDescription"),
    });
    record::write(conn, input, "fundTransferProjects", &subject, detail)
}
