//! Which form fields a compiled script reads: `form.x`, `form["x"]`, `form?.x`.

use rhai::{ASTNode, Expr, AST};

/// One read of a form field, with the line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldRead {
    pub field: String,
    pub line: usize,
}

/// Every top-level form field the script names, in source order.
pub fn form_reads(ast: &AST) -> Vec<FieldRead> {
    let mut reads = Vec::new();
    ast.walk(&mut |path: &[ASTNode]| {
        if let Some(ASTNode::Expr(expr)) = path.last() {
            if let Some(read) = read_of(expr) {
                reads.push(read);
            }
        }
        true
    });
    reads.sort_by_key(|r| r.line);
    reads.dedup();
    reads
}

fn read_of(expr: &Expr) -> Option<FieldRead> {
    let (Expr::Dot(chain, ..) | Expr::Index(chain, ..)) = expr else {
        return None;
    };
    let Expr::Variable(var, ..) = &chain.lhs else {
        return None;
    };
    if var.1.as_str() != "form" {
        return None;
    }
    // `form.a.b` nests as Dot(form, Dot(a, b)): the field is the first link of the rest.
    let mut first = &chain.rhs;
    while let Expr::Dot(rest, ..) | Expr::Index(rest, ..) = first {
        first = &rest.lhs;
    }
    let (field, pos) = match first {
        Expr::Property(prop, pos) => (prop.2.to_string(), *pos),
        Expr::StringConstant(name, pos) => (name.to_string(), *pos),
        _ => return None,
    };
    Some(FieldRead {
        field,
        line: pos.line().unwrap_or(0),
    })
}

/// The context keys a script reads: `ctx.x`, `ctx["x"]`, `ctx?.x`. Any other use of `ctx`
/// (passed whole to a function, indexed by a computed key, copied) reads all of it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ContextReads {
    /// These keys and no others (none at all when empty).
    #[default]
    None,
    Keys(std::collections::BTreeSet<String>),
    All,
}

impl ContextReads {
    /// What either reads.
    pub fn union(self, other: &ContextReads) -> ContextReads {
        match (self, other) {
            (ContextReads::All, _) | (_, ContextReads::All) => ContextReads::All,
            (ContextReads::None, other) => other.clone(),
            (this, ContextReads::None) => this,
            (ContextReads::Keys(mut mine), ContextReads::Keys(theirs)) => {
                mine.extend(theirs.iter().cloned());
                ContextReads::Keys(mine)
            }
        }
    }

    /// Whether `key` must be in the context.
    pub fn reads(&self, key: &str) -> bool {
        match self {
            ContextReads::None => false,
            ContextReads::Keys(keys) => keys.contains(key),
            ContextReads::All => true,
        }
    }
}

/// The context keys the script names; `All` when it uses `ctx` in any other way: every use
/// of the variable must be the head of a keyed read.
pub fn context_reads(ast: &AST) -> ContextReads {
    let (mut uses, mut keyed, mut keys) = (0usize, 0usize, std::collections::BTreeSet::new());
    ast.walk(&mut |path: &[ASTNode]| {
        if let Some(ASTNode::Expr(expr)) = path.last() {
            if matches!(expr, Expr::Variable(var, ..) if var.1.as_str() == "ctx") {
                uses += 1;
            } else if let Some(key) = first_link_of(expr, "ctx") {
                keyed += 1;
                keys.insert(key);
            }
        }
        true
    });
    match uses {
        0 => ContextReads::None,
        n if n == keyed => ContextReads::Keys(keys),
        _ => ContextReads::All,
    }
}

/// `name.x…`, `name["x"]…`, `name?.x…`: the first key read of the variable `name`.
fn first_link_of(expr: &Expr, name: &str) -> Option<String> {
    let (Expr::Dot(chain, ..) | Expr::Index(chain, ..)) = expr else {
        return None;
    };
    let Expr::Variable(var, ..) = &chain.lhs else {
        return None;
    };
    if var.1.as_str() != name {
        return None;
    }
    let mut first = &chain.rhs;
    while let Expr::Dot(rest, ..) | Expr::Index(rest, ..) = first {
        first = &rest.lhs;
    }
    match first {
        Expr::Property(prop, _) => Some(prop.2.to_string()),
        Expr::StringConstant(name, _) => Some(name.to_string()),
        _ => None,
    }
}
