//! The form definitions the server serves: read from the repository's `forms/` at start
//! (refusing to start on a bad one), compiled per node and task state on first use and kept,
//! with validators kept per tenant and day (the dictionaries and "today" they check against).

use std::{
    collections::{BTreeMap, HashMap},
    sync::{Arc, Mutex},
};

use engine::{
    form::{
        compile, validate::StaticDictionaries, CompiledForm, FormDef, FormError, FormValidator,
        Fragments, TaskState,
    },
    validate::CalendarDate,
};
use serde_json::Value;

use engine::repository::SourceFile;

type CompiledKey = (String, String, TaskState);
type ValidatorKey = (String, String, TaskState, String);
/// The day the validators were built for, and the validators.
type DayCache = (
    Option<CalendarDate>,
    HashMap<ValidatorKey, Arc<FormValidator>>,
);

pub struct FormLibrary {
    defs: BTreeMap<String, Arc<FormDef>>,
    compiled: Mutex<HashMap<CompiledKey, Arc<CompiledForm>>>,
    /// Validators of one day; the map starts afresh when the day changes.
    validators: Mutex<DayCache>,
}

impl FormLibrary {
    /// Takes `forms/*.json` and `forms/fragments/*.json` from the repository's files.
    pub fn load(files: &[SourceFile]) -> anyhow::Result<FormLibrary> {
        let mut fragments = Fragments::new();
        let mut forms = Vec::new();
        for file in files {
            let is_fragment = file.path.starts_with("forms/fragments/");
            let is_form = file.path.starts_with("forms/") && file.path.matches('/').count() == 1;
            if !is_fragment && !is_form {
                continue;
            }
            let value: Value = serde_json::from_str(&file.text)
                .map_err(|e| anyhow::anyhow!("{}: {e}", file.path))?;
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
        let mut defs = BTreeMap::new();
        for (path, value) in forms {
            let def =
                FormDef::parse(&value, &fragments).map_err(|e| anyhow::anyhow!("{path}: {e}"))?;
            defs.insert(def.id.clone(), Arc::new(def));
        }
        tracing::info!(forms = defs.len(), "form definitions loaded");
        Ok(FormLibrary::from_defs(defs))
    }

    pub fn from_defs(defs: BTreeMap<String, Arc<FormDef>>) -> FormLibrary {
        FormLibrary {
            defs,
            compiled: Mutex::default(),
            validators: Mutex::default(),
        }
    }

    /// A form's definition, for callers that read its items (labels, choices).
    pub fn definition(&self, form_id: &str) -> Option<Arc<FormDef>> {
        self.defs.get(form_id).cloned()
    }

    pub fn contains(&self, form_id: &str) -> bool {
        self.defs.contains_key(form_id)
    }

    /// The form compiled for a node and task state, or `None` for an unknown form.
    pub fn compiled(
        &self,
        form_id: &str,
        node_id: &str,
        state: TaskState,
    ) -> Option<Arc<CompiledForm>> {
        let def = self.defs.get(form_id)?;
        let key = (form_id.to_owned(), node_id.to_owned(), state);
        let mut cache = self
            .compiled
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        Some(
            cache
                .entry(key)
                .or_insert_with(|| Arc::new(compile(def, node_id, state)))
                .clone(),
        )
    }

    /// The validator of a form at a node for a tenant today; `dictionaries` loads the
    /// tenant's dictionaries when the validator has to be built.
    pub fn validator(
        &self,
        form_id: &str,
        node_id: &str,
        state: TaskState,
        tenant_id: &str,
        today: CalendarDate,
        dictionaries: impl FnOnce() -> anyhow::Result<StaticDictionaries>,
    ) -> anyhow::Result<Option<Arc<FormValidator>>> {
        let Some(def) = self.defs.get(form_id) else {
            return Ok(None);
        };
        let key = (
            form_id.to_owned(),
            node_id.to_owned(),
            state,
            tenant_id.to_owned(),
        );
        {
            let mut cache = self
                .validators
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if cache.0 != Some(today) {
                *cache = (Some(today), HashMap::new());
            }
            if let Some(found) = cache.1.get(&key) {
                return Ok(Some(found.clone()));
            }
        }
        let compiled = self
            .compiled(form_id, node_id, state)
            .expect("the form exists");
        let built = FormValidator::new(def.clone(), compiled, Arc::new(dictionaries()?), today)
            .map_err(|e: FormError| anyhow::anyhow!(e))?;
        let built = Arc::new(built);
        let mut cache = self
            .validators
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache.1.insert(key, built.clone());
        Ok(Some(built))
    }
}

/// The platform's calendar day (China Standard Time, UTC+8) at `now`.
pub fn today(now: crate::clock::Timestamp) -> CalendarDate {
    let date = chrono::DateTime::from_timestamp(now + 8 * 3600, 0)
        .unwrap_or_default()
        .date_naive();
    use chrono::Datelike;
    CalendarDate::new(date.year(), date.month(), date.day())
        .unwrap_or_else(|| CalendarDate::new(1970, 1, 1).expect("a valid date"))
}
