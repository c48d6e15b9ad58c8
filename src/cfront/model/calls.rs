//! The calls the C front end finds: where each is evaluated, its
//! arguments, and the calls C leaves unsequenced against other operands.

use crate::cfront::types::CType;

/// A call in an expression.
#[derive(Debug, Clone)]
pub struct CallRef {
    /// The callee (`None`: a call through a pointer).
    pub callee: Option<String>,
    pub pp_at: usize,
    /// An argument may point to memory the callee could write.
    pub ptr_args: bool,
}

/// A call evaluated in an order C leaves open against other operands.
#[derive(Debug, Clone)]
pub struct Unsequenced {
    pub call: CallRef,
    /// The other operands read or write memory other than locals ...
    pub other_mem: bool,
    /// ... write it ...
    pub other_write: bool,
    /// ... read or write these locals (memory too if their address is taken) ...
    pub other_locals: Vec<String>,
    /// ... or make these calls.
    pub other_calls: Vec<CallRef>,
}

/// Where in its statement a call is evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StmtKind {
    /// `e;` (`whole` when the call is all of `e`).
    Expr {
        whole: bool,
    },
    Decl,
    Return,
    /// In the condition of an `if`.
    IfCond,
    /// In the controlling expression of a `switch`.
    SwitchCond,
    /// In a loop header (condition, `for` clauses): evaluated repeatedly.
    LoopHeader,
}

/// A call of a named function.
#[derive(Debug, Clone)]
pub struct CallSite {
    pub callee: String,
    /// The callee identifier.
    pub pp_callee: usize,
    /// The whole call expression.
    pub pp_span: (usize, usize),
    pub args: Vec<Arg>,
    pub stmt: StmtKind,
    /// The innermost enclosing statement (or declaration).
    pub pp_stmt: (usize, usize),
    /// The statement is the direct body of `if`/`else`/a loop/a label (no braces).
    pub stmt_is_substatement: bool,
    /// Evaluated only under a condition (`&&`, `||`, `?:` branch, `sizeof`).
    pub conditional: bool,
    /// Other calls (of any function) are evaluated in the same statement.
    pub stmt_has_other_calls: bool,
    /// Evaluating the statement has no effect but this call (and the
    /// assignment of its result): the arguments have the same values
    /// before the statement as at the call.
    pub effect_free: bool,
}

/// One argument of a call.
#[derive(Debug, Clone)]
pub struct Arg {
    pub pp_span: (usize, usize),
    /// No assignment, increment, call or statement expression inside.
    pub pure: bool,
    /// Read as an ACSL term, it has the value C passes (`acsl_exact`).
    pub exact: bool,
    pub ty: CType,
    /// The argument's address is inside a structure member (`&s.x`,
    /// `s.a`, `&p->a[i]`, `s.a + i`, through casts).
    pub member: Option<Member>,
}

/// A structure member an address points into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Member {
    /// A member that is not an array: one object.
    Scalar,
    /// An array member: its length (when written as a literal) and the
    /// index the address is at (when a literal: `s.a` is at 0, `&s.a[2]`
    /// and `s.a + 2` at 2).
    Array { len: Option<u64>, at: Option<u64> },
    /// A pointer to a whole structure, cast to another pointer type.
    Record,
}
