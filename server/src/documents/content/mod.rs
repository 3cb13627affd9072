//! Which documents a business has and what each says, as layout blocks. A company
//! registration of a limited or joint-stock company has the twelve documents of 02 §9
//! (`registration`, `registration_more`), a limited partnership's registration eleven of them
//! in its own words; every other business its voucher (`voucher`).

mod registration;
mod registration_more;
mod voucher;

use super::{
    layout::Block,
    source::{Kind, Registration, Source},
};
use crate::voucher::Money;

/// The voucher's code: every business but a company registration has this one document.
pub const VOUCHER: &str = "voucher";

/// The twelve documents of a company registration, in the order the list shows them.
pub const REGISTRATION: [&str; 12] = [
    "initialRegistration",
    "custodyAgreement",
    "shareholderRegister",
    "companyBasicInfo",
    "powerOfAttorney",
    "transferRestriction",
    "shareholderResolution",
    "legalRepresentativeCertificate",
    "executiveRoster",
    "controllerInfo",
    "registrationConfirmation",
    "filingMaterials",
];

/// The documents a registration of `kind` has, in order. A partnership has no transfer
/// restriction application: the restriction it asks for is the Company Law's on the shares of
/// a company's controlling shareholder, directors, supervisors and officers, which a
/// partnership has none of (its partners' transfers follow the partnership agreement).
pub fn registration_codes(kind: Kind) -> Vec<&'static str> {
    REGISTRATION
        .iter()
        .copied()
        .filter(|c| kind != Kind::Partnership || *c != "transferRestriction")
        .collect()
}

/// A document's name as the list and the file show it: the voucher after its business
/// (股份转让业务凭证), the registration's documents after the company type.
pub fn name(code: &str, source: &Source) -> String {
    if code == VOUCHER {
        format!("{}业务凭证", source.voucher.biz_type_name)
    } else {
        name_of(code, source.registration.as_ref())
    }
}

/// A registration document's name in the words of what it registers (股份, 股权 or 出资份额;
/// 股东 or 合伙人 …).
pub fn name_of(code: &str, registration: Option<&Registration>) -> String {
    let kind = registration.map_or(Kind::JointStock, |r| r.kind);
    let t = kind.terms();
    let equity = t.equity;
    let partnership = kind == Kind::Partnership;
    match code {
        "initialRegistration" => format!("{equity}初始登记申请表"),
        "custodyAgreement" => "托管服务协议".into(),
        "shareholderRegister" => t.register.into(),
        "companyBasicInfo" => "企业基本信息表".into(),
        "powerOfAttorney" => "授权委托书".into(),
        "transferRestriction" => format!("{equity}限售申请"),
        "shareholderResolution" => format!("{}决议", t.meeting),
        "legalRepresentativeCertificate" => format!("{}身份证明书", t.representative),
        "executiveRoster" if partnership => "执行事务合伙人及经营管理人员名册".into(),
        "executiveRoster" => "董事、监事、高级管理人员名册".into(),
        "controllerInfo" => format!("{}及实际控制人信息表", t.first),
        "registrationConfirmation" => format!("{equity}初始登记确认书"),
        "filingMaterials" => "备案材料清单".into(),
        _ => "业务凭证".into(),
    }
}

/// A document already written, as the filing list names it.
pub struct Written {
    pub code: String,
    pub name: String,
    pub pages: i32,
}

/// The blocks of document `code`; `written` are the business's other documents (the filing
/// list counts their pages).
pub fn blocks(code: &str, source: &Source, written: &[Written]) -> Vec<Block> {
    match (code, source.registration.as_ref()) {
        (VOUCHER, _) | (_, None) => voucher::voucher(source),
        ("filingMaterials", Some(r)) => registration_more::filing_materials(source, r, written),
        (code, Some(r)) => registration::document(code, source, r)
            .or_else(|| registration_more::document(code, source, r))
            .unwrap_or_else(|| voucher::voucher(source)),
    }
}

/// The document's title block: its name, the platform and the business serial number under it.
pub fn title(source: &Source, title: &str) -> Block {
    Block::Title {
        title: title.to_owned(),
        subtitle: Some(format!(
            "{}　　业务流水号：{}",
            source.voucher.platform, source.voucher.biz_sn
        )),
    }
}

/// A labelled value, `—` when there is none.
pub fn pair(label: &str, value: impl Into<String>) -> (String, String) {
    let value = value.into();
    let value = if value.trim().is_empty() {
        "—".to_owned()
    } else {
        value
    };
    (label.to_owned(), value)
}

/// An amount in yuan in figures, with its capital numerals on the next line.
pub fn money_text(money: &Money) -> String {
    format!("{} 元\n人民币（大写）{}", money.figures, money.capital)
}

/// An amount given as decimal text, or `—`.
pub fn amount(text: &str) -> String {
    Money::of(text).map_or_else(|| "—".to_owned(), |m| money_text(&m))
}

/// A whole number with thousands separators.
pub fn count(n: i64) -> String {
    crate::voucher::Money::of(&n.to_string())
        .map(|m| m.figures.trim_end_matches(".00").to_owned())
        .unwrap_or_else(|| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_in_figures_and_capital_numerals() {
        assert_eq!(
            amount("10000000.50"),
            "10,000,000.50 元\n人民币（大写）壹仟万元伍角"
        );
        assert_eq!(amount("1200"), "1,200.00 元\n人民币（大写）壹仟贰佰元整");
        assert_eq!(amount("0.07"), "0.07 元\n人民币（大写）柒分");
        assert_eq!(amount(""), "—");
        assert_eq!(count(1_234_567), "1,234,567");
    }

    #[test]
    fn the_names_follow_the_company_type() {
        let limited = Registration {
            kind: Kind::Limited,
            holders: vec![],
            total_shares: 1,
            face_value: rust_decimal::Decimal::ONE,
            custody_start: String::new(),
        };
        assert_eq!(
            name_of("shareholderResolution", Some(&limited)),
            "股东会决议"
        );
        assert_eq!(
            name_of("initialRegistration", Some(&limited)),
            "股权初始登记申请表"
        );
        let joint = Registration {
            kind: Kind::JointStock,
            ..limited
        };
        assert_eq!(
            name_of("shareholderResolution", Some(&joint)),
            "股东大会决议"
        );
        assert_eq!(name_of("transferRestriction", Some(&joint)), "股份限售申请");
        assert_eq!(name_of(VOUCHER, None), "业务凭证");
        let names: std::collections::HashSet<String> = REGISTRATION
            .iter()
            .map(|c| name_of(c, Some(&joint)))
            .collect();
        assert_eq!(names.len(), 12, "twelve different documents");
        let partnership = Registration {
            kind: Kind::Partnership,
            ..joint
        };
        let codes = registration_codes(Kind::Partnership);
        assert_eq!(codes.len(), 11);
        assert!(!codes.contains(&"transferRestriction"));
        let names: Vec<String> = codes
            .iter()
            .map(|c| name_of(c, Some(&partnership)))
            .collect();
        for expected in [
            "出资份额初始登记申请表",
            "合伙人名册",
            "合伙人会议决议",
            "执行事务合伙人身份证明书",
            "执行事务合伙人及经营管理人员名册",
            "第一大合伙人及实际控制人信息表",
            "出资份额初始登记确认书",
        ] {
            assert!(
                names.iter().any(|n| n == expected),
                "{expected} in {names:?}"
            );
        }
        let distinct: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), 11);
    }
}
