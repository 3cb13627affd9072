//! The sandbox: one raw rhai engine with the helpers and limits, compiling scripts into a
//! cache and running them.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rhai::{Dynamic, Engine, EvalAltResult, OptimizationLevel, Position, Scope};

use super::{
    helpers, reads, source_hash, CompileError, FailureKind, Inputs, Limits, RunError, Script, SCOPE,
};

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
    /// The operations the last run used, when the sandbox counts them (the studio's bench);
    /// the engines that run the flows do not pay for a progress callback.
    operations: Option<Arc<AtomicU64>>,
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
            operations: None,
        }
    }

    /// A sandbox that counts the operations of each run against the budget
    /// (`max_operations`): a runaway run counts the whole budget.
    pub fn counting(limits: Limits) -> Sandbox {
        let mut sandbox = Sandbox::new(limits);
        let counter = Arc::new(AtomicU64::new(0));
        let seen = counter.clone();
        sandbox.engine.on_progress(move |ops| {
            seen.store(ops, Ordering::Relaxed);
            None
        });
        sandbox.operations = Some(counter);
        sandbox
    }

    /// The operations the last run used; None when the sandbox does not count.
    pub fn operations(&self) -> Option<u64> {
        self.operations.as_ref().map(|c| c.load(Ordering::Relaxed))
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
            context: reads::context_reads(&ast),
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
        if let Some(counter) = &self.operations {
            counter.store(0, Ordering::Relaxed);
        }
        let mut scope = inputs.scope();
        self.engine
            .eval_ast_with_scope::<Dynamic>(&mut scope, &script.ast)
            .map_err(|e| run_error(*e))
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
