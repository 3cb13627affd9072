//! 550210 listing (挂牌): an enterprise in custody is listed on a first-level sector of its
//! tenant (enabled, of equity products; the form names it by its name): its listing code is the next of the tenant, its
//! listing date the completion's, and the public /companyList 挂牌企业 tab shows it. Refused
//! when it is already listed or not in custody (the entry rule's messages, so a change of the
//! register between submit and approval is caught at the approval too).

use diesel::prelude::*;

use crate::{
    db::DbConn,
    error::ApiError,
    models::standing::change::{self, Listing},
    schema::sectors,
};

use super::{enterprise, EffectInput};

/// The id of the sector of that name an enterprise may be listed on: first level, enabled, of
/// equity (product type 1), of the tenant. The form holds the name (what the reviewers read).
fn listable_sector(
    conn: &mut DbConn,
    tenant: &str,
    name: &str,
) -> Result<Option<String>, ApiError> {
    Ok(sectors::table
        .filter(sectors::tenant_id.eq(tenant))
        .filter(sectors::sector_name.eq(name))
        .filter(sectors::parent_sector.eq("0"))
        .filter(sectors::status.eq(1))
        .filter(sectors::product_type.eq(1))
        .select(sectors::id)
        .first(conn)
        .optional()?)
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let company = enterprise::named(conn, input)?;
    if company.is_listing == 1 {
        return Err(ApiError::bad_request("该企业已挂牌，请勿重复发起！"));
    }
    if company.is_register != 1 {
        return Err(ApiError::bad_request("企业需要先托管再办理挂牌业务！"));
    }
    let sector = input
        .text("sector")
        .ok_or_else(|| ApiError::bad_request("请选择挂牌板块"))?;
    let sector = listable_sector(conn, input.tenant(), sector)?
        .ok_or_else(|| ApiError::bad_request("挂牌板块不存在或已停用"))?;
    let date = enterprise::today(input);
    change::list(
        conn,
        &Listing {
            company_id: &company.id,
            tenant_id: input.tenant(),
            date: &date,
            sector: &sector,
        },
    )?;
    if let Some(number) = input.text("idNumber") {
        change::fill_identity(conn, &company.id, input.text("idType"), number)?;
    }
    Ok(())
}
