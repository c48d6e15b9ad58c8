//! The Why3 configuration vmfc owns: `why3 config detect`, the memory limit,
//! vmfc's drivers (embedded in the binary) and its prover entries (the
//! timeout-aware Z3, the context-filtered provers), written atomically.

use super::version_of;
use std::path::{Path, PathBuf};
use std::process::Command;

pub(super) const CVC5_DRIVER: &str = include_str!("../../../why3/cvc5.drv");
pub(super) const Z3_DRIVER: &str = include_str!("../../../why3/z3.drv");

/// Write `dir/why3.conf` (autodetected provers plus vmfc's entries) atomically:
/// built in a fresh directory, then renamed into place.
pub(super) fn write_why3_config(
    dir: &Path,
    why3: &Path,
    datadir: &str,
    z3: &Path,
    cvc5: &Path,
    vmfc: &Path,
) -> Result<(), String> {
    let parent = dir.parent().ok_or("no parent directory")?;
    std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
    let tmp = tempfile::Builder::new()
        .prefix(".why3-")
        .tempdir_in(parent)
        .map_err(|e| e.to_string())?;
    let conf = tmp.path().join("why3.conf");
    why3_detect(why3, &conf)?;
    let fix = |d: &str| d.replace("/usr/share/why3", datadir);
    std::fs::write(tmp.path().join("cvc5.drv"), fix(CVC5_DRIVER)).map_err(|e| e.to_string())?;
    std::fs::write(tmp.path().join("z3.drv"), fix(Z3_DRIVER)).map_err(|e| e.to_string())?;
    let text = std::fs::read_to_string(&conf).map_err(|e| e.to_string())?;
    let mut text: String = text
        .lines()
        .map(|l| {
            if l.starts_with("memlimit") {
                "memlimit = 4000"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    // The drivers are read from the final directory.
    for e in vmfc_provers(dir, z3, cvc5, vmfc) {
        text.push_str(&e.render());
    }
    std::fs::write(&conf, text).map_err(|e| e.to_string())?;
    let tmp_path = tmp.keep();
    match std::fs::rename(&tmp_path, dir) {
        Ok(()) => Ok(()),
        // Another run created it first: keep theirs.
        Err(_) if dir.join("why3.conf").is_file() => {
            let _ = std::fs::remove_dir_all(&tmp_path);
            Ok(())
        }
        Err(e) => Err(e.to_string()),
    }
}

/// `why3 config detect` into `conf`.
fn why3_detect(why3: &Path, conf: &Path) -> Result<(), String> {
    let out = Command::new(why3)
        .args(["config", "detect"])
        .env("WHY3CONFIG", conf)
        .output()
        .map_err(|e| format!("cannot run why3: {e}"))?;
    if !out.status.success() || !conf.is_file() {
        return Err(format!(
            "`why3 config detect` failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(())
}

/// One `[prover]` entry of why3.conf.
struct ProverEntry {
    name: &'static str,
    /// Why3's `alternative` (empty: none).
    alt: &'static str,
    shortcut: &'static str,
    command: String,
    command_steps: String,
    driver: PathBuf,
    path: PathBuf,
    version: String,
}

impl ProverEntry {
    fn render(&self) -> String {
        let alt = if self.alt.is_empty() {
            String::new()
        } else {
            format!("alternative = \"{}\"\n", self.alt)
        };
        format!(
            "\n[prover]\ncommand = \"{}\"\ncommand_steps = \"{}\"\ndriver = \"{}\"\nin_place = false\ninteractive = false\nname = \"{}\"\n{alt}path = \"{}\"\nshortcut = \"{}\"\nversion = \"{}\"\n",
            self.command,
            self.command_steps,
            self.driver.display(),
            self.name,
            self.path.display(),
            self.shortcut,
            self.version
        )
    }
}

/// vmfc's provers: CVC5, Z3 with a fixed timeout driver, and the
/// context-filtered versions of both (`vmfc smt-filter`), with fixed seeds.
fn vmfc_provers(dir: &Path, z3: &Path, cvc5: &Path, vmfc: &Path) -> Vec<ProverEntry> {
    let version = |p: &Path| {
        version_of(p, "--version")
            .and_then(|v| {
                v.split("version ")
                    .nth(1)
                    .map(|s| s.split_whitespace().next().unwrap_or("").to_string())
            })
            .unwrap_or_default()
    };
    let z3_run = format!(
        "{} -smt2 -T:%t sat.random_seed=42 nlsat.randomize=false smt.random_seed=42 -st %f",
        z3.display()
    );
    let z3_steps = format!(
        "{} -smt2 sat.random_seed=42 nlsat.randomize=false smt.random_seed=42 -st rlimit=%S %f",
        z3.display()
    );
    let cvc5_run = format!("{} --tlimit-per=%t000 --lang=smt2 %f", cvc5.display());
    let cvc5_steps = format!("{} --rlimit=%S --lang=smt2 %f", cvc5.display());
    let filter = |mode: &str| format!("{} smt-filter {mode} -- ", vmfc.display());
    let z3 = (z3, dir.join("z3.drv"), version(z3), "Z3", z3_run, z3_steps);
    let cvc5 = (
        cvc5,
        dir.join("cvc5.drv"),
        version(cvc5),
        "CVC5",
        cvc5_run,
        cvc5_steps,
    );
    let table = [
        (&cvc5, "", "cvc5", String::new()),
        (&z3, "fixedTO", "z3t", String::new()),
        (&z3, "norec", "z3-norec", filter("norec")),
        (&z3, "nolemma", "z3-nolemma", filter("nolemma")),
        (&cvc5, "norec", "cvc5-norec", filter("norec")),
    ];
    table
        .into_iter()
        .map(
            |((path, driver, version, name, run, steps), alt, shortcut, filter)| ProverEntry {
                name,
                alt,
                shortcut,
                command: format!("{filter}{run}"),
                command_steps: format!("{filter}{steps}"),
                driver: driver.clone(),
                path: path.to_path_buf(),
                version: version.clone(),
            },
        )
        .collect()
}
