//! 550116 企业信息变更: an enterprise in custody changes its dossier. The enterprise is the one
//! the form's certificate number names (the certificate is what the register keys it on; a
//! change of certificate is not this business); the applicant acts for it. The approved
//! values replace the dossier's, the register's columns follow, and the change is the
//! dossier's next version, so its history keeps every version.

use serde_json::Value;

use super::{company_registration::fen, enterprise, EffectInput};
use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        company::{name_taken, DossierColumns},
        company_dossier,
        standing::Standing,
    },
    registry::platform::{dossier_of, APPLICATION_ONLY},
};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let number = input
        .text("idNumber")
        .ok_or_else(|| ApiError::bad_request("请填写证件号码").at_field("idNumber", "证件号码"))?;
    let company = Standing::named(conn, tenant, None, Some(number))?.ok_or_else(|| {
        ApiError::bad_request(format!("证件号码为{number}的企业不存在"))
            .at_field("idNumber", "证件号码")
    })?;
    if company.is_register != 1 {
        return Err(ApiError::bad_request(format!(
            "企业{}尚未托管，请先办理登记托管",
            company.name
        )));
    }
    enterprise::ensure_acts_for(
        conn,
        &input.application.applicant_id,
        &company.id,
        &company.name,
    )?;
    let name = input
        .text("name")
        .ok_or_else(|| ApiError::bad_request("请填写企业名称").at_field("name", "企业名称"))?;
    if name_taken(conn, tenant, name, &company.id)? {
        return Err(
            ApiError::bad_request(format!("企业名称{name}已被其他企业使用"))
                .at_field("name", "企业名称"),
        );
    }
    let mut doc = dossier_of(conn, &company.id)?;
    let staff = super::acting_staff(conn, &input.application.applicant_id)?;
    super::qualifications::check(conn, tenant, input.form, &doc, staff)?;
    for (prop, value) in input.form {
        if !APPLICATION_ONLY.contains(&prop.as_str()) {
            doc.insert(prop.clone(), value.clone());
        }
    }
    let capital = match input.text("registeredCapital") {
        Some(amount) => Some(fen(amount).ok_or_else(|| {
            ApiError::bad_request("请输入正确的注册资本").at_field("registeredCapital", "注册资本")
        })?),
        None => None,
    };
    let text = Value::Object(doc).to_string();
    DossierColumns {
        name,
        short_name: input.text("shortName"),
        company_type: input.text("companyType").and_then(|t| t.parse().ok()),
        registered_capital_fen: capital,
        register_date: input.text("registryDate"),
        register_doc: &text,
    }
    .update(conn, &company.id)?;
    company_dossier::record(conn, &company.id, &input.application.id, &text, input.now)?;
    Ok(())
}
