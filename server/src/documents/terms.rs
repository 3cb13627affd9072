//! The words a registration's documents use for what it registers: a company has 股东 holding
//! 股份 (or 股权) under its 公司章程, a limited partnership has 合伙人 holding 出资份额 under its
//! 合伙协议, its affairs run by the 执行事务合伙人 instead of a legal representative and a board.

use super::source::Kind;

/// One kind's words, each named after what it stands for.
pub struct Terms {
    /// What is registered: 股份, 股权, 出资份额.
    pub equity: &'static str,
    /// The entity as it calls itself in a resolution: 公司, 企业.
    pub entity: &'static str,
    /// Who holds it: 股东, 合伙人.
    pub holder: &'static str,
    /// The register: 股东名册, 合伙人名册.
    pub register: &'static str,
    /// The holders' meeting: 股东大会, 股东会, 合伙人会议.
    pub meeting: &'static str,
    /// The founding document: 公司章程, 合伙协议.
    pub charter: &'static str,
    /// The governing law.
    pub law: &'static str,
    /// Who acts for the entity: 法定代表人, 执行事务合伙人.
    pub representative: &'static str,
    /// The unit of a holding: 股, 份.
    pub unit: &'static str,
    /// A holding's quantity: 持股数量, 出资份额.
    pub held: &'static str,
    /// A holding's share of the total: 持股比例, 出资比例.
    pub ratio: &'static str,
    /// The total: 总股本, 出资总份额.
    pub total: &'static str,
    /// The value of one unit: 每股面值, 每份出资额.
    pub face: &'static str,
    /// The value of all units: 股份面值总额, 出资总额.
    pub par: &'static str,
    /// The subscribed and the paid-in capital: 注册资本 / 实缴资本, 认缴出资额 / 实缴出资额.
    pub capital: (&'static str, &'static str),
    /// The holder with the most: 控股股东, 第一大合伙人.
    pub first: &'static str,
    /// A holder's type column (机构, 个人, 产品): 股东类型, 主体类型.
    pub holder_type: &'static str,
    /// A proof of holding: 持股证明, 出资证明.
    pub proof: &'static str,
    /// The application form's own words (its labels speak of a company) and what a document
    /// says instead, first match first.
    rewording: &'static [(&'static str, &'static str)],
}

impl Terms {
    /// A label of the application form in these words.
    pub fn reword(&self, label: &str) -> String {
        self.rewording
            .iter()
            .fold(label.to_owned(), |text, (from, to)| text.replace(from, to))
    }
}

const COMPANY: Terms = Terms {
    equity: "股份",
    entity: "公司",
    holder: "股东",
    register: "股东名册",
    meeting: "股东大会",
    charter: "公司章程",
    law: "《中华人民共和国公司法》",
    representative: "法定代表人",
    unit: "股",
    held: "持股数量",
    ratio: "持股比例",
    total: "总股本",
    face: "每股面值",
    par: "股份面值总额",
    capital: ("注册资本", "实缴资本"),
    first: "控股股东",
    holder_type: "股东类型",
    proof: "持股证明",
    rewording: &[],
};

static JOINT_STOCK: Terms = COMPANY;

static LIMITED: Terms = Terms {
    equity: "股权",
    meeting: "股东会",
    ..COMPANY
};

static PARTNERSHIP: Terms = Terms {
    equity: "出资份额",
    entity: "企业",
    holder: "合伙人",
    register: "合伙人名册",
    meeting: "合伙人会议",
    charter: "合伙协议",
    law: "《中华人民共和国合伙企业法》",
    representative: "执行事务合伙人",
    unit: "份",
    held: "出资份额",
    ratio: "出资比例",
    total: "出资总份额",
    face: "每份出资额",
    par: "出资总额",
    capital: ("认缴出资额", "实缴出资额"),
    first: "第一大合伙人",
    holder_type: "主体类型",
    proof: "出资证明",
    rewording: &[
        ("控股/第一大股东", "第一大合伙人"),
        ("控制股份数量（股）", "控制出资份额（份）"),
        ("持股数量（股）", "出资份额（份）"),
        ("持股比例", "出资比例"),
        ("股权融资", "权益融资"),
        ("股权确权", "份额确权"),
        ("法定代表人", "执行事务合伙人"),
        ("股东", "合伙人"),
        ("股权", "出资份额"),
        ("股份", "出资份额"),
    ],
};

impl Kind {
    pub fn terms(self) -> &'static Terms {
        match self {
            Kind::Limited => &LIMITED,
            Kind::JointStock => &JOINT_STOCK,
            Kind::Partnership => &PARTNERSHIP,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Kind;

    #[test]
    fn a_partnership_rewords_the_forms_company_labels_and_a_company_keeps_them() {
        let partnership = Kind::Partnership.terms();
        assert_eq!(
            partnership.reword("控股/第一大股东名称"),
            "第一大合伙人名称"
        );
        assert_eq!(partnership.reword("持股比例（%）"), "出资比例（%）");
        assert_eq!(partnership.reword("股东人数"), "合伙人人数");
        assert_eq!(partnership.reword("所属行业"), "所属行业");
        let company = Kind::Limited.terms();
        assert_eq!(company.reword("控股/第一大股东名称"), "控股/第一大股东名称");
    }
}
