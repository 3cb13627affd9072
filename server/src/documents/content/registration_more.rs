//! The last six documents of a company registration: the shareholders' resolution, the legal
//! representative's certificate, the roster of directors, supervisors and officers, the
//! controlling shareholder and actual controller form, the registration confirmation and the
//! list of filed materials; for a partnership the partners' meeting resolution, the executive
//! partner's certificate, the roster of the executive partner and managers, and the largest
//! partner and actual controller form.

use super::{amount, count, name_of, pair, registration::held_column, title, Written};
use crate::documents::{
    layout::{Block, Column},
    source::{ratio, Registration, Source},
};

pub fn document(code: &str, source: &Source, r: &Registration) -> Option<Vec<Block>> {
    let mut blocks = vec![title(source, &name_of(code, Some(r)))];
    blocks.extend(match code {
        "shareholderResolution" => resolution(source, r),
        "legalRepresentativeCertificate" => legal_representative(source, r),
        "executiveRoster" => executives(source, r),
        "controllerInfo" => controllers(source, r),
        "registrationConfirmation" => confirmation(source, r),
        _ => return None,
    });
    Some(blocks)
}

fn resolution(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let (meeting, holder, entity) = (t.meeting, t.holder, t.entity);
    let equity = r.equity();
    let attended: i64 = r.holders.iter().map(|h| h.volume).sum();
    let agent = source.text("jbrName");
    let resolutions = [
        format!(
            "一、同意本{entity}全部{equity}在{platform}办理初始登记及托管，登记产品代码 {code}，{total} {shares} {unit}，{face_label} {face} 元。",
            platform = source.voucher.platform,
            code = source.text("productCode"),
            total = t.total,
            shares = count(r.total_shares),
            unit = t.unit,
            face_label = t.face,
            face = r.face_value.normalize()
        ),
        format!(
            "二、确认本次提交的{}（共 {} 名{holder}）真实、准确、完整。",
            t.register,
            r.holders.len()
        ),
        format!("三、同意本{entity}与登记托管机构签署《托管服务协议》。"),
        format!(
            "四、同意授权{}办理本次登记托管的具体事宜。",
            if agent.is_empty() { "经办人".to_owned() } else { agent }
        ),
    ];
    let rows: Vec<Vec<String>> = r
        .holders
        .iter()
        .map(|h| {
            vec![
                h.name.clone(),
                count(h.volume),
                format!("{}%", h.ratio),
                "同意".into(),
                String::new(),
            ]
        })
        .collect();
    let mut blocks = vec![
        Block::Fields(vec![
            pair("会议名称", format!("{}{meeting}", source.text("name"))),
            pair("会议日期", source.submitted_day()),
            pair("会议地点", source.text("registeredAddress")),
            pair("召集人", source.text("legalName")),
            pair(&format!("应到{holder}"), format!("{} 名", r.holders.len())),
            pair(
                &format!("实到{holder}"),
                format!(
                    "{} 名，代表{equity} {} {}，占{} {}%",
                    r.holders.len(),
                    count(attended),
                    t.unit,
                    t.total,
                    ratio(attended, r.total_shares)
                ),
            ),
        ]),
        Block::Paragraph(format!(
            "本次{meeting}的召集、召开及表决程序符合{law}及{charter}的规定，经与会{holder}审议，一致通过如下决议：",
            law = t.law,
            charter = t.charter
        )),
    ];
    blocks.extend(resolutions.into_iter().map(Block::Paragraph));
    blocks.push(Block::Caption(format!("{holder}表决及签字")));
    blocks.push(Block::Table {
        columns: vec![
            Column::new(&format!("{holder}名称"), 2.2),
            Column::new(&held_column(r), 1.3),
            Column::new(t.ratio, 1.1),
            Column::new("表决意见", 0.9),
            Column::new("签字（盖章）", 1.6),
        ],
        rows,
    });
    blocks.push(Block::Signatures(vec![format!(
        "{}（盖章）：",
        source.text("name")
    )]));
    blocks
}

fn legal_representative(source: &Source, r: &Registration) -> Vec<Block> {
    let representative = r.terms().representative;
    let name = source.text("legalName");
    vec![
        Block::Fields(vec![
            pair("姓名", name.clone()),
            pair("证件类型", source.label("personCertType", "legalIdType")),
            pair("证件号码", source.text("legalIdNumber")),
            pair("手机号码", source.text("legalMobile")),
            pair("电子邮箱", source.text("legalEmail")),
            pair("联系地址", source.text("legalContactAddress")),
        ]),
        Block::Paragraph(format!(
            "兹证明{name}（{cert}：{number}）系{company}（{id_type}：{id}）的{representative}，\
             有权代表本企业签署{platform}登记托管业务的相关文件。",
            name = if name.is_empty() {
                "—".to_owned()
            } else {
                name.clone()
            },
            cert = source.label("personCertType", "legalIdType"),
            number = source.text("legalIdNumber"),
            company = source.text("name"),
            id_type = source.label("organTypeValidator", "idType"),
            id = source.text("idNumber"),
            platform = source.voucher.platform
        )),
        Block::Paragraph("特此证明。".into()),
        Block::Signatures(vec![
            "企业（盖章）：".into(),
            format!("{representative}（签字）："),
        ]),
    ]
}

fn executives(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let mut rows: Vec<Vec<String>> = source
        .rows("executives")
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            let cell = |prop: &str| Source::cell(row, prop);
            let share = cell("shareholdingRatio");
            vec![
                (i + 1).to_string(),
                cell("name"),
                source.label_of("personCertType", &cell("idType")),
                cell("idNumber"),
                source.label_of("executivePosition", &cell("position")),
                source.label_of("seniorExecutiveType", &cell("seniorExecutiveType")),
                if share.is_empty() {
                    "—".into()
                } else {
                    format!("{share}%")
                },
            ]
        })
        .collect();
    let legal = source.text("legalName");
    let note = if rows.is_empty() {
        rows.push(vec![
            "1".into(),
            legal,
            source.label("personCertType", "legalIdType"),
            source.text("legalIdNumber"),
            t.representative.into(),
            "—".into(),
            "—".into(),
        ]);
        if r.partnership() {
            "注：申请未填报经营管理人员信息，名册列明执行事务合伙人。"
        } else {
            "注：申请未填报董事、监事、高级管理人员信息，名册列明法定代表人。"
        }
    } else {
        "注：以上人员信息由申请企业填报，企业对其真实性负责。"
    };
    vec![
        Block::Fields(vec![
            pair("企业名称", source.text("name")),
            pair("统计截止日期", source.text("statisticsEndDate")),
            pair("员工总数", source.text("staffNumber")),
            pair(t.representative, source.text("legalName")),
        ]),
        Block::Table {
            columns: vec![
                Column::new("序号", 0.6),
                Column::new("姓名", 1.2),
                Column::new("证件类型", 1.3),
                Column::new("证件号码", 2.0),
                Column::new("职务", 1.1),
                Column::new("人员类别", 1.3),
                Column::new(t.ratio, 1.0),
            ],
            rows,
        },
        Block::Paragraph(note.into()),
    ]
}

fn controllers(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let (first, register) = (t.first, t.register);
    let percent = |prop: &str| {
        let value = source.text(prop);
        if value.is_empty() {
            value
        } else {
            format!("{value}%")
        }
    };
    let shares = |prop: &str| {
        let value = source.text(prop);
        value
            .parse::<i64>()
            .map_or(value, |n| format!("{} {}", count(n), t.unit))
    };
    let (first_heading, most, controlled) = if r.partnership() {
        (
            "第一大合伙人（出资最多的合伙人）",
            "出资最多的合伙人",
            "控制出资份额",
        )
    } else {
        ("控股股东（第一大股东）", "持股最多的股东", "控制股份数量")
    };
    let mut blocks = vec![
        Block::Heading(first_heading.into()),
        Block::Fields(vec![
            pair("名称", source.text("theFirstShareholdersName")),
            pair(t.held, shares("shareHoldersHeldNumber")),
            pair(t.ratio, percent("shareHoldersHeldRatio")),
        ]),
        Block::Heading("实际控制人".into()),
        Block::Fields(vec![
            pair("名称", source.text("actualControllerName")),
            pair(controlled, shares("actualHeldNumber")),
            pair("控制比例", percent("actualHeldRatio")),
        ]),
        Block::Heading(format!("据{register}核对")),
    ];
    match r.holders.iter().max_by_key(|h| h.volume) {
        Some(top) => {
            blocks.push(Block::Fields(vec![
                pair(most, top.name.clone()),
                pair("登记账号", top.account_number.clone()),
                pair(t.held, format!("{} {}", count(top.volume), t.unit)),
                pair(t.ratio, format!("{}%", top.ratio)),
            ]));
            let declared = source.text("theFirstShareholdersName");
            blocks.push(Block::Paragraph(
                if declared.is_empty() || declared == top.name {
                    format!("申报的{first}与{register}一致。")
                } else {
                    format!(
                        "申报的{first}“{declared}”与{register}{most}“{}”不一致，以{register}为准。",
                        top.name
                    )
                },
            ));
        }
        None => blocks.push(Block::Paragraph(format!("{register}无记载。"))),
    }
    blocks.push(Block::Signatures(vec![
        "企业（盖章）：".into(),
        format!("{}（签字）：", t.representative),
    ]));
    blocks
}

fn confirmation(source: &Source, r: &Registration) -> Vec<Block> {
    let v = &source.voucher;
    let mut facts = vec![
        pair("企业名称", source.text("name")),
        pair("证件号码", source.text("idNumber")),
    ];
    facts.extend(super::registration::product(source, r));
    facts.extend([
        pair("托管起始日", r.custody_start.clone()),
        pair("办结时间", v.completed_at.clone()),
        pair(
            "服务费用",
            source
                .charge
                .as_deref()
                .map_or_else(|| "本业务不收费".to_owned(), amount),
        ),
    ]);
    vec![
        Block::Paragraph(format!(
            "{company}：\n　　贵企业提交的{equity}初始登记申请（业务流水号 {sn}）已于 {done} 审核办结。\
             {platform}已根据审核通过的{register}完成{equity}初始登记，并为贵企业提供{equity}托管服务。登记情况如下：",
            company = source.text("name"),
            equity = r.equity(),
            register = r.terms().register,
            sn = v.biz_sn,
            done = v.completed_at,
            platform = v.platform
        )),
        Block::Fields(facts),
        Block::Heading("区块链存证".into()),
        Block::Fields(vec![
            pair("存证序号", format!("第{}号", v.chain_seq)),
            pair("存证时间", v.stamped_at.clone()),
            pair("存证哈希（SHA-256）", v.chain_hash.clone()),
        ]),
        Block::Paragraph("本确认书由系统根据已办结业务生成，可通过区块链存证哈希核验其真实性。".into()),
        Block::Seal(v.platform.clone()),
    ]
}

/// The list of the business's filed materials: the documents written before it, with their
/// pages, and the files the applicant uploaded with the form.
pub fn filing_materials(source: &Source, r: &Registration, written: &[Written]) -> Vec<Block> {
    let mut rows: Vec<Vec<String>> = written
        .iter()
        .filter(|w| w.code != "filingMaterials")
        .map(|w| {
            vec![
                w.name.clone(),
                "系统生成（电子版）".into(),
                w.pages.to_string(),
                "已归档".into(),
            ]
        })
        .collect();
    // Files uploaded with the form: every list of {originalName, …}.
    for files in source.form.values().filter_map(serde_json::Value::as_array) {
        for name in files
            .iter()
            .filter_map(|f| f.get("originalName").and_then(serde_json::Value::as_str))
        {
            rows.push(vec![
                name.to_owned(),
                "申请人上传".into(),
                "—".into(),
                "已归档".into(),
            ]);
        }
    }
    let numbered: Vec<Vec<String>> = rows
        .into_iter()
        .enumerate()
        .map(|(i, mut row)| {
            row.insert(0, (i + 1).to_string());
            row
        })
        .collect();
    let materials = numbered.len();
    let total: i32 = written
        .iter()
        .filter(|w| w.code != "filingMaterials")
        .map(|w| w.pages)
        .sum();
    vec![
        title(source, &name_of("filingMaterials", Some(r))),
        Block::Fields(vec![
            pair("备案企业", source.text("name")),
            pair("业务类型", source.voucher.biz_type_name.clone()),
            pair("业务流水号", source.app.biz_sn.clone()),
            pair("归档日期", source.completed_day()),
        ]),
        Block::Table {
            columns: vec![
                Column::new("序号", 0.6),
                Column::new("材料名称", 2.6),
                Column::new("来源", 1.8),
                Column::new("页数", 0.7),
                Column::new("状态", 0.9),
            ],
            rows: numbered,
        },
        Block::Paragraph(format!(
            "以上材料共 {} 份，系统生成部分合计 {total} 页，已随业务 {} 归档并进行区块链存证（存证哈希 {}）。",
            materials,
            source.app.biz_sn,
            source.voucher.chain_hash
        )),
        Block::Signatures(vec!["经办人（签字）：".into(), "登记托管机构（盖章）：".into()]),
    ]
}
