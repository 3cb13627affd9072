//! `POST /api/rem-registrationmgrweb/fundShareTransfer/page`: the transfer projects of the
//! picker 添加转让项目 (03 §2, §7), `{records, total}`. The names match when they contain the
//! text, the status and union status exactly; `excludeIds` leaves out the projects already
//! picked (a deleted one is offered again). Page sizes 5, 10, 15, 20 and 30 (03 §9), any other
//! the default 5.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{ensure_may_read, ProjectRow};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::fund_transfer_project::{FundTransferProject, ProjectFilter},
    paging::{Page, Paging, Sizes},
    state::AppState,
};

/// The picker's page sizes (03 §9).
pub const PROJECT_PAGE_SIZES: Sizes = Sizes::OneOf {
    default: 5,
    allowed: &[5, 10, 15, 20, 30],
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectPageQuery {
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
    /// The fund's name contains it.
    pub company_name: Option<String>,
    /// The transferor's name contains it.
    pub holder_name: Option<String>,
    pub project_abbreviation: Option<String>,
    /// The dictionary `projectStatus`, exact.
    pub status: Option<String>,
    pub union_status: Option<String>,
    /// Projects already picked, left out.
    #[serde(default)]
    pub exclude_ids: Vec<String>,
}

fn given(text: Option<String>) -> Option<String> {
    text.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty())
}

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/fundShareTransfer/page", tag = "registration",
    request_body = ProjectPageQuery,
    responses((status = 200, body = Envelope<Page<ProjectRow>>), (status = 400, body = Failure),
        (status = 401, body = Failure), (status = 403, description = "无权查看转让项目", body = Failure))
)]
#[post("/rem-registrationmgrweb/fundShareTransfer/page")]
pub async fn fund_transfer_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ProjectPageQuery>,
) -> ApiResult {
    ensure_may_read(&me)?;
    let q = body.into_inner();
    let paging = Paging::lenient(q.page_no, q.page_size, PROJECT_PAGE_SIZES)?;
    let filter = ProjectFilter {
        company_name: given(q.company_name),
        holder_name: given(q.holder_name),
        project_abbreviation: given(q.project_abbreviation),
        status: given(q.status),
        union_status: given(q.union_status),
        exclude: q.exclude_ids.into_iter().take(200).collect(),
    };
    let tenant = me.tenant_id().to_owned();
    let (rows, total) = state
        .db(move |conn| {
            Ok(FundTransferProject::page(
                conn,
                &tenant,
                &filter,
                paging.offset(),
                paging.size,
            )?)
        })
        .await?;
    Ok(ok(paging.page((
        rows.iter().map(ProjectRow::from).collect(),
        total,
    ))))
}
