//! `POST /api/rem-registrationbizweb/company/shareholders`: the enterprise's shareholder
//! register (股东持股信息, /shareholderDetail), paged on the server (10/20/30/50/100 a page),
//! searched by holder name (part), account number (start) and certificate number (whole), with
//! the sums of what matches and each product's totals.

use actix_web::{post, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::{company_in_scope, ShareholderQuery};
use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::shareholder_register::{named, product_totals, NamedLine, ProductTotals},
    optional_json::OptionalJson,
    paging::{Paging, Sizes},
    state::AppState,
};

/// The display table's page sizes (01 §9).
const PAGE_SIZES: [i64; 5] = [10, 20, 30, 50, 100];

/// The sums of the lines that match the search.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatchSums {
    pub volume: i64,
    pub pledged: i64,
    pub frozen: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareholderPage {
    pub company_id: String,
    pub company_name: String,
    pub records: Vec<NamedLine>,
    pub total_record: i64,
    pub page_no: i64,
    pub page_size: i64,
    pub sums: MatchSums,
    pub products: Vec<ProductTotals>,
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/company/shareholders", tag = "company", request_body = ShareholderQuery,
    responses(
        (status = 200, body = Envelope<ShareholderPage>),
        (status = 400, description = "请先选择企业", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "an investor, or an enterprise the user is not bound to", body = Failure))
)]
#[post("/rem-registrationbizweb/company/shareholders")]
pub async fn shareholders(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: OptionalJson<ShareholderQuery>,
) -> ApiResult {
    let query = body.or_default();
    let sizes = Sizes::OneOf {
        default: 10,
        allowed: &PAGE_SIZES,
    };
    let paging = Paging::lenient(query.page_no, query.page_size, sizes)?;
    let answer = state
        .db(move |conn| {
            let company = company_in_scope(conn, &me, query.filter.company_id.as_deref())?;
            let search = query.filter.search(company.id.clone());
            let products = product_totals(conn, &company.id)?;
            let found = search.resolve(conn)?;
            let matches = found.matches_beside(conn, &products)?;
            let lines = found.lines(conn, paging.offset(), paging.size)?;
            let records = named(conn, &company.tenant_id, lines)?;
            Ok(ShareholderPage {
                products,
                company_id: company.id,
                company_name: company.name,
                records,
                total_record: matches.lines,
                page_no: paging.page,
                page_size: paging.size,
                sums: MatchSums {
                    volume: matches.volume,
                    pledged: matches.pledged,
                    frozen: matches.frozen,
                },
            })
        })
        .await?;
    Ok(ok(answer))
}
