//! `{"use": "<fragment>"}` replaced by the fragment's sections or items. A `use` may carry a
//! `visibleWhen`: every item it brings shows (and is required) only when the condition holds,
//! so a form includes a shared block for one case of its own (the annual report's financial
//! tables) without copying it.

use serde_json::{json, Value};

use super::model::{self, Item, ItemEntry, Rule, SectionEntry, UseFragment};
use super::{FormError, Fragments, Section};

/// The form's sections with every fragment resolved; one without an id is named after its
/// place (`s1`, `s2` ...).
pub(super) fn sections(
    form: &str,
    entries: &[SectionEntry],
    fragments: &Fragments,
) -> Result<Vec<Section>, FormError> {
    let mut sections = Vec::new();
    for entry in entries {
        match entry {
            SectionEntry::Section(section) => {
                let place = sections.len() + 1;
                sections.push(section_of(form, section, place, fragments)?);
            }
            SectionEntry::Use(use_) => {
                let listed: Vec<model::Section> = listed(form, use_, "sections", fragments)?;
                for section in &listed {
                    let place = sections.len() + 1;
                    let mut section = section_of(form, section, place, fragments)?;
                    for item in &mut section.items {
                        only_when(item, use_.visible_when.as_ref());
                    }
                    required(form, use_, &mut section.items, false)?;
                    sections.push(section);
                }
            }
        }
    }
    Ok(sections)
}

fn section_of(
    form: &str,
    section: &model::Section,
    place: usize,
    fragments: &Fragments,
) -> Result<Section, FormError> {
    Ok(Section {
        id: section.id.clone().unwrap_or_else(|| format!("s{place}")),
        title: section.title.clone(),
        items: items(form, &section.items, fragments, (0, false))?,
    })
}

fn items(
    form: &str,
    entries: &[ItemEntry],
    fragments: &Fragments,
    (depth, in_columns): (usize, bool),
) -> Result<Vec<Item>, FormError> {
    if depth > 8 {
        return Err(FormError::Malformed(format!("{form}: 片段嵌套过深")));
    }
    let mut resolved = Vec::new();
    for entry in entries {
        match entry {
            ItemEntry::Item(item) => {
                let mut item = item.as_ref().clone();
                let columns = items(form, &item.columns, fragments, (depth + 1, true))?;
                item.rows_required_when = rows_required_when(form, &item.columns, &columns)?;
                item.columns = columns
                    .into_iter()
                    .map(|c| ItemEntry::Item(Box::new(c)))
                    .collect();
                resolved.push(item);
            }
            ItemEntry::Use(use_) => {
                let listed: Vec<ItemEntry> = listed(form, use_, "items", fragments)?;
                let mut brought = items(form, &listed, fragments, (depth + 1, in_columns))?;
                for item in &mut brought {
                    only_when(item, use_.visible_when.as_ref());
                }
                required(form, use_, &mut brought, in_columns)?;
                resolved.extend(brought);
            }
        }
    }
    Ok(resolved)
}

/// The fragment's `sections` or `items`, parsed.
fn listed<T: serde::de::DeserializeOwned>(
    form: &str,
    use_: &UseFragment,
    key: &str,
    fragments: &Fragments,
) -> Result<Vec<T>, FormError> {
    let fragment = fragments
        .get(&use_.fragment)
        .ok_or_else(|| FormError::MissingFragment {
            form: form.into(),
            fragment: use_.fragment.clone(),
        })?;
    let listed = fragment.get(key).cloned().unwrap_or(Value::Array(vec![]));
    serde_json::from_value(listed)
        .map_err(|e| FormError::Malformed(format!("{}: {e}", use_.fragment)))
}

/// The items the `use` names in `require` made required; a name the fragment does not bring
/// is an error of the form.
fn required(
    form: &str,
    use_: &UseFragment,
    items: &mut [Item],
    in_columns: bool,
) -> Result<(), FormError> {
    for name in &use_.require {
        let item = items
            .iter_mut()
            .find(|i| &i.prop == name)
            .ok_or_else(|| not_brought(form, use_, name))?;
        match &use_.require_when {
            // the condition is the form's: a table holds it for its columns (rows_required_when)
            Some(_) if in_columns => {}
            Some(when) => {
                item.required_when = Some(match item.required_when.take() {
                    None => when.clone(),
                    Some(own) => json!({ "anyOf": [when, own] }),
                });
            }
            None if item.rules.iter().any(|r| r.required) => {}
            None => item.rules.insert(
                0,
                Rule {
                    required: true,
                    ..Rule::default()
                },
            ),
        }
    }
    Ok(())
}

fn not_brought(form: &str, use_: &UseFragment, name: &str) -> FormError {
    FormError::BadItem {
        form: form.into(),
        prop: name.to_owned(),
        reason: format!("片段 `{}` 中没有此字段，不能 require", use_.fragment),
    }
}

/// The columns a table's `use` requires while the form matches its `requireWhen`: the
/// condition is the form's, so the table holds it (compiled to the form's `if`/`then`).
fn rows_required_when(
    form: &str,
    entries: &[ItemEntry],
    columns: &[Item],
) -> Result<Vec<(Value, Vec<String>)>, FormError> {
    let mut conditional = Vec::new();
    for entry in entries {
        let ItemEntry::Use(use_) = entry else {
            continue;
        };
        let Some(when) = &use_.require_when else {
            continue;
        };
        if let Some(name) = use_
            .require
            .iter()
            .find(|n| !columns.iter().any(|c| &c.prop == *n))
        {
            return Err(not_brought(form, use_, name));
        }
        conditional.push((when.clone(), use_.require.clone()));
    }
    Ok(conditional)
}

/// The item shows when the `use`'s condition holds, and its own (if any) as well.
fn only_when(item: &mut Item, condition: Option<&Value>) {
    let Some(condition) = condition else { return };
    item.visible_when = Some(match item.visible_when.take() {
        None => condition.clone(),
        Some(own) => json!({ "allOf": [condition, own] }),
    });
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::form::{FormDef, Fragments};

    fn fragments() -> Fragments {
        Fragments::from([(
            "tables".to_owned(),
            json!({ "fragment": "tables", "sections": [{ "title": "T", "items": [
                { "prop": "plain", "type": "input", "label": "甲" },
                { "prop": "own", "type": "input", "label": "乙",
                  "visibleWhen": { "properties": { "b": { "const": 1 } }, "required": ["b"] } }
            ] }] }),
        )])
    }

    fn condition_of(def: &FormDef, prop: &str) -> Value {
        def.item(prop)
            .unwrap()
            .visible_when
            .clone()
            .unwrap_or(Value::Null)
    }

    #[test]
    fn a_use_with_a_condition_hides_each_item_it_brings_combined_with_its_own() {
        let when = json!({ "properties": { "a": { "const": 1 } }, "required": ["a"] });
        let form = json!({ "formId": "f", "title": "F", "sections": [
            { "use": "tables", "visibleWhen": when }
        ] });
        let def = FormDef::parse(&form, &fragments()).unwrap();
        assert_eq!(condition_of(&def, "plain"), when);
        let own = json!({ "properties": { "b": { "const": 1 } }, "required": ["b"] });
        assert_eq!(condition_of(&def, "own"), json!({ "allOf": [when, own] }));
    }

    #[test]
    fn a_use_without_a_condition_keeps_the_items_as_they_are() {
        let form = json!({ "formId": "f", "title": "F", "sections": [{ "use": "tables" }] });
        let def = FormDef::parse(&form, &fragments()).unwrap();
        assert_eq!(condition_of(&def, "plain"), Value::Null);
        assert_eq!(condition_of(&def, "own")["required"], json!(["b"]));
    }

    #[test]
    fn a_use_requires_the_items_it_names_and_refuses_a_name_the_fragment_lacks() {
        let form = |require: Value| {
            json!({ "formId": "f", "title": "F", "sections": [
                { "title": "S", "items": [{ "use": "tables_items", "require": require }] }
            ] })
        };
        let mut fragments = fragments();
        fragments.insert(
            "tables_items".into(),
            json!({ "fragment": "tables_items", "items": [
                { "prop": "plain", "type": "input", "label": "甲", "rules": [{ "max": 10 }] }
            ] }),
        );
        let def = FormDef::parse(&form(json!(["plain"])), &fragments).unwrap();
        let rules = &def.item("plain").unwrap().rules;
        assert!(rules[0].required, "{rules:?}");
        assert_eq!(rules[1].max, Some(10));
        let loose = FormDef::parse(&form(json!([])), &fragments).unwrap();
        assert!(!loose
            .item("plain")
            .unwrap()
            .rules
            .iter()
            .any(|r| r.required));
        assert!(matches!(
            FormDef::parse(&form(json!(["missing"])), &fragments),
            Err(crate::form::FormError::BadItem { .. })
        ));
    }

    #[test]
    fn a_conditional_require_on_columns_is_the_table_s_and_names_real_columns() {
        let form = |require: Value| {
            json!({ "formId": "f", "title": "F", "sections": [{ "title": "S", "items": [
                { "prop": "rows", "type": "table", "label": "表", "columns": [
                    { "use": "tables_items", "require": require,
                      "requireWhen": { "properties": { "kind": { "const": "1" } } } }] }] }] })
        };
        let mut fragments = fragments();
        fragments.insert(
            "tables_items".into(),
            json!({ "fragment": "tables_items", "items": [
                { "prop": "plain", "type": "input", "label": "甲" }
            ] }),
        );
        let def = FormDef::parse(&form(json!(["plain"])), &fragments).unwrap();
        let table = def.item("rows").unwrap();
        assert_eq!(table.rows_required_when.len(), 1);
        assert_eq!(table.rows_required_when[0].1, vec!["plain".to_owned()]);
        let column = crate::form::columns(table).next().unwrap();
        assert!(!column.rules.iter().any(|r| r.required));
        assert!(column.required_when.is_none());
        assert!(matches!(
            FormDef::parse(&form(json!(["missing"])), &fragments),
            Err(crate::form::FormError::BadItem { .. })
        ));
    }
}
