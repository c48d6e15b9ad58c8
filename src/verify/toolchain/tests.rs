//! Unit tests of `toolchain`.

#[test]
fn shortcuts_of_a_why3_configuration() {
    let conf = "[prover]\nname = \"Z3\"\nshortcut = \"z3t\"\n[prover]\nshortcut=\"cvc5\"\n[partial_prover]\nname = \"CVC4\"\n";
    assert_eq!(super::shortcuts(conf), ["cvc5", "z3t"]);
}
