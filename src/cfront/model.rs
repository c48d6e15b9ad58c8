//! What the C front end knows about the program: functions, their calls and
//! jumps, globals and constants. Positions are offsets in the preprocessed text.

mod calls;

use super::types::{CType, TypeEnv};
pub(crate) use calls::{Arg, CallRef, CallSite, Member, StmtKind, Unsequenced};
use std::collections::{HashMap, HashSet};

/// A function definition or prototype.
#[derive(Debug, Clone)]
pub struct CFunction {
    pub name: String,
    /// Start of the declaration (first specifier).
    pub pp_start: usize,
    /// The name in the declarator.
    pub pp_name: usize,
    pub params: Vec<(String, CType)>,
    pub ret: CType,
    pub body: Option<Body>,
}

/// A function body.
#[derive(Debug, Clone, Default)]
pub struct Body {
    /// The `{` and the `}` of the body.
    pub pp_open: usize,
    pub pp_close: usize,
    pub calls: Vec<CallSite>,
    pub jumps: Vec<Jump>,
    /// The loops (`while`, `do`, `for`): their statements' spans.
    pub loops: Vec<(usize, usize)>,
    /// The `for` loops that count one variable up by one from a bound to
    /// another (`for (i = lo; i < hi; i++)`), for suggested invariants.
    pub counted: Vec<Counted>,
    /// Names declared in the body (locals), for diagnostics.
    pub locals: HashSet<String>,
    /// Uses of a function name other than as the callee of a call.
    pub fn_refs: Vec<(String, usize)>,
    /// Names declared in the body (parameters excluded), with their offsets.
    pub declared: Vec<(String, usize)>,
    /// Calls next to an operand of the same expression not sequenced with
    /// them that reads or writes memory or holds another call (`sequencing`).
    pub unsequenced: Vec<Unsequenced>,
    /// Writes to memory next to an unsequenced access to memory (offsets
    /// of the written objects).
    pub unsequenced_writes: Vec<usize>,
    /// Uses of a record's size through an expression (`sizeof *p`, `p + 1`,
    /// `p[i]`, `++p` with `p` a pointer to it): the tag and the offset.
    pub record_sizes: Vec<(String, usize)>,
    /// Casts between pointer types whose targets C does not let alias
    /// (strict aliasing): the cast's offset, and the two target types.
    pub aliasing_casts: Vec<(usize, String, String)>,
    /// Casts of an address to an integer type (the cast's offset).
    pub integer_addresses: Vec<usize>,
    /// Casts of an integer, not a null pointer constant, to a pointer type
    /// (the cast's offset).
    pub integer_pointers: Vec<usize>,
    /// Comma operators and statement expressions whose value is a
    /// constant expression, where the value is used (their offset).
    pub constant_commas: Vec<usize>,
    /// `break` and `continue` inside a statement expression that leave it
    /// (their offset): GCC and Frama-C send them to different loops.
    pub escaping_jumps: Vec<usize>,
    /// Functions declared in the body (block-scope prototypes; their
    /// declarator's offset).
    pub block_functions: Vec<usize>,
    /// Arrays of a length that is not a constant (variable-length
    /// arrays) declared in the body (their declarator's offset).
    pub variable_lengths: Vec<usize>,
    /// Type names declared in the body that another type name of the
    /// file shares (their declarator's offset): vmfc's type names are
    /// file-wide.
    pub shadowing_typedefs: Vec<usize>,
    /// Casts whose type name defines a structure, union or enumeration
    /// (their offset): Frama-C 25 reads such a definition twice.
    pub types_in_casts: Vec<usize>,
    /// `goto`s to a label before them: loops without a place for a
    /// `loop variant` (their offset).
    pub backward_gotos: Vec<usize>,
    /// `case` and `default` labels inside a loop that is inside their
    /// `switch` (Duff's device): jumps into a loop's body (their offsets).
    pub loop_entries: Vec<usize>,
    /// Casts of a floating-point constant to an integer type that may not
    /// hold it (`arith::float_constant_fits`; the cast's offset).
    pub float_constant_casts: Vec<usize>,
    /// Automatic objects holding a `_Bool` declared without an
    /// initializer, or with one that reads them (their declarator's offset).
    pub uninitialized_bools: Vec<usize>,
    /// String literals holding a byte of 0x80 or more, other than an
    /// array's initializer (their offsets).
    pub high_literals: Vec<usize>,
    /// Names whose address `&` takes, through members and indexes (`&x`,
    /// `&(x)`, `&s.a[i]`, and what macros expand to).
    pub address_taken: HashSet<String>,
    /// Addresses of structure members (`&s.x`, `s.a`, `&p->a[i]`) used
    /// other than as an MPI routine's argument or indexed (their offsets).
    pub member_addresses: Vec<usize>,
    /// Labels that a `goto` or a `switch` reaches past the initializer of
    /// a `_Bool` in scope there (the label's offset).
    pub bools_jumped_over: Vec<usize>,
    /// `==`, `!=`, `<`, `<=`, `>` and `>=` between two pointers, neither a
    /// null pointer constant (the operator's offset).
    pub pointer_comparisons: Vec<usize>,
    /// Differences of two pointers (`p - q`): their operators' offsets.
    pub pointer_differences: Vec<usize>,
    /// Pointers to structures or unions converted to pointers to another
    /// type (a cast, an assignment, an initializer, a `return`, an
    /// argument): their offsets.
    pub record_views: Vec<usize>,
    /// Statements that run under a condition or repeatedly, with the
    /// condition (for the report: where a collective may run on some
    /// processes only).
    pub guards: Vec<Guard>,
    /// Calls through a function pointer (the call's offset).
    pub indirect_calls: Vec<usize>,
    /// Remainders (`a % b`, `a %= b`) that may overflow: signed, with a
    /// divisor that is not a literal; and divisions (`a / b`, `a /= b`)
    /// that may be floating-point ones (of a floating type, or of one vmfc
    /// cannot tell) by a divisor that is not a nonzero literal, checked
    /// under `--model real`, where Wp reads them as divisions of reals,
    /// defined for every divisor. In the order of the walk: an operation
    /// before its operands.
    pub rems: Vec<Rem>,
    /// Initializers with a side effect or a call under a GNU range
    /// designator (`[0 ... 3] = f()`): GCC evaluates them once, Frama-C
    /// once per element (their offsets).
    pub repeated_initializers: Vec<usize>,
    /// Designators that reach inside a member an expression of the same
    /// initializer list initialized before (their item's offset).
    pub overridden_initializers: Vec<usize>,
}

/// A remainder whose divisor may be -1 (C11 6.5.5p6: `INT_MIN % -1` is
/// undefined; Frama-C checks only that the divisor is not zero), or a
/// division that may be by a floating-point zero (`Body::divs`).
#[derive(Debug, Clone)]
pub struct Rem {
    pub pp_lhs: (usize, usize),
    /// The operator (`%` or `%=`).
    pub pp_op: (usize, usize),
    pub pp_rhs: (usize, usize),
    /// `%=` (`/=`), and whether its left operand has no side effect.
    pub assign: Option<bool>,
    /// A division, not a remainder.
    pub division: bool,
    /// In the initializer of a variable of static storage (a constant
    /// expression, where no call may go).
    pub constant: bool,
    /// The operation's type (after the usual arithmetic conversions:
    /// signed for a remainder, floating for a division), or `None` when
    /// vmfc cannot tell it.
    pub ty: Option<super::types::Base>,
}

/// A loop `for (v = lo; v < hi; v++)` (or `int v = lo`, `v <= hi`,
/// `++v`, `v += 1`).
#[derive(Debug, Clone)]
pub struct Counted {
    /// The loop statement (as in `Body::loops`).
    pub pp_stmt: (usize, usize),
    pub var: String,
    pub pp_lo: (usize, usize),
    pub pp_hi: (usize, usize),
    /// `v <= hi` rather than `v < hi`.
    pub inclusive: bool,
}

/// A statement controlled by a condition: a branch of an `if`, the body
/// of a `switch` or of a loop.
#[derive(Debug, Clone)]
pub struct Guard {
    pub kind: GuardKind,
    /// The start of the guarding statement (`if`, `switch`, the loop).
    pub pp_stmt: usize,
    /// The controlling expression.
    pub pp_cond: (usize, usize),
    /// The controlled statement.
    pub pp_scope: (usize, usize),
}

/// How a guard's condition controls its statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuardKind {
    /// Runs when the condition holds (`if`'s first branch).
    Then,
    /// Runs when it does not (`else`).
    Else,
    /// Runs for some values of it (`switch`).
    Switch,
    /// Runs as many times as it holds (a loop).
    Loop,
    /// In a loop (or after an `if` in a `switch`) that a `break` under an
    /// `if` on it leaves.
    Break,
    /// Likewise, with a `continue`.
    Continue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JumpKind {
    Return,
    Goto,
    Break,
    Continue,
}

/// A jump statement; `pp_target` is the loop or switch a break/continue leaves.
#[derive(Debug, Clone)]
pub struct Jump {
    pub kind: JumpKind,
    pub pp_at: usize,
    pub pp_target: Option<usize>,
}

/// Where a function definition comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefOrigin {
    /// The file given to vmfc.
    Main,
    /// A header of the user (not a system header, not the bespoke mpi.h).
    UserHeader,
    /// A system header or the bespoke header.
    System,
}

/// A file-scope variable.
#[derive(Debug, Clone)]
pub struct Global {
    pub ty: CType,
    /// `const` with a constant initializer: the same on every process.
    pub constant: bool,
    /// Preprocessed offset of the name in each declaration.
    pub pp_names: Vec<usize>,
    /// Some declaration defines it (not `extern` without an initializer):
    /// the program, not the C library or another object file, gives its
    /// initial value.
    pub defined: bool,
}

/// The whole translation unit.
#[derive(Debug, Default)]
pub struct CProgram {
    /// Definitions and prototypes, in order (a name may appear several times).
    pub functions: Vec<CFunction>,
    pub globals: HashMap<String, Global>,
    pub enum_consts: HashSet<String>,
    /// Names declared with the prefix MPI reserves (`MPI_`, `PMPI_`),
    /// wherever they are (their identifier's offset).
    pub mpi_named: Vec<(String, usize)>,
    /// Every name declared, wherever it is (its identifier's offset).
    pub declared: Vec<(String, usize)>,
    /// The value of each enumeration constant, per declaration of the
    /// name (`None` when vmfc cannot evaluate it).
    pub enum_values: HashMap<String, Vec<Option<i128>>>,
    pub types: TypeEnv,
    /// Definitions with a K&R parameter list (`int f(a) int a; {`): the
    /// name and its offset.
    pub kr_definitions: Vec<(String, usize)>,
    /// Functions declared `_Noreturn` or `__attribute__((noreturn))`.
    pub noreturn: HashSet<String>,
    /// File-scope variable definitions with floating-point data whose
    /// initial value is zero in part or in whole (no initializer, or a
    /// brace list).
    pub zeroed_floats: Vec<ZeroedFloat>,
    /// Initializers of variables of static storage duration, with
    /// integer data, that may convert a floating-point value (their
    /// offsets).
    pub float_conversions: Vec<usize>,
    /// Steps of floating-point constant expressions whose value is
    /// infinite or not a number, in function bodies and in initializers
    /// of variables of static storage duration (`arith::float_constant`;
    /// their offsets).
    pub float_overflows: Vec<usize>,
    /// The casts in initializers of file-scope variables that vmfc refuses
    /// in verified code: addresses cast to integers (their offsets) and
    /// casts between pointers whose targets may not alias (offset, from,
    /// to). Verified code reads what they made.
    /// Functions used as values in the initializers of file-scope
    /// variables (name, preprocessed offset).
    pub global_fn_refs: Vec<(String, usize)>,
    pub global_integer_addresses: Vec<usize>,
    pub global_aliasing_casts: Vec<(usize, String, String)>,
    /// Remainders and divisions in the initializers of file-scope
    /// variables (`Body::rems`' rules, with `constant` set).
    pub global_rems: Vec<Rem>,
    /// String literals with a byte of 0x80 or more in initializers of
    /// file-scope variables, other than an array's (their offsets).
    pub global_high_literals: Vec<usize>,
    /// File-scope variables defined with external linkage (neither
    /// `static` nor a mere `extern` declaration): name and offset.
    pub external_objects: Vec<(String, usize)>,
    /// Integer constant expressions of `case` labels and enumerators that
    /// hold a floating-point value (`case (int)3e9:`): GCC folds its
    /// conversion saturating, Frama-C otherwise, and no run-time check
    /// reaches a constant (their offsets).
    pub float_constant_exprs: Vec<usize>,
    /// Enumerators whose value is not written as an `int` (`1u`, `sizeof
    /// a`): C gives the constant type `int`, Frama-C the initializer's type.
    pub non_int_enumerators: Vec<usize>,
    /// Declarations whose initializer reads the object declared.
    pub self_initializers: Vec<usize>,
    /// Expressions whose type Frama-C reads otherwise (`cil_types`).
    pub cil_misreads: Vec<(usize, super::cil_types::CilMisread)>,
    /// Local variables (of any function) whose type is an array of
    /// arrays: Wp must keep them in memory (`transform::aliased`).
    pub nested_array_locals: std::collections::BTreeSet<String>,
    /// Local variables (of any function) whose values have rows (an array
    /// of arrays, a pointer to an array), with `CType::row_dims` (the
    /// most, for a name declared more than once).
    pub row_locals: std::collections::BTreeMap<String, usize>,
    /// Pointers into a row of an array of arrays formed in a function
    /// body (`&m[0][0]`, `m[0] + 1`, a row passed on): their offsets.
    pub row_pointers: Vec<usize>,
}

/// A file-scope variable with floating-point data that starts as zeros
/// (`transform::entry` says why that matters).
#[derive(Debug, Clone)]
pub struct ZeroedFloat {
    pub name: String,
    pub pp_name: usize,
    /// The first token of its declaration.
    pub pp_decl: usize,
    /// The declaration's `static`, if any.
    pub pp_static: Option<usize>,
    /// No declarator of the declaration has an initializer.
    pub uninitialized: bool,
}

impl CProgram {
    /// The definition of `name`, if any.
    pub fn definition(&self, name: &str) -> Option<&CFunction> {
        self.functions
            .iter()
            .find(|f| f.name == name && f.body.is_some())
    }

    /// The first declaration (or definition) of `name`.
    pub fn declaration(&self, name: &str) -> Option<&CFunction> {
        self.functions.iter().find(|f| f.name == name)
    }

    pub fn is_function(&self, name: &str) -> bool {
        self.functions.iter().any(|f| f.name == name)
    }
}
