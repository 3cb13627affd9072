//! The sandbox's limits and helpers, as the rules meet them.

use std::sync::Arc;

use rhai::Dynamic;
use rust_decimal::Decimal;

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

#[test]
fn a_counting_sandbox_reports_the_operations_of_each_run_and_the_whole_budget_of_a_runaway() {
    let sandbox = Sandbox::counting(Limits::default());
    let inputs = Inputs::empty("550001", "apply");
    let short = sandbox
        .compile("t", 1, "let a = 1;\na + 2")
        .expect("compiles");
    let answer = sandbox.run(&short, &inputs).expect("runs");
    assert_eq!(answer.as_int().ok(), Some(3));
    let used = sandbox.operations().expect("counts");
    assert!(used > 0 && used < 10, "{used}");
    let forever = sandbox
        .compile("t", 2, "let x = 1;\nloop { x += 1; }")
        .expect("compiles");
    assert!(sandbox.run(&forever, &inputs).is_err());
    assert_eq!(sandbox.operations(), Some(Limits::default().max_operations));
    assert_eq!(Sandbox::default().operations(), None);
}

fn context_of(source: &str) -> ContextReads {
    Sandbox::default()
        .compile("t", 1, source)
        .expect("compiles")
        .context
        .clone()
}

fn keys(names: &[&str]) -> ContextReads {
    ContextReads::Keys(names.iter().map(|n| n.to_string()).collect())
}

#[test]
fn a_script_reads_the_context_keys_it_names() {
    assert_eq!(
        context_of("let n = ctx.unconfirmedHolders ?? 0;\nn > 0"),
        keys(&["unconfirmedHolders"])
    );
    assert_eq!(
        context_of("ctx[\"company\"].isListing == 1 || ctx?.member != ()"),
        keys(&["company", "member"])
    );
    assert_eq!(context_of("form.transferVolume > 0"), ContextReads::None);
}

#[test]
fn a_script_using_the_context_otherwise_reads_all_of_it() {
    assert_eq!(context_of("let c = ctx;\nc.company"), ContextReads::All);
    assert_eq!(
        context_of("fn has(c) { c.member != () }\nhas(ctx)"),
        ContextReads::All
    );
    assert_eq!(context_of("let k = \"member\";\nctx[k]"), ContextReads::All);
    assert_eq!(
        context_of("ctx.company != () && ctx.keys().len() > 0"),
        ContextReads::All,
        "a method called on the context itself"
    );
}

#[test]
fn what_several_scripts_read_is_the_union() {
    let some = keys(&["company"]).union(&keys(&["member"]));
    assert_eq!(some, keys(&["company", "member"]));
    assert_eq!(ContextReads::None.union(&some), some);
    assert_eq!(some.clone().union(&ContextReads::All), ContextReads::All);
    assert!(some.reads("member") && !some.reads("services"));
}
