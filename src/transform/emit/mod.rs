//! Emission: the checked program becomes span edits on the original text.
//! Every generated goal gets a typed label (`checks::Label`) registered
//! here with its message; the edits carry the labels as marks so that the
//! output line of each is known after the edits are applied.

pub(crate) mod assumptions;
pub(crate) mod code;
pub(crate) mod coll;
pub(crate) mod comm;
pub(crate) mod contract;
pub(crate) mod defs;
mod frame;
pub(crate) mod naming;
pub(crate) mod obligations;
pub(crate) mod program;
pub(crate) mod regions;
mod sendable;
pub(crate) mod subst;
pub(crate) mod universals;
pub(crate) mod user_call;

use super::checks::{CheckKind, Label};
use crate::cfront::Frontend;
use crate::edit::Edit;
use crate::mpi::Comm;
use crate::source::Span;
use code::{Printed, Stmt};
use serde::Serialize;
use std::collections::HashMap;

/// One generated goal: its label, the function holding it, and what must
/// hold in the user's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    pub label: Label,
    /// The function holding the goal (`None` for a frame lemma, which is global).
    pub function: Option<String>,
    pub message: String,
    /// For the checks that a region or a collective call is next in the
    /// region sequence: the conditions it runs under (`guards`).
    pub conditions: Vec<super::guards::Condition>,
    /// For a check that compares an argument of a call with a region's
    /// definition: where each is written.
    pub sides: Option<Sides>,
}

/// The two sides of a check that compares an argument with a definition,
/// as spans of the input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sides {
    /// The argument (`TAG + 1`); `None` for a count of messages at the end
    /// of a region, which no one argument gives.
    pub arg: Option<Span>,
    /// The definition it must equal (`msgtag(s, d, k) = ...;`), if any.
    pub def: Option<Span>,
}

impl Serialize for Check {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Check", 6)?;
        st.serialize_field("label", &self.label.to_string())?;
        st.serialize_field("kind", &self.label.kind_name())?;
        st.serialize_field("function", &self.function)?;
        st.serialize_field("message", &self.message)?;
        st.serialize_field("line", &self.label.line)?;
        st.serialize_field("col", &self.label.col)?;
        st.end()
    }
}

/// A user property that vmfc named (verification runs): its name and place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UserName {
    pub name: String,
    pub line: usize,
    pub col: usize,
}

/// Accumulates the edits and checks of one output file.
pub(crate) struct Emitter<'a> {
    pub fe: &'a Frontend,
    edits: Vec<Edit>,
    pub checks: Vec<Check>,
    counts: HashMap<(String, usize, usize), usize>,
    /// Names given to unnamed user properties.
    pub user_names: Vec<UserName>,
    /// Everything generated at file scope (declarations and lemmas).
    pub globals: String,
    /// The remainders to rewrite, and those rewritten in copied code.
    rems: &'a [super::remainders::Site],
    rems_copied: std::cell::RefCell<Vec<usize>>,
}

impl<'a> Emitter<'a> {
    pub(crate) fn new(fe: &'a Frontend) -> Self {
        Emitter {
            fe,
            edits: Vec::new(),
            checks: Vec::new(),
            counts: HashMap::new(),
            user_names: Vec::new(),
            globals: String::new(),
            rems: &[],
            rems_copied: Default::default(),
        }
    }

    /// The remainders to rewrite (`remainders`).
    pub(crate) fn with_remainders(mut self, rems: &'a [super::remainders::Site]) -> Self {
        self.rems = rems;
        self
    }

    /// C text of `span` that generated code evaluates in place of the
    /// original (an MPI call's argument): its remainders rewritten.
    pub(crate) fn code(&self, span: &Span) -> String {
        let mut used = self.rems_copied.borrow_mut();
        super::remainders::rewrite(self.rems, span, self.src(span), &mut used)
    }

    /// A fresh label for a check at `origin`, registered with its message.
    pub(crate) fn label(
        &mut self,
        function: Option<&str>,
        kind: CheckKind,
        call: Option<Comm>,
        origin: usize,
        message: impl Into<String>,
    ) -> Label {
        let (line, col) = self.fe.file.line_col(origin);
        let mut label = Label {
            kind,
            call,
            line,
            col,
            n: 1,
        };
        let n = self
            .counts
            .entry((label.kind_name(), line, col))
            .or_insert(0);
        *n += 1;
        label.n = *n;
        let conditions = match (kind, function) {
            (CheckKind::CallSequence | CheckKind::BeginRegionSequence, Some(f)) => {
                super::guards::conditions_at(self.fe, f, origin)
            }
            _ => Vec::new(),
        };
        self.checks.push(Check {
            label: label.clone(),
            function: function.map(str::to_string),
            message: message.into(),
            conditions,
            sides: None,
        });
        label
    }

    /// Say which argument and which definition the last check compares.
    pub(crate) fn compares(&mut self, sides: Sides) {
        if let Some(c) = self.checks.last_mut() {
            c.sides = Some(sides);
        }
    }

    /// `Stmt::Assert` with a fresh label.
    pub(crate) fn assert(
        &mut self,
        function: &str,
        kind: CheckKind,
        call: Option<Comm>,
        origin: usize,
        message: impl Into<String>,
        pred: impl Into<String>,
    ) -> Stmt {
        Stmt::Assert(
            self.label(Some(function), kind, call, origin, message),
            pred.into(),
        )
    }

    /// Replace `range` by printed statements (lines after the first indented by `indent`).
    pub(crate) fn replace(&mut self, range: Span, stmts: &[Stmt], indent: &str, origin: usize) {
        let p = code::print(stmts, indent);
        self.push_printed(range, p, String::new(), origin);
    }

    /// Insert printed statements at `at`, followed by `trailing`.
    pub(crate) fn insert(
        &mut self,
        at: usize,
        stmts: &[Stmt],
        indent: &str,
        trailing: String,
        origin: usize,
    ) {
        let p = code::print(stmts, indent);
        self.push_printed(at..at, p, trailing, origin);
    }

    fn push_printed(&mut self, range: Span, p: Printed, trailing: String, origin: usize) {
        let marks = p
            .labels
            .iter()
            .map(|(l, at)| (*at, l.to_string()))
            .collect();
        self.edits.push(
            Edit::replace(range, p.text + &trailing, origin)
                .with_marks(marks)
                .with_origins(p.origins),
        );
    }

    pub(crate) fn edit(&mut self, e: Edit) {
        self.edits.push(e);
    }

    /// A file-scope insertion (recorded in `globals`).
    pub(crate) fn global(&mut self, e: Edit) {
        self.globals.push_str(&e.text);
        self.edits.push(e);
    }

    pub(crate) fn into_parts(mut self) -> (Vec<Edit>, Vec<Check>, Vec<UserName>, String) {
        // A remainder copied into code that replaces its text is rewritten
        // there; every other one is rewritten in place (inside a replaced
        // text, that is an overlap, reported: never lost).
        let copied = self.rems_copied.take();
        let replaced: Vec<Span> = (self.edits.iter())
            .filter(|e| e.range.start < e.range.end)
            .map(|e| e.range.clone())
            .collect();
        for (i, site) in self.rems.iter().enumerate() {
            let r = site.range();
            let inside = replaced
                .iter()
                .any(|e| e.start <= r.start && r.end <= e.end);
            if !(copied.contains(&i) && inside) {
                self.edits.extend(site.edits());
            }
        }
        (self.edits, self.checks, self.user_names, self.globals)
    }

    /// Text of an annotation span (with `@` blanked), from its comment.
    pub(crate) fn annot_text(&self, span: &Span) -> String {
        annot_text(self.fe, span)
    }

    /// Original source text of a span.
    pub(crate) fn src(&self, span: &Span) -> &'a str {
        &self.fe.file.text[span.clone()]
    }

    /// Leading whitespace of the line holding `offset`.
    pub(crate) fn indent_at(&self, offset: usize) -> String {
        self.fe.file.indent_at(offset).to_string()
    }
}

/// Text of an annotation span (with `@` blanked), from its comment.
pub(crate) fn annot_text(fe: &Frontend, span: &Span) -> String {
    for c in &fe.comments {
        let end = c.content_start + c.content.len();
        if span.start >= c.content_start && span.end <= end {
            return c.content[span.start - c.content_start..span.end - c.content_start].to_string();
        }
    }
    fe.file.text[span.clone()].to_string()
}
