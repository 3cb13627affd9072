//! What is wrong with a definition, and where: flow, node, field, script and line.

use std::fmt;

/// One problem found in a definition.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Problem {
    pub app_id: String,
    pub node: Option<String>,
    pub field: Option<String>,
    pub script: Option<String>,
    pub line: Option<usize>,
    pub message: String,
}

impl Problem {
    pub fn new(app_id: &str, message: impl Into<String>) -> Problem {
        Problem {
            app_id: app_id.to_owned(),
            message: message.into(),
            ..Problem::default()
        }
    }

    pub fn node(mut self, node: &str) -> Problem {
        self.node = Some(node.to_owned());
        self
    }

    pub fn field(mut self, field: &str) -> Problem {
        self.field = Some(field.to_owned());
        self
    }

    pub fn script(mut self, script: &str, line: Option<usize>) -> Problem {
        self.script = Some(script.to_owned());
        self.line = line;
        self
    }

    /// Where the problem is, as `flows/scripts/x.rhai:3` or `flows/550004.json`.
    pub fn location(&self) -> String {
        match (&self.script, self.line) {
            (Some(s), Some(l)) if !s.contains(':') => format!("flows/scripts/{s}.rhai:{l}"),
            (Some(s), None) if !s.contains(':') => format!("flows/scripts/{s}.rhai"),
            _ => format!("flows/{}.json", self.app_id),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "flow {}", self.app_id)?;
        if let Some(node) = &self.node {
            write!(f, ", node `{node}`")?;
        }
        if let Some(script) = &self.script {
            write!(f, ", script `{script}`")?;
        }
        if let Some(line) = self.line {
            write!(f, " line {line}")?;
        }
        if let Some(field) = &self.field {
            write!(f, ", field `{field}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// A refused definition: every problem found, not only the first.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{} problem(s) in the definition: {}", problems.len(), problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct DefinitionError {
    pub problems: Vec<Problem>,
}
