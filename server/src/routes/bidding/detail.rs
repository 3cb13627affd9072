//! `GET /api/rem-registrationbizweb/centralizedQuotation/bidding?id=`: one project's bidding
//! (/biddingDetail): the project, its quotes ranked (the highest price first, then the
//! earliest) with what each is allotted, and the outcome (the shares allotted and left, the
//! clearing price, the turnover), final once the deadline has passed or the project is no
//! longer on offer. An investor sees the other quoters' names and accounts masked and their own
//! quotes marked. 404 转让项目不存在 for a project the tenant does not have.

use actix_web::{get, web};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::support::{allot, takes_quotes, turnover};
use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    clock::{beijing_date, beijing_text},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        fund_transfer_project::{FundTransferProject, LISTED},
        transfer_quote::TransferQuote,
    },
    routes::fund_transfer::support::{ensure_may_read, ProjectRow},
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BiddingQuery {
    pub id: Option<String>,
}

/// A quote in its rank.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankedQuote {
    pub rank: usize,
    pub biz_sn: String,
    pub quoter_name: String,
    pub account_number: String,
    /// Yuan a share.
    pub price: String,
    pub quantity: i64,
    pub quoted_at: String,
    pub allotted: i64,
    /// 全部成交, 部分成交, 未成交.
    pub result: String,
    /// The caller's own quote.
    pub mine: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// The deadline has passed or the project is no longer on offer: the ranking is final.
    #[serde(rename = "final")]
    pub is_final: bool,
    pub allotted_shares: i64,
    pub unsold_shares: i64,
    /// The lowest price that is allotted shares, yuan; none without an allotment.
    pub clearing_price: Option<String>,
    /// Yuan, two decimals.
    pub turnover: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bidding {
    pub project: ProjectRow,
    pub quote_deadline: String,
    /// Takes quotes today.
    pub open: bool,
    pub quotes: Vec<RankedQuote>,
    pub outcome: Outcome,
}

/// `张伟` → `张*`, `1000000001` → `100****001`: another investor's name and account.
fn masked(text: &str, keep_head: usize, keep_tail: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= keep_head + keep_tail {
        return chars.first().map(|c| format!("{c}*")).unwrap_or_default();
    }
    let head: String = chars[..keep_head].iter().collect();
    let tail: String = chars[chars.len() - keep_tail..].iter().collect();
    format!(
        "{head}{}{tail}",
        "*".repeat(chars.len() - keep_head - keep_tail)
    )
}

fn bidding(
    project: FundTransferProject,
    quotes: Vec<TransferQuote>,
    me: &CurrentUser,
    today: &str,
) -> Bidding {
    let staff = me.landing_mode() == LandingMode::Mgr;
    let asked: Vec<i64> = quotes.iter().map(|q| q.quantity).collect();
    let allotted = allot(project.share_transfer, &asked);
    let prices: Vec<Decimal> = quotes
        .iter()
        .map(|q| q.price.parse().unwrap_or_default())
        .collect();
    let shares: Vec<i64> = allotted
        .iter()
        .zip(&asked)
        .map(|(a, q)| a.shares(*q))
        .collect();
    let allotted_shares: i64 = shares.iter().sum();
    let clearing_price = quotes
        .iter()
        .zip(&shares)
        .rev()
        .find(|(_, s)| **s > 0)
        .map(|(q, _)| q.price.clone());
    let open = project.status == LISTED && takes_quotes(&project.quote_deadline, today);
    let ranked = quotes
        .iter()
        .zip(allotted)
        .enumerate()
        .map(|(i, (q, a))| {
            let mine = q.applicant_id == me.user.id;
            let shown = staff || mine;
            RankedQuote {
                rank: i + 1,
                biz_sn: if shown {
                    q.biz_sn.clone()
                } else {
                    String::new()
                },
                quoter_name: if shown {
                    q.quoter_name.clone()
                } else {
                    masked(&q.quoter_name, 1, 0)
                },
                account_number: if shown {
                    q.account_number.clone()
                } else {
                    masked(&q.account_number, 3, 3)
                },
                price: q.price.clone(),
                quantity: q.quantity,
                quoted_at: beijing_text(q.quoted_at),
                allotted: a.shares(q.quantity),
                result: a.label().to_owned(),
                mine,
            }
        })
        .collect();
    Bidding {
        outcome: Outcome {
            is_final: !open,
            allotted_shares,
            unsold_shares: project.share_transfer - allotted_shares,
            clearing_price,
            turnover: format!("{:.2}", turnover(&prices, &shares)),
        },
        quote_deadline: project.quote_deadline.clone(),
        open,
        quotes: ranked,
        project: ProjectRow::from(&project),
    }
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/centralizedQuotation/bidding", tag = "registration",
    params(BiddingQuery),
    responses((status = 200, body = Envelope<Bidding>), (status = 400, description = "请传入转让项目", body = Failure),
        (status = 401, body = Failure), (status = 403, description = "无权查看转让项目", body = Failure),
        (status = 404, description = "转让项目不存在", body = Failure))
)]
#[get("/rem-registrationbizweb/centralizedQuotation/bidding")]
pub async fn bidding_detail(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<BiddingQuery>,
) -> ApiResult {
    ensure_may_read(&me)?;
    let id = query
        .into_inner()
        .id
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .ok_or_else(|| ApiError::bad_request("请传入转让项目"))?;
    let tenant = me.tenant_id().to_owned();
    let today = beijing_date(state.clock.now())
        .format("%Y-%m-%d")
        .to_string();
    let (project, quotes) = state
        .db(move |conn| {
            let project = FundTransferProject::find(conn, &tenant, &id)?
                .ok_or_else(|| ApiError::not_found("转让项目不存在"))?;
            let quotes = TransferQuote::ranked(conn, &tenant, &project.id)?;
            Ok((project, quotes))
        })
        .await?;
    Ok(ok(bidding(project, quotes, &me, &today)))
}

#[cfg(test)]
mod tests {
    use super::masked;

    #[test]
    fn another_investors_name_and_account_are_masked() {
        assert_eq!(masked("张伟", 1, 0), "张*");
        assert_eq!(
            masked("陕西丝路投资管理有限公司", 1, 0)
                .chars()
                .filter(|c| *c == '*')
                .count(),
            11
        );
        assert_eq!(masked("1000000001", 3, 3), "100****001");
        assert_eq!(masked("", 3, 3), "");
    }
}
