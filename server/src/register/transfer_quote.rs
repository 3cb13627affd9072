//! 550224 集中报价: an investor quotes a price and a quantity on a transfer project of private
//! fund shares (550223, 03 §3 "Transfer project"). Refused, at submit (rehearsed) and again when
//! the quote completes: a project the tenant does not have (转让项目不存在), one not on offer
//! (挂牌中), a quote after the project's deadline, a price not above zero, with more than two
//! decimals or below the project's lowest price, a quantity not a whole positive number or
//! beyond what the investor may still quote on it (the shares offered less the investor's
//! recorded quotes). Approved, the quote is recorded with the project as the register holds it.

use rust_decimal::{prelude::ToPrimitive, Decimal};

use crate::{
    clock::beijing_date,
    db::DbConn,
    error::ApiError,
    models::{
        fund_transfer_project::{FundTransferProject, LISTED},
        holder_account::HolderAccount,
        transfer_quote::TransferQuote,
        user::User,
    },
};

use super::EffectInput;

/// The quote's price checked: above zero, at most two decimals, at least the lowest price.
pub fn checked_price(price: Option<Decimal>, low_price: &str) -> Result<Decimal, ApiError> {
    let price = price
        .filter(|p| *p > Decimal::ZERO)
        .ok_or_else(|| ApiError::bad_request("报价价格必须大于0"))?;
    if price.normalize().scale() > 2 {
        return Err(ApiError::bad_request("报价价格最多保留两位小数"));
    }
    if let Ok(low) = low_price.trim().parse::<Decimal>() {
        if price < low {
            return Err(ApiError::bad_request(format!(
                "报价价格不得低于最低价格{}元",
                low.round_dp(2)
            )));
        }
    }
    Ok(price.round_dp(2))
}

/// The project quoted on, if it still takes quotes on `today` (`yyyy-MM-dd`).
pub fn open_project(
    conn: &mut DbConn,
    tenant: &str,
    id: Option<&str>,
    today: &str,
) -> Result<FundTransferProject, ApiError> {
    let id = id.ok_or_else(|| ApiError::bad_request("请选择转让项目"))?;
    let project = FundTransferProject::find(conn, tenant, id)?
        .ok_or_else(|| ApiError::bad_request("转让项目不存在"))?;
    if project.status != LISTED {
        return Err(ApiError::bad_request("该转让项目不在挂牌中，不能报价"));
    }
    if !project.quote_deadline.is_empty() && today > project.quote_deadline.as_str() {
        return Err(ApiError::bad_request(format!(
            "报价已截止（截止日期{}）",
            project.quote_deadline
        )));
    }
    Ok(project)
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let tenant = input.tenant();
    let today = beijing_date(input.now).format("%Y-%m-%d").to_string();
    let project = open_project(conn, tenant, input.text("projectId"), &today)?;
    let price = checked_price(input.decimal("price"), &project.low_price)?;
    let quantity = input
        .volume("quantity")
        .map_err(|_| ApiError::bad_request("报价数量须为正整数"))?;
    let applicant = input.application.applicant_id.as_str();
    let quoted = TransferQuote::quoted_by(conn, tenant, &project.id, applicant)?;
    let remaining = (project.share_transfer - quoted).max(0);
    if quantity > remaining {
        return Err(ApiError::bad_request(format!(
            "报价数量超过可报价份额（剩余{remaining}份）"
        )));
    }
    let (quoter_name, account_number) = quoter(conn, input)?;
    let price_fen: i64 = (price * Decimal::ONE_HUNDRED)
        .trunc()
        .to_i64()
        .ok_or_else(|| ApiError::bad_request("报价价格超出范围"))?;
    TransferQuote {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: tenant.to_owned(),
        project_id: project.id,
        application_id: input.application.id.clone(),
        biz_sn: input.application.biz_sn.clone(),
        applicant_id: applicant.to_owned(),
        quoter_name,
        account_number,
        project_abbreviation: project.project_abbreviation,
        company_name: project.company_name,
        price: format!("{price:.2}"),
        price_fen,
        quantity,
        quoted_at: input.now,
    }
    .insert(conn)?;
    Ok(())
}

/// Who quotes: the holder of the application's registration account, else the applicant.
fn quoter(conn: &mut DbConn, input: &EffectInput) -> Result<(String, String), ApiError> {
    if let Some(uuid) = input.application.holder_uuid.as_deref() {
        if let Some(account) = HolderAccount::find(conn, uuid)? {
            return Ok((account.holder_name, account.account_number));
        }
    }
    let name = User::find(conn, &input.application.applicant_id)?
        .map(|u| u.name)
        .unwrap_or_default();
    Ok((name, String::new()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn price(text: &str) -> Option<Decimal> {
        text.parse().ok()
    }

    #[test]
    fn a_price_above_the_lowest_with_two_decimals_passes() {
        assert_eq!(checked_price(price("1.50"), "1.20").ok(), price("1.50"));
        assert_eq!(checked_price(price("1.2"), "1.20").ok(), price("1.20"));
    }

    #[test]
    fn a_price_not_above_zero_too_fine_or_below_the_lowest_is_refused() {
        let msg = |p: &str| checked_price(price(p), "1.20").err().map(|e| e.to_string());
        assert!(msg("0").unwrap_or_default().contains("报价价格必须大于0"));
        assert!(msg("-1").unwrap_or_default().contains("报价价格必须大于0"));
        assert!(msg("1.234")
            .unwrap_or_default()
            .contains("最多保留两位小数"));
        assert!(msg("1.19")
            .unwrap_or_default()
            .contains("不得低于最低价格1.20元"));
        assert!(checked_price(None, "1.20").is_err());
    }
}
