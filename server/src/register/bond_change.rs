//! 550081 bond filing change (issue 18): a filed bond (已备案), before its issue filing opens it
//! for subscription, filed again as it should now be. Each row names the bond (`bondId`) and
//! holds its whole row; approved, the register's bond is replaced with its parties, keeping its
//! id, product code, filing date and status. The form's rules (03 §5) have held since the
//! submission, as for the filing; here the register's: the bond is the issuer's and still only
//! filed, its names are no other bond's.

use std::collections::BTreeSet;

use crate::{
    db::DbConn,
    error::ApiError,
    models::bond::{Bond, FILED},
};

use super::{bond_filing, cell, EffectInput};

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let (company, rows) = bond_filing::project(conn, input)?;
    let mut names = BTreeSet::new();
    for row in rows {
        let bond_id =
            cell(row, "bondId").ok_or_else(|| ApiError::bad_request("请选择要变更的债券"))?;
        let filed = Bond::find(conn, input.tenant(), bond_id)?
            .filter(|b| b.company_id == company.id)
            .ok_or_else(|| ApiError::bad_request("债券不存在"))?;
        if filed.status != FILED {
            return Err(ApiError::bad_request(format!(
                "债券{}已办理发行备案，不能变更",
                filed.chinese_name
            )));
        }
        let mut fields = row.clone();
        fields.remove("bondId");
        let changed = bond_filing::filed(conn, input, &company.id, &fields, Some(&filed))?;
        for name in [
            Some(&changed.bond.chinese_name),
            changed.bond.product_short.as_ref(),
        ]
        .into_iter()
        .flatten()
        {
            if !names.insert(name.clone()) {
                return Err(ApiError::bad_request(format!("[{name}]本次备案中重复")));
            }
            if Bond::name_taken_by_other(conn, input.tenant(), name, &filed.id)? {
                return Err(ApiError::bad_request(format!("[{name}]债券名称已存在")));
            }
        }
        changed.replace(conn)?;
    }
    Ok(())
}
