//! The form definitions the server serves: every published version (the repository's files are
//! the first, the studio publishes more), compiled per version, node and task state on first use
//! and kept, with validators kept per tenant and day ("today" they check against) and rebuilt
//! as soon as the tenant's dictionaries differ from those they were built with, so an
//! administrator's edit counts at once. An application reads the form version its flow
//! version pinned.

use std::{
    collections::{BTreeMap, HashMap},
    sync::{Arc, Mutex, RwLock},
};

use engine::{
    form::{
        compile, validate::StaticDictionaries, CompiledForm, FormDef, FormError, FormValidator,
        Fragments, TaskState,
    },
    validate::CalendarDate,
};
use serde_json::Value;

use engine::{repository::SourceFile, FormInfo};

type CompiledKey = (String, u32, String, TaskState);
type ValidatorKey = (String, u32, String, TaskState, String);
/// The day the validators were built for, and the validators with the fingerprint of the
/// dictionaries each was built with.
type DayCache = (
    Option<CalendarDate>,
    HashMap<ValidatorKey, (u64, Arc<FormValidator>)>,
);

/// Every published version of every form, compiled per node and task state on first use.
pub struct FormLibrary {
    /// The repository's shared form fragments, which every version resolves against.
    fragments: Fragments,
    /// The form DSL's own JSON Schema (`forms/schema/form.schema.json`), and its validator.
    dsl: Option<(Value, jsonschema::Validator)>,
    /// Versions of each form in order: version n is at index n - 1.
    defs: RwLock<BTreeMap<String, Vec<Arc<FormDef>>>>,
    compiled: Mutex<HashMap<CompiledKey, Arc<CompiledForm>>>,
    /// Validators of one day; the map starts afresh when the day changes.
    validators: Mutex<DayCache>,
}

/// The forms and form fragments among the repository's files, as JSON: `(path, value)`.
pub fn form_files(files: &[SourceFile]) -> anyhow::Result<(Fragments, Vec<(String, Value)>)> {
    let mut fragments = Fragments::new();
    let mut forms = Vec::new();
    for file in files {
        let is_fragment = file.path.starts_with("forms/fragments/");
        let is_form = file.path.starts_with("forms/") && file.path.matches('/').count() == 1;
        if !is_fragment && !is_form {
            continue;
        }
        let value: Value =
            serde_json::from_str(&file.text).map_err(|e| anyhow::anyhow!("{}: {e}", file.path))?;
        if is_fragment {
            let name = value
                .get("fragment")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            fragments.insert(name, value);
        } else {
            forms.push((file.path.clone(), value));
        }
    }
    Ok((fragments, forms))
}

impl FormLibrary {
    /// A library with no form yet; `publish` adds versions.
    pub fn new(fragments: Fragments, dsl: Option<Value>) -> FormLibrary {
        let dsl = dsl.and_then(|schema| {
            let validator = jsonschema::validator_for(&schema).ok()?;
            Some((schema, validator))
        });
        FormLibrary {
            fragments,
            dsl,
            defs: RwLock::default(),
            compiled: Mutex::default(),
            validators: Mutex::default(),
        }
    }

    /// The form DSL's JSON Schema, for the studio's editor.
    pub fn dsl_schema(&self) -> Option<&Value> {
        self.dsl.as_ref().map(|(schema, _)| schema)
    }

    /// Where a form's JSON departs from the DSL's schema: `(path, message)`.
    pub fn dsl_problems(&self, value: &Value) -> Vec<(String, String)> {
        let Some((_, validator)) = &self.dsl else {
            return Vec::new();
        };
        validator
            .iter_errors(value)
            .map(|e| (e.instance_path().to_string(), e.to_string()))
            .collect()
    }

    /// Parses a form's JSON as version `version` (the number is the library's, whatever the
    /// text says).
    pub fn parse(&self, value: &Value, version: u32) -> Result<FormDef, FormError> {
        let mut def = FormDef::parse(value, &self.fragments)?;
        def.version = version;
        Ok(def)
    }

    /// Adds the next version of a form.
    pub fn publish(&self, def: FormDef) -> anyhow::Result<Arc<FormDef>> {
        let mut defs = self.defs.write().unwrap_or_else(|p| p.into_inner());
        let versions = defs.entry(def.id.clone()).or_default();
        // Heard from another server and published here too: the same version, once.
        if let Some(known) = usize::try_from(def.version)
            .ok()
            .and_then(|v| v.checked_sub(1))
            .and_then(|i| versions.get(i))
        {
            return Ok(known.clone());
        }
        let next = versions.len() as u32 + 1;
        anyhow::ensure!(
            def.version == next,
            "form {} version {}: the next version is {next}",
            def.id,
            def.version
        );
        let def = Arc::new(def);
        versions.push(def.clone());
        Ok(def)
    }

    /// The newest version of a form.
    pub fn latest(&self, form_id: &str) -> Option<Arc<FormDef>> {
        let defs = self.defs.read().unwrap_or_else(|p| p.into_inner());
        defs.get(form_id).and_then(|v| v.last().cloned())
    }

    /// One version of a form.
    pub fn get(&self, form_id: &str, version: u32) -> Option<Arc<FormDef>> {
        let index = usize::try_from(version).ok()?.checked_sub(1)?;
        let defs = self.defs.read().unwrap_or_else(|p| p.into_inner());
        defs.get(form_id).and_then(|v| v.get(index).cloned())
    }

    /// The ids of every form.
    pub fn ids(&self) -> Vec<String> {
        let defs = self.defs.read().unwrap_or_else(|p| p.into_inner());
        defs.keys().cloned().collect()
    }

    /// What a flow needs to know of a form version: its id, version, title and fields.
    pub fn info(def: &FormDef) -> FormInfo {
        FormInfo {
            id: def.id.clone(),
            version: def.version,
            title: def.title.clone(),
            fields: def.field_names(),
        }
    }

    /// A form version compiled for a node and task state, or `None` for an unknown form.
    pub fn compiled(
        &self,
        form_id: &str,
        version: u32,
        node_id: &str,
        state: TaskState,
    ) -> Option<Arc<CompiledForm>> {
        let def = self.get(form_id, version)?;
        let key = (form_id.to_owned(), version, node_id.to_owned(), state);
        let mut cache = self
            .compiled
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        Some(
            cache
                .entry(key)
                .or_insert_with(|| Arc::new(compile(&def, node_id, state)))
                .clone(),
        )
    }

    /// The validator of a form version at a node (`at`) for a tenant today, checking against
    /// the tenant's dictionaries as they are now.
    pub fn validator(
        &self,
        at: &FormAt,
        tenant_id: &str,
        today: CalendarDate,
        dictionaries: StaticDictionaries,
    ) -> anyhow::Result<Option<Arc<FormValidator>>> {
        let Some(def) = self.get(at.form_id, at.version) else {
            return Ok(None);
        };
        let key = (
            at.form_id.to_owned(),
            at.version,
            at.node_id.to_owned(),
            at.state,
            tenant_id.to_owned(),
        );
        let version = fingerprint(&dictionaries);
        {
            let mut cache = self
                .validators
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if cache.0 != Some(today) {
                *cache = (Some(today), HashMap::new());
            }
            if let Some((built_with, found)) = cache.1.get(&key) {
                if *built_with == version {
                    return Ok(Some(found.clone()));
                }
            }
        }
        let Some(compiled) = self.compiled(at.form_id, at.version, at.node_id, at.state) else {
            return Ok(None);
        };
        let built = FormValidator::new(def, compiled, Arc::new(dictionaries), today)
            .map_err(|e: FormError| anyhow::anyhow!(e))?;
        let built = Arc::new(built);
        let mut cache = self
            .validators
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache.1.insert(key, (version, built.clone()));
        Ok(Some(built))
    }
}

/// A form version at a node, in a task state.
pub struct FormAt<'a> {
    pub form_id: &'a str,
    pub version: u32,
    pub node_id: &'a str,
    pub state: TaskState,
}

/// The dictionaries' version: equal fingerprints, equal dictionaries (the entries are few, so
/// hashing them costs less than the query that loaded them).
fn fingerprint(dictionaries: &StaticDictionaries) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for (code, keys) in &dictionaries.0 {
        code.hash(&mut hasher);
        keys.hash(&mut hasher);
    }
    hasher.finish()
}

/// The platform's calendar day (China Standard Time, UTC+8) at `now`.
pub fn today(now: crate::clock::Timestamp) -> CalendarDate {
    let date = crate::clock::beijing_date(now);
    use chrono::Datelike;
    CalendarDate::new(date.year(), date.month(), date.day()).unwrap_or(CalendarDate::EPOCH)
}
