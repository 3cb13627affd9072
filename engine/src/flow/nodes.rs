//! The nodes phase of parsing: each raw node becomes a [`Node`] of its kind, with a problem
//! for every field that is missing, wrong, or does not apply to that kind.

use std::collections::HashMap;
use std::str::FromStr;

use rust_decimal::Decimal;

use super::model::{RawAssignee, RawCountersign, RawNode};
use super::parse::Parse;
use super::{ActionKind, Assignee, Countersign, Node, NodeKind, Outcome, UserTask};

impl Parse<'_> {
    /// The nodes in order, and each id's index (the first node of an id wins).
    pub(super) fn nodes(&mut self, raw: &[RawNode]) -> (HashMap<String, usize>, Vec<Node>) {
        let mut index = HashMap::new();
        for (i, node) in raw.iter().enumerate() {
            if index.insert(node.id.clone(), i).is_some() {
                self.push(self.problem("two nodes have this id").node(&node.id));
            }
        }
        let nodes = raw.iter().map(|node| self.node(node, &index)).collect();
        (index, nodes)
    }

    /// The single start node; `None` (with the problem) when there is none or more than one.
    pub(super) fn start(&mut self, nodes: &[Node]) -> Option<usize> {
        let starts: Vec<usize> = (0..nodes.len())
            .filter(|&i| nodes[i].kind == NodeKind::Start)
            .collect();
        match starts.as_slice() {
            [s] => Some(*s),
            [] => {
                self.push(self.problem("the flow has no start node"));
                None
            }
            _ => {
                self.push(self.problem("the flow has more than one start node"));
                None
            }
        }
    }

    /// The end of an outcome; rejects and withdrawals need exactly one.
    pub(super) fn end_of(&mut self, nodes: &[Node], outcome: Outcome) -> Option<usize> {
        let ends: Vec<usize> = (0..nodes.len())
            .filter(|&i| nodes[i].kind == NodeKind::End { outcome })
            .collect();
        if ends.len() > 1 {
            self.push(self.problem(format!(
                "more than one end with outcome {outcome:?}; rejects and withdrawals need exactly one"
            )));
        }
        ends.first().copied()
    }

    fn node_problem(&mut self, raw: &RawNode, message: impl Into<String>) {
        self.push(self.problem(message).node(&raw.id));
    }

    fn node(&mut self, raw: &RawNode, index: &HashMap<String, usize>) -> Node {
        let kind = match raw.kind.as_str() {
            "start" => NodeKind::Start,
            "userTask" => NodeKind::UserTask(self.user_task(raw, index)),
            "exclusiveGateway" => NodeKind::ExclusiveGateway,
            "parallelGateway" => self.parallel_gateway(raw),
            "serviceTask" => self.service_task(raw),
            "end" => self.end(raw),
            other => {
                self.node_problem(raw, format!("unknown node kind `{other}`"));
                NodeKind::ExclusiveGateway
            }
        };
        if !matches!(kind, NodeKind::UserTask(_)) {
            for (field, present) in [
                ("assignee", raw.assignee.is_some()),
                ("actions", raw.actions.is_some()),
                ("returnTo", !raw.return_to.is_empty()),
            ] {
                if present {
                    self.node_problem(raw, format!("`{field}` applies to user tasks only"));
                }
            }
        }
        Node {
            id: raw.id.clone(),
            name: raw.name.clone().unwrap_or_else(|| raw.id.clone()),
            kind,
            region: None,
        }
    }

    /// A field given to a kind of node it does not apply to.
    fn unexpected(&mut self, raw: &RawNode, field: &str, present: bool) {
        if present {
            let message = format!("`{field}` does not apply to a {} node", raw.kind);
            self.node_problem(raw, message);
        }
    }

    fn user_task(&mut self, raw: &RawNode, index: &HashMap<String, usize>) -> UserTask {
        self.unexpected(raw, "effect", raw.effect.is_some());
        self.unexpected(raw, "outcome", raw.outcome.is_some());
        self.unexpected(raw, "countersign", raw.countersign.is_some());
        let assignee = match &raw.assignee {
            Some(RawAssignee::Named(n)) if n == "applicant" => Assignee::Applicant,
            Some(RawAssignee::Roles { roles }) if !roles.is_empty() => {
                Assignee::Roles(roles.clone())
            }
            _ => {
                self.node_problem(
                    raw,
                    "a user task needs `assignee`: \"applicant\" or {\"roles\": [..]}",
                );
                Assignee::Applicant
            }
        };
        let actions = match &raw.actions {
            Some(names) => names
                .iter()
                .filter_map(|n| match ActionKind::parse(n) {
                    Some(ActionKind::Start) | None => {
                        self.node_problem(raw, format!("unknown action `{n}`"));
                        None
                    }
                    Some(a) => Some(a),
                })
                .collect(),
            None if assignee == Assignee::Applicant => {
                vec![ActionKind::Save, ActionKind::Submit, ActionKind::Withdraw]
            }
            None if raw.return_to.is_empty() => vec![ActionKind::Approve, ActionKind::Reject],
            None => vec![ActionKind::Approve, ActionKind::Return, ActionKind::Reject],
        };
        let return_to = raw
            .return_to
            .iter()
            .filter_map(|t| {
                let found = index.get(t).copied();
                if found.is_none() {
                    self.node_problem(raw, format!("return target `{t}` is not a node"));
                }
                found
            })
            .collect();
        UserTask {
            assignee,
            actions,
            return_to,
        }
    }

    fn parallel_gateway(&mut self, raw: &RawNode) -> NodeKind {
        match raw.direction.as_deref() {
            Some("fork") => {
                self.unexpected(raw, "countersign", raw.countersign.is_some());
                NodeKind::Fork
            }
            Some("join") => NodeKind::Join(match &raw.countersign {
                None => Countersign::All,
                Some(c) => self.countersign(raw, c),
            }),
            _ => {
                self.node_problem(raw, "a parallel gateway needs `direction`: fork or join");
                NodeKind::Fork
            }
        }
    }

    fn countersign(&mut self, raw: &RawNode, c: &RawCountersign) -> Countersign {
        match (c.mode.as_str(), &c.ratio) {
            ("all", None) => Countersign::All,
            ("any", None) => Countersign::Any,
            ("ratio", Some(r)) => match Decimal::from_str(r) {
                Ok(d) if d > Decimal::ZERO && d <= Decimal::ONE => Countersign::Ratio(d),
                _ => {
                    self.node_problem(
                        raw,
                        format!("countersign ratio `{r}` must be a decimal in (0, 1]"),
                    );
                    Countersign::All
                }
            },
            _ => {
                self.node_problem(raw, "countersign is {\"mode\": \"all\"}, {\"mode\": \"any\"} or {\"mode\": \"ratio\", \"ratio\": \"0.5\"}");
                Countersign::All
            }
        }
    }

    fn service_task(&mut self, raw: &RawNode) -> NodeKind {
        let Some(effect) = &raw.effect else {
            self.node_problem(raw, "a service task needs `effect`");
            return NodeKind::ServiceTask {
                effect: String::new(),
            };
        };
        if !self.catalogue.effects.contains(effect) {
            self.node_problem(
                raw,
                format!("effect `{effect}` is not one the server implements"),
            );
        }
        NodeKind::ServiceTask {
            effect: effect.clone(),
        }
    }

    fn end(&mut self, raw: &RawNode) -> NodeKind {
        match raw.outcome.as_deref().and_then(Outcome::parse) {
            Some(outcome) => NodeKind::End { outcome },
            None => {
                self.node_problem(
                    raw,
                    "an end needs `outcome`: approved, rejected or withdrawn",
                );
                NodeKind::End {
                    outcome: Outcome::Approved,
                }
            }
        }
    }
}
