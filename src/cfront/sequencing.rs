//! Unsequenced evaluations (C11 6.5p2, 6.5.2.2p10, 6.7.9p23): the operands
//! of most operators, the arguments of a call and the elements of an
//! initializer list may be evaluated in any order. Frama-C evaluates the
//! calls of an expression first, into temporaries; the compiler chooses
//! its own order. Where a call can change what another operand of the same
//! expression reads (`steps * 10 + next_step()`), or two calls can change
//! the same memory, the proved program is not the one that runs. This
//! finds, in one full expression, each call next to an operand not
//! sequenced with it that reads or writes memory, or holds another call.

use super::model::{CallRef, Unsequenced};
use lang_c::ast::*;
use lang_c::span::Node;

mod places;

/// What a name denotes where it is used.
pub(super) enum Name {
    /// A local or a parameter; `array`: its name is an address; `pointer`:
    /// its value is one.
    Local { array: bool, pointer: bool },
    /// A file-scope variable.
    Global { array: bool, pointer: bool },
    /// A function, an enumeration constant, or what vmfc does not know.
    Other,
}

/// What evaluating an expression may do, as far as a call elsewhere in the
/// same expression is concerned.
#[derive(Default, Clone)]
struct Fx {
    /// Calls.
    calls: Vec<CallRef>,
    /// Reads or writes memory other than locals ...
    mem: bool,
    /// ... writes it (`write_at`: where, when the write is not a call's).
    write: bool,
    write_at: Option<usize>,
    /// Locals read or written (memory too if their address is taken).
    locals: Vec<String>,
    /// Parts of locals written (the local, where): elements of local
    /// arrays, members of local structures.
    part_writes: Vec<(String, usize)>,
    /// Local variables written (where).
    local_writes: Vec<(String, usize)>,
}

impl Fx {
    fn join(mut self, o: Fx) -> Fx {
        self.calls.extend(o.calls);
        self.mem |= o.mem;
        self.write |= o.write;
        self.write_at = self.write_at.or(o.write_at);
        self.locals.extend(o.locals);
        self.part_writes.extend(o.part_writes);
        self.local_writes.extend(o.local_writes);
        self
    }

    fn memory(mut self) -> Fx {
        self.mem = true;
        self
    }

    /// `target` is assigned: memory is written unless it is a local
    /// (`local`, already among `locals`); `root`: the local a part of
    /// which it is.
    fn assigned(mut self, target: &Node<Expression>, local: bool, root: Option<String>) -> Fx {
        if let Some(r) = root {
            self.part_writes.push((r, target.span.start));
        }
        if let (true, Expression::Identifier(id)) = (local, &target.node) {
            self.local_writes
                .push((id.node.name.clone(), target.span.start));
        }
        if !local {
            self.mem = true;
            self.write = true;
            self.write_at = self.write_at.or(Some(target.span.start));
        }
        self
    }
}

/// The walk of one full expression.
pub(super) struct Sequencing<'a> {
    name: &'a dyn Fn(&str) -> Name,
    pub(super) found: Vec<Unsequenced>,
    /// Writes to memory unsequenced with another access to memory.
    pub(super) writes: Vec<usize>,
    /// Locals whose address the expression takes.
    pub(super) addressed: Vec<String>,
    /// Writes unsequenced with accesses to locals that are memory if
    /// their address is taken anywhere in the body (hunt 41: `c * 10 +
    /// (*q)++` with `q = &c`): the write's offset and those locals.
    pub(super) if_addressed: Vec<(usize, Vec<String>)>,
}

impl<'a> Sequencing<'a> {
    pub(super) fn new(name: &'a dyn Fn(&str) -> Name) -> Self {
        Sequencing {
            name,
            found: Vec::new(),
            writes: Vec::new(),
            addressed: Vec::new(),
            if_addressed: Vec::new(),
        }
    }

    pub(super) fn full_expression(&mut self, e: &Node<Expression>) {
        self.fx(e);
    }

    pub(super) fn full_initializer(&mut self, i: &Initializer) {
        self.init(i);
    }

    /// Operands evaluated in any order: each call of one against the
    /// others, and each write to memory against the others' accesses to
    /// memory (two pointers may designate the same object).
    fn unsequenced(&mut self, parts: Vec<Fx>) -> Fx {
        for (i, a) in parts.iter().enumerate() {
            if let Some(at) = a.write_at {
                if parts.iter().enumerate().any(|(j, b)| j != i && b.mem) {
                    self.writes.push(at);
                }
            }
            // A write to memory next to a local read or written by name,
            // or a local written by name next to memory: they meet if the
            // local's address is taken.
            let others = || {
                parts
                    .iter()
                    .enumerate()
                    .filter(move |(j, _)| *j != i)
                    .map(|(_, b)| b)
            };
            if let Some(at) = a.write_at {
                let locals: Vec<String> = others().flat_map(|b| b.locals.iter().cloned()).collect();
                if !locals.is_empty() {
                    self.if_addressed.push((at, locals));
                }
            }
            // A local, or a part of one, written next to an access to it
            // (GCC's -Wsequence-point compares spellings: `c[0] * 10 +
            // c[j]++`, and misses `k * 10 + (int){k++}`, hunts 40, 41);
            // next to memory, if its address is taken.
            for (local, at) in a.local_writes.iter().chain(&a.part_writes) {
                if others().any(|b| b.locals.contains(local)) {
                    self.writes.push(*at);
                }
                if others().any(|b| b.mem) {
                    self.if_addressed.push((*at, vec![local.clone()]));
                }
            }
            for call in &a.calls {
                let others = parts.iter().enumerate().filter(|(j, _)| *j != i);
                let mut u = Unsequenced {
                    call: call.clone(),
                    other_mem: false,
                    other_write: false,
                    other_locals: Vec::new(),
                    other_calls: Vec::new(),
                };
                for (_, b) in others {
                    u.other_mem |= b.mem;
                    u.other_write |= b.write;
                    u.other_locals.extend(b.locals.iter().cloned());
                    u.other_calls.extend(b.calls.iter().cloned());
                }
                if u.other_mem || !u.other_locals.is_empty() || !u.other_calls.is_empty() {
                    self.found.push(u);
                }
            }
        }
        parts.into_iter().fold(Fx::default(), Fx::join)
    }

    /// `e` may be a pointer to memory the callee could write: anything but
    /// what is known to be a number (a constant, arithmetic, a variable of
    /// arithmetic type) or a string literal. A member, an element, a call's
    /// result may hold a pointer (`memset(cfg.buf, ...)`).
    fn pointer(&self, e: &Node<Expression>) -> bool {
        use BinaryOperator as B;
        match &e.node {
            Expression::Constant(_)
            | Expression::StringLiteral(_)
            | Expression::SizeOfTy(_)
            | Expression::SizeOfVal(_)
            | Expression::AlignOf(_)
            | Expression::OffsetOf(_) => false,
            Expression::Identifier(id) => matches!(
                (self.name)(&id.node.name),
                Name::Local { array: true, .. }
                    | Name::Local { pointer: true, .. }
                    | Name::Global { array: true, .. }
                    | Name::Global { pointer: true, .. }
            ),
            Expression::UnaryOperator(u) => match u.node.operator.node {
                UnaryOperator::Minus
                | UnaryOperator::Plus
                | UnaryOperator::Negate
                | UnaryOperator::Complement => false,
                UnaryOperator::Address | UnaryOperator::Indirection => true,
                _ => self.pointer(&u.node.operand),
            },
            // A cast to a pointer type has a declarator (`(char *)`).
            Expression::Cast(c) => {
                c.node.type_name.node.declarator.is_some() || self.pointer(&c.node.expression)
            }
            Expression::BinaryOperator(b) => match b.node.operator.node {
                B::Plus | B::Minus => self.pointer(&b.node.lhs) || self.pointer(&b.node.rhs),
                B::Index | B::Assign => true,
                B::AssignPlus | B::AssignMinus => self.pointer(&b.node.lhs),
                _ => false,
            },
            Expression::Conditional(c) => {
                self.pointer(&c.node.then_expression) || self.pointer(&c.node.else_expression)
            }
            Expression::Comma(v) => v.last().is_some_and(|x| self.pointer(x)),
            _ => true,
        }
    }

    fn ident(&mut self, name: &str) -> Fx {
        match (self.name)(name) {
            // A local array used as a value (passed, stored): its elements
            // may be changed through the pointer.
            Name::Local { array: true, .. } => {
                self.addressed.push(name.to_string());
                Fx::default()
            }
            Name::Global { array: true, .. } | Name::Other => Fx::default(),
            Name::Local { array: false, .. } => Fx {
                locals: vec![name.to_string()],
                ..Fx::default()
            },
            Name::Global { array: false, .. } => Fx::default().memory(),
        }
    }

    /// The value of `e`.
    fn fx(&mut self, e: &Node<Expression>) -> Fx {
        match &e.node {
            Expression::Identifier(id) => self.ident(&id.node.name),
            Expression::Constant(_)
            | Expression::StringLiteral(_)
            | Expression::SizeOfTy(_)
            | Expression::SizeOfVal(_)
            | Expression::AlignOf(_)
            | Expression::OffsetOf(_) => Fx::default(),
            Expression::Member(m) => {
                let inner = self.fx(&m.node.expression);
                match m.node.operator.node {
                    MemberOperator::Direct => inner,
                    MemberOperator::Indirect => inner.memory(),
                }
            }
            Expression::Call(c) => self.call(c),
            Expression::UnaryOperator(u) => self.unary(u),
            Expression::Cast(c) => self.fx(&c.node.expression),
            Expression::BinaryOperator(b) => self.binary(e, b),
            Expression::Conditional(c) => {
                let a = self.fx(&c.node.condition);
                let b = self.fx(&c.node.then_expression);
                let d = self.fx(&c.node.else_expression);
                a.join(b).join(d)
            }
            Expression::Comma(v) => v.iter().map(|x| self.fx(x)).fold(Fx::default(), Fx::join),
            Expression::CompoundLiteral(c) => self.list(&c.node.initializer_list),
            Expression::GenericSelection(g) => self.fx(&g.node.expression),
            Expression::VaArg(v) => {
                let list = &v.node.va_list;
                let local = self.is_local(list);
                self.fx(list).assigned(list, local, self.local_root(list))
            }
            // A statement expression may do anything, calls included.
            Expression::Statement(_) => Fx {
                mem: true,
                write: true,
                calls: vec![CallRef {
                    callee: None,
                    pp_at: e.span.start,
                    ptr_args: true,
                }],
                ..Fx::default()
            },
        }
    }

    /// A call: the callee and the arguments, unsequenced, then the call itself.
    fn call(&mut self, c: &Node<CallExpression>) -> Fx {
        let mut parts = vec![self.fx(&c.node.callee)];
        parts.extend(c.node.arguments.iter().map(|a| self.fx(a)));
        let mut all = self.unsequenced(parts);
        // A function's name; a variable holds a pointer.
        let name = match &c.node.callee.node {
            Expression::Identifier(id) if matches!((self.name)(&id.node.name), Name::Other) => {
                Some(id.node.name.clone())
            }
            _ => None,
        };
        let ptr_args = c.node.arguments.iter().any(|a| self.pointer(a));
        all.calls.push(CallRef {
            callee: name,
            pp_at: c.node.callee.span.start,
            ptr_args,
        });
        all
    }

    /// Unary operators: `&` takes an lvalue, `*` reads memory, `++`/`--` store.
    fn unary(&mut self, u: &Node<UnaryOperatorExpression>) -> Fx {
        match u.node.operator.node {
            UnaryOperator::Address => self.lvalue(&u.node.operand, true),
            UnaryOperator::Indirection => self.fx(&u.node.operand).memory(),
            UnaryOperator::PreIncrement
            | UnaryOperator::PreDecrement
            | UnaryOperator::PostIncrement
            | UnaryOperator::PostDecrement => {
                let local = self.is_local(&u.node.operand);
                self.fx(&u.node.operand).assigned(
                    &u.node.operand,
                    local,
                    self.local_root(&u.node.operand),
                )
            }
            _ => self.fx(&u.node.operand),
        }
    }

    /// Binary operators: `&&`/`||` are sequenced, assignments store after
    /// their operands, the rest evaluate both operands unsequenced.
    fn binary(&mut self, e: &Node<Expression>, b: &Node<BinaryOperatorExpression>) -> Fx {
        use BinaryOperator as B;
        match b.node.operator.node {
            B::LogicalAnd | B::LogicalOr => {
                let l = self.fx(&b.node.lhs);
                let r = self.fx(&b.node.rhs);
                l.join(r)
            }
            B::Index => self.element(e, b),
            // The store comes after both operands.
            B::Assign => {
                let local = self.is_local(&b.node.lhs);
                let parts = vec![self.lvalue(&b.node.lhs, false), self.fx(&b.node.rhs)];
                self.unsequenced(parts)
                    .assigned(&b.node.lhs, local, self.local_root(&b.node.lhs))
            }
            B::AssignMultiply
            | B::AssignDivide
            | B::AssignModulo
            | B::AssignPlus
            | B::AssignMinus
            | B::AssignShiftLeft
            | B::AssignShiftRight
            | B::AssignBitwiseAnd
            | B::AssignBitwiseXor
            | B::AssignBitwiseOr => {
                // The store comes after both operands too (C11 6.5.16p3).
                let local = self.is_local(&b.node.lhs);
                let parts = vec![self.fx(&b.node.lhs), self.fx(&b.node.rhs)];
                let array = self.local_root(&b.node.lhs);
                self.unsequenced(parts).assigned(&b.node.lhs, local, array)
            }
            _ => {
                let parts = vec![self.fx(&b.node.lhs), self.fx(&b.node.rhs)];
                self.unsequenced(parts)
            }
        }
    }
}
