//! The only functions a rule can call. Everything else a raw rhai engine lacks stays absent:
//! no file, clock, module, print target or closure.

use std::str::FromStr;

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString, Map, Position, INT};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};

use super::dates;

/// What a guard answers besides "go on": refuse, or ask the user to confirm.
#[derive(Debug, Clone)]
pub enum Verdict {
    /// Refuse with the spec's message; `redirect` names the application to do first.
    Refuse {
        message: String,
        redirect: Option<String>,
    },
    /// Ask the user whether to continue; continuing writes `sets` into the form data.
    Confirm { message: String, sets: Map },
}

/// A cross-field error produced by a `check` script.
#[derive(Debug, Clone)]
pub struct FieldErrorValue {
    pub field: String,
    pub message: String,
}

type Fallible<T> = Result<T, Box<EvalAltResult>>;

fn fail<T>(message: String) -> Fallible<T> {
    Err(Box::new(EvalAltResult::ErrorRuntime(
        message.into(),
        Position::NONE,
    )))
}

/// A number from a form value: an integer, a decimal, or a string holding either.
pub fn decimal_of(value: &Dynamic) -> Option<Decimal> {
    if let Ok(i) = value.as_int() {
        return Some(Decimal::from(i));
    }
    if let Ok(d) = value.as_decimal() {
        return Some(d);
    }
    if value.is_string() {
        let text = value.clone().into_string().ok()?;
        let text = text.trim().replace(',', "");
        return Decimal::from_str(&text).ok();
    }
    None
}

/// Equality the way a rule means it: same type and value, integers equal to decimals.
pub fn same(a: &Dynamic, b: &Dynamic) -> bool {
    if a.is_unit() || b.is_unit() {
        return a.is_unit() && b.is_unit();
    }
    if a.is_string() && b.is_string() {
        return match (
            a.read_lock::<ImmutableString>(),
            b.read_lock::<ImmutableString>(),
        ) {
            (Some(x), Some(y)) => *x == *y,
            _ => false,
        };
    }
    if let (Ok(x), Ok(y)) = (a.as_bool(), b.as_bool()) {
        return x == y;
    }
    if (a.is_int() || a.is_decimal()) && (b.is_int() || b.is_decimal()) {
        return decimal_of(a) == decimal_of(b);
    }
    false
}

fn is_empty(value: &Dynamic) -> bool {
    if value.is_unit() {
        return true;
    }
    if value.is_string() {
        return value
            .clone()
            .into_string()
            .map(|s| s.trim().is_empty())
            .unwrap_or(false);
    }
    if value.is_array() {
        return value.read_lock::<Array>().is_some_and(|a| a.is_empty());
    }
    if value.is_map() {
        return value.read_lock::<Map>().is_some_and(|m| m.is_empty());
    }
    false
}

fn text(value: &Dynamic) -> String {
    if value.is_unit() {
        return String::new();
    }
    if let Ok(d) = value.as_decimal() {
        return d.normalize().to_string();
    }
    value.to_string()
}

/// Registers the helpers on a raw engine.
pub fn register(engine: &mut Engine) {
    engine.register_type_with_name::<Verdict>("Verdict");
    engine.register_type_with_name::<FieldErrorValue>("FieldError");

    // Guards and checks.
    engine.register_fn("refuse", |message: ImmutableString| Verdict::Refuse {
        message: message.to_string(),
        redirect: None,
    });
    engine.register_fn(
        "refuse_to",
        |message: ImmutableString, app: ImmutableString| Verdict::Refuse {
            message: message.to_string(),
            redirect: Some(app.to_string()),
        },
    );
    engine.register_fn("confirm", |message: ImmutableString, sets: Map| {
        Verdict::Confirm {
            message: message.to_string(),
            sets,
        }
    });
    engine.register_fn(
        "field_error",
        |field: ImmutableString, message: ImmutableString| FieldErrorValue {
            field: field.to_string(),
            message: message.to_string(),
        },
    );

    // Decimal arithmetic (operators on decimals are built in).
    engine.register_fn("dec", |value: Dynamic| -> Fallible<Decimal> {
        decimal_of(&value).map_or_else(|| fail(format!("not a number: {value}")), Ok)
    });
    engine.register_fn("dec_or", |value: Dynamic, default: Dynamic| {
        if is_empty(&value) {
            return decimal_of(&default)
                .map_or_else(|| fail(format!("not a number: {default}")), Ok);
        }
        decimal_of(&value).map_or_else(|| fail(format!("not a number: {value}")), Ok)
    });
    engine.register_fn("round", |value: Decimal, places: INT| {
        value.round_dp_with_strategy(
            places.clamp(0, 28) as u32,
            RoundingStrategy::MidpointAwayFromZero,
        )
    });
    // The periodic report's rate (02 §5), the validators' own function.
    engine.register_fn(
        "period_rate",
        |this: ImmutableString, last: ImmutableString| crate::validate::period_rate(&this, &last),
    );
    engine.register_fn("int", |value: Dynamic| -> Fallible<INT> {
        decimal_of(&value)
            .and_then(|d| d.trunc().to_i64())
            .map_or_else(|| fail(format!("not an integer: {value}")), Ok)
    });
    engine.register_fn("max", |a: INT, b: INT| a.max(b));
    engine.register_fn("min", |a: INT, b: INT| a.min(b));
    engine.register_fn("max", |a: Decimal, b: Decimal| a.max(b));
    engine.register_fn("min", |a: Decimal, b: Decimal| a.min(b));
    engine.register_fn("max", |a: INT, b: Decimal| Decimal::from(a).max(b));
    engine.register_fn("max", |a: Decimal, b: INT| a.max(Decimal::from(b)));
    engine.register_fn("min", |a: INT, b: Decimal| Decimal::from(a).min(b));
    engine.register_fn("min", |a: Decimal, b: INT| a.min(Decimal::from(b)));

    // Lists, text and emptiness. `for x in list` and `for i in 0..n` need their iterators.
    engine.register_iterator::<Array>();
    engine.register_iterator::<std::ops::Range<INT>>();
    engine.register_fn("contains", |list: &mut Array, item: Dynamic| {
        list.iter().any(|x| same(x, &item))
    });
    engine.register_fn("one_of", |item: Dynamic, list: Array| {
        list.iter().any(|x| same(x, &item))
    });
    engine.register_fn("push", |list: &mut Array, item: Dynamic| list.push(item));
    engine.register_fn("len", |list: &mut Array| list.len() as INT);
    engine.register_fn("len", |s: &str| s.chars().count() as INT);
    engine.register_fn("is_empty", |value: Dynamic| is_empty(&value));
    engine.register_fn("text", |value: Dynamic| text(&value));
    engine.register_fn("same", |a: Dynamic, b: Dynamic| same(&a, &b));

    // No console: print and debug are accepted and go nowhere.
    // (rhai formats the value with `print`/`debug`, then hands it to the no-op callbacks.)
    engine.register_fn("print", |value: Dynamic| text(&value));
    engine.register_fn("debug", |value: Dynamic| format!("{value:?}"));

    // Dates as day numbers, `yyyy-MM-dd` in and out.
    engine.register_fn("date", |value: ImmutableString| -> Fallible<INT> {
        dates::parse_date(&value).map_or_else(|| fail(format!("not a date: {value}")), Ok)
    });
    engine.register_fn("is_date", |value: Dynamic| {
        value
            .into_string()
            .is_ok_and(|s| dates::parse_date(&s).is_some())
    });
    engine.register_fn("date_text", |days: INT| dates::format_date(days));
}
