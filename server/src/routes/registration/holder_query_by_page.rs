//! `POST /api/rem-registrationmgrweb/holder/queryByPage`: the holder search dialog (paged;
//! 5/10/15/20/30 a page, default 5). Staff (manager mode) search the tenant's register by name,
//! account prefix, certificate and status. Anyone else only looks up one holder by the whole
//! account number or certificate number (what a form's picker needs), sees a private person's
//! name masked, and only so often a minute: the register of private persons is not theirs to
//! browse.

use actix_web::{post, web};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::{
    auth::current_user::CurrentUser,
    envelope::{ok, ApiResult, Failure},
    models::holder_account::HolderAccount,
    models::{containing, starting_with, LIKE_ESCAPE},
    schema::holder_accounts,
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolderQuery {
    pub page_no: Option<i64>,
    pub page_size: Option<i64>,
    pub holder_name: Option<String>,
    pub account_number: Option<String>,
    pub certificate_no: Option<String>,
    /// 1 normal or 0 not opened; empty for all.
    pub holder_account_status: Option<String>,
}

/// What an applicant's dialog says until a whole number is given.
pub const EXACT_ONLY: &str = "请输入完整的登记账号或证件号码查询";

/// organType of a private person's account.
const PERSON: i32 = 2;

/// A private person's name as an applicant sees it: the surname, the rest starred (张伟 → 张*).
pub fn masked(name: &str) -> String {
    let mut chars = name.chars();
    let first: String = chars.next().into_iter().collect();
    first + "*".repeat(chars.count()).as_str()
}

/// The page sizes the dialog offers.
const PAGE_SIZES: [i64; 5] = [5, 10, 15, 20, 30];

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/holder/queryByPage", tag = "registration", request_body = HolderQuery,
    responses(
        (status = 200, description = "{records, total, pageNo, pageSize}; an applicant's search without a whole number answers exactOnly and a hint", body = crate::envelope::Envelope<serde_json::Value>),
        (status = 401, body = Failure),
        (status = 429, description = "an applicant's look-ups past the limit a minute", body = Failure))
)]
#[post("/rem-registrationmgrweb/holder/queryByPage")]
pub async fn holder_query_by_page(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: crate::optional_json::OptionalJson<HolderQuery>,
) -> ApiResult {
    let query = body.or_default();
    let staff = me.user.landing_mode == "mgr";
    if !staff {
        state.holder_lookups.check(Some(me.user.id.clone()))?;
    }
    let paging = crate::paging::Paging::lenient(
        query.page_no,
        query.page_size,
        crate::paging::Sizes::OneOf {
            default: 5,
            allowed: &PAGE_SIZES,
        },
    )?;
    let (page, size, offset) = (paging.page, paging.size, paging.offset());
    let tenant = me.user.tenant_id;
    let text = |v: Option<String>| v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let (name, number, cert) = (
        text(query.holder_name),
        text(query.account_number),
        text(query.certificate_no),
    );
    let status: Option<i32> = text(query.holder_account_status).and_then(|s| s.parse().ok());
    // An applicant's look-up is exact, by the whole account or certificate number.
    let (name, number, exact_number, cert) = if staff {
        (name, number, None, cert)
    } else {
        (None, None, number, cert)
    };
    if !staff && exact_number.is_none() && cert.is_none() {
        return Ok(ok(json!({
            "records": [], "total": 0, "pageNo": page, "pageSize": size,
            "exactOnly": true, "hint": EXACT_ONLY,
        })));
    }
    let (records, total) = state
        .db(move |conn| {
            let filtered = || {
                let mut q = holder_accounts::table
                    .filter(holder_accounts::tenant_id.eq(tenant.clone()))
                    .into_boxed();
                if let Some(name) = &name {
                    q = q.filter(
                        holder_accounts::holder_name
                            .like(containing(name))
                            .escape(LIKE_ESCAPE),
                    );
                }
                if let Some(number) = &number {
                    q = q.filter(
                        holder_accounts::account_number
                            .like(starting_with(number))
                            .escape(LIKE_ESCAPE),
                    );
                }
                if let Some(number) = &exact_number {
                    q = q.filter(holder_accounts::account_number.eq(number.clone()));
                }
                if let Some(cert) = &cert {
                    q = q.filter(holder_accounts::certificate_no.eq(cert.clone()));
                }
                if let Some(status) = status {
                    q = q.filter(holder_accounts::holder_account_status.eq(status));
                }
                q
            };
            let total: i64 = filtered().count().get_result(conn)?;
            let rows = filtered()
                .order(holder_accounts::account_number)
                .offset(offset)
                .limit(size)
                .select(HolderAccount::as_select())
                .load(conn)?;
            Ok((rows, total))
        })
        .await?;
    let records: Vec<_> = records
        .into_iter()
        .map(|a| {
            let holder_name = if staff || a.organ_type != PERSON {
                a.holder_name
            } else {
                masked(&a.holder_name)
            };
            json!({
                "uuid": a.uuid, "accountNumber": a.account_number, "holderName": holder_name,
                "organType": a.organ_type, "holderAccountStatus": a.holder_account_status,
            })
        })
        .collect();
    Ok(ok(
        json!({ "records": records, "total": total, "pageNo": page, "pageSize": size }),
    ))
}
