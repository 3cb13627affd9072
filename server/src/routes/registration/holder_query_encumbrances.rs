//! `POST /api/rem-registrationbizweb/holder/queryEncumbrances`: the pledge and freeze records of
//! one position (持仓明细), released or not, newest first: who holds the pledge or ordered the
//! freeze, how many shares, how many are released, when and by which business. Without
//! `holderUuid` the investor's current registration account; with one, that holder by the
//! rights of its detail (staff any holder of the tenant, others their own accounts).

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::support::{bound_account, current_holder_uuid, viewable_account};
use crate::{
    auth::current_user::CurrentUser,
    clock,
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        encumbrance::{self, HistoryEntry},
        position::Encumbrance,
        product::Product,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncumbrancesQuery {
    pub product_code: Option<String>,
    pub holder_uuid: Option<String>,
}

/// One pledge (质押) or freeze (冻结) record.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncumbranceView {
    pub id: String,
    /// `pledge` or `freeze`.
    pub kind: &'static str,
    /// 质押 or 司法冻结, as the page shows it.
    pub kind_name: &'static str,
    pub biz_sn: String,
    pub biz_type_name: String,
    /// The pledgee of a pledge, the court of a freeze.
    pub counterparty: String,
    pub volume: i64,
    pub released: i64,
    /// volume − released: what still binds the position.
    pub outstanding: i64,
    /// 生效中 or 已解除 (部分解除 while partly released).
    pub state_name: &'static str,
    /// Beijing time of the registration, `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
}

impl From<HistoryEntry> for EncumbranceView {
    fn from(e: HistoryEntry) -> Self {
        let (kind, kind_name) = match e.kind {
            Encumbrance::Pledge => ("pledge", "质押"),
            Encumbrance::Freeze => ("freeze", "司法冻结"),
        };
        let state_name = match e.released {
            0 => "生效中",
            r if r >= e.volume => "已解除",
            _ => "部分解除",
        };
        EncumbranceView {
            id: e.id,
            kind,
            kind_name,
            biz_sn: e.biz_sn,
            biz_type_name: e.biz_type_name,
            counterparty: e.counterparty,
            outstanding: e.volume - e.released,
            volume: e.volume,
            released: e.released,
            state_name,
            created_at: clock::beijing_text(e.created_at),
        }
    }
}

#[utoipa::path(
    post, path = "/api/rem-registrationbizweb/holder/queryEncumbrances", tag = "registration",
    request_body = EncumbrancesQuery,
    responses(
        (status = 200, body = Envelope<Vec<EncumbranceView>>),
        (status = 400, description = "请选择产品 / 请选择登记账号", body = Failure),
        (status = 401, body = Failure),
        (status = 403, description = "无权查看该股东 / 无权访问该功能", body = Failure),
        (status = 404, description = "股东不存在 / 产品不存在", body = Failure))
)]
#[post("/rem-registrationbizweb/holder/queryEncumbrances")]
pub async fn holder_query_encumbrances(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<EncumbrancesQuery>,
) -> ApiResult {
    let query = body.into_inner();
    let code = query
        .product_code
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty())
        .ok_or_else(|| ApiError::bad_request("请选择产品"))?;
    // Without a holder, the account the investor works in; with one, that holder's detail rights.
    let (uuid, own) = match query.holder_uuid.filter(|u| !u.trim().is_empty()) {
        Some(uuid) => (uuid, false),
        None => (current_holder_uuid(&me)?, true),
    };
    let rows = state
        .db(move |conn| {
            let account = if own {
                bound_account(conn, &me.user.id, &uuid)?
            } else {
                viewable_account(conn, &me, &uuid)?
            };
            let product = Product::find_by_code(conn, &account.tenant_id, &code)?
                .ok_or_else(|| ApiError::not_found("产品不存在"))?;
            Ok(encumbrance::history(conn, &account.uuid, &product.id)?)
        })
        .await?;
    let views: Vec<EncumbranceView> = rows.into_iter().map(EncumbranceView::from).collect();
    Ok(ok(views))
}
