//! The hooks a step runs: the guards, checks, charge, defaults and destination scripts of
//! the node acted on, each only where its `when` holds.

use rhai::Map;

use super::error::{ScriptError, StepError};
use super::model::Effect;
use super::run::Run;
use crate::flow::{ActionKind, Hook};
use crate::script::{Defaults, GuardOutcome, Inputs, RunError};

impl Run<'_> {
    /// The hooks of a kind that apply at (node, action) and whose `when` holds.
    pub(super) fn active<'h>(
        &self,
        hooks: impl IntoIterator<Item = &'h Hook>,
        node: usize,
        action: ActionKind,
    ) -> Result<Vec<&'h Hook>, StepError> {
        let mut active = Vec::new();
        for hook in hooks.into_iter().filter(|h| h.applies(node, action)) {
            if let Some(when) = &hook.when {
                let holds = self
                    .def
                    .sandbox
                    .condition(when, &self.inputs)
                    .map_err(|e| self.error_in(&when.id, e))?;
                if !holds {
                    continue;
                }
            }
            active.push(hook);
        }
        Ok(active)
    }

    /// A script that failed, placed in this flow and the node being run.
    pub(super) fn error_in(&self, script: &str, e: RunError) -> StepError {
        StepError::Script(ScriptError {
            app_id: self.def.app_id.clone(),
            node: self.inputs.node_id.to_string(),
            script: script.to_owned(),
            line: e.line,
            kind: e.kind,
            message: e.message,
        })
    }

    /// A hook's script that failed.
    pub(super) fn script_error(&self, hook: &Hook, e: RunError) -> StepError {
        self.error_in(&hook.script.id, e)
    }

    /// Guards of (node, action): a refusal stops; a confirmation stops unless confirmed,
    /// in which case what it sets is written into the form.
    pub(super) fn guards(
        &mut self,
        node: usize,
        action: ActionKind,
        confirmed: bool,
    ) -> Result<(), StepError> {
        let def = self.def;
        for hook in self.active(&def.hooks.guards, node, action)? {
            match def
                .sandbox
                .guard(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?
            {
                GuardOutcome::Allow => {}
                GuardOutcome::Refuse { message, redirect } => {
                    return Err(StepError::Refused { message, redirect })
                }
                GuardOutcome::Confirm { message, sets } => {
                    if !confirmed {
                        return Err(StepError::NeedsConfirmation { message });
                    }
                    self.next.form.extend(sets);
                    self.refresh_form();
                }
            }
        }
        Ok(())
    }

    pub(super) fn checks(&mut self, node: usize, action: ActionKind) -> Result<(), StepError> {
        let def = self.def;
        let mut errors = Vec::new();
        for hook in self.active(&def.hooks.checks, node, action)? {
            errors.extend(
                def.sandbox
                    .check(&hook.script, &self.inputs)
                    .map_err(|e| self.script_error(hook, e))?,
            );
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(StepError::Invalid { errors })
        }
    }

    pub(super) fn charge(&mut self, node: usize, action: ActionKind) -> Result<(), StepError> {
        let def = self.def;
        if let Some(hook) = self
            .active(&def.hooks.charge, node, action)?
            .first()
            .copied()
        {
            let base = def
                .sandbox
                .charge(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?;
            self.next.charge = base;
            if let Some(base) = base {
                self.effects.push(Effect::Charge { base });
            }
        }
        Ok(())
    }

    pub(super) fn defaults(&mut self, node: usize) -> Result<Defaults, StepError> {
        let def = self.def;
        let mut all = Defaults::default();
        for hook in self.active(&def.hooks.defaults, node, ActionKind::Start)? {
            let d = def
                .sandbox
                .defaults(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?;
            all.data.extend(d.data);
            all.editable.extend(d.editable);
            all.readonly.extend(d.readonly);
        }
        Ok(all)
    }

    pub(super) fn destination(&mut self, node: usize) -> Result<(), StepError> {
        let def = self.def;
        let to = match self
            .active(&def.hooks.destination, node, ActionKind::Submit)?
            .first()
            .copied()
        {
            Some(hook) => def
                .sandbox
                .destination(&hook.script, &self.inputs)
                .map_err(|e| self.script_error(hook, e))?,
            None => default_destination(&self.inputs),
        };
        self.effects.push(Effect::Navigate { to });
        Ok(())
    }
}

/// After a submit the user goes back to the list they came from: the to-do list when the
/// context says `source: "todo"`, otherwise "my applications".
fn default_destination(inputs: &Inputs) -> String {
    let from_todo = inputs
        .ctx
        .read_lock::<Map>()
        .and_then(|m| m.get("source").and_then(|s| s.clone().into_string().ok()))
        .is_some_and(|s| s == "todo");
    if from_todo {
        "/queryPage/bjotcTaskItem2".into()
    } else {
        "/queryPage/bizApplication2".into()
    }
}
