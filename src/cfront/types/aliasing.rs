//! Strict aliasing (C11 6.5p7): which types may reach one object.

use super::{Base, CType};

impl CType {
    /// Whether an object of type `self` may be accessed through an lvalue
    /// of type `other` or the other way round, as C11 6.5p7 allows (the
    /// same type up to signedness, a character type, `void` for a pointer
    /// to be converted back; what vmfc does not model is allowed).
    pub fn may_alias(&self, other: &CType) -> bool {
        let unsigned = |b: Base| match b {
            Base::SChar | Base::UChar => Base::Char,
            Base::UShort => Base::Short,
            Base::UInt => Base::Int,
            Base::ULong => Base::Long,
            Base::ULLong => Base::LLong,
            b => b,
        };
        let character =
            |t: &CType| matches!(t, CType::Base(Base::Char | Base::SChar | Base::UChar));
        match (self, other) {
            (CType::Void, _) | (_, CType::Void) | (CType::Unknown, _) | (_, CType::Unknown) => true,
            _ if character(self) || character(other) => true,
            (CType::Base(a), CType::Base(b)) => unsigned(*a) == unsigned(*b),
            (CType::Enum, CType::Enum | CType::Base(_)) | (CType::Base(_), CType::Enum) => true,
            (CType::Record(a), CType::Record(b)) => a == b,
            (CType::Pointer(a), CType::Pointer(b)) => a.may_alias(b),
            (CType::Array(a, _), b) | (b, CType::Array(a, _)) => a.may_alias(b),
            (CType::Function(_), CType::Function(_)) => true,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Base, CType};

    #[test]
    fn strict_aliasing_as_c11_says() {
        let b = CType::Base;
        let p = |t: CType| CType::Pointer(Box::new(t));
        // Same type up to signedness, character types, void: may alias.
        assert!(b(Base::Int).may_alias(&b(Base::UInt)));
        assert!(b(Base::Double).may_alias(&b(Base::UChar)));
        assert!(CType::Void.may_alias(&b(Base::Long)));
        assert!(CType::Record("s".into()).may_alias(&CType::Record("s".into())));
        // Distinct types, even of one size (hunt 18: long and long long).
        assert!(!b(Base::Long).may_alias(&b(Base::LLong)));
        assert!(!b(Base::Int).may_alias(&b(Base::Float)));
        assert!(!CType::Record("s".into()).may_alias(&b(Base::Int)));
        assert!(!p(b(Base::Int)).may_alias(&p(b(Base::Float))));
        assert!(p(b(Base::Int)).may_alias(&p(CType::Void)));
    }
}
