//! Conversions of floating-point values to 64-bit integer types, in the
//! printed program (where every conversion is a cast): Frama-C 25's Wp
//! folds a known floating value of 2^62 or more, converted to such a type,
//! to a wrong value (hunt 42: `(long long)5e18 < 0` and, after `double d
//! = 5e18;`, `(long long)d < 0` were proved; C defines both conversions).
//! Enumerated types count with them (hunt 43: Frama-C checks no
//! conversion of a floating value to one). Such a cast is accepted when
//! its operand reads only integers: integer literals, variables, functions
//! and members declared with integer types, and casts to integer types.

use super::floats::{declared, enclosing, operand};
use super::scan::{after_name, is_hex, is_ident, is_variable};
use std::collections::{HashMap, HashSet};

/// Type words of integer types (and qualifiers).
const INTEGRAL: [&str; 15] = [
    "int", "short", "char", "signed", "unsigned", "long", "_Bool", "const", "volatile", "static",
    "extern", "register", "inline", "enum", "\\ghost",
];

/// Integer types of the C library narrower than 64 bits on the targets
/// vmfc knows, which Frama-C prints as an `#include` rather than a
/// `typedef`.
const NARROW_LIBC: &str = "wchar_t pid_t int8_t uint8_t int16_t uint16_t int32_t uint32_t \
    int_least8_t uint_least8_t int_least16_t uint_least16_t int_least32_t uint_least32_t \
    int_fast8_t uint_fast8_t";

/// The C library's 64-bit integer types (glibc's `int_fast16_t` is a
/// `long` too; names in neither list may be anything).
const WIDE_LIBC: &str = "size_t ssize_t ptrdiff_t intptr_t uintptr_t intmax_t uintmax_t \
    off_t time_t clock_t int64_t uint64_t int_least64_t uint_least64_t";

fn listed(list: &str, w: &str) -> bool {
    list.split_whitespace().any(|n| n == w)
}

/// What the printed program declares: typedefs, members, enumerators.
pub(super) struct Types<'a> {
    /// Each typedef's words (its name aside), `*` kept.
    typedefs: HashMap<&'a str, Vec<&'a str>>,
    /// Each member name's words, over every structure that has one.
    members: HashMap<&'a str, Vec<Vec<&'a str>>>,
    enumerators: HashSet<&'a str>,
    /// Each variable's and function's words (`x@12`).
    variables: HashMap<&'a str, Vec<&'a str>>,
}

impl<'a> Types<'a> {
    pub(super) fn read(code: &[&'a str]) -> Self {
        let mut typedefs = HashMap::new();
        let mut members: HashMap<&str, Vec<Vec<&str>>> = HashMap::new();
        let mut enumerators = HashSet::new();
        for d in code.split(|t| *t == ";") {
            if let Some(k) = d.iter().position(|t| *t == "typedef") {
                let rest = &d[k + 1..];
                if let Some((name, words)) = rest.split_last() {
                    typedefs.insert(*name, words.to_vec());
                }
            }
        }
        for k in 0..code.len() {
            let body_after = |j: usize| (code.get(j) == Some(&"{")).then_some(j);
            let open = match code[k] {
                "struct" | "union" | "enum" => body_after(k + 1).or_else(|| body_after(k + 2)),
                _ => None,
            };
            let Some(open) = open else { continue };
            let Some(close) = (open..code.len()).find(|&j| code[j] == "}") else {
                continue;
            };
            let body = &code[open + 1..close];
            if code[k] == "enum" {
                let names = body
                    .iter()
                    .enumerate()
                    .filter(|(j, t)| is_ident(t) && (*j == 0 || matches!(body[j - 1], ",")));
                enumerators.extend(names.map(|(_, t)| *t));
                continue;
            }
            for field in body.split(|t| *t == ";") {
                // The name: the last word before an array's or a
                // bit-field's size.
                let end = (field.iter())
                    .position(|t| matches!(*t, "[" | ":"))
                    .unwrap_or(field.len());
                let Some((name, words)) = field[..end].split_last() else {
                    continue;
                };
                members.entry(*name).or_default().push(words.to_vec());
            }
        }
        let variables = declared(code).into_iter().collect();
        Types {
            typedefs,
            members,
            enumerators,
            variables,
        }
    }

    /// Whether a declaration's words name an integer type (or a pointer
    /// to one, or an array of them): through typedefs, and the C library's.
    pub(super) fn integral(&self, words: &[&str]) -> bool {
        self.integral_at(words, 0)
    }

    fn integral_at(&self, words: &[&str], depth: usize) -> bool {
        depth < 16
            && !words.is_empty()
            && words.iter().enumerate().all(|(j, w)| {
                INTEGRAL.contains(w)
                    || *w == "*"
                    || (j > 0 && words[j - 1] == "enum")
                    || match self.typedefs.get(w) {
                        Some(def) => self.integral_at(def, depth + 1),
                        None => listed(NARROW_LIBC, w) || listed(WIDE_LIBC, w),
                    }
            })
    }

    /// Whether a cast's type words may name a 64-bit integer type: no
    /// pointer, no floating or structure type, and a `long`, a typedef
    /// of one, or a name vmfc does not know to be narrower.
    fn may_be_wide(&self, words: &[&str]) -> bool {
        self.wide_at(words, 0)
    }

    /// Whether a cast's type words name an enumerated type (through
    /// typedefs): Frama-C checks no conversion of a floating value to one
    /// (hunt 43: `enum E x = d;` with `d` 3e9 wrapped, GCC gives
    /// `INT_MIN`), and an enumeration with a value beyond `int` is 64-bit.
    fn enumerated(&self, words: &[&str]) -> bool {
        self.enumerated_at(words, 0)
    }

    fn enumerated_at(&self, words: &[&str], depth: usize) -> bool {
        depth < 16
            && !words.contains(&"*")
            && words.iter().any(|w| {
                *w == "enum"
                    || (self.typedefs.get(w)).is_some_and(|d| self.enumerated_at(d, depth + 1))
            })
    }

    fn wide_at(&self, words: &[&str], depth: usize) -> bool {
        if depth >= 16 || words.iter().any(|w| NOT_INTEGER.contains(w)) {
            return false;
        }
        words.iter().enumerate().any(|(j, w)| {
            *w == "long"
                || (is_ident(w) && !INTEGRAL.contains(w) && !(j > 0 && words[j - 1] == "enum"))
                    && match self.typedefs.get(w) {
                        Some(def) => self.wide_at(def, depth + 1),
                        None => !listed(NARROW_LIBC, w),
                    }
        })
    }
}

/// Words of types that are no integer (or a pointer: `*`).
const NOT_INTEGER: [&str; 8] = [
    "*", "float", "double", "void", "struct", "union", "_Complex", "(",
];

/// The casts to a type that may be a 64-bit integer, or to an enumerated
/// type, whose operand may be floating: the function each is in (`x@12` names), and the first
/// variable its operand reads (else its first number).
pub(super) fn float_to_wide(code: &[&str], types: &Types) -> Vec<(Option<String>, Option<String>)> {
    let within = enclosing(code);
    let mut out = Vec::new();
    for (k, function) in within.iter().enumerate() {
        let Some((close, words)) = cast(code, k) else {
            continue;
        };
        let enumerated = types.enumerated(&words);
        if !(enumerated || types.may_be_wide(&words)) {
            continue;
        }
        let ops = operand(code, close + 1);
        let fine = |o: &Vec<&str>| integers(o, types) || (!enumerated && small_literal(o));
        if !ops.as_ref().is_some_and(fine) {
            // Its first variable, else its first literal (to place the error).
            let first = ops.and_then(|o| {
                let literal = o
                    .iter()
                    .copied()
                    .find(|t| t.starts_with(|c: char| c.is_ascii_digit()));
                o.into_iter().find(|t| is_variable(t)).or(literal)
            });
            out.push((function.map(str::to_string), first.map(str::to_string)));
        }
    }
    out
}

/// The cast whose `(` is at `k`: its `)` and its type's words.
pub(super) fn cast<'a>(code: &[&'a str], k: usize) -> Option<(usize, Vec<&'a str>)> {
    if code[k] != "(" {
        return None;
    }
    let close = (k + 1..code.len()).find(|&j| code[j] == ")")?;
    let group = &code[k + 1..close];
    let typeish = |t: &&str| (is_ident(t) && !is_variable(t)) || *t == "*" || *t == "\\ghost";
    let first_word = group
        .first()
        .is_some_and(|t| is_ident(t) && !is_variable(t) && !super::KEYWORDS.contains(t));
    (!after_name(code, k) && first_word && group.iter().all(typeish))
        .then(|| (close, group.to_vec()))
}

/// ACSL's words after which `(` may open a cast (`ensures (long)x < 0`).
pub(super) const CLAUSES: [&str; 12] = [
    "ensures",
    "requires",
    "assert",
    "check",
    "invariant",
    "variant",
    "decreases",
    "assumes",
    "terminates",
    "exits",
    "returns",
    "admit",
];

/// Whether the tokens of an operand read only integers.
pub(super) fn integers(ops: &[&str], types: &Types) -> bool {
    let mut j = 0;
    while j < ops.len() {
        let t = ops[j];
        // A cast: to an integer type, its value is an integer (if a
        // 64-bit one, the cast is checked itself).
        if let Some((close, words)) = cast(ops, j) {
            if !types.integral(&words) {
                return false;
            }
            j = close + 1;
            if !words.contains(&"*") {
                j += operand(ops, j).map_or(0, |o| o.len());
            }
            continue;
        }
        if t == "sizeof" {
            j += 1 + operand(ops, j + 1).map_or(0, |o| o.len());
            continue;
        }
        if t.starts_with(|c: char| c.is_ascii_digit()) {
            let hex = is_hex(t);
            if t.contains('.')
                || (!hex && t.contains(['e', 'E']))
                || (hex && t.contains(['p', 'P']))
            {
                return false;
            }
        } else if is_variable(t) {
            let next = ops.get(j + 1).copied();
            if !member_follows(ops, j + 1) {
                let integral = (types.variables.get(t)).is_some_and(|w| types.integral(w));
                if !integral {
                    return false;
                }
            }
            // A call's value is its function's: skip its arguments.
            if next == Some("(") {
                j += operand(ops, j).map_or(1, |o| o.len());
                continue;
            }
        } else if is_ident(t) {
            let member =
                (j > 0 && member_follows(ops, j - 1)) || (j > 1 && member_follows(ops, j - 2));
            let ok = if member {
                (types.members.get(t)).is_some_and(|all| all.iter().all(|w| types.integral(w)))
            } else {
                types.enumerators.contains(t) || INTEGRAL.contains(&t)
            };
            if !ok {
                return false;
            }
        } else if t.starts_with('\\') {
            // `\result`, `\at(x, L)`: of a type vmfc does not read.
            return false;
        } else if t.starts_with(['"', '\'']) {
            // A character constant is an `int`; a string is an address.
        }
        j += 1;
    }
    true
}

/// Whether a member access (`.`, `->`) starts at `j`.
fn member_follows(ops: &[&str], j: usize) -> bool {
    match ops.get(j) {
        Some(&".") => true,
        Some(&"-") => ops.get(j + 1) == Some(&">"),
        _ => false,
    }
}

/// Whether an operand is a decimal floating literal, signed or not, whose
/// value (at its own precision) is below 2^62 in magnitude, where Wp's
/// conversion is right.
pub(super) fn small_literal(ops: &[&str]) -> bool {
    let lit = match ops {
        ["(", inner @ .., ")"] => return small_literal(inner),
        [sign, lit] if matches!(*sign, "-" | "+") => lit,
        [lit] => lit,
        _ => return false,
    };
    let hex = is_hex(lit);
    let value = match lit.strip_suffix(['f', 'F']) {
        Some(l) => l.parse::<f32>().ok().map(f64::from),
        None => lit.parse::<f64>().ok(),
    };
    !hex && value.is_some_and(|v| v.is_finite() && v.abs() < 2f64.powi(62))
}
