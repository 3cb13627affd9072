//! The enterprise a service business names (its name and certificate number) and whether the
//! applicant may act for it: the enterprise's own users, a member bound to it by cooperation,
//! staff in manager mode.

use crate::{
    db::DbConn,
    error::ApiError,
    models::{company::Company, cooperation, product::Product, standing::Standing},
};

use super::{ownership::acting_staff, EffectInput};

/// The enterprise the form names, as it stands now; refused when it is not in the register
/// or the applicant may not act for it.
pub fn named(conn: &mut DbConn, input: &EffectInput) -> Result<Standing, ApiError> {
    let (name, number) = (input.text("name"), input.text("idNumber"));
    let Some(shown) = name.or(number) else {
        return Err(ApiError::bad_request("请选择企业"));
    };
    let company = Standing::named(conn, input.tenant(), name, number)?
        .ok_or_else(|| ApiError::bad_request(format!("企业{shown}不存在")))?;
    ensure_acts_for(
        conn,
        &input.application.applicant_id,
        &company.id,
        &company.name,
    )?;
    Ok(company)
}

/// Refuses an applicant who is neither the enterprise's user, a member bound to it, nor staff.
pub fn ensure_acts_for(
    conn: &mut DbConn,
    applicant: &str,
    company_id: &str,
    name: &str,
) -> Result<(), ApiError> {
    if acting_staff(conn, applicant)?
        || Company::is_bound(conn, applicant, company_id)?
        || cooperation::is_bound(conn, applicant, company_id)?
    {
        return Ok(());
    }
    Err(ApiError::forbidden(format!(
        "申请人不能为企业{name}办理该业务"
    )))
}

/// Refuses an applicant who may not act for the enterprise that issued the product (a product
/// of no enterprise, a fund, is anyone's to name).
pub fn ensure_acts_for_product(
    conn: &mut DbConn,
    applicant: &str,
    product: &Product,
) -> Result<(), ApiError> {
    let Some(company) = product.company_id.as_deref() else {
        return Ok(());
    };
    let name = Standing::of(conn, company)?
        .map(|c| c.name)
        .unwrap_or_default();
    ensure_acts_for(conn, applicant, company, &name)
}

/// Today in Beijing, as the register writes dates.
pub fn today(input: &EffectInput) -> String {
    crate::clock::beijing_date(input.now)
        .format("%Y-%m-%d")
        .to_string()
}
