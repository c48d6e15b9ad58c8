//! The sides of the checks that compare a collective call's argument
//! with its definition (hunt 123: the report quoted the call only).

/// For each `call_universal` check of `file`, the argument and the
/// definition it is compared with, as written.
fn compared(file: &str) -> Vec<(String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(path).unwrap();
    let t = crate::pipeline::transformed_for_verification(&text);
    let src = &t.frontend.file.text;
    (t.output.sides().into_iter())
        .filter(|(label, _)| label.starts_with("VM_call_universal"))
        .map(|(_, s)| {
            let arg = s.arg.map_or(String::new(), |a| src[a].to_string());
            let def = s.def.map_or(String::new(), |d| src[d].to_string());
            (arg, def)
        })
        .collect()
}

#[test]
fn arguments_of_mpi_collectives_are_compared_with_their_definitions() {
    let sides = compared("examples/pi/pi.c");
    assert!(
        sides.contains(&("0".into(), "MPI_Bcast#root(i) = 0;".into())),
        "{sides:?}"
    );
    assert!(
        sides.contains(&(
            "MPI_DOUBLE".into(),
            "MPI_Allreduce#datatype(i) = MPI_DOUBLE;".into()
        )),
        "{sides:?}"
    );
}

#[test]
fn arguments_of_collective_functions_are_compared_with_their_definitions() {
    let sides = compared("examples/bcast/bcast.c");
    assert!(
        sides
            .iter()
            .any(|(arg, def)| arg == "root" && def == "bcast#root(i) = root;"),
        "{sides:?}"
    );
}
