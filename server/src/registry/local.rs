//! The shipped business registry: a local simulator of the national enterprise credit registry.
//! It answers from the `registry_enterprises` table (seeded with the demo data) the way the
//! real service answers: found by the unified social credit code (营业执照 numbers are that
//! code since 2015; an organisation code is its ninth to seventeenth characters), a name that
//! is not the registered one is a mismatch, an unknown enterprise is not found, and a record
//! marked `"simulate": "unavailable"` stands for the service being down.

use diesel::prelude::*;
use serde_json::Value;

use super::{
    credit_record::CreditRecord, BusinessRegistry, RegistryAnswer, RegistryError, RegistryQuery,
};
use crate::{db::DbPool, schema::registry_enterprises};

pub struct LocalRegistry {
    pool: DbPool,
}

impl LocalRegistry {
    pub fn new(pool: DbPool) -> Self {
        LocalRegistry { pool }
    }
}

/// Whether a credit code is the enterprise the query's certificate names.
fn certificate_matches(credit_code: &str, query: &RegistryQuery) -> bool {
    match query.id_type.as_str() {
        // 组织机构代码证: the organisation code inside the credit code, with or without its hyphen.
        "13" => {
            let code: String = query.id_number.chars().filter(|c| *c != '-').collect();
            credit_code.get(8..17) == Some(code.as_str())
        }
        _ => credit_code == query.id_number,
    }
}

impl BusinessRegistry for LocalRegistry {
    fn find(&self, query: &RegistryQuery) -> Result<RegistryAnswer, RegistryError> {
        let unavailable = |e: &dyn std::fmt::Display| RegistryError::Unavailable(e.to_string());
        let mut conn = self.pool.get().map_err(|e| unavailable(&e))?;
        let candidates: Vec<(String, String, String)> = registry_enterprises::table
            .filter(
                registry_enterprises::name
                    .eq(&query.name)
                    .or(registry_enterprises::credit_code.eq(&query.id_number)),
            )
            .select((
                registry_enterprises::credit_code,
                registry_enterprises::name,
                registry_enterprises::record,
            ))
            .load(&mut *conn)
            .map_err(|e| unavailable(&e))?;
        // An organisation code is found through the name it was registered with.
        let Some((_, name, record)) = candidates
            .into_iter()
            .find(|(code, _, _)| certificate_matches(code, query))
        else {
            return Ok(RegistryAnswer::NotFound);
        };
        let record: Value = serde_json::from_str(&record).map_err(|e| unavailable(&e))?;
        if record.get("simulate").and_then(Value::as_str) == Some("unavailable") {
            return Err(RegistryError::Unavailable("simulated outage".into()));
        }
        if name != query.name {
            return Ok(RegistryAnswer::NameMismatch {
                registered_name: name,
            });
        }
        let record: CreditRecord = serde_json::from_value(record).map_err(|e| unavailable(&e))?;
        let (enterprise, words) = record.into_enterprise();
        Ok(RegistryAnswer::Found(super::Registered {
            enterprise,
            words,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(id_type: &str, id_number: &str) -> RegistryQuery {
        RegistryQuery {
            name: "某公司".into(),
            id_type: id_type.into(),
            id_number: id_number.into(),
        }
    }

    #[test]
    fn an_organisation_code_is_the_middle_of_the_credit_code() {
        let code = "91610113MA6TXK0L2Q";
        assert!(certificate_matches(code, &query("11", code)));
        assert!(certificate_matches(code, &query("13", "MA6TXK0L2")));
        assert!(certificate_matches(code, &query("13", "MA6TXK0L-2")));
        assert!(!certificate_matches(code, &query("13", "MA6TXK0L3")));
        assert!(!certificate_matches(
            code,
            &query("11", "91610113MA6TXK0L2R")
        ));
    }
}
