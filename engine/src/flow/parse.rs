//! What the phases of [`FlowDef::from_raw`](super::FlowDef::from_raw) share: the flow being
//! parsed, what it may refer to, and every problem found so far. Each phase lives beside
//! what it parses (`nodes`, `edges`, `hooks`, `scripts`); the flow's own fields are here.

use std::sync::Arc;

use super::problem::{DefinitionError, Problem};
use super::{RawFlow, LANDING_MODES};
use crate::catalogue::{Catalogue, FormInfo};
use crate::script::{Sandbox, Script};

pub(super) struct Parse<'a> {
    pub(super) app: String,
    /// The flow's version: conditions compile under it.
    pub(super) version: u32,
    pub(super) catalogue: &'a Catalogue,
    pub(super) sandbox: &'a Arc<Sandbox>,
    pub(super) problems: Vec<Problem>,
}

impl<'a> Parse<'a> {
    pub(super) fn new(
        raw: &RawFlow,
        catalogue: &'a Catalogue,
        sandbox: &'a Arc<Sandbox>,
        problems: Vec<Problem>,
    ) -> Parse<'a> {
        Parse {
            app: raw.app_id.clone(),
            version: raw.version,
            catalogue,
            sandbox,
            problems,
        }
    }

    /// A problem of this flow.
    pub(super) fn problem(&self, message: impl Into<String>) -> Problem {
        Problem::new(&self.app, message)
    }

    pub(super) fn push(&mut self, problem: Problem) {
        self.problems.push(problem);
    }

    /// Every problem found, or `Ok` when there is none.
    pub(super) fn finish(self) -> Result<(), DefinitionError> {
        if self.problems.is_empty() {
            Ok(())
        } else {
            Err(self.fail())
        }
    }

    pub(super) fn fail(self) -> DefinitionError {
        DefinitionError {
            problems: self.problems,
        }
    }

    /// Compiles an expression (an edge's condition, a hook's `when`) under the flow's
    /// version; when it does not compile, the problem `failed` makes of the compiler's
    /// message, placed at the expression's line.
    pub(super) fn expression(
        &mut self,
        id: &str,
        source: &str,
        failed: impl FnOnce(&Self, &str) -> Problem,
    ) -> Option<Arc<Script>> {
        match self.sandbox.compile_expression(id, self.version, source) {
            Ok(script) => Some(script),
            Err(e) => {
                self.push(failed(self, &e.message).script(id, e.line));
                None
            }
        }
    }

    /// `version`, `starters` and `category`.
    pub(super) fn check_header(&mut self, raw: &RawFlow) {
        if raw.version == 0 {
            self.push(self.problem("`version` starts at 1"));
        }
        if let Some(starters) = &raw.starters {
            self.check_starters(starters);
        }
        if raw.category.as_deref().is_some_and(|c| c.trim().is_empty()) {
            self.push(
                self.problem("`category` is blank; name the group or leave it out")
                    .field("category"),
            );
        }
    }

    /// `starters` names known landing modes, each once, and at least one.
    fn check_starters(&mut self, starters: &[String]) {
        if starters.is_empty() {
            self.push(
                self.problem(
                    "`starters` is empty, so no one could start the flow; leave it out to let anyone start it",
                )
                .field("starters"),
            );
        }
        for (i, mode) in starters.iter().enumerate() {
            if !LANDING_MODES.contains(&mode.as_str()) {
                self.push(
                    self.problem(format!(
                        "`starters` names an unknown landing mode `{mode}`; the modes are {}",
                        LANDING_MODES.join(", ")
                    ))
                    .field("starters"),
                );
            } else if starters[..i].contains(mode) {
                self.push(
                    self.problem(format!("`starters` names `{mode}` twice"))
                        .field("starters"),
                );
            }
        }
    }

    /// The form the flow fills; a missing one is a problem, and the checks go on against a
    /// form without fields.
    pub(super) fn form(&mut self, id: &str) -> Arc<FormInfo> {
        match self.catalogue.forms.get(id) {
            Some(f) => f.clone(),
            None => {
                self.push(self.problem(format!("form `{id}` not found (forms/{id}.json)")));
                Arc::new(FormInfo::with_fields(id, &[]))
            }
        }
    }
}
