//! The set "dossier-dictionaries" (issue 16): the dictionaries of the full company
//! registration dossier (`forms/company_registration.json`, 02 §2 and §3) in both tenants: the
//! national industry classification GB/T 4754-2017 (`industry`: the 20 门类 `A`…`T` and the 97
//! 大类 `A01`…`T97`, a tree by key prefix for the cascader), the CSRC 2012 classification
//! (`csrcIndustry`), the Shenwan 2021 first class (`swIndustry`), the strategic emerging
//! industries (`emergingIndustry`), the registration types of the statistics bureau, the
//! qualification codes of 02 §3 (`qualificationCategory` 1/2/3/255, `marketRolesType` 1/3/7 …)
//! and the company's other choices. An entry a tenant already has (`personCertType`,
//! `organTypeValidator` of the main tenant) is left as it is.

use std::collections::HashSet;

use diesel::prelude::*;

use super::{
    rows::fixture,
    settings::{self, Dictionary},
};
use crate::{db::DbConn, schema::dict_biz};

pub fn dictionaries() -> anyhow::Result<Vec<Dictionary>> {
    fixture(
        "dossier_dictionaries",
        include_str!("fixtures/dossier_dictionaries.json"),
    )
}

pub fn seed(conn: &mut DbConn) -> anyhow::Result<()> {
    let present: HashSet<String> = dict_biz::table
        .select(dict_biz::id)
        .load(conn)?
        .into_iter()
        .collect();
    settings::insert_dictionary_entries(conn, &dictionaries()?, |id| !present.contains(id))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::dictionaries;

    /// Each tenant's dossier dictionaries, code → keys.
    fn keys() -> BTreeMap<(String, String), Vec<String>> {
        let value: serde_json::Value =
            serde_json::from_str(include_str!("fixtures/dossier_dictionaries.json"))
                .unwrap_or_default();
        let mut out = BTreeMap::new();
        for dictionary in value.as_array().into_iter().flatten() {
            let text = |k: &str| dictionary[k].as_str().unwrap_or_default().to_owned();
            let keys = dictionary["items"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|item| item[0].as_str().unwrap_or_default().to_owned())
                .collect();
            out.insert((text("tenant"), text("code")), keys);
        }
        out
    }

    #[test]
    fn the_fixture_reads_and_both_tenants_have_every_code() {
        assert!(dictionaries().is_ok());
        let keys = keys();
        let codes = |tenant: &str| -> Vec<String> {
            keys.keys()
                .filter(|(t, _)| t == tenant)
                .map(|(_, c)| c.clone())
                .collect()
        };
        assert_eq!(codes("000000"), codes("116000"));
        assert!(codes("000000").len() >= 25);
    }

    #[test]
    fn the_industry_classification_has_its_20_sections_and_97_divisions() {
        let keys = keys();
        let industry = &keys[&("000000".to_owned(), "industry".to_owned())];
        let sections: Vec<&String> = industry.iter().filter(|k| k.len() == 1).collect();
        let divisions: Vec<&String> = industry.iter().filter(|k| k.len() == 3).collect();
        assert_eq!(sections.len(), 20);
        assert_eq!(divisions.len(), 97);
        // every division sits under its section, numbered 01 to 97 in order
        for (n, division) in divisions.iter().enumerate() {
            assert_eq!(&division[1..], format!("{:02}", n + 1));
            assert!(sections.iter().any(|s| division.starts_with(s.as_str())));
        }
        assert!(industry.contains(&"C39".to_owned()) && industry.contains(&"T97".to_owned()));
        let csrc = &keys[&("000000".to_owned(), "csrcIndustry".to_owned())];
        assert_eq!(csrc.iter().filter(|k| k.len() == 1).count(), 19);
        assert_eq!(csrc.iter().filter(|k| k.len() == 3).count(), 90);
        let shenwan = &keys[&("000000".to_owned(), "swIndustry".to_owned())];
        assert_eq!(shenwan.len(), 31);
    }

    #[test]
    fn the_qualification_codes_are_the_specs() {
        let keys = keys();
        let of = |code: &str| keys[&("116000".to_owned(), code.to_owned())].clone();
        assert_eq!(of("qualificationCategory"), ["1", "2", "3", "255"]);
        for role in ["1", "3", "7"] {
            assert!(of("marketRolesType").contains(&role.to_owned()));
        }
        for kind in ["7", "71", "78"] {
            assert!(of("financialQualificationType").contains(&kind.to_owned()));
        }
    }
}
