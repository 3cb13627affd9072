//! The published flow definitions the server runs: every version of every flow (the
//! repository's files are the first ones, the studio publishes more), each checked against the
//! repository's scripts and fragments and the form version it names. New applications start on
//! the latest version; an application completes on the version it started with.

use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
};

use engine::{
    repository::SourceFile, Catalogue, DefinitionError, DefinitionRegistry, FlowDef, FormInfo,
    Instance, Problem, Sandbox,
};

pub struct FlowLibrary {
    /// The repository's scripts, flow fragments and the effects the server implements: what
    /// every version is checked against, beside its form.
    base: Catalogue,
    sandbox: Arc<Sandbox>,
    registry: RwLock<DefinitionRegistry>,
    /// The text each version was published with, by (appId, version).
    texts: RwLock<HashMap<(String, u32), String>>,
    /// The flow DSL's own JSON Schema (`flows/schema/flow.schema.json`), for the editor.
    dsl: Option<serde_json::Value>,
}

impl FlowLibrary {
    /// A library with no flow yet; `publish` adds versions.
    pub fn new(files: &[SourceFile]) -> FlowLibrary {
        let sandbox = Arc::new(Sandbox::default());
        // Only the scripts and fragments of the check are kept; forms come with each version.
        let report = engine::repository::check(files, crate::definitions::EFFECTS, &sandbox);
        let mut base = report.catalogue;
        base.forms.clear();
        let dsl = files
            .iter()
            .find(|f| f.path == "flows/schema/flow.schema.json")
            .and_then(|f| serde_json::from_str(&f.text).ok());
        FlowLibrary {
            base,
            sandbox,
            registry: RwLock::default(),
            texts: RwLock::default(),
            dsl,
        }
    }

    /// Parses and checks a flow's text as version `version`, filling form `form` (the number
    /// is the library's, whatever the text says). `sandbox` compiles its scripts: the
    /// library's own for a version to publish, a throwaway one for a draft being typed.
    pub fn parse_with(
        &self,
        text: &str,
        version: u32,
        form: Option<FormInfo>,
        sandbox: &Arc<Sandbox>,
    ) -> Result<FlowDef, DefinitionError> {
        let mut raw: engine::flow::RawFlow =
            serde_json::from_str(text).map_err(|e| DefinitionError {
                problems: vec![Problem {
                    app_id: String::new(),
                    line: Some(e.line()),
                    message: format!("不是有效的流程定义: {e}"),
                    ..Problem::default()
                }],
            })?;
        raw.version = version;
        let mut catalogue = self.base.clone();
        if let Some(form) = form {
            catalogue.add_form(form);
        }
        FlowDef::from_raw(raw, &catalogue, sandbox)
    }

    /// `parse_with` the library's sandbox: for versions that will be published.
    pub fn parse(
        &self,
        text: &str,
        version: u32,
        form: Option<FormInfo>,
    ) -> Result<FlowDef, DefinitionError> {
        self.parse_with(text, version, form, &self.sandbox)
    }

    /// The repository's scripts, fragments and effects.
    pub fn catalogue(&self) -> &Catalogue {
        &self.base
    }

    /// Adds the next version of a flow, with the text it was published with.
    pub fn publish(&self, def: FlowDef, text: &str) -> anyhow::Result<Arc<FlowDef>> {
        let key = (def.app_id.clone(), def.version);
        let mut registry = self.registry.write().unwrap_or_else(|p| p.into_inner());
        let def = registry.publish(def).map_err(|e| anyhow::anyhow!("{e}"))?;
        self.texts
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key, text.to_owned());
        Ok(def)
    }

    /// The text a version was published with.
    pub fn text(&self, app_id: &str, version: u32) -> Option<String> {
        self.texts
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(&(app_id.to_owned(), version))
            .cloned()
    }

    /// The flow DSL's JSON Schema, for the studio's editor.
    pub fn dsl_schema(&self) -> Option<&serde_json::Value> {
        self.dsl.as_ref()
    }

    /// The version a new application of `app_id` starts on.
    pub fn latest(&self, app_id: &str) -> Option<Arc<FlowDef>> {
        self.read().latest(app_id)
    }

    pub fn get(&self, app_id: &str, version: u32) -> Option<Arc<FlowDef>> {
        self.read().get(app_id, version)
    }

    /// The latest version of every flow.
    pub fn latest_all(&self) -> Vec<Arc<FlowDef>> {
        let registry = self.read();
        registry
            .app_ids()
            .filter_map(|app_id| registry.latest(app_id))
            .collect()
    }

    /// The latest version of every flow a user of `landing_mode` may start (its `starters`
    /// name the mode, or it names none), by appId.
    pub fn startable(&self, landing_mode: &str) -> Vec<Arc<FlowDef>> {
        self.latest_all()
            .into_iter()
            .filter(|def| def.may_start(landing_mode))
            .collect()
    }

    /// The version an application started on, which it completes on.
    pub fn of(&self, instance: &Instance) -> Option<Arc<FlowDef>> {
        self.read().for_instance(instance)
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, DefinitionRegistry> {
        self.registry.read().unwrap_or_else(|p| p.into_inner())
    }
}
