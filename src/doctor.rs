//! `vmfc doctor` (part of the command line, not of the library): which tools
//! prover configuration it would use.

use std::process::ExitCode;

pub(crate) fn doctor() -> ExitCode {
    let tools = vmfc::verify::toolchain::detect();
    let mut missing = false;
    for t in &tools {
        match (&t.path, &t.version) {
            (Some(p), v) => println!(
                "ok       {:<15} {:<45} {}",
                t.name,
                v.as_deref().unwrap_or("?"),
                p.display()
            ),
            (None, _) if t.required => {
                missing = true;
                println!(
                    "MISSING  {:<15} needed by `vmfc verify`; install: {}",
                    t.name, t.fix
                );
            }
            (None, _) => println!("absent   {:<15} optional; install: {}", t.name, t.fix),
        }
    }
    if missing {
        println!("\nInstall everything at once: bash .ci/install (from the vmfc repository)");
        return ExitCode::from(2);
    }
    match vmfc::verify::toolchain::prepare(None) {
        Ok(tc) => {
            println!("\nWhy3 configuration: {}", tc.why3_conf.display());
            println!(
                "provers: {} (first pass), {} (retry pass)",
                tc.provers.join(", "),
                tc.filtered_provers.join(", ")
            );
            println!("cache: {}", vmfc::verify::toolchain::cache_dir().display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("\nWhy3 configuration: {e}");
            ExitCode::from(2)
        }
    }
}
