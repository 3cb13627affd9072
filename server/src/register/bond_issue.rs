//! A bond's issue (issue 18): the issue filing (550023, 债券) opens a filed bond for
//! subscription (已备案 → 发行中); the issuance registration (550024, 债券) credits each
//! subscriber's units and closes the issue (发行中 → 已发行). The subscriptions hold the terms
//! the bond was filed with (03 §3 Subscription): each between `buyMin` and `buyMax` and a whole
//! multiple of `transactionBase`, a directed bond's subscribers among its targeted investors,
//! together no more than the units offered (amount ÷ price) and no fewer than the filed
//! success rate of them. The bond's issued units are the sum of the positions credited.

use rust_decimal::Decimal;
use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        bond::{Bond, FILED, ISSUING},
        bond_position::BondPosition,
        company::Company,
    },
};

use super::{cell, cell_volume, declaration::usable_account, enterprise, record, EffectInput};

/// 550023 with productType 债券: the filed bond opens for subscription.
pub fn open(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let bond = chosen(conn, input)?;
    if bond.status != FILED {
        return Err(ApiError::bad_request(format!(
            "债券{}不是已备案状态，不能办理发行备案",
            bond.chinese_name
        )));
    }
    if !Bond::advance(conn, &bond.id, FILED, ISSUING)? {
        return Err(ApiError::Conflict("债券状态已变化，请刷新后重试".into()));
    }
    record::write(
        conn,
        input,
        "bondIssueFiling",
        &bond.product_code,
        json!({ "bondId": bond.id, "chineseName": bond.chinese_name,
                "filingDate": input.text("filingDate"), "description": input.text("description") }),
    )
}

/// 550024 with productType 债券: the subscribers are credited and the bond is issued.
pub fn issue(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let bond = chosen(conn, input)?;
    if bond.status != ISSUING {
        return Err(ApiError::bad_request(format!(
            "债券{}未完成发行备案，不能办理发行登记",
            bond.chinese_name
        )));
    }
    let terms = Terms::of(conn, &bond)?;
    let rows = input.rows("bondSubscriptionList");
    if rows.is_empty() {
        return Err(ApiError::bad_request("至少填写一组认购信息"));
    }
    let mut total = 0_i64;
    let mut credited = Vec::new();
    for row in rows {
        let account = usable_account(conn, input.tenant(), cell(row, "accountNumber"), "认购人")?;
        let number = &account.account_number;
        if cell(row, "holderName") != Some(account.holder_name.as_str()) {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}与认购人名称不一致"
            )));
        }
        let units = cell_volume(row, "units")
            .ok_or_else(|| ApiError::bad_request("认购份数请输入大于0的正整数"))?;
        terms.admit(&account.uuid, number, units)?;
        BondPosition::credit(conn, &account.uuid, &bond.id, units)?;
        total = total
            .checked_add(units)
            .ok_or_else(|| ApiError::bad_request("认购份数请输入大于0的正整数"))?;
        credited.push(json!({ "accountNumber": number, "units": units }));
    }
    terms.admit_total(total)?;
    if !Bond::mark_issued(conn, &bond.id, total)? {
        return Err(ApiError::Conflict("债券状态已变化，请刷新后重试".into()));
    }
    record::write(
        conn,
        input,
        "bondIssuance",
        &bond.product_code,
        json!({ "bondId": bond.id, "issuedUnits": total, "rows": Value::Array(credited) }),
    )
}

/// The bond the form names, of the tenant, whose issuer the applicant acts for.
fn chosen(conn: &mut DbConn, input: &EffectInput) -> Result<Bond, ApiError> {
    let id = input
        .text("bondId")
        .ok_or_else(|| ApiError::bad_request("请选择债券"))?;
    let bond =
        Bond::find(conn, input.tenant(), id)?.ok_or_else(|| ApiError::bad_request("债券不存在"))?;
    let company = Company::find(conn, &bond.company_id)?
        .ok_or_else(|| ApiError::bad_request("债券不存在"))?;
    enterprise::ensure_acts_for(
        conn,
        &input.application.applicant_id,
        &company.id,
        &company.name,
    )?;
    Ok(bond)
}

/// The subscription terms the bond was filed with.
struct Terms {
    offered: i64,
    success_rate: Option<Decimal>,
    base: i64,
    min: Option<i64>,
    max: Option<i64>,
    /// A directed bond's targeted investors (account uuids); `None` when public.
    directed: Option<Vec<String>>,
}

impl Terms {
    fn of(conn: &mut DbConn, bond: &Bond) -> Result<Terms, ApiError> {
        let price: Decimal = bond
            .price
            .parse()
            .map_err(|_| ApiError::bad_request("债券发行价格有误"))?;
        let offered = (Decimal::from(bond.bond_amount) / price).trunc();
        let details: Value = serde_json::from_str(&bond.details).unwrap_or(Value::Null);
        let success_rate = match details.get("successRate") {
            Some(Value::String(s)) => s.trim().parse().ok(),
            Some(Value::Number(n)) => n.to_string().parse().ok(),
            _ => None,
        };
        let directed = if bond.publish_area.as_deref() == Some("2") {
            Some(bond.investor_accounts(conn)?)
        } else {
            None
        };
        Ok(Terms {
            offered: i64::try_from(offered).unwrap_or(i64::MAX),
            success_rate,
            base: bond.transaction_base.max(1),
            min: bond.buy_min,
            max: bond.buy_max,
            directed,
        })
    }

    fn admit(&self, account: &str, number: &str, units: i64) -> Result<(), ApiError> {
        if let Some(investors) = &self.directed {
            if !investors.iter().any(|i| i == account) {
                return Err(ApiError::bad_request(format!(
                    "登记账号{number}不是该债券的定向投资者"
                )));
            }
        }
        if units % self.base != 0 {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}认购份数需是交易基数{}份的整数倍",
                self.base
            )));
        }
        if self.min.is_some_and(|m| units < m) || self.max.is_some_and(|m| units > m) {
            return Err(ApiError::bad_request(format!(
                "登记账号{number}认购份数需在认购下限{}份与上限{}份之间",
                self.min.unwrap_or(1),
                self.max
                    .map_or_else(|| "不限".to_owned(), |m| m.to_string())
            )));
        }
        Ok(())
    }

    fn admit_total(&self, total: i64) -> Result<(), ApiError> {
        if total > self.offered {
            return Err(ApiError::bad_request(format!(
                "认购总份数{total}份超过发行份数{}份",
                self.offered
            )));
        }
        if let Some(rate) = self.success_rate {
            let needed = (Decimal::from(self.offered) * rate / Decimal::ONE_HUNDRED).ceil();
            if Decimal::from(total) < needed {
                return Err(ApiError::bad_request(format!(
                    "认购总份数{total}份未达到募集成功比例{rate}%（{needed}份），发行失败"
                )));
            }
        }
        Ok(())
    }
}
