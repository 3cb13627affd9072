//! JSON ⇄ rhai values. Numbers with a fraction become decimals, never floats.

use std::str::FromStr;

use rhai::{Array, Dynamic, Map, INT};
use rust_decimal::Decimal;
use serde_json::Value;

/// A JSON value as a rhai value: objects become maps, integers `INT`, other numbers `Decimal`.
pub fn to_dynamic(value: &Value) -> Dynamic {
    match value {
        Value::Null => Dynamic::UNIT,
        Value::Bool(b) => Dynamic::from_bool(*b),
        Value::Number(n) => match n.as_i64() {
            Some(i) => Dynamic::from_int(i as INT),
            None => Decimal::from_str(&n.to_string())
                .or_else(|_| Decimal::from_scientific(&n.to_string()))
                .map(Dynamic::from_decimal)
                .unwrap_or(Dynamic::UNIT),
        },
        Value::String(s) => Dynamic::from(s.clone()),
        Value::Array(items) => Dynamic::from_array(items.iter().map(to_dynamic).collect()),
        Value::Object(fields) => Dynamic::from_map(map_to_rhai(fields)),
    }
}

/// A JSON object as a rhai object map.
pub fn map_to_rhai(fields: &serde_json::Map<String, Value>) -> Map {
    fields
        .iter()
        .map(|(k, v)| (k.as_str().into(), to_dynamic(v)))
        .collect()
}

/// A rhai value as JSON. Decimals become strings so that no precision is lost.
pub fn to_json(value: &Dynamic) -> Value {
    if value.is_unit() {
        return Value::Null;
    }
    if let Ok(b) = value.as_bool() {
        return Value::Bool(b);
    }
    if let Ok(i) = value.as_int() {
        return Value::from(i);
    }
    if let Ok(d) = value.as_decimal() {
        return Value::String(d.normalize().to_string());
    }
    if value.is_string() {
        return Value::String(value.clone().into_string().unwrap_or_default());
    }
    if value.is_array() {
        let items: Array = value.clone().into_array().unwrap_or_default();
        return Value::Array(items.iter().map(to_json).collect());
    }
    if value.is_map() {
        if let Some(map) = value.read_lock::<Map>() {
            return Value::Object(
                map.iter()
                    .map(|(k, v)| (k.to_string(), to_json(v)))
                    .collect(),
            );
        }
    }
    Value::String(value.to_string())
}
