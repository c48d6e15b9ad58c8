//! A small typed form of the code vmfc generates inside function bodies,
//! and its printer: it owns the `/*@ ... */` and `/* ... */` markers (text
//! inside is made comment-safe), indentation, and records where each label
//! lands so that the report can name the generated line of every goal.

use crate::transform::checks::Label;

/// A generated statement.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Stmt {
    /// `/* vmfc: TEXT */`
    Comment(String),
    /// `/*@ assert LABEL: PRED; */`
    Assert(Label, String),
    /// `/*@ check LABEL: PRED; */` (proved, not assumed afterwards)
    Check(Label, String),
    /// `/*@ admit PRED; */` (assumed)
    Admit(String),
    /// C code that changes vmfc's state (`VM_level`, the counters, ...):
    /// C, not ghost, so that Frama-C rejects any write to the state from
    /// the user's ghost code (CODE ends with `;` or `}`).
    State(String),
    /// A C statement or declaration, as text.
    Code(String),
    /// A C statement that evaluates the user's text at a byte offset of
    /// the input (an argument of a rewritten call): its line maps there,
    /// so a run-time check of that text is reported at the argument.
    CodeAt(String, usize),
    /// `{ /* vmfc: COMMENT */ ... }`
    Block(Option<String>, Vec<Stmt>),
    /// `if (COND) { ... }`
    If(String, Vec<Stmt>),
}

/// Printed statements, the byte offset in the text of each label, and
/// of each line that maps to its own input offset (`Stmt::CodeAt`).
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct Printed {
    pub text: String,
    pub labels: Vec<(Label, usize)>,
    pub origins: Vec<(usize, usize)>,
}

/// Make text safe inside a C comment (and on one line).
pub(crate) fn comment_safe(s: &str) -> String {
    s.replace("*/", "* /")
        .replace("/*", "/ *")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Make an ACSL text safe inside `/*@ ... */`: the check pass rejects user
/// terms holding `*/`, so a change here can only turn a vmfc bug into a
/// Frama-C syntax error, never into code.
fn acsl_safe(s: &str) -> String {
    s.replace("*/", "* /")
}

/// Print statements; the first line is not indented (the caller's position
/// is), the following ones are indented by `indent`.
pub(crate) fn print(stmts: &[Stmt], indent: &str) -> Printed {
    let mut p = Printed::default();
    for (i, s) in stmts.iter().enumerate() {
        if i > 0 {
            p.text.push('\n');
            p.text.push_str(indent);
        }
        print_one(s, indent, &mut p);
    }
    p
}

fn print_one(s: &Stmt, indent: &str, p: &mut Printed) {
    match s {
        Stmt::Comment(c) => p.text.push_str(&format!("/* vmfc: {} */", comment_safe(c))),
        Stmt::Assert(l, pred) | Stmt::Check(l, pred) => {
            let word = if matches!(s, Stmt::Assert(..)) {
                "assert"
            } else {
                "check"
            };
            p.text.push_str(&format!("/*@ {word} "));
            p.labels.push((l.clone(), p.text.len()));
            p.text.push_str(&format!("{l}: {}; */", acsl_safe(pred)));
        }
        Stmt::Admit(pred) => p
            .text
            .push_str(&format!("/*@ admit {}; */", acsl_safe(pred))),
        Stmt::State(code) => p.text.push_str(code),
        Stmt::Code(c) => p.text.push_str(c),
        Stmt::CodeAt(c, origin) => {
            p.origins.push((p.text.len(), *origin));
            p.text.push_str(c);
        }
        Stmt::Block(comment, body) => {
            p.text.push('{');
            if let Some(c) = comment {
                p.text
                    .push_str(&format!(" /* vmfc: {} */", comment_safe(c)));
            }
            nested(body, indent, p);
        }
        Stmt::If(cond, body) => {
            p.text.push_str(&format!("if ({cond}) {{"));
            nested(body, indent, p);
        }
    }
}

/// The body of a block and its closing brace.
fn nested(body: &[Stmt], indent: &str, p: &mut Printed) {
    let inner = format!("{indent}  ");
    for s in body {
        p.text.push('\n');
        p.text.push_str(&inner);
        print_one(s, &inner, p);
    }
    p.text.push('\n');
    p.text.push_str(indent);
    p.text.push('}');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transform::checks::CheckKind;

    #[test]
    fn prints_blocks_with_labels() {
        let l = Label {
            kind: CheckKind::SendTag,
            call: None,
            line: 3,
            col: 5,
            n: 1,
        };
        let stmts = vec![
            Stmt::Block(
                Some("MPI_Send(...); */ x".into()),
                vec![
                    Stmt::Code("int VM_tag = 1;".into()),
                    Stmt::If(
                        "VM_dest != MPI_PROC_NULL".into(),
                        vec![Stmt::Assert(l.clone(), "VM_tag == 1".into())],
                    ),
                ],
            ),
            Stmt::State("VM_level = 0;".into()),
        ];
        let p = print(&stmts, "  ");
        assert_eq!(
            p.text,
            "{ /* vmfc: MPI_Send(...); * / x */\n    int VM_tag = 1;\n    if (VM_dest != MPI_PROC_NULL) {\n      /*@ assert VM_send_tag_3_5: VM_tag == 1; */\n    }\n  }\n  VM_level = 0;"
        );
        let (label, at) = &p.labels[0];
        assert_eq!(label, &l);
        assert!(p.text[*at..].starts_with("VM_send_tag_3_5:"));
    }
}
