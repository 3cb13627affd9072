//! What a flow definition may refer to, handed in by the caller (the engine reads no files):
//! forms (id → the field names they hold), scripts, shared fragments and effect names.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use serde_json::Value;

/// A form as the engine needs it: its id, version and the set of `prop` names it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormInfo {
    pub id: String,
    pub version: u32,
    pub title: String,
    pub fields: BTreeSet<String>,
}

impl FormInfo {
    /// Reads a form definition: `formId`, optional `version` (1), `title`, and every `prop`
    /// anywhere inside it (sections, items, table rows ...), so it keeps working as the form
    /// DSL grows.
    pub fn from_json(value: &Value) -> Result<FormInfo, String> {
        let id = value
            .get("formId")
            .and_then(Value::as_str)
            .ok_or("a form needs a string `formId`")?
            .to_owned();
        let version = match value.get("version") {
            None => 1,
            Some(v) => v
                .as_u64()
                .and_then(|v| u32::try_from(v).ok())
                .filter(|v| *v > 0)
                .ok_or("`version` is a positive integer")?,
        };
        let title = value
            .get("title")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let mut fields = BTreeSet::new();
        collect_props(value, &mut fields);
        Ok(FormInfo {
            id,
            version,
            title,
            fields,
        })
    }

    /// A form from a list of field names (tests and callers that know their fields).
    pub fn with_fields(id: &str, fields: &[&str]) -> FormInfo {
        FormInfo {
            id: id.to_owned(),
            version: 1,
            title: id.to_owned(),
            fields: fields.iter().map(|f| (*f).to_owned()).collect(),
        }
    }
}

fn collect_props(value: &Value, into: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(prop)) = map.get("prop") {
                into.insert(prop.clone());
            }
            map.values().for_each(|v| collect_props(v, into));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_props(v, into)),
        _ => {}
    }
}

/// The source of one script, `flows/scripts/{id}.rhai`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptSource {
    pub id: String,
    pub version: u32,
    pub source: String,
}

/// Everything a definition may reference.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    pub forms: BTreeMap<String, Arc<FormInfo>>,
    pub scripts: BTreeMap<String, ScriptSource>,
    /// Shared flow fragments by name (`flows/fragments/{name}.json`), as JSON.
    pub fragments: BTreeMap<String, Value>,
    /// The effects the server implements.
    pub effects: BTreeSet<String>,
}

impl Catalogue {
    pub fn add_form(&mut self, form: FormInfo) -> &mut Self {
        self.forms.insert(form.id.clone(), Arc::new(form));
        self
    }

    pub fn add_script(&mut self, id: &str, version: u32, source: &str) -> &mut Self {
        self.scripts.insert(
            id.to_owned(),
            ScriptSource {
                id: id.to_owned(),
                version,
                source: source.to_owned(),
            },
        );
        self
    }

    pub fn add_fragment(&mut self, name: &str, value: Value) -> &mut Self {
        self.fragments.insert(name.to_owned(), value);
        self
    }

    pub fn add_effect(&mut self, name: &str) -> &mut Self {
        self.effects.insert(name.to_owned());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_fields_are_every_prop_including_table_rows() {
        let form = serde_json::json!({
            "formId": "f", "title": "T",
            "sections": [{"title": "s", "items": [
                {"prop": "a", "type": "input"},
                {"prop": "rows", "type": "table", "items": [{"prop": "b"}]}
            ]}]
        });
        let info = FormInfo::from_json(&form).unwrap();
        assert_eq!(info.version, 1);
        assert_eq!(
            info.fields.iter().map(String::as_str).collect::<Vec<_>>(),
            ["a", "b", "rows"]
        );
    }
}
