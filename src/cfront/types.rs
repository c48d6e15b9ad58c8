//! A small C type model: enough to know the element type of an MPI buffer
//! (through typedefs, arrays, pointer arithmetic, `&x`, `&a[i]`, members).

use lang_c::ast::{
    DeclarationSpecifier, Declarator, DeclaratorKind, DerivedDeclarator, SpecifierQualifier,
    StructType, TypeName, TypeSpecifier,
};
use lang_c::span::Node;
use std::collections::HashMap;

mod aliasing;
mod leaves;

/// The basic (arithmetic) C types an MPI buffer may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Base {
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LLong,
    ULLong,
    Float,
    Double,
    LDouble,
    Bool,
}

impl Base {
    /// C spelling.
    pub fn c_name(self) -> &'static str {
        match self {
            Base::Char => "char",
            Base::SChar => "signed char",
            Base::UChar => "unsigned char",
            Base::Short => "short",
            Base::UShort => "unsigned short",
            Base::Int => "int",
            Base::UInt => "unsigned int",
            Base::Long => "long",
            Base::ULong => "unsigned long",
            Base::LLong => "long long",
            Base::ULLong => "unsigned long long",
            Base::Float => "float",
            Base::Double => "double",
            Base::LDouble => "long double",
            Base::Bool => "_Bool",
        }
    }

    /// `float`, `double` or `long double`.
    pub fn is_floating(self) -> bool {
        matches!(self, Base::Float | Base::Double | Base::LDouble)
    }

    /// The `<limits.h>` names of an integer type's least and greatest
    /// values (`None` for floating-point types and `_Bool`).
    pub fn limits(self) -> Option<(&'static str, &'static str)> {
        Some(match self {
            Base::Char => ("CHAR_MIN", "CHAR_MAX"),
            Base::SChar => ("SCHAR_MIN", "SCHAR_MAX"),
            Base::UChar => ("0", "UCHAR_MAX"),
            Base::Short => ("SHRT_MIN", "SHRT_MAX"),
            Base::UShort => ("0", "USHRT_MAX"),
            Base::Int => ("INT_MIN", "INT_MAX"),
            Base::UInt => ("0", "UINT_MAX"),
            Base::Long => ("LONG_MIN", "LONG_MAX"),
            Base::ULong => ("0", "ULONG_MAX"),
            Base::LLong => ("LLONG_MIN", "LLONG_MAX"),
            Base::ULLong => ("0", "ULLONG_MAX"),
            Base::Float | Base::Double | Base::LDouble | Base::Bool => return None,
        })
    }

    /// Suffix of the header's `VM_havoc_<suffix>` function.
    pub fn havoc_suffix(self) -> &'static str {
        match self {
            Base::Char => "char",
            Base::SChar => "schar",
            Base::UChar => "uchar",
            Base::Short => "short",
            Base::UShort => "ushort",
            Base::Int => "int",
            Base::UInt => "uint",
            Base::Long => "long",
            Base::ULong => "ulong",
            Base::LLong => "llong",
            Base::ULLong => "ullong",
            Base::Float => "float",
            Base::Double => "double",
            Base::LDouble => "ldouble",
            Base::Bool => "bool",
        }
    }
}

/// A C type, as far as vmfc needs to know it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CType {
    Base(Base),
    Void,
    Pointer(Box<CType>),
    /// Element type, and the length when it is an integer literal.
    Array(Box<CType>, Option<u64>),
    /// A function returning the type.
    Function(Box<CType>),
    /// struct or union, by tag (anonymous ones get a synthetic tag).
    Record(String),
    Enum,
    /// Something vmfc does not model (complex, _Atomic, typeof, ...).
    Unknown,
}

impl CType {
    /// Pointed-to or element type of a pointer or array.
    pub fn target(&self) -> Option<&CType> {
        match self {
            CType::Pointer(t) | CType::Array(t, _) => Some(t),
            _ => None,
        }
    }

    pub fn is_pointer_like(&self) -> bool {
        matches!(self, CType::Pointer(_) | CType::Array(..))
    }

    /// How many subscripts reach an element of this type's rows: 2 for
    /// `int m[2][3]` and `int (*p)[3]` (`m[i]` is a row, an array), 3 for
    /// `int c[2][3][4]`; 0 when indexing gives no array (`int a[3]`, `int
    /// **pp`).
    pub fn row_dims(&self) -> usize {
        fn arrays(t: &CType) -> usize {
            match t {
                CType::Array(e, _) => 1 + arrays(e),
                _ => 0,
            }
        }
        match self {
            CType::Array(t, _) | CType::Pointer(t) if arrays(t) > 0 => 1 + arrays(t),
            _ => 0,
        }
    }

    /// The type as C writes it, roughly (for messages).
    pub fn describe(&self) -> String {
        match self {
            CType::Base(b) => b.c_name().to_string(),
            CType::Void => "void".into(),
            CType::Pointer(t) => format!("{} *", t.describe()),
            CType::Array(t, _) => format!("{} []", t.describe()),
            CType::Function(_) => "a function".into(),
            CType::Record(tag) => format!("struct {tag}"),
            CType::Enum => "an enum".into(),
            CType::Unknown => "a type".into(),
        }
    }
}

/// Typedefs and record layouts known so far (file scope).
#[derive(Debug, Default, Clone)]
pub struct TypeEnv {
    pub typedefs: HashMap<String, CType>,
    pub records: HashMap<String, HashMap<String, CType>>,
    /// The members' types of each record, in declaration order.
    pub record_order: HashMap<String, Vec<CType>>,
    /// Where each record is defined (preprocessed offset).
    pub record_at: HashMap<String, usize>,
    /// Tags defined again with other members (a block-scope `struct S`
    /// hiding another): vmfc's types do not follow block scopes.
    pub redefined: Vec<(String, usize)>,
    /// Type names declared in function bodies (elsewhere, a global may be meant).
    pub block_typedefs: std::collections::HashSet<String>,
    anon: usize,
}

impl TypeEnv {
    /// Type named by declaration specifiers (typedefs resolved); records are registered.
    pub fn of_decl_specs(&mut self, specs: &[Node<DeclarationSpecifier>]) -> CType {
        let ts: Vec<&TypeSpecifier> = specs
            .iter()
            .filter_map(|s| match &s.node {
                DeclarationSpecifier::TypeSpecifier(t) => Some(&t.node),
                _ => None,
            })
            .collect();
        self.of_type_specs(&ts)
    }

    pub fn of_spec_quals(&mut self, specs: &[Node<SpecifierQualifier>]) -> CType {
        let ts: Vec<&TypeSpecifier> = specs
            .iter()
            .filter_map(|s| match &s.node {
                SpecifierQualifier::TypeSpecifier(t) => Some(&t.node),
                _ => None,
            })
            .collect();
        self.of_type_specs(&ts)
    }

    /// A type name declared at file scope only, no function body's (in a
    /// definition of another function, such a name may be a global: hunt 102).
    pub fn file_scope_typedef(&self, name: &str) -> bool {
        self.typedefs.contains_key(name) && !self.block_typedefs.contains(name)
    }

    pub fn of_type_name(&mut self, tn: &TypeName) -> CType {
        let base = self.of_spec_quals(&tn.specifiers);
        match &tn.declarator {
            Some(d) => apply_declarator(base, &d.node),
            None => base,
        }
    }

    fn of_type_specs(&mut self, ts: &[&TypeSpecifier]) -> CType {
        let (mut longs, mut unsigned, mut signed) = (0, false, false);
        let mut kind: Option<&str> = None;
        for t in ts {
            match t {
                TypeSpecifier::Void => return CType::Void,
                TypeSpecifier::Char => kind = Some("char"),
                TypeSpecifier::Short => kind = Some("short"),
                TypeSpecifier::Int => kind = kind.or(Some("int")),
                TypeSpecifier::Long => longs += 1,
                TypeSpecifier::Float => kind = Some("float"),
                TypeSpecifier::Double => kind = Some("double"),
                TypeSpecifier::Signed => signed = true,
                TypeSpecifier::Unsigned => unsigned = true,
                TypeSpecifier::Bool => kind = Some("bool"),
                TypeSpecifier::Struct(s) => return self.record(&s.node, s.span.start),
                TypeSpecifier::Enum(_) => return CType::Enum,
                TypeSpecifier::TypedefName(id) => {
                    return self
                        .typedefs
                        .get(&id.node.name)
                        .cloned()
                        .unwrap_or(CType::Unknown);
                }
                _ => return CType::Unknown,
            }
        }
        let base = match (kind.unwrap_or("int"), longs, unsigned, signed) {
            ("char", _, true, _) => Base::UChar,
            ("char", _, false, true) => Base::SChar,
            ("char", _, false, false) => Base::Char,
            ("short", _, u, _) => {
                if u {
                    Base::UShort
                } else {
                    Base::Short
                }
            }
            ("int", 0, u, _) => {
                if u {
                    Base::UInt
                } else {
                    Base::Int
                }
            }
            ("int", 1, u, _) => {
                if u {
                    Base::ULong
                } else {
                    Base::Long
                }
            }
            ("int", _, u, _) => {
                if u {
                    Base::ULLong
                } else {
                    Base::LLong
                }
            }
            ("float", _, _, _) => Base::Float,
            ("double", 0, _, _) => Base::Double,
            ("double", _, _, _) => Base::LDouble,
            ("bool", _, _, _) => Base::Bool,
            _ => return CType::Unknown,
        };
        CType::Base(base)
    }

    fn record(&mut self, s: &StructType, at: usize) -> CType {
        let tag = match &s.identifier {
            Some(id) => id.node.name.clone(),
            None => {
                self.anon += 1;
                format!("<anonymous {}>", self.anon)
            }
        };
        if let Some(decls) = &s.declarations {
            let mut fields = HashMap::new();
            let mut order = Vec::new();
            for d in decls {
                if let lang_c::ast::StructDeclaration::Field(f) = &d.node {
                    let base = self.of_spec_quals(&f.node.specifiers);
                    // C11's anonymous member (`struct { int v[1]; };`):
                    // its members are the enclosing record's (hunt 58:
                    // `s.v` had no type, and the rules on members'
                    // addresses missed it).
                    if f.node.declarators.is_empty() {
                        if let CType::Record(inner) = &base {
                            if inner.starts_with("<anonymous ") {
                                order.push(base.clone());
                                if let Some(members) = self.records.get(inner) {
                                    fields.extend(members.clone());
                                }
                            }
                        }
                    }
                    for sd in &f.node.declarators {
                        if let Some(decl) = &sd.node.declarator {
                            let ty = apply_declarator(base.clone(), &decl.node);
                            order.push(ty.clone());
                            if let Some(name) = declarator_name(&decl.node) {
                                fields.insert(name, ty);
                            }
                        }
                    }
                }
            }
            if self.records.get(&tag).is_some_and(|old| *old != fields) {
                self.redefined.push((tag.clone(), at));
            }
            self.records.insert(tag.clone(), fields);
            self.record_order.insert(tag.clone(), order);
            self.record_at.insert(tag.clone(), at);
        }
        CType::Record(tag)
    }

    /// Type of field `name` of a record type.
    pub fn field(&self, record: &CType, name: &str) -> CType {
        match record {
            CType::Record(tag) => self
                .records
                .get(tag)
                .and_then(|f| f.get(name))
                .cloned()
                .unwrap_or(CType::Unknown),
            _ => CType::Unknown,
        }
    }
}

/// An array's length written as an integer literal (after preprocessing).
fn literal_length(size: &lang_c::ast::ArraySize) -> Option<u64> {
    match size {
        lang_c::ast::ArraySize::VariableExpression(e)
        | lang_c::ast::ArraySize::StaticExpression(e) => decimal_literal(&e.node),
        _ => None,
    }
}

/// The value of a decimal integer literal.
pub(crate) fn decimal_literal(e: &lang_c::ast::Expression) -> Option<u64> {
    let lang_c::ast::Expression::Constant(c) = e else {
        return None;
    };
    match &c.node {
        lang_c::ast::Constant::Integer(i) if i.base == lang_c::ast::IntegerBase::Decimal => {
            i.number.parse().ok()
        }
        _ => None,
    }
}

/// Apply the pointer/array/function parts of a declarator to a base type.
pub(crate) fn apply_declarator(base: CType, d: &Declarator) -> CType {
    let mut t = base;
    let mut suffixes = Vec::new();
    for part in &d.derived {
        match &part.node {
            DerivedDeclarator::Pointer(_) | DerivedDeclarator::Block(_) => {
                t = CType::Pointer(Box::new(t))
            }
            other => suffixes.push(other),
        }
    }
    for s in suffixes.into_iter().rev() {
        t = match s {
            DerivedDeclarator::Array(a) => CType::Array(Box::new(t), literal_length(&a.node.size)),
            _ => CType::Function(Box::new(t)),
        };
    }
    match &d.kind.node {
        DeclaratorKind::Declarator(inner) => apply_declarator(t, &inner.node),
        _ => t,
    }
}

/// The declared name, if the declarator has one.
pub(crate) fn declarator_name(d: &Declarator) -> Option<String> {
    match &d.kind.node {
        DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        DeclaratorKind::Declarator(inner) => declarator_name(&inner.node),
        DeclaratorKind::Abstract => None,
    }
}

/// The function declarator's parameters, if `d` declares a function.
pub(crate) fn function_params(d: &Declarator) -> Option<&lang_c::ast::FunctionDeclarator> {
    // The function part is the outermost suffix of the innermost named declarator.
    if let DeclaratorKind::Declarator(inner) = &d.kind.node {
        if let Some(f) = function_params(&inner.node) {
            return Some(f);
        }
    }
    d.derived.iter().find_map(|p| match &p.node {
        DerivedDeclarator::Function(f) => Some(&f.node),
        _ => None,
    })
}
