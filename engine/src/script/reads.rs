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
