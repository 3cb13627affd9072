//! Published definitions, numbered and immutable. An instance finds the version it is pinned
//! to here, however many versions were published after it started. (Kept in memory; the
//! server persists them.)

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::flow::FlowDef;
use crate::instance::Instance;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PublishError {
    #[error("flow {app_id} version {version} is already published; published definitions are immutable, publish version {next}")]
    AlreadyPublished {
        app_id: String,
        version: u32,
        next: u32,
    },
    #[error("flow {app_id}: the next version is {next}, not {version}")]
    OutOfOrder {
        app_id: String,
        version: u32,
        next: u32,
    },
}

/// Every published version of every flow.
#[derive(Debug, Default, Clone)]
pub struct DefinitionRegistry {
    flows: BTreeMap<String, Vec<Arc<FlowDef>>>,
}

impl DefinitionRegistry {
    pub fn new() -> DefinitionRegistry {
        DefinitionRegistry::default()
    }

    /// Publishes the next version of a flow: its `version` must be the latest plus one.
    pub fn publish(&mut self, def: FlowDef) -> Result<Arc<FlowDef>, PublishError> {
        let versions = self.flows.entry(def.app_id.clone()).or_default();
        let next = versions.len() as u32 + 1;
        if def.version < next {
            return Err(PublishError::AlreadyPublished {
                app_id: def.app_id.clone(),
                version: def.version,
                next,
            });
        }
        if def.version > next {
            return Err(PublishError::OutOfOrder {
                app_id: def.app_id.clone(),
                version: def.version,
                next,
            });
        }
        let def = Arc::new(def);
        versions.push(def.clone());
        Ok(def)
    }

    /// The newest version: what a new instance starts on.
    pub fn latest(&self, app_id: &str) -> Option<Arc<FlowDef>> {
        self.flows.get(app_id).and_then(|v| v.last().cloned())
    }

    pub fn get(&self, app_id: &str, version: u32) -> Option<Arc<FlowDef>> {
        let index = usize::try_from(version).ok()?.checked_sub(1)?;
        self.flows.get(app_id).and_then(|v| v.get(index).cloned())
    }

    /// The definition an instance is pinned to.
    pub fn for_instance(&self, instance: &Instance) -> Option<Arc<FlowDef>> {
        self.get(&instance.pin.app_id, instance.pin.flow_version)
    }

    pub fn app_ids(&self) -> impl Iterator<Item = &str> {
        self.flows.keys().map(String::as_str)
    }

    pub fn versions(&self, app_id: &str) -> Vec<u32> {
        self.flows
            .get(app_id)
            .map(|v| v.iter().map(|d| d.version).collect())
            .unwrap_or_default()
    }
}
