//! `GET /api/rem-registrationbizweb/privateBond/bondsToIssue?status=`: the bonds an issue form
//! may name (issue 18): 已备案 (1) for the issue filing 550023, 发行中 (2) for the issuance
//! registration 550024, and the filed bonds a change (550081) may name, each with its form row
//! when asked (`withRow=1`: the row reads the bond's parties, which the other forms never use).
//! An enterprise's users see their enterprises' bonds, staff every bond of the tenant.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    auth::{current_user::CurrentUser, role::LandingMode},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::{
        bond::{Bond, FILED, ISSUING},
        company::Company,
    },
    state::AppState,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct StatusQuery {
    /// 1 已备案 or 2 发行中.
    pub status: String,
    /// `1`: answer each bond's form row too.
    pub with_row: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssuableBond {
    pub bond_id: String,
    /// 产品简称（产品代码）, the option's label.
    pub bond_label: String,
    pub product_code: String,
    pub chinese_name: String,
    pub company_id: String,
    pub bond_amount: i64,
    pub price: String,
    /// The bond as its form row holds it: what a change (550081) loads into its row. Only
    /// with `withRow=1`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<serde_json::Value>,
}

#[utoipa::path(
    get, path = "/api/rem-registrationbizweb/privateBond/bondsToIssue", tag = "bond",
    params(StatusQuery),
    responses(
        (status = 200, body = Envelope<Vec<IssuableBond>>),
        (status = 400, description = "债券状态有误: a status other than 1 or 2", body = Failure),
        (status = 401, body = Failure))
)]
#[get("/rem-registrationbizweb/privateBond/bondsToIssue")]
pub async fn bonds_to_issue(
    state: web::Data<AppState>,
    me: CurrentUser,
    query: web::Query<StatusQuery>,
) -> ApiResult {
    let StatusQuery { status, with_row } = query.into_inner();
    let with_row = with_row.as_deref() == Some("1");
    if status != FILED && status != ISSUING {
        return Err(ApiError::bad_request("债券状态有误"));
    }
    let staff = me.landing_mode() == LandingMode::Mgr;
    let (user, tenant) = (me.user.id.clone(), me.tenant_id().to_owned());
    let bonds = state
        .db(move |conn| {
            let companies = if staff {
                None
            } else {
                Some(
                    Company::of_user(conn, &user)?
                        .into_iter()
                        .map(|c| c.id)
                        .collect::<Vec<_>>(),
                )
            };
            let mut out = Vec::new();
            for bond in Bond::in_status(conn, &tenant, &status, companies.as_deref())? {
                let row = if with_row {
                    Some(bond.clone().parties(conn)?.form_row())
                } else {
                    None
                };
                out.push((bond, row));
            }
            Ok(out)
        })
        .await?;
    Ok(ok(bonds
        .into_iter()
        .map(|(b, row)| IssuableBond {
            bond_label: format!(
                "{}（{}）",
                b.product_short.as_deref().unwrap_or(&b.chinese_name),
                b.product_code
            ),
            bond_id: b.id,
            product_code: b.product_code,
            chinese_name: b.chinese_name,
            company_id: b.company_id,
            bond_amount: b.bond_amount,
            price: b.price,
            row,
        })
        .collect::<Vec<_>>()))
}
