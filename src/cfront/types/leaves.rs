//! What kinds of scalars a type holds, through its arrays and records.

use super::{Base, CType, TypeEnv};

impl TypeEnv {
    /// Whether a value of type `t` holds floating-point data (itself, an
    /// element, or a field at any depth). An unknown type might.
    pub fn has_float(&self, t: &CType) -> bool {
        let float = |t: &CType| {
            matches!(
                t,
                CType::Base(Base::Float | Base::Double | Base::LDouble) | CType::Unknown
            )
        };
        self.any_leaf(t, &float, &mut Vec::new())
    }

    /// Whether `t` holds data that is not floating-point (an integer, a
    /// pointer, what vmfc cannot type).
    pub fn has_non_float(&self, t: &CType) -> bool {
        let other =
            |t: &CType| !matches!(t, CType::Base(Base::Float | Base::Double | Base::LDouble));
        self.any_leaf(t, &other, &mut Vec::new())
    }

    /// Whether `t` holds a `_Bool` (itself, an element, or a field at any
    /// depth), which Wp takes to be 0 or 1 whatever memory holds.
    pub fn has_bool(&self, t: &CType) -> bool {
        self.any_leaf(
            t,
            &|t| matches!(t, CType::Base(Base::Bool)),
            &mut Vec::new(),
        )
    }

    /// Whether a scalar of `t` (through arrays and records) satisfies `f`.
    fn any_leaf<'a>(
        &'a self,
        t: &'a CType,
        f: &dyn Fn(&CType) -> bool,
        seen: &mut Vec<&'a str>,
    ) -> bool {
        match t {
            CType::Array(e, _) => self.any_leaf(e, f, seen),
            CType::Record(tag) if seen.contains(&tag.as_str()) => false,
            CType::Record(tag) => {
                seen.push(tag);
                match self.records.get(tag) {
                    Some(fs) => fs.values().any(|m| self.any_leaf(m, f, seen)),
                    // A record vmfc does not know: a leaf that is no scalar.
                    None => f(t),
                }
            }
            _ => f(t),
        }
    }
}
