//! Logic parameter declarations built from C declarations.

use super::*;

#[test]
fn parameter_declarations() {
    assert_eq!(logic_param("\\ghost const int * A"), "int * A");
    assert_eq!(logic_param("double a[]"), "double * a");
    assert_eq!(logic_param("register int n"), "int n");
    assert_eq!(replace_decl_name("int * A", "A", "VM_p0"), "int * VM_p0");
    assert_eq!(fill("0 <= {0} < {1}", &["s", "d"]), "0 <= s < d");
    // An argument is not read again (hunt 125: a set literal in a user's
    // definition); what is not a placeholder stays.
    assert_eq!(
        fill("({0} + {1})", &["({2} == {1})", "x"]),
        "(({2} == {1}) + x)"
    );
    assert_eq!(fill("{r} {} {9} {1", &["a"]), "{r} {} {9} {1");
}
