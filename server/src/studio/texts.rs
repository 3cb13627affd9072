//! A definition's text beside others: the line diff of two versions, and the file a version
//! is exported as (its own number written into `version`).

use serde::Serialize;
use serde_json::Value;
use similar::{ChangeTag, TextDiff};

#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct DiffLine {
    /// " " in both, "-" only in the first, "+" only in the second.
    pub op: &'static str,
    pub text: String,
}

/// Every line of both texts, marked by where it is.
pub fn diff(from: &str, to: &str) -> Vec<DiffLine> {
    TextDiff::from_lines(from, to)
        .iter_all_changes()
        .map(|change| DiffLine {
            op: match change.tag() {
                ChangeTag::Equal => " ",
                ChangeTag::Delete => "-",
                ChangeTag::Insert => "+",
            },
            text: change.value().trim_end_matches('\n').to_owned(),
        })
        .collect()
}

/// The text as the repository's file of version `version`: its top-level `version` says so
/// (written where it stands, or added first), the rest unchanged. The repository's loader
/// takes a file declaring a higher version than the database's latest as the next version.
pub fn exported(text: &str, version: i32) -> String {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(text) else {
        return text.to_owned();
    };
    if map.get("version").and_then(Value::as_i64) == Some(i64::from(version)) {
        return text.to_owned();
    }
    let candidate = match map.get("version") {
        Some(old) => replace_first_version(text, &old.to_string(), version),
        None => text.replacen('{', &format!("{{\n  \"version\": {version},"), 1),
    };
    // Only the top-level number may change; anything else falls back to a rewritten file.
    let mut expected = map.clone();
    expected.insert("version".into(), Value::from(version));
    match serde_json::from_str::<Value>(&candidate) {
        Ok(Value::Object(got)) if got == expected => candidate,
        _ => serde_json::to_string_pretty(&Value::Object(expected)).unwrap_or_default(),
    }
}

fn replace_first_version(text: &str, old: &str, version: i32) -> String {
    let needle = "\"version\"";
    let Some(at) = text.find(needle) else {
        return text.to_owned();
    };
    let rest = &text[at + needle.len()..];
    let Some(value_at) = rest.find(old) else {
        return text.to_owned();
    };
    let start = at + needle.len() + value_at;
    format!("{}{version}{}", &text[..start], &text[start + old.len()..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diff_marks_removed_and_added_lines() {
        let lines = diff("a\nb\nc\n", "a\nB\nc\n");
        let ops: Vec<(&str, &str)> = lines.iter().map(|l| (l.op, l.text.as_str())).collect();
        assert_eq!(ops, [(" ", "a"), ("-", "b"), ("+", "B"), (" ", "c")]);
    }

    #[test]
    fn an_export_writes_its_version_where_it_stands() {
        let text = "{\n  \"appId\": \"1\",\n  \"version\": 1,\n  \"nodes\": []\n}";
        assert_eq!(
            exported(text, 3),
            "{\n  \"appId\": \"1\",\n  \"version\": 3,\n  \"nodes\": []\n}"
        );
    }

    #[test]
    fn an_export_adds_the_version_when_the_file_has_none() {
        let out = exported("{\n  \"formId\": \"f\"\n}", 2);
        let value: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(value["version"], 2);
        assert_eq!(value["formId"], "f");
    }

    #[test]
    fn an_inner_version_key_is_left_alone() {
        let text = "{\"items\": [{\"version\": 1}], \"version\": 1}";
        let value: Value = serde_json::from_str(&exported(text, 2)).unwrap();
        assert_eq!(value["version"], 2);
        assert_eq!(value["items"][0]["version"], 1);
    }
}
