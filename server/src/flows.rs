//! The published flow definitions the server runs: read from the repository's `flows/` at
//! start (refusing to start on a bad one) into the engine's registry of immutable versions.

use std::sync::Arc;

use engine::{repository::SourceFile, DefinitionRegistry, FlowDef, Instance, Sandbox};

pub struct FlowLibrary {
    registry: DefinitionRegistry,
}

impl FlowLibrary {
    /// Checks the repository's files and publishes every flow.
    pub fn load(files: &[SourceFile]) -> anyhow::Result<FlowLibrary> {
        let sandbox = Arc::new(Sandbox::default());
        let report = engine::repository::check(files, crate::definitions::EFFECTS, &sandbox);
        if let Some(problem) = report.problems.first() {
            anyhow::bail!(
                "{} problem(s) in the definitions, the first: {problem}",
                report.problems.len()
            );
        }
        let registry = report.into_registry().map_err(|e| anyhow::anyhow!("{e}"))?;
        tracing::info!(
            flows = registry.app_ids().count(),
            "flow definitions loaded"
        );
        Ok(FlowLibrary { registry })
    }

    /// The version a new application of `app_id` starts on.
    pub fn latest(&self, app_id: &str) -> Option<Arc<FlowDef>> {
        self.registry.latest(app_id)
    }

    /// The latest version of every flow a user of `landing_mode` may start (its `starters`
    /// name the mode, or it names none), by appId.
    pub fn startable(&self, landing_mode: &str) -> Vec<Arc<FlowDef>> {
        self.registry
            .app_ids()
            .filter_map(|app_id| self.registry.latest(app_id))
            .filter(|def| def.may_start(landing_mode))
            .collect()
    }

    /// The version an application started on, which it completes on.
    pub fn of(&self, instance: &Instance) -> Option<Arc<FlowDef>> {
        self.registry.for_instance(instance)
    }
}
