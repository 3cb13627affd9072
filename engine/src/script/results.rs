//! What each kind of hook answers, read from the value its script returns: a refusal
//! or a confirmation, field errors, a charge base, defaults, a condition or a route.

use rust_decimal::Decimal;
use serde_json::Value;

use super::helpers::{FieldErrorValue, Verdict};
use super::{
    convert, Defaults, FailureKind, FieldError, GuardOutcome, Inputs, RunError, Sandbox, Script,
};

impl Sandbox {
    /// Runs a guard: nothing (or `true`) allows, `refuse(..)` refuses, `confirm(..)` asks.
    pub fn guard(&self, script: &Script, inputs: &Inputs) -> Result<GuardOutcome, RunError> {
        let value = self.run(script, inputs)?;
        if value.is_unit() || value.as_bool() == Ok(true) {
            return Ok(GuardOutcome::Allow);
        }
        match value.try_cast::<Verdict>() {
            Some(Verdict::Refuse { message, redirect }) => {
                Ok(GuardOutcome::Refuse { message, redirect })
            }
            Some(Verdict::Confirm { message, sets }) => Ok(GuardOutcome::Confirm {
                message,
                sets: sets
                    .iter()
                    .map(|(k, v)| (k.to_string(), convert::to_json(v)))
                    .collect(),
            }),
            None => Err(bad_result(
                "a guard returns nothing, refuse(message), refuse_to(message, appId) or confirm(message, sets)",
            )),
        }
    }

    /// Runs a check: nothing, one `field_error(..)` or an array of them.
    pub fn check(&self, script: &Script, inputs: &Inputs) -> Result<Vec<FieldError>, RunError> {
        let value = self.run(script, inputs)?;
        let items = if value.is_unit() {
            return Ok(Vec::new());
        } else if value.is_array() {
            value.into_array().unwrap_or_default()
        } else {
            vec![value]
        };
        items
            .into_iter()
            .map(|item| {
                item.try_cast::<FieldErrorValue>()
                    .map(|e| FieldError {
                        field: e.field,
                        message: e.message,
                    })
                    .ok_or_else(|| bad_result("a check returns field_error(field, message) values"))
            })
            .collect()
    }

    /// Runs a charge formula: nothing means no charge, otherwise a decimal (or an integer).
    pub fn charge(&self, script: &Script, inputs: &Inputs) -> Result<Option<Decimal>, RunError> {
        let value = self.run(script, inputs)?;
        if value.is_unit() {
            return Ok(None);
        }
        if let Ok(d) = value.as_decimal() {
            return Ok(Some(d));
        }
        if let Ok(i) = value.as_int() {
            return Ok(Some(Decimal::from(i)));
        }
        Err(bad_result(
            "a charge returns a decimal, an integer or nothing",
        ))
    }

    /// Runs a defaults hook: `#{ data: #{..}, editable: [..], readonly: [..] }`.
    pub fn defaults(&self, script: &Script, inputs: &Inputs) -> Result<Defaults, RunError> {
        let value = self.run(script, inputs)?;
        if value.is_unit() {
            return Ok(Defaults::default());
        }
        let Value::Object(mut map) = convert::to_json(&value) else {
            return Err(bad_result(
                "defaults return #{ data: #{..}, editable: [..] }",
            ));
        };
        let data = match map.remove("data") {
            Some(Value::Object(data)) => data,
            None | Some(Value::Null) => serde_json::Map::new(),
            Some(_) => return Err(bad_result("defaults: `data` must be a map")),
        };
        let names = |v: Option<Value>| -> Result<Vec<String>, RunError> {
            match v {
                None | Some(Value::Null) => Ok(Vec::new()),
                Some(Value::Array(items)) => items
                    .into_iter()
                    .map(|i| match i {
                        Value::String(s) => Ok(s),
                        _ => Err(bad_result("defaults: field names are strings")),
                    })
                    .collect(),
                Some(_) => Err(bad_result("defaults: `editable` and `readonly` are arrays")),
            }
        };
        let editable = names(map.remove("editable"))?;
        let readonly = names(map.remove("readonly"))?;
        if let Some(extra) = map.keys().next() {
            return Err(bad_result(&format!("defaults: unknown key `{extra}`")));
        }
        Ok(Defaults {
            data,
            editable,
            readonly,
        })
    }

    /// Runs an edge condition, which must answer a boolean.
    pub fn condition(&self, script: &Script, inputs: &Inputs) -> Result<bool, RunError> {
        self.run(script, inputs)?
            .as_bool()
            .map_err(|_| bad_result("a condition answers true or false"))
    }

    /// Runs a destination hook, which answers a route.
    pub fn destination(&self, script: &Script, inputs: &Inputs) -> Result<String, RunError> {
        self.run(script, inputs)?
            .into_string()
            .map_err(|_| bad_result("a destination answers a route (a string)"))
    }
}

fn bad_result(message: &str) -> RunError {
    RunError {
        kind: FailureKind::BadResult,
        message: message.to_owned(),
        line: None,
    }
}
