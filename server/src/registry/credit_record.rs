//! An enterprise record in the vocabulary of the national enterprise credit registry's API
//! (国家企业信用信息), and its translation into the company form's props. Any adapter of a
//! registry speaking this vocabulary (the shipped simulator, a real HTTP client) shares it.
//!
//! The registry states registered and paid-in capital in ten-thousand units (万元); the form
//! holds yuan, so they are multiplied by 10000 (02 §9). Types, statuses, currencies and
//! certificate kinds come as the registry's words, which the look-up matches to the tenant's
//! dictionaries (see [`DictionaryText`]): the registry does not know our keys.

use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::RegisteredEnterprise;

/// The unified social credit code's key in `organTypeValidator`: the registry keys enterprises
/// by it.
pub const CREDIT_CODE_ID_TYPE: &str = "11";

#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CreditRecord {
    pub ent_name: String,
    /// 统一社会信用代码.
    pub unisc_id: String,
    /// 企业类型 as registered, e.g. 有限责任公司(自然人投资或控股).
    pub ent_type: String,
    /// 法定代表人.
    pub legal_rep: String,
    pub legal_rep_cert_type: String,
    pub legal_rep_cert_no: String,
    /// 注册资本 in 万元, decimal text.
    pub reg_cap: String,
    pub reg_cap_cur: String,
    /// 实缴资本 in 万元.
    pub paid_cap: String,
    /// 成立日期 yyyy-MM-dd.
    pub est_date: String,
    /// 住所.
    pub dom: String,
    /// 经营范围.
    pub op_scope: String,
    /// 登记状态: 存续, 在业, 吊销, 注销 ...
    pub reg_state: String,
    /// The district's administrative code (GB/T 2260, six digits).
    pub region_code: String,
    /// The industry (GB/T 4754) division code with its section letter, e.g. I65.
    pub industry_code: String,
    pub tel: String,
    pub email: String,
}

/// A value the registry gives as words, to be matched to a key of the tenant's dictionary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DictionaryText {
    pub prop: &'static str,
    pub dictionary: &'static str,
    pub text: String,
}

/// 万元 as yuan: exact, two decimals, never a float.
pub fn ten_thousands_to_yuan(amount: &str) -> Option<String> {
    let value: Decimal = amount.trim().replace(',', "").parse().ok()?;
    let yuan = value.checked_mul(Decimal::from(10_000))?;
    (!yuan.is_sign_negative()).then(|| yuan.round_dp(2).normalize().to_string())
}

fn put(fields: &mut Map<String, Value>, prop: &str, value: &str) {
    let value = value.trim();
    if !value.is_empty() {
        fields.insert(prop.to_owned(), Value::String(value.to_owned()));
    }
}

impl CreditRecord {
    /// The record as the company form's props, and the words still to be matched to
    /// dictionary keys.
    pub fn into_enterprise(self) -> (RegisteredEnterprise, Vec<DictionaryText>) {
        let mut fields = Map::new();
        put(&mut fields, "name", &self.ent_name);
        put(&mut fields, "idType", CREDIT_CODE_ID_TYPE);
        put(&mut fields, "idNumber", &self.unisc_id);
        put(&mut fields, "legalName", &self.legal_rep);
        put(&mut fields, "legalIdNumber", &self.legal_rep_cert_no);
        if let Some(yuan) = ten_thousands_to_yuan(&self.reg_cap) {
            put(&mut fields, "registeredCapital", &yuan);
        }
        if let Some(yuan) = ten_thousands_to_yuan(&self.paid_cap) {
            put(&mut fields, "paidInCapital", &yuan);
        }
        put(&mut fields, "registryDate", &self.est_date);
        put(&mut fields, "registeredAddress", &self.dom);
        put(&mut fields, "businessScope", &self.op_scope);
        put(&mut fields, "contactNumber", &self.tel);
        put(&mut fields, "mailBox", &self.email);
        if let Some(area) = area(&self.region_code) {
            fields.insert("provinceCityDistrictCode".into(), area);
        }
        if let Some(industry) = industry(&self.industry_code) {
            fields.insert("industryCascader".into(), industry);
        }
        let words = [
            ("companyType", "companyType", self.ent_type),
            ("legalIdType", "personCertType", self.legal_rep_cert_type),
            (
                "registeredCapitalCurrency",
                "currency",
                self.reg_cap_cur.clone(),
            ),
            // the paid-in capital's currency only beside a paid-in capital
            (
                "paidInCapitalCurrency",
                "currency",
                if self.paid_cap.trim().is_empty() {
                    String::new()
                } else {
                    self.reg_cap_cur
                },
            ),
            ("companyStatus", "companyStatus", self.reg_state),
        ];
        let texts = words
            .into_iter()
            .filter(|(_, _, text)| !text.trim().is_empty())
            .map(|(prop, dictionary, text)| DictionaryText {
                prop,
                dictionary,
                text: text.trim().to_owned(),
            })
            .collect();
        (RegisteredEnterprise { fields }, texts)
    }
}

/// The district's code as the form's area value: province, city and district codes.
fn area(code: &str) -> Option<Value> {
    let code = code.trim();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(json!({
        "province": format!("{}0000", &code[..2]),
        "city": format!("{}00", &code[..4]),
        "district": code,
    }))
}

/// The industry division as the cascader's path: section letter, then the division.
fn industry(code: &str) -> Option<Value> {
    let code = code.trim();
    let section = code
        .get(..1)
        .filter(|s| s.bytes().all(|b| b.is_ascii_uppercase()))?;
    Some(if code.len() > 1 {
        json!([section, code])
    } else {
        json!([section])
    })
}

/// The key of the dictionary entry the registry's words name: the entry whose label is the
/// words, else the longest label the words contain (有限责任公司(自然人独资) is 有限责任公司).
pub fn key_for_words<'a>(entries: &'a [(String, String)], words: &str) -> Option<&'a str> {
    if let Some((key, _)) = entries.iter().find(|(_, label)| label == words) {
        return Some(key);
    }
    entries
        .iter()
        .filter(|(_, label)| !label.is_empty() && words.contains(label.as_str()))
        .max_by_key(|(_, label)| label.chars().count())
        .map(|(key, _)| key.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capital_in_ten_thousands_becomes_exact_yuan() {
        assert_eq!(ten_thousands_to_yuan("500").as_deref(), Some("5000000"));
        assert_eq!(
            ten_thousands_to_yuan("1,234.5678").as_deref(),
            Some("12345678")
        );
        assert_eq!(ten_thousands_to_yuan("0.00015").as_deref(), Some("1.5"));
        assert_eq!(ten_thousands_to_yuan("-1"), None);
        assert_eq!(ten_thousands_to_yuan("五百"), None);
    }

    #[test]
    fn a_record_fills_the_form_props_and_names_its_dictionary_words() {
        let record: CreditRecord = serde_json::from_value(json!({
            "entName": "陕西秦岭数据科技有限公司", "uniscId": "91610113MA6TXK0L2Q",
            "entType": "有限责任公司(自然人投资或控股)", "legalRep": "赵立新",
            "regCap": "800", "regCapCur": "人民币", "estDate": "2016-05-20",
            "regionCode": "610113", "industryCode": "I65"
        }))
        .unwrap();
        let (enterprise, words) = record.into_enterprise();
        let f = &enterprise.fields;
        assert_eq!(f["registeredCapital"], "8000000");
        assert_eq!(f["idType"], CREDIT_CODE_ID_TYPE);
        assert_eq!(f["provinceCityDistrictCode"]["city"], "610100");
        assert_eq!(f["industryCascader"], json!(["I", "I65"]));
        assert!(!f.contains_key("paidInCapital"));
        let props: Vec<&str> = words.iter().map(|w| w.prop).collect();
        assert_eq!(props, ["companyType", "registeredCapitalCurrency"]);
        assert_eq!(words[1].text, "人民币");
    }

    #[test]
    fn registry_words_match_the_longest_dictionary_label_they_contain() {
        let entries = vec![
            ("1".to_owned(), "有限责任公司".to_owned()),
            ("2".to_owned(), "股份有限公司".to_owned()),
            ("3".to_owned(), "有限合伙企业".to_owned()),
        ];
        assert_eq!(
            key_for_words(&entries, "有限责任公司(自然人独资)"),
            Some("1")
        );
        assert_eq!(
            key_for_words(&entries, "股份有限公司(非上市、自然人投资或控股)"),
            Some("2")
        );
        assert_eq!(key_for_words(&entries, "有限合伙企业"), Some("3"));
        assert_eq!(key_for_words(&entries, "个体工商户"), None);
    }
}
