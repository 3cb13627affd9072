//! 业务凭证: the voucher of a completed business as a PDF, from the voucher's data (the
//! business's filled fields by section with their dictionary labels, amounts in figures and
//! capital numerals, its tables, the par value of the shares it moves, the charge, the chain
//! entry).

use super::{amount, pair, title};
use crate::documents::{
    layout::{Block, Column},
    source::Source,
};

pub fn voucher(source: &Source) -> Vec<Block> {
    let v = &source.voucher;
    let mut blocks = vec![
        title(source, &format!("{}业务凭证", v.biz_type_name)),
        Block::Fields(vec![
            pair("业务流水号", v.biz_sn.clone()),
            pair("业务类型", v.biz_type_name.clone()),
            pair("申请人", v.applicant.clone()),
            pair("申请时间", v.submitted_at.clone()),
            pair("办结时间", v.completed_at.clone()),
            pair("办理平台", v.platform.clone()),
        ]),
    ];
    for section in &v.sections {
        blocks.push(Block::Heading(section.title.clone()));
        let lines = section
            .lines
            .iter()
            .map(|line| match &line.capital {
                Some(capital) => pair(
                    &line.label,
                    format!("{}\n人民币（大写）{capital}", line.value),
                ),
                None => pair(&line.label, line.value.clone()),
            })
            .collect();
        blocks.push(Block::Fields(lines));
        for table in &section.tables {
            blocks.push(Block::Caption(table.label.clone()));
            blocks.push(Block::Table {
                columns: table.columns.iter().map(|c| Column::new(c, 1.0)).collect(),
                rows: table.rows.clone(),
            });
        }
    }
    if let Some(par) = &v.par_value {
        blocks.push(Block::Heading("股份面值".into()));
        blocks.push(Block::Fields(vec![pair(
            "涉及股份面值总额",
            format!("{} 元\n人民币（大写）{}", par.figures, par.capital),
        )]));
    }
    if let Some(charge) = &source.charge {
        blocks.push(Block::Heading("收费信息".into()));
        blocks.push(Block::Fields(vec![pair("手续费", amount(charge))]));
    }
    blocks.push(Block::Heading("区块链存证".into()));
    blocks.push(Block::Fields(vec![
        pair("存证序号", format!("第{}号", v.chain_seq)),
        pair("存证时间", v.stamped_at.clone()),
        pair("存证哈希（SHA-256）", v.chain_hash.clone()),
    ]));
    blocks.push(Block::Paragraph(
        "本凭证由系统根据已办结业务生成，可通过区块链存证哈希核验其真实性。".into(),
    ));
    blocks.push(Block::Seal(v.platform.clone()));
    blocks
}
