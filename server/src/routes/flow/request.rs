//! The request bodies and filters more than one flow call takes.

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::role::roles,
    day_range::{DayRange, WRONG_DAY},
    error::ApiError,
    models::application_search::ApplicationSearch,
    models::todo::TodoFilter,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// Default 10, at most 100.
    pub page_size: Option<i64>,
}

/// A filter's text, trimmed; blank is no filter.
pub fn text(v: &Option<String>) -> Option<String> {
    v.as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

const STATUSES: [&str; 4] = ["running", "approved", "rejected", "withdrawn"];

/// The filters of the application lists (我的申请 and the staff's 流程查询), which their exports
/// honour too.
#[derive(Debug, Default, Deserialize, ToSchema, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationFilter {
    pub app_id: Option<String>,
    /// running, approved, rejected or withdrawn.
    pub status: Option<String>,
    /// yyyy-MM-dd, the first day submitted (Beijing).
    pub start_date: Option<String>,
    /// yyyy-MM-dd, the last day submitted (Beijing).
    pub end_date: Option<String>,
    /// Part of the business serial number.
    pub biz_sn: Option<String>,
    /// Part of the applicant's name or account (流程查询; 我的申请 are the caller's own).
    pub applicant: Option<String>,
}

/// The roles that may query every application of their tenant (流程查询 and its export).
pub const STAFF: [&str; 4] = [
    roles::FIRST_REVIEWER,
    roles::RECHECK_REVIEWER,
    roles::ANALYST,
    roles::ADMINISTRATOR,
];

impl ApplicationFilter {
    /// The search of the tenant's applications these filters ask for; 400 状态不正确 or a
    /// date message for a wrong value.
    pub fn search(&self, tenant: String) -> Result<ApplicationSearch, ApiError> {
        let status = text(&self.status);
        if status.as_deref().is_some_and(|s| !STATUSES.contains(&s)) {
            return Err(ApiError::bad_request("状态不正确"));
        }
        let days = DayRange::read(
            self.start_date.as_deref(),
            self.end_date.as_deref(),
            WRONG_DAY,
        )?;
        let (from, until) = days.moments();
        Ok(ApplicationSearch {
            tenant,
            app_id: text(&self.app_id),
            status,
            from,
            until,
            biz_sn: text(&self.biz_sn),
            applicant: text(&self.applicant),
            ..ApplicationSearch::default()
        })
    }
}

/// 我的申请: a page of the caller's applications, filtered.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyApplicationsRequest {
    /// Default 1.
    pub page_no: Option<i64>,
    /// Default 10, at most 100.
    pub page_size: Option<i64>,
    #[serde(flatten)]
    pub filter: ApplicationFilter,
    /// The pledgees' e-contract signing state: 0 waiting, 1 all signed, 2 refused.
    pub ext8: Option<String>,
}

impl MyApplicationsRequest {
    /// `ext8` read; 400 签署状态不正确 for another value.
    pub fn ext8(&self) -> Result<Option<i32>, ApiError> {
        match text(&self.ext8).as_deref() {
            None => Ok(None),
            Some("0") => Ok(Some(0)),
            Some("1") => Ok(Some(1)),
            Some("2") => Ok(Some(2)),
            Some(_) => Err(ApiError::bad_request("签署状态不正确")),
        }
    }
}

/// The to-do list's filters, which its export honours too.
#[derive(Debug, Default, Deserialize, ToSchema, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TodoFilters {
    /// Only this business.
    pub app_id: Option<String>,
    /// Only tasks at this node.
    pub node_id: Option<String>,
    /// Submitted on or after this day (yyyy-MM-dd, Beijing).
    pub submitted_from: Option<String>,
    /// Submitted on or before this day (yyyy-MM-dd, Beijing).
    pub submitted_to: Option<String>,
    /// Part of the serial number (bizSn) or of the applicant's name.
    pub keyword: Option<String>,
    /// `asc` for the oldest submission first; newest first otherwise.
    pub sort: Option<String>,
}

impl TodoFilters {
    pub fn filter(&self) -> Result<TodoFilter, ApiError> {
        let days = DayRange::read(
            self.submitted_from.as_deref(),
            self.submitted_to.as_deref(),
            "提交日期格式不正确",
        )?;
        let (submitted_from, submitted_before) = days.moments();
        Ok(TodoFilter {
            submitted_from,
            submitted_before,
            app_id: text(&self.app_id),
            node: text(&self.node_id),
            keyword: text(&self.keyword),
            oldest_first: text(&self.sort).as_deref() == Some("asc"),
        })
    }
}
