//! 550070 periodic report (定期报告披露, 02 §3 "Periodic financial report", "Disclosure scope"):
//! approved, the report is published as a disclosure of category 1 (定期报告) with its scope and
//! its designated readers; the public list and detail show it to the visitors in scope only.
//! The report kept (`details`) is the form as filed with every rate computed again by the
//! engine's `period_rate`, so what is published never carries a rate the applicant typed, and,
//! for the annual report, its three-year financial tables (`listedFinancials`). Amounts are in
//! ten-thousand yuan, as in the listed company's tables.

use serde_json::{json, Map, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{
        disclosure_scope::{self as scope, AudienceRow},
        publication::Disclosure,
    },
};

use super::{enterprise, EffectInput};

/// The period each report type covers (02 §9).
fn period_label(kind: &str) -> Option<&'static str> {
    match kind {
        "上半年度报告" => Some("1-6月"),
        "下半年度报告" => Some("7-12月"),
        "年度报告" => Some("1-12月"),
        _ => None,
    }
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let company = enterprise::named(conn, input)?;
    let chosen = input
        .text("disclosureScope")
        .ok_or_else(|| ApiError::bad_request("请选择披露范围"))?;
    if ![scope::ALL, scope::HOLDERS, scope::CREDITORS, scope::MEMBERS].contains(&chosen) {
        return Err(ApiError::bad_request("请选择披露范围"));
    }
    let kind = input.text("annualReportType").unwrap_or("年度报告");
    let period = period_label(kind).ok_or_else(|| ApiError::bad_request("请选择报告类型"))?;
    let year = input.text("disclosureYear").unwrap_or_default();
    let title = input
        .text("informationDisclosureName")
        .map(str::to_owned)
        .unwrap_or_else(|| format!("{}{year}{kind}", company.name));
    let id = uuid::Uuid::new_v4().to_string();
    let audience = designated(conn, input, &company.id, chosen, &id)?;
    let (first, second) = (rated(input, "financeData"), rated(input, "financeDataTwo"));
    let content = content_of(&company.name, year, kind, period, &first, &second);
    let details = json!({
        "name": company.name,
        "informationDisclosureName": title,
        "disclosureYear": year,
        "annualReportType": kind,
        "period": period,
        "financeData": first,
        "financeDataTwo": second,
        // the annual report's three-year tables (02 §3 Financial data); a half-year report has none
        "listedFinancials": input.form.get("listedFinancials").filter(|_| kind == "年度报告"),
        "disclosureScope": chosen,
        "designated": audience.iter().map(|a| json!({"kind": a.kind, "id": a.ref_, "name": a.label})).collect::<Vec<_>>(),
    });
    let disclosure = Disclosure {
        id: id.clone(),
        tenant_id: input.tenant().to_owned(),
        company_id: Some(company.id.clone()),
        title: title.clone(),
        category: "1".into(),
        content,
        attach_id: None,
        published_at: input.now,
    };
    Disclosure::publish(conn, &disclosure)?;
    scope::record(
        conn,
        &id,
        chosen,
        &input.application.id,
        &details.to_string(),
        &audience,
    )?;
    Ok(())
}

/// The text visitors read on the disclosure's page: the report's rows, one a line.
fn content_of(
    company: &str,
    year: &str,
    kind: &str,
    period: &str,
    first: &[Value],
    second: &[Value],
) -> String {
    let mut text = format!(
        "{company}（以下简称“公司”）现披露{year}年{kind}（{period}）主要财务数据如下（单位：万元）。"
    );
    for (title, rows) in [("一、主要会计数据", first), ("二、资产负债数据", second)]
    {
        text.push_str(&format!("\n\n{title}"));
        for row in rows {
            let cell = |f: &str| match row.get(f).and_then(Value::as_str).map(str::trim) {
                Some(v) if !v.is_empty() => v.to_owned(),
                _ => "—".to_owned(),
            };
            let rate = match cell("rate").as_str() {
                "—" => "—".to_owned(),
                r => format!("{r}%"),
            };
            text.push_str(&format!(
                "\n{}：本期 {}，上年同期 {}，增减比例 {rate}",
                cell("name"),
                cell("thisPeriodTime"),
                cell("lastPeriodTime")
            ));
        }
    }
    text
}

/// The rows of a financial table with each rate computed from its periods (02 §5).
fn rated(input: &EffectInput, table: &str) -> Vec<Value> {
    input
        .rows(table)
        .into_iter()
        .map(|row| {
            let text = |f: &str| row.get(f).and_then(Value::as_str).unwrap_or("").trim();
            let mut out: Map<String, Value> = row.clone();
            let rate =
                engine::validate::period_rate(text("thisPeriodTime"), text("lastPeriodTime"));
            out.insert("rate".into(), Value::String(rate));
            Value::Object(out)
        })
        .collect()
}

/// The designated readers of the chosen scope, each checked against the enterprise's circle:
/// `value1` account numbers of its shareholders, `value2` its creditors' names, `value3` its
/// member firms.
fn designated(
    conn: &mut DbConn,
    input: &EffectInput,
    company_id: &str,
    chosen: &str,
    disclosure_id: &str,
) -> Result<Vec<AudienceRow>, ApiError> {
    let (field, kind, circle): (&str, &str, Vec<(String, String)>) = match chosen {
        scope::HOLDERS => (
            "value1",
            scope::HOLDER,
            scope::holders_of(conn, company_id)?
                .into_iter()
                .map(|h| (h.account_number, h.holder_name))
                .collect(),
        ),
        scope::CREDITORS => (
            "value2",
            scope::CREDITOR,
            scope::creditors_of(conn, company_id)?
                .into_iter()
                .map(|c| (c.holder_id, c.holder_name))
                .collect(),
        ),
        scope::MEMBERS => (
            "value3",
            scope::MEMBER,
            scope::members_of(conn, company_id)?
                .into_iter()
                .map(|m| (m.member_id, m.member_name))
                .collect(),
        ),
        _ => return Ok(Vec::new()),
    };
    let mut rows: Vec<AudienceRow> = Vec::new();
    for wanted in picked(input, field) {
        let Some((_, label)) = circle.iter().find(|(id, _)| *id == wanted) else {
            let whom = match kind {
                scope::HOLDER => "股东",
                scope::CREDITOR => "债权人",
                _ => "合作会员",
            };
            return Err(ApiError::bad_request(format!(
                "{wanted}不是本公司{whom}，请重新选择"
            )));
        };
        if rows.iter().all(|r| r.ref_ != wanted) {
            rows.push(AudienceRow {
                disclosure_id: disclosure_id.to_owned(),
                kind: kind.to_owned(),
                ref_: wanted,
                label: label.clone(),
            });
        }
    }
    Ok(rows)
}

/// The values of a checkbox field: a list of texts (a single text is one).
fn picked(input: &EffectInput, field: &str) -> Vec<String> {
    match input.form.get(field) {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|v| match v {
                Value::String(s) => Some(s.trim().to_owned()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .filter(|s| !s.is_empty())
            .collect(),
        Some(Value::String(s)) if !s.trim().is_empty() => vec![s.trim().to_owned()],
        _ => Vec::new(),
    }
}
