//! What changed since the last return: the fields whose values differ between the form the
//! approvers returned (the previous submission) and the one the applicant submitted again.
//! Every submission's form is kept in the application's recorded steps, written in the
//! transaction of the submit.

use std::collections::{BTreeMap, BTreeSet};

use engine::{
    instance::Action,
    replay::{Command, RecordedStep},
};
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::{clock, db::DbConn, error::ApiError, lifecycle::steps};

/// Fields the approvers own: never part of what the applicant changed.
const APPROVERS_FIELDS: [&str; 2] = ["memo", "checkResult"];

/// One field that differs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedField {
    pub field: String,
    pub label: String,
    #[schema(value_type = Object)]
    pub before: Value,
    #[schema(value_type = Object)]
    pub after: Value,
}

/// The difference between the returned and the resubmitted form.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Changes {
    /// When the returned version was submitted (seconds).
    pub returned_version_at: i64,
    /// When the applicant submitted again (seconds).
    pub resubmitted_at: i64,
    pub fields: Vec<ChangedField>,
}

/// The forms of every submission, oldest first, with their times.
fn submissions(recorded: &[RecordedStep]) -> Vec<(i64, &Map<String, Value>)> {
    recorded
        .iter()
        .filter_map(|step| match &step.command {
            Command::Act {
                action: Action::Submit { data, .. },
            } => Some((clock::from_engine(step.at), data)),
            _ => None,
        })
        .collect()
}

/// An empty text, an empty list and a missing value are the same to a reader.
fn blank(value: Option<&Value>) -> bool {
    match value {
        None | Some(Value::Null) => true,
        Some(Value::String(s)) => s.trim().is_empty(),
        Some(Value::Array(a)) => a.is_empty(),
        _ => false,
    }
}

/// The fields that differ between two forms, in the form's order of labels then by name.
pub fn differing(
    before: &Map<String, Value>,
    after: &Map<String, Value>,
    labels: &BTreeMap<String, String>,
) -> Vec<ChangedField> {
    let keys: BTreeSet<&String> = before.keys().chain(after.keys()).collect();
    keys.into_iter()
        .filter(|k| !APPROVERS_FIELDS.contains(&k.as_str()))
        .filter(|k| {
            let (b, a) = (before.get(*k), after.get(*k));
            !(blank(b) && blank(a)) && b != a
        })
        .map(|k| ChangedField {
            field: k.clone(),
            label: labels.get(k).cloned().unwrap_or_else(|| k.clone()),
            before: before.get(k).cloned().unwrap_or(Value::Null),
            after: after.get(k).cloned().unwrap_or(Value::Null),
        })
        .collect()
}

/// The changes of the latest resubmission; none before the first return.
pub fn since_last_return(
    conn: &mut DbConn,
    application_id: &str,
    labels: &BTreeMap<String, String>,
) -> Result<Option<Changes>, ApiError> {
    let recorded = steps::of(conn, application_id)?;
    let forms = submissions(&recorded);
    let [.., (returned_at, returned), (again_at, again)] = forms.as_slice() else {
        return Ok(None);
    };
    Ok(Some(Changes {
        returned_version_at: *returned_at,
        resubmitted_at: *again_at,
        fields: differing(returned, again, labels),
    }))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn only_fields_whose_values_differ_are_changes_and_blanks_are_equal() {
        let before = json!({"transferVolume": 100, "remark": "", "memo": "a", "productCode": "P1"});
        let after = json!({"transferVolume": 60, "memo": "b", "productCode": "P1", "extra": null});
        let labels = BTreeMap::from([("transferVolume".to_owned(), "转让数量".to_owned())]);
        let changed = differing(
            before.as_object().unwrap(),
            after.as_object().unwrap(),
            &labels,
        );
        assert_eq!(changed.len(), 1, "{changed:?}");
        assert_eq!(changed[0].label, "转让数量");
        assert_eq!(
            (changed[0].before.clone(), changed[0].after.clone()),
            (json!(100), json!(60))
        );
    }
}
