//! Who may see and change which field at a node.

use super::model::{Mode, NodeAccess};
use super::FormDef;

/// Nodes where the applicant fills the form when a definition says nothing about access.
const APPLICANT_NODES: [&str; 2] = ["apply", "UpdateApplyApprove"];

/// Fields that belong to the approvers (审核结果, 审批意见): a node where the form is filled
/// (mode `edit`, the applicant's) never shows them, so an applicant can neither read them as
/// a box of their own nor send them (a submission that does is refused: 当前环节不能修改此项).
pub const APPROVERS_FIELDS: [&str; 2] = ["checkResult", "memo"];

/// The state of the task the form is opened for.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "camelCase")]
pub enum TaskState {
    /// To do: the node's access applies.
    #[default]
    Todo,
    /// 已处理: everything is read-only.
    Done,
}

impl TaskState {
    /// Reads the spec's `taskItemState` query value: `done`, `1` or `已处理` mean done.
    pub fn parse(value: Option<&str>) -> TaskState {
        match value.map(str::trim) {
            Some("done" | "1" | "已处理") => TaskState::Done,
            _ => TaskState::Todo,
        }
    }
}

/// The access of one node, resolved.
#[derive(Clone, Debug)]
pub struct Access {
    pub mode: Mode,
    entry: NodeAccess,
    done: bool,
}

impl Access {
    pub fn resolve(def: &FormDef, node_id: &str, state: TaskState) -> Access {
        let entry = def
            .access
            .get(node_id)
            .or_else(|| def.access.get("*"))
            .cloned()
            .unwrap_or_else(|| NodeAccess {
                mode: if APPLICANT_NODES.contains(&node_id) {
                    Mode::Edit
                } else {
                    Mode::Readonly
                },
                ..NodeAccess::default()
            });
        let done = state == TaskState::Done;
        let mode = if done { Mode::Readonly } else { entry.mode };
        Access { mode, entry, done }
    }

    pub fn hidden(&self, prop: &str) -> bool {
        self.entry.hidden.iter().any(|h| h == prop) || self.approvers_field_at_filling(prop)
    }

    /// An approvers' field at a node whose form is filled in (the applicant's).
    fn approvers_field_at_filling(&self, prop: &str) -> bool {
        self.entry.mode == Mode::Edit && APPROVERS_FIELDS.contains(&prop)
    }

    pub fn editable(&self, prop: &str) -> bool {
        let listed = |list: &[String]| list.iter().any(|p| p == prop);
        !self.done
            && !self.approvers_field_at_filling(prop)
            && match self.entry.mode {
                Mode::Edit => !listed(&self.entry.readonly),
                Mode::Readonly => listed(&self.entry.editable),
            }
    }

    pub fn required(&self, prop: &str) -> bool {
        self.entry.required.iter().any(|r| r == prop)
    }
}
