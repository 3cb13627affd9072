//! The scoring table of the specialised-and-innovative assessment (03 §1, §2 "Scoring table",
//! §9): first-level indicators worth 25, 25, 15 and 35 points, each split into second-level
//! indicators; a satisfied indicator scores its points, an unsatisfied one nothing, and the
//! total is their sum. The indicators are data (`scoring` on the item, the fragment
//! `forms/fragments/srdi_scoring.json`), checked at parse; the compiler writes them into the
//! item's schema as `x-scoringTable` and both validators recompute every score from it
//! (`frontend/src/forms/validators/scoring-table.ts`). A submitted score or total that is not
//! the recomputed one is refused, never silently replaced: the browser shows the same sums.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::model::{Item, ItemType};

/// The rule of the errors the recomputation finds.
pub const RULE: &str = "x-scoringTable";

/// The indicators and the two static tables shown beside them.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScoringSpec {
    /// 门槛条件: what an enterprise must meet before it is scored.
    #[serde(default)]
    pub threshold: Vec<String>,
    /// 直通条件: what lets an enterprise pass whatever its score.
    #[serde(default)]
    pub direct_pass: Vec<String>,
    /// 一级指标, in order.
    pub groups: Vec<Group>,
}

#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Group {
    pub name: String,
    /// The group's points: the sum of its indicators' points (checked at parse).
    pub points: u32,
    pub indicators: Vec<Indicator>,
}

/// A second-level indicator (二级指标) with its detail (指标说明).
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Indicator {
    pub code: String,
    pub name: String,
    #[serde(default)]
    pub detail: String,
    pub points: u32,
}

impl ScoringSpec {
    fn indicators(&self) -> impl Iterator<Item = &Indicator> {
        self.groups.iter().flat_map(|g| g.indicators.iter())
    }

    /// The points of the indicator `code`.
    pub fn points(&self, code: &str) -> Option<u32> {
        self.indicators().find(|i| i.code == code).map(|i| i.points)
    }

    /// The table's full marks.
    pub fn total(&self) -> u32 {
        self.groups.iter().map(|g| g.points).sum()
    }
}

/// `scoring` only on a scoring table, which needs it; codes unique, each group's points the
/// sum of its indicators'.
pub(crate) fn check(item: &Item) -> Result<(), String> {
    match (item.kind, &item.scoring) {
        (ItemType::ScoringTable, None) => Err("评分表（scoringTable）需要 scoring".into()),
        (ItemType::ScoringTable, Some(spec)) => check_spec(spec),
        (_, Some(_)) => Err("只有评分表（scoringTable）可以配置 scoring".into()),
        (_, None) => Ok(()),
    }
}

fn check_spec(spec: &ScoringSpec) -> Result<(), String> {
    if spec.groups.is_empty() {
        return Err("评分表至少需要一个一级指标".into());
    }
    let mut codes = BTreeSet::new();
    for group in &spec.groups {
        if group.indicators.is_empty() {
            return Err(format!("一级指标「{}」没有二级指标", group.name));
        }
        let sum: u32 = group.indicators.iter().map(|i| i.points).sum();
        if sum != group.points {
            return Err(format!(
                "一级指标「{}」的分值 {} 不等于其二级指标分值之和 {sum}",
                group.name, group.points
            ));
        }
        for indicator in &group.indicators {
            if indicator.code.is_empty() || !codes.insert(indicator.code.as_str()) {
                return Err(format!("指标编码 `{}` 为空或重复", indicator.code));
            }
        }
    }
    Ok(())
}

/// The schema of a scoring table item (one without `scoring` is refused at parse).
pub fn item_schema(item: &Item) -> Value {
    item.scoring
        .as_ref()
        .map_or_else(|| json!({ "type": "object" }), schema_of)
}

/// The item's value: `{"rows": [{code, satisfied: "1"|"0", score}], "totalScore"}`, the spec
/// kept in `x-scoringTable`.
pub fn schema_of(spec: &ScoringSpec) -> Value {
    let codes: Vec<&str> = spec.indicators().map(|i| i.code.as_str()).collect();
    json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["rows", "totalScore"],
        "properties": {
            "rows": {
                "type": "array",
                "maxItems": codes.len(),
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["code", "satisfied", "score"],
                    "properties": {
                        "code": { "enum": codes },
                        "satisfied": { "enum": ["0", "1"] },
                        "score": { "type": "integer", "minimum": 0 }
                    }
                }
            },
            "totalScore": { "type": "integer", "minimum": 0 }
        },
        "x-scoringTable": spec
    })
}

/// One error of the recomputation, its path under the item.
#[derive(Debug, PartialEq)]
pub struct ScoreError {
    pub path: String,
    pub message: String,
}

/// The recomputed total of a value (indicators not listed are not satisfied).
pub fn total_of(spec: &ScoringSpec, value: &Value) -> u32 {
    rows(value)
        .filter(|row| row.get("satisfied").and_then(Value::as_str) == Some("1"))
        .filter_map(|row| spec.points(row.get("code")?.as_str()?))
        .sum()
}

fn rows(value: &Value) -> impl Iterator<Item = &Value> {
    value
        .get("rows")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

/// Every score that is not the one the spec gives, and a repeated indicator. The shape is
/// the schema's to refuse; what it cannot read is left to it.
pub fn errors(spec: &ScoringSpec, value: Option<&Value>) -> Vec<ScoreError> {
    let Some(value) = value.filter(|v| v.is_object()) else {
        return Vec::new();
    };
    let mut errors = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, row) in rows(value).enumerate() {
        let Some(code) = row.get("code").and_then(Value::as_str) else {
            continue;
        };
        let Some(points) = spec.points(code) else {
            continue;
        };
        if !seen.insert(code) {
            errors.push(ScoreError {
                path: format!("rows/{i}/code"),
                message: "评分指标重复".into(),
            });
        }
        let satisfied = row.get("satisfied").and_then(Value::as_str) == Some("1");
        let expected = if satisfied { points } else { 0 };
        let score = row.get("score").and_then(Value::as_u64);
        if score.is_some_and(|s| s != u64::from(expected)) {
            errors.push(ScoreError {
                path: format!("rows/{i}/score"),
                message: format!("得分与评分规则不符，应为{expected}分"),
            });
        }
    }
    let expected = total_of(spec, value);
    let total = value.get("totalScore").and_then(Value::as_u64);
    if total.is_some_and(|t| t != u64::from(expected)) {
        errors.push(ScoreError {
            path: "totalScore".into(),
            message: format!("总得分与评分规则不符，应为{expected}分"),
        });
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> ScoringSpec {
        serde_json::from_value(json!({
            "threshold": ["从事特定细分市场时间原则上2年以上"],
            "directPass": ["近三年获得过省级科技奖励"],
            "groups": [
                { "name": "专业化指标", "points": 25, "indicators": [
                    { "code": "a", "name": "主营业务收入占比", "points": 10 },
                    { "code": "b", "name": "细分市场年限", "points": 15 } ] },
                { "name": "创新能力指标", "points": 35, "indicators": [
                    { "code": "c", "name": "知识产权", "points": 35 } ] }
            ]
        }))
        .unwrap()
    }

    #[test]
    fn a_satisfied_indicator_scores_its_points_and_the_total_is_their_sum() {
        let value = json!({ "rows": [
            { "code": "a", "satisfied": "1", "score": 10 },
            { "code": "b", "satisfied": "0", "score": 0 },
            { "code": "c", "satisfied": "1", "score": 35 } ], "totalScore": 45 });
        assert_eq!(total_of(&spec(), &value), 45);
        assert_eq!(errors(&spec(), Some(&value)), vec![]);
        assert_eq!(spec().total(), 60);
    }

    #[test]
    fn a_score_or_total_that_disagrees_with_the_rule_is_refused() {
        let value = json!({ "rows": [
            { "code": "a", "satisfied": "0", "score": 10 },
            { "code": "a", "satisfied": "1", "score": 10 } ], "totalScore": 100 });
        let found = errors(&spec(), Some(&value));
        assert_eq!(
            found,
            vec![
                ScoreError {
                    path: "rows/0/score".into(),
                    message: "得分与评分规则不符，应为0分".into()
                },
                ScoreError {
                    path: "rows/1/code".into(),
                    message: "评分指标重复".into()
                },
                ScoreError {
                    path: "totalScore".into(),
                    message: "总得分与评分规则不符，应为10分".into()
                },
            ]
        );
    }

    #[test]
    fn a_group_whose_points_are_not_its_indicators_sum_is_refused_at_parse() {
        let mut bad = spec();
        bad.groups[0].points = 20;
        assert!(check_spec(&bad).unwrap_err().contains("不等于"));
        let mut repeated = spec();
        repeated.groups[1].indicators[0].code = "a".into();
        assert!(check_spec(&repeated).unwrap_err().contains("重复"));
        assert!(check_spec(&spec()).is_ok());
    }
}
