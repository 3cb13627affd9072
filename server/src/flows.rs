//! The published flow definitions the server runs: every version of every flow (the
//! repository's files are the first ones, the studio publishes more), each checked against the
//! versions of the scripts and fragments it pins and the form version it names. The rules
//! (scripts and fragments) are versioned too: a flow version keeps the rule versions it was
//! published with, so an application completes on the rules it started with. New applications
//! start on the latest version.

use std::{
    collections::{BTreeMap, HashMap},
    sync::{Arc, RwLock},
};

use engine::{
    repository::SourceFile, Catalogue, DefinitionError, DefinitionRegistry, FlowDef, FormInfo,
    Instance, Problem, Sandbox,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The script and fragment versions a flow version was published with (stored as JSON in
/// `definition_versions.pins`). A rule it does not name is taken at version 1: the versions
/// stored before the rules were versioned have no pins and ran on the repository's first ones.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulePins {
    #[serde(default)]
    pub scripts: BTreeMap<String, u32>,
    #[serde(default)]
    pub fragments: BTreeMap<String, u32>,
}

impl RulePins {
    /// The stored pins (`None`: every rule at version 1).
    pub fn stored(text: Option<&str>) -> RulePins {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Drafts of rules laid over the published ones (the studio's check and dry-run of a script
/// or fragment draft).
#[derive(Debug, Clone, Default)]
pub struct Overlay {
    pub scripts: BTreeMap<String, String>,
    pub fragments: BTreeMap<String, Value>,
}

/// Which versions of the rules a parse takes.
#[derive(Debug, Clone, Copy)]
pub enum At<'a> {
    /// The latest of every rule (a draft's overlay over them): a new version.
    Latest(Option<&'a Overlay>),
    /// The versions a published version pinned.
    Pinned(&'a RulePins),
}

/// Every published version of every script and fragment.
#[derive(Debug, Default)]
struct Rules {
    scripts: BTreeMap<String, BTreeMap<u32, String>>,
    fragments: BTreeMap<String, BTreeMap<u32, Value>>,
}

fn pick<T: Clone>(versions: &BTreeMap<u32, T>, pinned: Option<u32>) -> Option<(u32, T)> {
    match pinned {
        Some(v) => versions.get(&v).map(|t| (v, t.clone())),
        None => versions.last_key_value().map(|(v, t)| (*v, t.clone())),
    }
}

pub struct FlowLibrary {
    /// The effects the server implements.
    effects: Catalogue,
    rules: RwLock<Rules>,
    sandbox: Arc<Sandbox>,
    registry: RwLock<DefinitionRegistry>,
    /// The text each version was published with, by (appId, version).
    texts: RwLock<HashMap<(String, u32), String>>,
    /// The rule versions each version pins, by (appId, version).
    pins: RwLock<HashMap<(String, u32), RulePins>>,
    /// The flow DSL's own JSON Schema (`flows/schema/flow.schema.json`), for the editor.
    dsl: Option<serde_json::Value>,
}

impl FlowLibrary {
    /// A library with no flow and no rule yet; `add_script`, `add_fragment` and `publish` add
    /// versions.
    pub fn new(files: &[SourceFile]) -> FlowLibrary {
        let mut effects = Catalogue::default();
        for effect in crate::definitions::EFFECTS {
            effects.add_effect(effect);
        }
        let dsl = files
            .iter()
            .find(|f| f.path == "flows/schema/flow.schema.json")
            .and_then(|f| serde_json::from_str(&f.text).ok());
        FlowLibrary {
            effects,
            rules: RwLock::default(),
            sandbox: Arc::new(Sandbox::default()),
            registry: RwLock::default(),
            texts: RwLock::default(),
            pins: RwLock::default(),
            dsl,
        }
    }

    /// Adds a published version of a script.
    pub fn add_script(&self, name: &str, version: u32, source: &str) {
        self.rules_mut()
            .scripts
            .entry(name.to_owned())
            .or_default()
            .insert(version, source.to_owned());
    }

    /// Adds a published version of a fragment.
    pub fn add_fragment(&self, name: &str, version: u32, value: Value) {
        self.rules_mut()
            .fragments
            .entry(name.to_owned())
            .or_default()
            .insert(version, value);
    }

    /// The latest version of a script and its source.
    pub fn latest_script(&self, name: &str) -> Option<(u32, String)> {
        pick(self.rules_read().scripts.get(name)?, None)
    }

    /// The latest version of a fragment.
    pub fn latest_fragment(&self, name: &str) -> Option<(u32, Value)> {
        pick(self.rules_read().fragments.get(name)?, None)
    }

    /// The catalogue a parse at `at` checks against, with the fragment versions it holds.
    fn resolve(&self, at: At<'_>) -> (Catalogue, BTreeMap<String, u32>) {
        let rules = self.rules_read();
        let mut catalogue = self.effects.clone();
        let mut fragment_versions = BTreeMap::new();
        let (pins, overlay) = match at {
            At::Latest(overlay) => (None, overlay),
            At::Pinned(pins) => (Some(pins), None),
        };
        let pinned = |map: Option<&BTreeMap<String, u32>>, name: &str| {
            pins.map(|_| map.and_then(|m| m.get(name).copied()).unwrap_or(1))
        };
        for (name, versions) in &rules.scripts {
            let drafted = overlay.and_then(|o| o.scripts.get(name));
            let latest = versions.keys().next_back().copied().unwrap_or(0);
            if let Some(source) = drafted {
                catalogue.add_script(name, latest + 1, source);
            } else if let Some((v, source)) = pick(versions, pinned(pins.map(|p| &p.scripts), name))
            {
                catalogue.add_script(name, v, &source);
            }
        }
        for (name, versions) in &rules.fragments {
            let drafted = overlay.and_then(|o| o.fragments.get(name));
            let latest = versions.keys().next_back().copied().unwrap_or(0);
            if let Some(value) = drafted {
                catalogue.add_fragment(name, value.clone());
                fragment_versions.insert(name.clone(), latest + 1);
            } else if let Some((v, value)) =
                pick(versions, pinned(pins.map(|p| &p.fragments), name))
            {
                catalogue.add_fragment(name, value);
                fragment_versions.insert(name.clone(), v);
            }
        }
        // A draft of a new rule (none published yet) is laid over too.
        if let Some(overlay) = overlay {
            for (name, source) in &overlay.scripts {
                if !catalogue.scripts.contains_key(name) {
                    catalogue.add_script(name, 1, source);
                }
            }
            for (name, value) in &overlay.fragments {
                if !catalogue.fragments.contains_key(name) {
                    catalogue.add_fragment(name, value.clone());
                    fragment_versions.insert(name.clone(), 1);
                }
            }
        }
        (catalogue, fragment_versions)
    }

    /// Parses and checks a flow's text as version `version`, filling form `form` (the number
    /// is the library's, whatever the text says), against the rules `at` says; answers the
    /// definition and the rule versions it uses. `sandbox` compiles its scripts: the
    /// library's own for a version to publish, a throwaway one for a draft being typed.
    pub fn parse_at(
        &self,
        text: &str,
        version: u32,
        form: Option<FormInfo>,
        at: At<'_>,
        sandbox: &Arc<Sandbox>,
    ) -> Result<(FlowDef, RulePins), DefinitionError> {
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
        let used: Vec<String> = raw.uses.iter().map(|u| u.fragment.clone()).collect();
        let (mut catalogue, fragment_versions) = self.resolve(at);
        if let Some(form) = form {
            catalogue.add_form(form);
        }
        let def = FlowDef::from_raw(raw, &catalogue, sandbox)?;
        let pins = RulePins {
            scripts: def
                .scripts
                .iter()
                .map(|(name, pin)| (name.clone(), pin.version))
                .collect(),
            fragments: used
                .into_iter()
                .filter_map(|name| fragment_versions.get(&name).map(|v| (name, *v)))
                .collect(),
        };
        Ok((def, pins))
    }

    /// A flow's text as the next version against the latest rules, in a throwaway sandbox:
    /// for a draft being checked.
    pub fn parse_with(
        &self,
        text: &str,
        version: u32,
        form: Option<FormInfo>,
        sandbox: &Arc<Sandbox>,
    ) -> Result<FlowDef, DefinitionError> {
        self.parse_at(text, version, form, At::Latest(None), sandbox)
            .map(|(def, _)| def)
    }

    /// `parse_at` the library's sandbox: for versions that will be published.
    pub fn parse(
        &self,
        text: &str,
        version: u32,
        form: Option<FormInfo>,
        at: At<'_>,
    ) -> Result<(FlowDef, RulePins), DefinitionError> {
        self.parse_at(text, version, form, at, &self.sandbox)
    }

    /// The effects and the latest version of every script and fragment (a flow's drawing).
    pub fn catalogue(&self) -> Catalogue {
        self.resolve(At::Latest(None)).0
    }

    /// Adds the next version of a flow, with the text and rule versions it was published with.
    pub fn publish(
        &self,
        def: FlowDef,
        text: &str,
        pins: RulePins,
    ) -> anyhow::Result<Arc<FlowDef>> {
        let key = (def.app_id.clone(), def.version);
        let mut registry = self.registry.write().unwrap_or_else(|p| p.into_inner());
        // Heard from another server and published here too: the same version, once.
        if let Some(known) = registry.get(&def.app_id, def.version) {
            return Ok(known);
        }
        let def = registry.publish(def).map_err(|e| anyhow::anyhow!("{e}"))?;
        self.texts
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key.clone(), text.to_owned());
        self.pins
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .insert(key, pins);
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

    /// The rule versions a version pins.
    pub fn pins(&self, app_id: &str, version: u32) -> Option<RulePins> {
        self.pins
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(&(app_id.to_owned(), version))
            .cloned()
    }

    /// The latest version of every flow that runs script `name` (`fragment` false) or uses
    /// fragment `name`, by appId.
    pub fn users_of(&self, name: &str, fragment: bool) -> Vec<Arc<FlowDef>> {
        self.latest_all()
            .into_iter()
            .filter(|def| {
                self.pins(&def.app_id, def.version).is_some_and(|p| {
                    if fragment {
                        p.fragments.contains_key(name)
                    } else {
                        p.scripts.contains_key(name)
                    }
                })
            })
            .collect()
    }

    /// The latest version of every flow whose pins are behind the latest version of a rule it
    /// uses, with the rules it is behind on (`script x v2`).
    pub fn behind(&self) -> Vec<(Arc<FlowDef>, Vec<String>)> {
        let mut out = Vec::new();
        for def in self.latest_all() {
            let Some(pins) = self.pins(&def.app_id, def.version) else {
                continue;
            };
            let mut behind = Vec::new();
            for (name, v) in &pins.scripts {
                if let Some((latest, _)) = self.latest_script(name).filter(|(l, _)| l > v) {
                    behind.push(format!("脚本 {name} v{latest}"));
                }
            }
            for (name, v) in &pins.fragments {
                if let Some((latest, _)) = self.latest_fragment(name).filter(|(l, _)| l > v) {
                    behind.push(format!("片段 {name} v{latest}"));
                }
            }
            if !behind.is_empty() {
                out.push((def, behind));
            }
        }
        out
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

    fn rules_read(&self) -> std::sync::RwLockReadGuard<'_, Rules> {
        self.rules.read().unwrap_or_else(|p| p.into_inner())
    }

    fn rules_mut(&self) -> std::sync::RwLockWriteGuard<'_, Rules> {
        self.rules.write().unwrap_or_else(|p| p.into_inner())
    }
}
