//! The rhai sandbox the rules run in: a raw engine with only the helpers the rules need,
//! hard limits, print and debug routed nowhere, and a cache of compiled scripts.

pub mod convert;
pub mod dates;
pub mod helpers;
pub mod reads;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rhai::{
    Dynamic, Engine, EvalAltResult, ImmutableString, Map, OptimizationLevel, Position, Scope, AST,
};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use helpers::{FieldErrorValue, Verdict};
pub use reads::FieldRead;

/// The variables every script may read. Anything else is refused when it compiles.
pub const SCOPE: [&str; 9] = [
    "form",      // the form data (a map)
    "ctx",       // the caller's context: landing mode, company, holder and product flags
    "actor",     // id, roles, landingMode of the user acting
    "appId",     // the application code
    "nodeId",    // the node acted on
    "action",    // start, save, submit, approve, return, reject or withdraw
    "memo",      // the approver's memo ("" when none)
    "today",     // yyyy-MM-dd (Beijing time) of `now`
    "finalNode", // the last user task before the approved end
];

/// The limits of the sandbox.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub max_operations: u64,
    pub max_call_levels: usize,
    pub max_expr_depth: usize,
    pub max_string_size: usize,
    pub max_array_size: usize,
    pub max_map_size: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: 50_000,
            max_call_levels: 16,
            max_expr_depth: 64,
            max_string_size: 64 * 1024,
            max_array_size: 10_000,
            max_map_size: 2_000,
        }
    }
}

/// A compiled script, immutable once made.
#[derive(Debug)]
pub struct Script {
    pub id: String,
    pub version: u32,
    /// FNV-1a of the source: the cache key together with id and version.
    pub hash: u64,
    pub ast: AST,
    /// The form fields it reads, with their lines.
    pub reads: Vec<FieldRead>,
}

/// Why a script did not compile: message and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub message: String,
    pub line: Option<usize>,
}

/// How a script failed when it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FailureKind {
    /// It exceeded the operation, depth or size limits and was stopped.
    Runaway,
    /// It raised an error (wrong types, a failed helper ...).
    Failed,
    /// It returned something its hook does not accept.
    BadResult,
}

/// A script failure before it is placed in a flow and node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    pub kind: FailureKind,
    pub message: String,
    pub line: Option<usize>,
}

/// What the scripts see, converted once per step. The maps are shared values, so putting
/// them in a script's scope does not copy them.
#[derive(Debug, Clone)]
pub struct Inputs {
    pub form: Dynamic,
    pub ctx: Dynamic,
    pub actor: Dynamic,
    pub app_id: ImmutableString,
    pub node_id: ImmutableString,
    pub action: ImmutableString,
    pub memo: ImmutableString,
    pub today: ImmutableString,
    pub final_node: ImmutableString,
}

impl Inputs {
    /// Empty inputs: used for the dry run at load time.
    pub fn empty(app_id: &str, node_id: &str) -> Inputs {
        Inputs {
            form: Dynamic::from_map(Map::new()).into_shared(),
            ctx: Dynamic::from_map(Map::new()).into_shared(),
            actor: Dynamic::from_map(Map::new()).into_shared(),
            app_id: app_id.into(),
            node_id: node_id.into(),
            action: "start".into(),
            memo: ImmutableString::new(),
            today: "1970-01-01".into(),
            final_node: ImmutableString::new(),
        }
    }

    /// Sets a map input (form, ctx or actor) as a shared value.
    pub fn shared(value: Dynamic) -> Dynamic {
        value.into_shared()
    }

    fn scope(&self) -> Scope<'static> {
        let mut scope = Scope::with_capacity(SCOPE.len());
        scope
            .push_constant_dynamic("form", self.form.clone())
            .push_constant_dynamic("ctx", self.ctx.clone())
            .push_constant_dynamic("actor", self.actor.clone())
            .push_constant("appId", self.app_id.clone())
            .push_constant("nodeId", self.node_id.clone())
            .push_constant("action", self.action.clone())
            .push_constant("memo", self.memo.clone())
            .push_constant("today", self.today.clone())
            .push_constant("finalNode", self.final_node.clone());
        scope
    }
}

/// A guard's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "camelCase")]
pub enum GuardOutcome {
    Allow,
    Refuse {
        message: String,
        redirect: Option<String>,
    },
    Confirm {
        message: String,
        sets: serde_json::Map<String, Value>,
    },
}

/// A cross-field error of a `check` hook.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

/// What a `defaults` hook answers: initial form data and the fields it makes editable.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Defaults {
    pub data: serde_json::Map<String, Value>,
    pub editable: Vec<String>,
    pub readonly: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct CacheKey {
    id: String,
    version: u32,
    hash: u64,
    expression: bool,
}

/// The sandbox: one raw engine, its helpers and limits, and the compiled-script cache.
pub struct Sandbox {
    engine: Engine,
    limits: Limits,
    cache: Mutex<HashMap<CacheKey, Arc<Script>>>,
}

impl std::fmt::Debug for Sandbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sandbox")
            .field("limits", &self.limits)
            .finish()
    }
}

impl Default for Sandbox {
    fn default() -> Self {
        Sandbox::new(Limits::default())
    }
}

/// FNV-1a, 64 bits: stable across runs and Rust versions.
pub fn source_hash(source: &str) -> u64 {
    source.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn line_of(pos: Position) -> Option<usize> {
    pos.line()
}

impl Sandbox {
    pub fn new(limits: Limits) -> Sandbox {
        let mut engine = Engine::new_raw();
        engine
            .set_max_operations(limits.max_operations)
            .set_max_call_levels(limits.max_call_levels)
            .set_max_expr_depths(limits.max_expr_depth, limits.max_expr_depth)
            .set_max_string_size(limits.max_string_size)
            .set_max_array_size(limits.max_array_size)
            .set_max_map_size(limits.max_map_size)
            .set_max_variables(256)
            .set_max_functions(64)
            .set_strict_variables(true)
            .set_optimization_level(OptimizationLevel::Full);
        // Scripts have no console: print and debug go nowhere.
        engine.on_print(|_| {});
        engine.on_debug(|_, _, _| {});
        helpers::register(&mut engine);
        Sandbox {
            engine,
            limits,
            cache: Mutex::new(HashMap::new()),
        }
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    fn compile_scope() -> Scope<'static> {
        // Plain variables, not constants: the optimizer would fold constants' `()` into the
        // script. The names only serve the strict-variables check.
        let mut scope = Scope::new();
        for name in SCOPE {
            scope.push(name, ());
        }
        scope
    }

    /// Compiles a script (statements) or takes it from the cache.
    pub fn compile(
        &self,
        id: &str,
        version: u32,
        source: &str,
    ) -> Result<Arc<Script>, CompileError> {
        self.compile_kind(id, version, source, false)
    }

    /// Compiles one expression (an edge condition) or takes it from the cache.
    pub fn compile_expression(
        &self,
        id: &str,
        version: u32,
        source: &str,
    ) -> Result<Arc<Script>, CompileError> {
        self.compile_kind(id, version, source, true)
    }

    fn compile_kind(
        &self,
        id: &str,
        version: u32,
        source: &str,
        expression: bool,
    ) -> Result<Arc<Script>, CompileError> {
        let key = CacheKey {
            id: id.to_owned(),
            version,
            hash: source_hash(source),
            expression,
        };
        if let Some(hit) = self.cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
            return Ok(hit);
        }
        let scope = Self::compile_scope();
        let compiled = if expression {
            self.engine.compile_expression_with_scope(&scope, source)
        } else {
            self.engine.compile_with_scope(&scope, source)
        };
        let ast = compiled.map_err(|e| CompileError {
            message: e.err_type().to_string(),
            line: line_of(e.position()),
        })?;
        let script = Arc::new(Script {
            id: key.id.clone(),
            version,
            hash: key.hash,
            reads: reads::form_reads(&ast),
            ast,
        });
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(key, script.clone());
        }
        Ok(script)
    }

    /// How many compiled scripts the cache holds.
    pub fn cached(&self) -> usize {
        self.cache.lock().map(|c| c.len()).unwrap_or(0)
    }

    /// Runs a script and answers its raw value.
    pub fn run(&self, script: &Script, inputs: &Inputs) -> Result<Dynamic, RunError> {
        let mut scope = inputs.scope();
        self.engine
            .eval_ast_with_scope::<Dynamic>(&mut scope, &script.ast)
            .map_err(|e| run_error(*e))
    }

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

fn run_error(error: EvalAltResult) -> RunError {
    let line = line_of(error.position());
    let kind = match &error {
        EvalAltResult::ErrorTooManyOperations(..)
        | EvalAltResult::ErrorStackOverflow(..)
        | EvalAltResult::ErrorDataTooLarge(..)
        | EvalAltResult::ErrorTooManyVariables(..) => FailureKind::Runaway,
        _ => FailureKind::Failed,
    };
    let message = match &error {
        EvalAltResult::ErrorTooManyOperations(..) => {
            "stopped: too many operations (does it loop forever?)".to_owned()
        }
        EvalAltResult::ErrorStackOverflow(..) => "stopped: calls nested too deeply".to_owned(),
        EvalAltResult::ErrorRuntime(value, _) => value.to_string(),
        other => other
            .to_string()
            .split(" (line")
            .next()
            .unwrap_or("")
            .to_owned(),
    };
    RunError {
        kind,
        message,
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(source: &str) -> Result<Dynamic, RunError> {
        let sandbox = Sandbox::default();
        let script = sandbox.compile("t", 1, source).expect("compiles");
        sandbox.run(&script, &Inputs::empty("550001", "apply"))
    }

    #[test]
    fn a_loop_that_never_stops_is_stopped_with_its_line() {
        let err = run("let x = 1;\nloop { x += 1; }").unwrap_err();
        assert_eq!(err.kind, FailureKind::Runaway);
        assert_eq!(err.line, Some(2));
    }

    #[test]
    fn deep_recursion_is_stopped() {
        let err = run("fn f(n) { f(n + 1) }\nf(1)").unwrap_err();
        assert_eq!(err.kind, FailureKind::Runaway);
    }

    #[test]
    fn an_unknown_variable_is_refused_when_compiling() {
        let sandbox = Sandbox::default();
        let err = sandbox.compile("t", 1, "let a = 1;\nformm.x").unwrap_err();
        assert_eq!(err.line, Some(2));
        assert!(err.message.contains("formm"), "{}", err.message);
    }

    #[test]
    fn numbers_with_a_point_are_decimals_never_floats() {
        let v = run("let a = 0.1; a + 0.2").unwrap();
        assert_eq!(v.as_decimal().unwrap(), Decimal::new(3, 1));
        let v = run("max(dec(\"12.5\"), 3)").unwrap();
        assert_eq!(v.as_decimal().unwrap(), Decimal::new(125, 1));
    }

    #[test]
    fn helpers_cover_lists_text_and_dates() {
        assert!(run("\"4\" in [\"1\", \"4\"]").unwrap().as_bool().unwrap());
        assert!(run("one_of(4, [1, 4])").unwrap().as_bool().unwrap());
        assert!(run("is_empty(\"  \") && is_empty(()) && !is_empty(0)")
            .unwrap()
            .as_bool()
            .unwrap());
        assert_eq!(
            run("date(\"2024-03-01\") - date(\"2024-02-28\")")
                .unwrap()
                .as_int()
                .unwrap(),
            2
        );
        assert_eq!(
            run("text(dec(\"1.50\"))").unwrap().into_string().unwrap(),
            "1.5"
        );
    }

    #[test]
    fn loops_switches_and_elvis_work_in_the_raw_engine() {
        let v = run("let n = 0; for x in [1, 2, 3] { n += x; } n").unwrap();
        assert_eq!(v.as_int().unwrap(), 6);
        let v = run("switch \"b\" { \"a\" | \"b\" => 1, _ => 2 }").unwrap();
        assert_eq!(v.as_int().unwrap(), 1);
        let v = run("let c = ctx.company; c?.x ?? 5").unwrap();
        assert_eq!(v.as_int().unwrap(), 5);
    }

    #[test]
    fn print_goes_nowhere_and_the_file_system_is_absent() {
        let r = run("print(\"x\"); 1");
        assert!(r.is_ok(), "{r:?}");
        let sandbox = Sandbox::default();
        assert!(sandbox.compile("t", 1, "import \"x\" as y; 1").is_err());
    }

    #[test]
    fn compiled_scripts_are_cached_by_id_version_and_hash() {
        let sandbox = Sandbox::default();
        let a = sandbox.compile("s", 1, "1").unwrap();
        let b = sandbox.compile("s", 1, "1").unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        let c = sandbox.compile("s", 2, "1").unwrap();
        assert!(!Arc::ptr_eq(&a, &c));
        let d = sandbox.compile("s", 1, "2").unwrap();
        assert!(!Arc::ptr_eq(&a, &d));
        assert_eq!(sandbox.cached(), 3);
    }

    #[test]
    fn field_reads_are_found_with_their_lines() {
        let sandbox = Sandbox::default();
        let s = sandbox
            .compile(
                "s",
                1,
                "let a = form.x;\nif form[\"y\"] == 1 { form.z.w }\nctx.q",
            )
            .unwrap();
        let fields: Vec<_> = s.reads.iter().map(|r| (r.field.as_str(), r.line)).collect();
        assert_eq!(fields, vec![("x", 1), ("y", 2), ("z", 2)]);
    }
}
