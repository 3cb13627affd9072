//! `POST /api/rem-registrationmgrweb/listedProduct/submit`: the administrator corrects a listed
//! product's short name (股份简称, a name field of 02 §5, at most 20, required) and its
//! listing's sector (an enabled first-level sector of equity products of the tenant) and
//! featured sector (an enabled sub-sector of that sector, or none). The code, the date, the
//! face value and the shares change only by a business. Audited in the same transaction.

use actix_web::{post, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::support::{check_name, given, require_editor, LISTED_PRODUCT_ENTITY, NO_SUCH_PRODUCT};
use crate::{
    audit::{self, Action, Change},
    auth::current_user::CurrentUser,
    db::{transaction, DbConn},
    envelope::{ok, ApiResult, Envelope, Failure},
    error::ApiError,
    models::company_manage::{sector_fits, ListedProduct, ListedProductEdit},
    state::AppState,
};

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedProductBody {
    pub id: Option<String>,
    /// 股份简称.
    pub name: Option<String>,
    /// 挂牌板块.
    pub sector_id: Option<String>,
    /// 特色板块, a sub-sector of the sector.
    pub featured_sector_id: Option<String>,
}

fn checked(
    conn: &mut DbConn,
    tenant: &str,
    body: ListedProductBody,
) -> Result<ListedProductEdit, ApiError> {
    let name = given(body.name)
        .ok_or_else(|| ApiError::bad_request("此项为必填项！").at_field("name", "股份简称"))?;
    check_name(&name, "股份简称", 20).map_err(|e| e.at_field("name", "股份简称"))?;
    let sector_id = given(body.sector_id)
        .ok_or_else(|| ApiError::bad_request("请选择挂牌板块").at_field("sectorId", "挂牌板块"))?;
    if !sector_fits(conn, tenant, &sector_id, "0")? {
        return Err(
            ApiError::bad_request("挂牌板块不存在或已停用").at_field("sectorId", "挂牌板块")
        );
    }
    let featured_sector_id = given(body.featured_sector_id);
    if let Some(featured) = &featured_sector_id {
        if !sector_fits(conn, tenant, featured, &sector_id)? {
            return Err(ApiError::bad_request("特色板块不属于所选挂牌板块")
                .at_field("featuredSectorId", "特色板块"));
        }
    }
    Ok(ListedProductEdit {
        name,
        sector_id,
        featured_sector_id,
    })
}

#[utoipa::path(
    post, path = "/api/rem-registrationmgrweb/listedProduct/submit", tag = "company",
    request_body = ListedProductBody,
    responses((status = 200, body = Envelope<ListedProduct>),
              (status = 400, description = "a field refused (data.errors) / 请指定挂牌产品", body = Failure),
              (status = 401, body = Failure),
              (status = 403, description = "仅管理员可修改企业信息", body = Failure),
              (status = 404, description = "挂牌产品不存在", body = Failure))
)]
#[post("/rem-registrationmgrweb/listedProduct/submit")]
pub async fn listed_product_submit(
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Json<ListedProductBody>,
) -> ApiResult {
    require_editor(&me)?;
    let mut body = body.into_inner();
    let id = given(body.id.take()).ok_or_else(|| ApiError::bad_request("请指定挂牌产品"))?;
    let now = state.clock.now();
    let saved = state
        .db(move |conn| {
            transaction::write(conn, |conn| {
                let tenant = me.user.tenant_id.clone();
                let before = ListedProduct::find(conn, &tenant, &id)?
                    .ok_or_else(|| ApiError::not_found(NO_SUCH_PRODUCT))?;
                let after = checked(conn, &tenant, body)?;
                let old = ListedProductEdit::of(&before);
                after.update(conn, &id, &before.company_id)?;
                audit::record(
                    conn,
                    &me.user,
                    now,
                    Change {
                        entity: LISTED_PRODUCT_ENTITY,
                        entity_id: &id,
                        action: Action::Update,
                        before: Some(&old),
                        after: Some(&after),
                    },
                )?;
                ListedProduct::find(conn, &tenant, &id)?
                    .ok_or_else(|| ApiError::not_found(NO_SUCH_PRODUCT))
            })
        })
        .await?;
    // the public showcase's listed tab is cached for a few seconds
    state.answers_changed();
    Ok(ok(saved))
}
