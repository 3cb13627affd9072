//! The first six documents of a company registration: the initial registration form, the
//! custody service agreement, the shareholder register, the basic information form, the power
//! of attorney and the transfer restriction application; each in the words of what it
//! registers (`Registration::terms`: 股东 or 合伙人, 法定代表人 or 执行事务合伙人 …).

use super::{amount, count, name_of, pair, title};
use crate::documents::{
    layout::{Block, Column},
    source::{Registration, Source},
};

pub fn document(code: &str, source: &Source, r: &Registration) -> Option<Vec<Block>> {
    let mut blocks = vec![title(source, &name_of(code, Some(r)))];
    blocks.extend(match code {
        "initialRegistration" => initial_registration(source, r),
        "custodyAgreement" => custody_agreement(source, r),
        "shareholderRegister" => shareholder_register(source, r),
        "companyBasicInfo" => basic_info(source, r),
        "powerOfAttorney" => power_of_attorney(source, r),
        "transferRestriction" => transfer_restriction(source, r),
        _ => return None,
    });
    Some(blocks)
}

/// The enterprise as the application names it: name, type, certificate, who acts for it.
pub fn enterprise(source: &Source, r: &Registration) -> Vec<(String, String)> {
    vec![
        pair("企业名称", source.text("name")),
        pair("企业简称", source.text("shortName")),
        pair("企业类型", source.label("companyType", "companyType")),
        pair("证件类型", source.label("organTypeValidator", "idType")),
        pair("证件号码", source.text("idNumber")),
        pair(r.terms().representative, source.text("legalName")),
    ]
}

/// The registered product: code, face value, total shares and their par value.
pub fn product(source: &Source, r: &Registration) -> Vec<(String, String)> {
    let t = r.terms();
    vec![
        pair("登记产品代码", source.text("productCode")),
        pair(t.face, format!("{} 元", r.face_value.normalize())),
        pair(t.total, format!("{} {}", count(r.total_shares), t.unit)),
        pair(
            &format!("{}人数", t.holder),
            format!("{} 名", r.holders.len()),
        ),
        pair(t.par, amount(&r.par_value().to_string())),
    ]
}

/// A holding's columns: 持股数量（股）, or 出资份额（份） for a partnership.
pub fn held_column(r: &Registration) -> String {
    let t = r.terms();
    format!("{}（{}）", t.held, t.unit)
}

fn initial_registration(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let mut company = enterprise(source, r);
    company.extend([
        pair(t.capital.0, amount(&source.text("registeredCapital"))),
        pair("成立日期", source.text("registryDate")),
        pair("注册地址", source.text("registeredAddress")),
    ]);
    let holders: Vec<Vec<String>> = r
        .holders
        .iter()
        .enumerate()
        .map(|(i, h)| {
            vec![
                (i + 1).to_string(),
                h.name.clone(),
                h.organ_type.clone(),
                count(h.volume),
                format!("{}%", h.ratio),
            ]
        })
        .collect();
    vec![
        Block::Fields(vec![
            pair("申请编号", source.app.biz_sn.clone()),
            pair("申请日期", source.submitted_day()),
            pair("申请人", source.voucher.applicant.clone()),
            pair("受理平台", source.voucher.platform.clone()),
        ]),
        Block::Heading("申请企业".into()),
        Block::Fields(company),
        Block::Heading(format!("申请登记的{}", r.equity())),
        Block::Fields(product(source, r)),
        Block::Caption(if r.partnership() { "合伙人出资情况" } else { "股东持股情况" }.into()),
        holder_table(
            holders,
            &["序号", &format!("{}名称", t.holder), t.holder_type, &held_column(r), t.ratio],
        ),
        Block::Heading("申请声明".into()),
        Block::Paragraph(format!(
            "本企业申请将上述{equity}在{platform}办理初始登记，并委托{platform}提供{equity}托管服务。\
             本企业保证所提交的{register}及申请材料真实、准确、完整，不存在虚假记载、误导性陈述或重大遗漏，\
             并对其承担法律责任。",
            equity = r.equity(),
            register = t.register,
            platform = source.voucher.platform
        )),
        Block::Signatures(vec![
            "申请企业（盖章）：".into(),
            format!("{}（签字）：", t.representative),
        ]),
    ]
}

fn holder_table(rows: Vec<Vec<String>>, columns: &[&str]) -> Block {
    let weights = |title: &str| match title {
        "序号" => 0.5,
        "股东类型" | "主体类型" => 0.8,
        "证件类型" => 1.0,
        "股东名称" | "合伙人名称" => 1.8,
        "证件号码" => 2.0,
        _ => 1.2,
    };
    Block::Table {
        columns: columns.iter().map(|c| Column::new(c, weights(c))).collect(),
        rows,
    }
}

fn custody_agreement(source: &Source, r: &Registration) -> Vec<Block> {
    let platform = &source.voucher.platform;
    let equity = r.equity();
    let t = r.terms();
    let (holder, register) = (t.holder, t.register);
    let fee = match &source.charge {
        Some(charge) => {
            let text = amount(charge).replace('\n', "（") + "）";
            format!("本次登记托管服务费为人民币 {text}，由甲方按乙方公布的收费标准支付。")
        }
        None => {
            "本次登记托管业务乙方不向甲方收取费用；此后的持续托管服务按乙方届时公布的收费标准执行。"
                .into()
        }
    };
    let articles = [
        format!(
            "第一条　托管标的。甲方将其全部{equity}（登记产品代码 {code}，{total} {shares} {unit}，{face_label} {face} 元）\
             委托乙方登记托管，以乙方登记的{register}为确认{holder}{equity}权属的依据。",
            code = source.text("productCode"),
            total = t.total,
            shares = count(r.total_shares),
            unit = t.unit,
            face_label = t.face,
            face = r.face_value.normalize()
        ),
        format!(
            "第二条　服务内容。乙方为甲方提供{equity}初始登记、变更登记、质押登记、冻结登记、{register}维护、\
             {proof}出具及信息查询等托管服务，并对登记信息进行区块链存证。",
            proof = t.proof
        ),
        format!(
            "第三条　服务期限。托管服务自 {} 起生效，至甲方依规定终止托管之日止。",
            r.custody_start
        ),
        format!("第四条　服务费用。{fee}"),
        format!(
            "第五条　甲方义务。甲方保证提供的{register}及登记材料真实、准确、完整；{holder}、{equity}或企业信息发生变化时，\
             应及时向乙方申请办理变更登记。"
        ),
        format!(
            "第六条　乙方义务。乙方应依据甲方提交并经审核的材料准确记载{register}，妥善保管登记资料，\
             对甲方及其{holder}的信息保密，法律法规另有规定的除外。"
        ),
        "第七条　争议解决。因本协议产生的争议，双方应协商解决；协商不成的，任何一方可向乙方所在地人民法院提起诉讼。"
            .to_owned(),
        format!(
            "第八条　协议生效。本协议自业务 {} 审核通过之日起生效，以电子方式签署，与纸质协议具有同等效力。",
            source.app.biz_sn
        ),
    ];
    let mut blocks = vec![
        Block::Fields(vec![
            pair("甲方（委托方）", source.text("name")),
            pair("证件号码", source.text("idNumber")),
            pair(t.representative, source.text("legalName")),
            pair("联系电话", source.text("contactNumber")),
            pair("住所", source.text("registeredAddress")),
        ]),
        Block::Fields(vec![
            pair("乙方（托管方）", platform.clone()),
            pair("协议签订日", source.completed_day()),
        ]),
        Block::Paragraph(format!(
            "甲乙双方本着平等自愿、诚实信用的原则，就甲方{equity}在乙方登记托管事宜，达成如下协议："
        )),
    ];
    blocks.extend(articles.into_iter().map(Block::Paragraph));
    blocks.push(Block::Signatures(vec![
        "甲方（盖章）：".into(),
        "乙方（盖章）：".into(),
    ]));
    blocks.push(Block::Seal(platform.clone()));
    blocks
}

fn shareholder_register(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let mut rows: Vec<Vec<String>> = r
        .holders
        .iter()
        .enumerate()
        .map(|(i, h)| {
            vec![
                (i + 1).to_string(),
                h.name.clone(),
                h.organ_type.clone(),
                h.cert_type.clone(),
                h.certificate_no.clone(),
                h.account_number.clone(),
                count(h.volume),
                format!("{}%", h.ratio),
            ]
        })
        .collect();
    let registered: i64 = r.holders.iter().map(|h| h.volume).sum();
    rows.push(vec![
        String::new(),
        "合计".into(),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
        count(registered),
        format!(
            "{}%",
            crate::documents::source::ratio(registered, r.total_shares)
        ),
    ]);
    vec![
        Block::Fields(vec![
            pair("企业名称", source.text("name")),
            pair("登记产品代码", source.text("productCode")),
            pair(t.total, format!("{} {}", count(r.total_shares), t.unit)),
            pair(
                if r.partnership() { "份额登记日" } else { "股权登记日" },
                source.completed_day(),
            ),
        ]),
        holder_table(
            rows,
            &[
                "序号",
                &format!("{}名称", t.holder),
                t.holder_type,
                "证件类型",
                "证件号码",
                "登记账号",
                &held_column(r),
                t.ratio,
            ],
        ),
        Block::Paragraph(format!(
            "注：{ratio}为{held}占{total}的百分比，截取至小数点后四位；本名册以登记托管机构的记载为准。",
            ratio = t.ratio,
            held = t.held,
            total = t.total
        )),
        Block::Signatures(vec!["企业（盖章）：".into(), "登记托管机构（盖章）：".into()]),
    ]
}

fn basic_info(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let mut identity = enterprise(source, r);
    identity.extend([
        pair("英文名称", source.text("englishName")),
        pair("成立日期", source.text("registryDate")),
        pair(t.capital.0, amount(&source.text("registeredCapital"))),
        pair(t.capital.1, amount(&source.text("paidInCapital"))),
        pair("注册地址", source.text("registeredAddress")),
        pair("办公地址", source.text("officeAddress")),
        pair("经营范围", source.text("businessScope")),
        pair("主营业务", source.text("companyBusiness")),
    ]);
    // The section's other filled fields as the voucher reads them (所在地区, 所属行业 …).
    let extra: Vec<(String, String)> = source
        .voucher
        .sections
        .iter()
        .filter(|s| s.title == "基本信息")
        .flat_map(|s| &s.lines)
        .filter(|l| !l.label.starts_with("法定代表人"))
        .filter(|l| !identity.iter().any(|(label, _)| *label == l.label))
        .filter(|l| !l.label.starts_with("注册资本") && !l.label.starts_with("实缴资本"))
        .map(|l| pair(&t.reword(&l.label), l.value.clone()))
        .collect();
    identity.extend(extra);
    let mut blocks = vec![
        Block::Heading("基本信息".into()),
        Block::Fields(identity),
        Block::Heading(t.representative.into()),
        Block::Fields(vec![
            pair("姓名", source.text("legalName")),
            pair("证件类型", source.label("personCertType", "legalIdType")),
            pair("证件号码", source.text("legalIdNumber")),
            pair("手机号码", source.text("legalMobile")),
            pair("电子邮箱", source.text("legalEmail")),
            pair("联系地址", source.text("legalContactAddress")),
        ]),
        Block::Heading("联系信息".into()),
        Block::Fields(vec![
            pair("联系地址", source.text("contactAddress")),
            pair("联系电话", source.text("contactNumber")),
            pair("邮政编码", source.text("postalCode")),
            pair("企业邮箱", source.text("mailBox")),
            pair("企业网址", source.text("internetAddress")),
            pair("传真", source.text("fax")),
        ]),
    ];
    // Whatever else the applicant filled in, section by section, as the voucher reads it (the
    // form's company labels in a partnership's words).
    let shown = [
        "基本信息",
        "企业联系信息",
        "产品信息",
        "股东名册",
        "服务信息",
    ];
    for section in &source.voucher.sections {
        if shown.contains(&section.title.as_str()) || section.lines.is_empty() {
            continue;
        }
        blocks.push(Block::Heading(t.reword(&section.title)));
        blocks.push(Block::Fields(
            section
                .lines
                .iter()
                .map(|l| pair(&t.reword(&l.label), l.value.clone()))
                .collect(),
        ));
    }
    blocks
}

fn power_of_attorney(source: &Source, r: &Registration) -> Vec<Block> {
    let t = r.terms();
    let company = source.text("name");
    let agent = source.text("jbrName");
    vec![
        Block::Heading("委托人".into()),
        Block::Fields(vec![
            pair("企业名称", company.clone()),
            pair("证件号码", source.text("idNumber")),
            pair(t.representative, source.text("legalName")),
            pair("住所", source.text("registeredAddress")),
        ]),
        Block::Heading("受托人".into()),
        Block::Fields(vec![
            pair("姓名", agent.clone()),
            pair("证件类型", source.label("personCertType", "jbrCertType")),
            pair("证件号码", source.text("jbrCertificateNoEnc")),
            pair("手机号码", source.text("jbrPhoneEnc")),
            pair("电子邮箱", source.text("jbrMail")),
        ]),
        Block::Heading("委托事项".into()),
        Block::Paragraph(format!(
            "兹委托{agent}代表{company}在{platform}办理本企业{equity}初始登记及托管业务（业务流水号 {sn}），\
             包括填写与提交申请材料、确认{register}、补正材料及领取业务凭证等相关事宜。受托人在委托权限内\
             所实施的行为及签署的文件，委托人均予以承认，并承担相应的法律后果。",
            agent = if agent.is_empty() { "经办人" } else { agent.as_str() },
            platform = source.voucher.platform,
            equity = r.equity(),
            register = t.register,
            sn = source.app.biz_sn
        )),
        Block::Fields(vec![
            pair("委托期限", format!("自 {} 至 {}", source.submitted_day(), source.completed_day())),
            pair("转委托权", "无"),
        ]),
        Block::Signatures(vec![
            "委托人（盖章）：".into(),
            format!("{}（签字）：", t.representative),
            "受托人（签字）：".into(),
        ]),
    ]
}

fn transfer_restriction(source: &Source, r: &Registration) -> Vec<Block> {
    // Whose shares are restricted: the controlling shareholder, the actual controller, the
    // legal representative and the directors, supervisors and officers the application names.
    let mut reasons: Vec<(String, &str)> = vec![
        (source.text("theFirstShareholdersName"), "控股股东"),
        (source.text("legalName"), "法定代表人"),
        (source.text("actualControllerName"), "实际控制人"),
    ];
    for row in source.rows("executives") {
        reasons.push((Source::cell(row, "name"), "董事、监事、高级管理人员"));
    }
    let rows: Vec<Vec<String>> = r
        .holders
        .iter()
        .filter_map(|h| {
            let why: Vec<&str> = reasons
                .iter()
                .filter(|(name, _)| !name.is_empty() && *name == h.name)
                .map(|(_, why)| *why)
                .collect();
            (!why.is_empty()).then(|| {
                vec![
                    h.name.clone(),
                    h.account_number.clone(),
                    count(h.volume),
                    count(h.volume),
                    why.join("、"),
                ]
            })
        })
        .collect();
    let restricted: i64 = r
        .holders
        .iter()
        .filter(|h| {
            rows.iter()
                .any(|row| row[0] == h.name && row[1] == h.account_number)
        })
        .map(|h| h.volume)
        .sum();
    let mut blocks = vec![
        Block::Fields(vec![
            pair("申请企业", source.text("name")),
            pair("登记产品代码", source.text("productCode")),
            pair("总股本", format!("{} 股", count(r.total_shares))),
            pair("限售数量合计", format!("{} 股", count(restricted))),
        ]),
        Block::Paragraph(format!(
            "根据《中华人民共和国公司法》及{platform}登记托管规则，本企业申请对下列股东持有的{equity}办理限售登记，\
             限售期间相关{equity}不得转让，解除限售须另行申请。",
            platform = source.voucher.platform,
            equity = r.equity()
        )),
    ];
    if rows.is_empty() {
        blocks.push(Block::Paragraph(
            "经核对股东名册，本次登记的股东中没有控股股东、实际控制人、法定代表人或董事、监事、高级管理人员持股，无须办理限售。"
                .into(),
        ));
    } else {
        blocks.push(Block::Table {
            columns: vec![
                Column::new("股东名称", 2.0),
                Column::new("登记账号", 1.4),
                Column::new("持股数量（股）", 1.3),
                Column::new("限售数量（股）", 1.3),
                Column::new("限售原因", 2.0),
            ],
            rows,
        });
    }
    blocks.push(Block::Signatures(vec![
        "申请企业（盖章）：".into(),
        "法定代表人（签字）：".into(),
    ]));
    blocks
}
