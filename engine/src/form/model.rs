//! The form DSL as written in `forms/*.json` (see `forms/README.md`). Serde reads it; `parse`
//! in `mod.rs` resolves fragments and checks it into a `FormDef`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FormFile {
    pub form_id: String,
    pub title: String,
    #[serde(default = "first_version")]
    pub version: u32,
    #[serde(default)]
    pub description: Option<String>,
    pub sections: Vec<SectionEntry>,
    /// The prop of the company name the registry look-up starts from (02 §4 form lock): as
    /// `lookup: "company"` on that item, for a name that comes from a shared fragment.
    #[serde(default)]
    pub company_lookup: Option<String>,
    /// nodeId (or `*`) → what the node may see and change.
    #[serde(default)]
    pub access: BTreeMap<String, NodeAccess>,
}

fn first_version() -> u32 {
    1
}

/// A section, or `{"use": "<fragment>"}` standing for the sections of a fragment.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum SectionEntry {
    Use(UseFragment),
    Section(Section),
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct UseFragment {
    #[serde(rename = "use")]
    pub fragment: String,
    /// Shows the fragment's items only when this condition holds (JSON Schema, like an
    /// item's `visibleWhen`).
    #[serde(
        default,
        rename = "visibleWhen",
        skip_serializing_if = "Option::is_none"
    )]
    pub visible_when: Option<Value>,
    /// Items of the fragment this form requires although the fragment leaves them optional
    /// (the company forms' patent fields, optional on 550200).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub require: Vec<String>,
    /// `require` only while the form data matches this condition (JSON Schema on the whole
    /// form, for a table's columns too): the company forms' patent fields, relaxed on a change
    /// of the board information.
    #[serde(
        default,
        rename = "requireWhen",
        skip_serializing_if = "Option::is_none"
    )]
    pub require_when: Option<Value>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Section {
    #[serde(default)]
    pub id: Option<String>,
    pub title: String,
    pub items: Vec<ItemEntry>,
}

/// An item, or `{"use": "<fragment>"}` standing for the items of a fragment.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum ItemEntry {
    Use(UseFragment),
    Item(Box<Item>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ItemType {
    Input,
    Textarea,
    Number,
    Amount,
    Select,
    Radio,
    Checkbox,
    Switch,
    LazySelect,
    Date,
    DateRange,
    Area,
    /// A chain of keys of one dictionary, each the parent of the next (the industry).
    Cascader,
    Upload,
    HolderSearch,
    MultiLineSearch,
    Table,
    Title,
    Image,
    RichText,
    /// The listed company's three-year financial tables (02 §3, §5): `form::finance`.
    FinanceTable,
    /// A member's or a company's attachment list (03 §3 "Attachment row", §5): expanded at
    /// parse into a table of fixed columns (`form::attachment`).
    AttachmentList,
    /// The specialised-and-innovative scoring table (03 §2): `form::scoring`.
    ScoringTable,
    /// The fund share-transfer project picker (03 §2, §3): expanded at parse into a table of
    /// fixed columns (`form::transfer_projects`).
    TransferProjects,
}

impl ItemType {
    /// Title and image blocks show something but hold no value.
    pub fn holds_value(self) -> bool {
        !matches!(self, ItemType::Title | ItemType::Image)
    }

    /// Whether the required message asks to choose rather than to type.
    pub fn is_choice(self) -> bool {
        matches!(
            self,
            ItemType::Select
                | ItemType::Radio
                | ItemType::Checkbox
                | ItemType::LazySelect
                | ItemType::Date
                | ItemType::DateRange
                | ItemType::Area
                | ItemType::Cascader
                | ItemType::HolderSearch
        )
    }
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Item {
    pub prop: String,
    #[serde(rename = "type")]
    pub kind: ItemType,
    pub label: String,
    #[serde(default)]
    pub rules: Vec<Rule>,
    #[serde(default)]
    pub inside_data: Option<InsideData>,
    #[serde(default)]
    pub default: Option<Value>,
    #[serde(default)]
    pub disabled: bool,
    #[serde(default)]
    pub is_hide: bool,
    /// A JSON Schema fragment the form data must match for the item to show.
    #[serde(default)]
    pub visible_when: Option<Value>,
    /// A JSON Schema fragment; when the data matches it the item is required.
    #[serde(default)]
    pub required_when: Option<Value>,
    /// A table's columns required while the form matches a condition (a column `use` with
    /// `require` and `requireWhen`): set when fragments are resolved, never written.
    #[serde(skip)]
    pub rows_required_when: Vec<(Value, Vec<String>)>,
    #[serde(default)]
    pub placeholder: Option<String>,
    #[serde(default)]
    pub help: Option<String>,
    /// Upload: allowed extensions.
    #[serde(default)]
    pub accept: Option<Vec<String>>,
    /// Upload: largest file in MB.
    #[serde(default)]
    pub max_size: Option<u32>,
    /// Upload: most files.
    #[serde(default)]
    pub max_count: Option<u32>,
    /// Upload: the table (a top-level table item of the same form, by prop) whose rows an
    /// uploaded Excel file replaces (the bulk import of 01 §7).
    #[serde(default)]
    pub import_to: Option<String>,
    /// Lazy select column: the sibling columns the chosen option fills, each from a key of the
    /// option's record (a member provider's 服务方全称 from the member list's `chineseName`);
    /// the target `*` takes an object of the record as the row's other cells (a filed bond's
    /// row, 550081).
    #[serde(default)]
    pub fills: BTreeMap<String, String>,
    /// Table column: read-only in the rows that match this condition (JSON Schema on the row;
    /// a member provider's name is the member's, 03 §4).
    #[serde(default)]
    pub readonly_when: Option<Value>,
    /// Table column: the sibling columns emptied when this one changes (a service row set to
    /// 已终止 clears its end date and reason, 02 §4).
    #[serde(default)]
    pub resets: Vec<String>,
    /// Input: `company` makes the item the company name of a registry look-up (02 §4 form
    /// lock): with the form's `idType` and `idNumber` it fills the form from the register.
    #[serde(default)]
    pub lookup: Option<String>,
    /// Amount: `yuan` (two decimals) or `tenThousand` (six decimals).
    #[serde(default)]
    pub unit: Option<String>,
    /// Date: refuse dates after today.
    #[serde(default)]
    pub no_future: bool,
    /// Date: the picker offers no day before yesterday (03 §5 the raise dates). A picker
    /// rule only: a date chosen at apply stays valid while the application is reviewed.
    #[serde(default)]
    pub no_past: bool,
    /// Checkbox: the option that stands alone (无): choosing it clears the others, which are
    /// disabled while it is chosen (02 §4).
    #[serde(default)]
    pub exclusive: Option<String>,
    /// The browser's widget when not the type's own: one of `compile::ui::WIDGETS` (the
    /// periodic report's disclosure scope and its designees, which draw their own read-only
    /// text and look up the enterprise's circles).
    #[serde(default)]
    pub widget: Option<String>,
    /// Table: the items of a row.
    #[serde(default)]
    pub columns: Vec<ItemEntry>,
    #[serde(default)]
    pub min_rows: Option<u32>,
    #[serde(default)]
    pub max_rows: Option<u32>,
    /// Table: rows that are always there and cannot be removed.
    #[serde(default)]
    pub fixed_rows: Option<Vec<Value>>,
    /// Table: columns whose values together may not repeat across rows.
    #[serde(default)]
    pub unique_by: Vec<String>,
    /// Table: rows are edited in a dialog.
    #[serde(default)]
    pub row_dialog: bool,
    /// Table: the named rules that read several fields of a row (`bond`: 03 §5 "Bond save
    /// checks", `form::bond`), compiled to `x-rowChecks`.
    #[serde(default)]
    pub row_checks: Option<String>,
    /// Table: the form's item (by prop) that must be filled before a row is added; the
    /// browser refuses with that item's required message (请先选择备案项目！, 03 §5).
    #[serde(default)]
    pub add_after: Option<String>,
    /// Image: the picture's address.
    #[serde(default)]
    pub src: Option<String>,
    /// Columns of the section's 24-column grid the item takes (default: half, tables whole).
    #[serde(default)]
    pub span: Option<u8>,
    /// Finance table: the cells (by backend name, `lastYearTotalAssets`) that must be filled.
    #[serde(default)]
    pub required_cells: Vec<String>,
    /// Finance table: the cells (by backend name) that are never filled.
    #[serde(default)]
    pub disabled_cells: Vec<String>,
    /// Attachment list: whose materials (`1` a member, `2` a company, 03 §3).
    #[serde(default)]
    pub obj_type: Option<String>,
    /// Attachment list: the business parameter (`param-biz`) whose value lists the accepted
    /// file types (03 §5).
    #[serde(default)]
    pub param_key: Option<String>,
    /// Scoring table: the indicators and the static tables beside them (`form::scoring`).
    #[serde(default)]
    pub scoring: Option<super::scoring::ScoringSpec>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Rule {
    #[serde(default)]
    pub required: bool,
    #[serde(default)]
    pub pattern: Option<String>,
    /// Text: least characters; table: least rows.
    #[serde(default)]
    pub min: Option<u64>,
    /// Text: most characters; table: most rows.
    #[serde(default)]
    pub max: Option<u64>,
    /// A named validator of `engine::validate`.
    #[serde(default)]
    pub validator: Option<String>,
    /// The validator's options: `int` and `dec` digits for the number validators.
    #[serde(default)]
    pub options: Option<BTreeMap<String, Value>>,
    #[serde(default)]
    pub message: Option<String>,
    /// A JSON Schema fragment the form data (a table's row for a column) must match for this
    /// rule to apply: the id number checked as a citizen id when the id type is 身份证.
    /// Only with `validator` or `pattern`; the message is the validator's own.
    #[serde(default)]
    pub when: Option<Value>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InsideData {
    pub data_type: DataType,
    #[serde(default)]
    pub dic_key_word: Option<String>,
    /// Options shown but not choosable in an applicant's form (02 §5: the qualifications the
    /// registry records itself); a value already held still reads as its label.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disabled_values: Vec<String>,
    #[serde(default)]
    pub data_list: Option<Vec<Choice>>,
    #[serde(default)]
    pub url: Option<String>,
    #[serde(default)]
    pub ajax_method: Option<String>,
    #[serde(default)]
    pub props_key: Option<PropsKey>,
    #[serde(default)]
    pub query_config: Option<Value>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum DataType {
    Static,
    Dic,
    Remote,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Choice {
    pub value: Value,
    pub label: String,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PropsKey {
    pub value: String,
    pub label: String,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    Edit,
    #[default]
    Readonly,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NodeAccess {
    #[serde(default)]
    pub mode: Mode,
    /// Fields that stay editable in a read-only node.
    #[serde(default)]
    pub editable: Vec<String>,
    /// Fields that stay read-only in an editing node.
    #[serde(default)]
    pub readonly: Vec<String>,
    /// Fields not shown at this node.
    #[serde(default)]
    pub hidden: Vec<String>,
    /// Fields this node requires whatever the item says (the memo of a review node).
    #[serde(default)]
    pub required: Vec<String>,
}
