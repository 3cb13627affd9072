//! The businesses whose register change is a filing: a business filing (550023, 550064, 550305,
//! 550401, 550413) and the application whose final node decides where the user goes (550115).

use serde_json::{json, Value};

use crate::{db::DbConn, error::ApiError};

use super::{record, EffectInput};

pub fn business(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let title = input
        .text("filingTitle")
        .ok_or_else(|| ApiError::bad_request("请填写备案事项"))?;
    let company = input
        .text("companyName")
        .ok_or_else(|| ApiError::bad_request("请填写企业名称"))?;
    let mut detail = json!({ "filingTitle": title, "companyName": company,
            "filingDate": input.text("filingDate"), "description": input.text("description"),
            "filingFiles": input.form.get("filingFiles").cloned().unwrap_or(Value::Null) });
    // an equity-incentive plan (550401) files the share options granted to each holder
    if let Some(grants) = input.form.get("grants") {
        detail["grants"] = grants.clone();
    }
    record::write(conn, input, "filing", company, detail)
}

pub fn completion(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let project = input
        .text("projectName")
        .ok_or_else(|| ApiError::bad_request("请填写项目名称"))?;
    record::write(
        conn,
        input,
        "completion",
        project,
        json!({ "projectName": project, "remark": input.text("remark") }),
    )
}
