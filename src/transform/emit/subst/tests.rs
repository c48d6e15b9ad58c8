//! Unit tests of `regions`.

use super::*;

#[test]
fn substitution_respects_binders() {
    let map: HashMap<String, String> = [("g".to_string(), "VM_ID_g".to_string())].into();
    assert_eq!(subst_idents("i == 0 ? g : 1", &map), "i == 0 ? VM_ID_g : 1");
    assert_eq!(
        subst_idents("\\forall integer g; g > 0", &map),
        "\\forall integer g; g > 0"
    );
}

#[test]
fn hygienic_binding() {
    let b = vec![
        ("n".to_string(), "m".to_string()),
        ("m".to_string(), "n".to_string()),
    ];
    assert_eq!(
        bind_hygienic(&b, "n < m"),
        "(\\let VM_a0 = (m); \\let VM_a1 = (n); \\let n = VM_a0; \\let m = VM_a1; n < m)"
    );
}
