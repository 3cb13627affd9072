//! `GET /api/rem-registrationbizweb/centralizedQuotation/projects`: the tenant's transfer projects
//! on offer (挂牌中) for the page 集中报价 and the quote form's project choice (550224): each
//! with its quote deadline, whether it takes quotes today, and its standing (the quotes
//! recorded, the shares they ask, the best price).

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::support::takes_quotes;
use crate::{
    auth::current_user::CurrentUser,
    clock::beijing_date,
    envelope::{ok, ApiResult, Envelope, Failure},
    models::{fund_transfer_project::FundTransferProject, transfer_quote::TransferQuote},
    routes::fund_transfer::support::{ensure_may_read, ProjectRow},
    state::AppState,
};

/// A project on offer with its quotation's standing.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotingProject {
    #[serde(flatten)]
    pub project: ProjectRow,
    /// The option's label in the quote form: the abbreviation and the fund, ·已截止 when closed.
    pub label: String,
    /// The last day quotes are taken (`yyyy-MM-dd`), empty when there is none.
    pub quote_deadline: String,
    /// Takes quotes today.
    pub open: bool,
    pub quote_count: i64,
    /// The shares the recorded quotes ask.
    pub quoted_shares: i64,
    /// The highest price quoted, yuan; none before the first quote.
    pub best_price: Option<String>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/centralizedQuotation/projects", tag = "registration",
    responses((status = 200, body = Envelope<Vec<QuotingProject>>), (status = 401, body = Failure),
        (status = 403, description = "无权查看转让项目", body = Failure))
)]
#[get("/rem-registrationbizweb/centralizedQuotation/projects")]
pub async fn quoting_projects(state: web::Data<AppState>, me: CurrentUser) -> ApiResult {
    ensure_may_read(&me)?;
    let tenant = me.tenant_id().to_owned();
    let today = beijing_date(state.clock.now())
        .format("%Y-%m-%d")
        .to_string();
    let found = state
        .db(move |conn| {
            let mut answer = Vec::new();
            for project in FundTransferProject::quoting(conn, &tenant)? {
                let quotes = TransferQuote::ranked(conn, &tenant, &project.id)?;
                let open = takes_quotes(&project.quote_deadline, &today);
                answer.push(QuotingProject {
                    label: format!(
                        "{}（{}）{}",
                        project.project_abbreviation,
                        project.company_name,
                        if open { "" } else { "·已截止" }
                    ),
                    open,
                    quote_deadline: project.quote_deadline.clone(),
                    quote_count: quotes.len() as i64,
                    quoted_shares: quotes.iter().map(|q| q.quantity).sum(),
                    best_price: quotes.first().map(|q| q.price.clone()),
                    project: ProjectRow::from(&project),
                });
            }
            Ok(answer)
        })
        .await?;
    Ok(ok(found))
}
