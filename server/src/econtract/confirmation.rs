//! The 股份质押确认书 a pledgee signs: the pledge rows that name it, from the application's
//! form, written as a PDF like the business documents; and what the signing page says of it.

use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::{
    documents::{write_sheet, Block, Column, Sheet},
    error::ApiError,
    models::{application::Application, pledgee_info::PledgeeInfo},
    register::cell,
    state::AppState,
};

/// What the signing page says of a contract above it: (label, value).
pub type Summary = Vec<(String, String)>;

/// The confirmation the pledgee signs, as a PDF, and what the signing page says of it.
pub fn confirmation(
    state: &AppState,
    app: &Application,
    row: &PledgeeInfo,
) -> Result<(Vec<u8>, Summary), ApiError> {
    let instance = crate::lifecycle::instance_of(app)?;
    let pledges: Vec<Vec<String>> = instance
        .form
        .get("pledgeList")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .filter_map(Value::as_object)
        .filter(|r| {
            cell(r, "zqrCertno").map(str::trim) == Some(row.cert_no.as_str())
                && cell(r, "zqrCertType").map(str::trim).unwrap_or_default() == row.cert_type
        })
        .map(|r| {
            [
                "securityAccountNo",
                "holderName",
                "securityCode",
                "pledgeShares",
                "contractNum",
            ]
            .iter()
            .map(|f| match r.get(*f) {
                Some(Value::String(s)) => s.clone(),
                Some(Value::Number(n)) => n.to_string(),
                _ => String::new(),
            })
            .collect()
        })
        .collect();
    let total: i64 = pledges
        .iter()
        .filter_map(|p| p[3].parse::<i64>().ok())
        .sum();
    let summary = vec![
        ("业务流水号".to_owned(), app.biz_sn.clone()),
        ("业务类型".to_owned(), app.biz_type_name.clone()),
        ("质权人".to_owned(), row.name.clone()),
        ("质权人证件号码".to_owned(), row.cert_no.clone()),
        ("质押股份合计（股）".to_owned(), total.to_string()),
    ];
    let blocks = vec![
        Block::Title {
            title: "股份质押确认书".into(),
            subtitle: Some(format!("业务流水号 {}", app.biz_sn)),
        },
        Block::Fields(summary.clone()),
        Block::Caption("质押明细".into()),
        Block::Table {
            columns: vec![
                Column::new("出质人登记账号", 2.2),
                Column::new("出质人名称", 3.0),
                Column::new("证券代码", 1.4),
                Column::new("质押数量（股）", 1.8),
                Column::new("质押合同编号", 2.0),
            ],
            rows: pledges,
        },
        Block::Paragraph(format!(
            "{}确认：上列股份以本方为质权人出质，质押数量及质押合同与本方所知一致，同意登记机构据此办理股份质押登记。",
            row.name
        )),
        Block::Signatures(vec!["质权人（签章）".into()]),
    ];
    let digest: String = Sha256::digest(app.instance.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let pdf = write_sheet(
        state.config.files.pdf_font.as_deref(),
        &Sheet {
            title: "股份质押确认书",
            author: &app.tenant_id,
            created_at: state.clock.now(),
            number: &app.biz_sn,
            digest_label: "申请内容摘要（SHA-256）",
            digest: &digest,
            blocks: &blocks,
        },
    )
    .map_err(|e| {
        tracing::error!(error = %e, "the pledge confirmation cannot be written");
        ApiError::Unavailable("质押确认书生成失败，请稍后再试".into())
    })?;
    Ok((pdf, summary))
}
