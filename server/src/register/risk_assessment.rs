//! 550026/550091 investor risk assessment: the questionnaire's answers are scored (each
//! answer's value is its score, `forms/risk_assessment.json`) and the result of the chosen type
//! (1 private equity, 2 convertible bond, 6 fund share) is stored on the account. Earlier
//! results stay as history; the latest per type is the account's.

use serde_json::{json, Value};

use crate::{
    db::DbConn,
    error::ApiError,
    models::{holder_account::HolderAccount, risk_assessment::NewRiskAssessment},
};

use super::EffectInput;

/// A risk level: its code and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RiskLevel {
    pub code: &'static str,
    pub name: &'static str,
}

/// The level of a total score (ten questions of one to four points: 10 to 40).
pub fn level_of(score: i32) -> RiskLevel {
    let (code, name) = match score {
        i32::MIN..=16 => ("C1", "保守型"),
        17..=22 => ("C2", "谨慎型"),
        23..=28 => ("C3", "稳健型"),
        29..=34 => ("C4", "积极型"),
        _ => ("C5", "激进型"),
    };
    RiskLevel { code, name }
}

/// The answers of the questionnaire (`q1`, `q2` …, in question order) with their scores.
fn answers(form: &serde_json::Map<String, Value>) -> Result<Vec<(String, i32)>, ApiError> {
    let mut answers = Vec::new();
    for (prop, value) in form {
        let Some(number) = prop.strip_prefix('q').and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let score = match value {
            Value::String(s) => s.parse::<i32>().ok(),
            Value::Number(n) => n.as_i64().and_then(|n| i32::try_from(n).ok()),
            _ => None,
        }
        .filter(|s| (0..=100).contains(s))
        .ok_or_else(|| ApiError::bad_request("请选择您的答案"))?;
        answers.push((number, prop.clone(), score));
    }
    if answers.is_empty() {
        return Err(ApiError::bad_request("请选择您的答案"));
    }
    answers.sort();
    Ok(answers.into_iter().map(|(_, p, s)| (p, s)).collect())
}

pub fn run(conn: &mut DbConn, input: &EffectInput) -> Result<(), ApiError> {
    let account = match &input.application.holder_uuid {
        Some(uuid) => HolderAccount::find(conn, uuid)?,
        None => match input.text("accountNumber") {
            Some(number) => HolderAccount::find_by_number(conn, input.tenant(), number)?,
            None => None,
        },
    }
    .ok_or_else(|| ApiError::bad_request("请先选择登记账号"))?;
    let risk_type: i32 = input
        .text("riskType")
        .and_then(|t| t.parse().ok())
        .filter(|t| [1, 2, 6].contains(t))
        .ok_or_else(|| ApiError::bad_request("请选择测评类型"))?;
    let answers = answers(input.form)?;
    let score: i32 = answers.iter().map(|(_, s)| s).sum();
    let level = level_of(score);
    let stored: Vec<Value> = answers
        .iter()
        .map(|(prop, score)| json!({ "prop": prop, "score": score }))
        .collect();
    NewRiskAssessment {
        id: uuid::Uuid::new_v4().to_string(),
        tenant_id: input.tenant(),
        account_uuid: &account.uuid,
        risk_type,
        score,
        risk_level: level.code,
        answers: Value::Array(stored).to_string(),
        biz_sn: &input.application.biz_sn,
        tested_at: input.now,
    }
    .insert(conn)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_cover_the_score_range_at_their_bounds() {
        assert_eq!(level_of(10).code, "C1");
        assert_eq!(level_of(16).code, "C1");
        assert_eq!(level_of(17).code, "C2");
        assert_eq!(level_of(22).code, "C2");
        assert_eq!(level_of(23).code, "C3");
        assert_eq!(level_of(28).code, "C3");
        assert_eq!(level_of(29).code, "C4");
        assert_eq!(level_of(34).code, "C4");
        assert_eq!(level_of(35).code, "C5");
        assert_eq!(level_of(40).name, "激进型");
    }

    #[test]
    fn answers_are_scored_in_question_order_and_other_fields_ignored() {
        let form = json!({"q10": "4", "q2": "1", "q1": "3", "riskType": "1", "quota": "x"});
        let answers = answers(form.as_object().unwrap()).unwrap();
        assert_eq!(
            answers,
            vec![("q1".into(), 3), ("q2".into(), 1), ("q10".into(), 4)]
        );
    }

    #[test]
    fn an_answer_that_is_not_a_score_is_refused() {
        let form = json!({"q1": "A"});
        assert!(answers(form.as_object().unwrap()).is_err());
        assert!(answers(json!({}).as_object().unwrap()).is_err());
    }
}
