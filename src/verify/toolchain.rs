//! The external tools: discovery, versions, and the Why3 configuration that
//! vmfc owns (drivers embedded in the binary, written under the cache
//! directory), so no user ever runs `why3 config detect` by hand.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;
use why3_conf::{write_why3_config, CVC5_DRIVER, Z3_DRIVER};

mod why3_conf;

/// Errors of the toolchain (all exit code 2).
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    #[error("`{0}` is not installed (run `vmfc doctor` for the command that installs it)")]
    Missing(&'static str),
    #[error("cannot set up the Why3 configuration in {dir}: {msg}")]
    Why3Config { dir: PathBuf, msg: String },
}

/// One external tool.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Tool {
    pub name: &'static str,
    pub path: Option<PathBuf>,
    pub version: Option<String>,
    /// Needed by `vmfc verify` (the others are optional or for running examples).
    pub required: bool,
    /// The command that installs it.
    pub fix: String,
}

const APT: &str = "sudo apt-get install -y";

/// (name, binary, version args, required, fix)
const TOOLS: [(&str, &str, &str, bool, &str); 9] = [
    ("Frama-C", "frama-c", "-version", true, "frama-c-base"),
    ("Why3", "why3", "--version", true, "why3"),
    ("Z3", "z3", "--version", true, "z3"),
    ("CVC5", "cvc5", "--version", true, "cvc5"),
    ("CVC4", "cvc4", "--version", false, "cvc4"),
    (
        "Alt-Ergo",
        "alt-ergo",
        "--version",
        false,
        "(not packaged in Debian; used when present)",
    ),
    ("C preprocessor", "gcc", "--version", true, "gcc"),
    ("mpicc", "mpicc", "-v", false, "mpich libmpich-dev"),
    ("mpiexec", "mpiexec", "--version", false, "mpich"),
];

/// What identifies an executable's contents without reading it: a tool
/// rewritten or replaced at its path gets a new stamp.
type Stamp = (PathBuf, u64, Option<std::time::SystemTime>, u64);

fn stamp(path: &Path) -> Option<Stamp> {
    use std::os::unix::fs::MetadataExt;
    let real = std::fs::canonicalize(path).ok()?;
    let m = std::fs::metadata(&real).ok()?;
    Some((real, m.len(), m.modified().ok(), m.ino()))
}

/// The output of `path args` (each tool is asked once per process while
/// its executable stays the same: a test process verifies hundreds of
/// programs, and each probe of a tool is a process of its own).
fn probe(path: &Path, args: &str, run: impl FnOnce() -> Option<String>) -> Option<String> {
    type Probes = std::collections::HashMap<(Stamp, String), Option<String>>;
    static PROBES: std::sync::LazyLock<std::sync::Mutex<Probes>> =
        std::sync::LazyLock::new(Default::default);
    let Some(key) = stamp(path).map(|s| (s, args.to_string())) else {
        return run();
    };
    if let Some(found) = PROBES.lock().ok().and_then(|p| p.get(&key).cloned()) {
        return found;
    }
    let found = run();
    if let Ok(mut p) = PROBES.lock() {
        p.insert(key, found.clone());
    }
    found
}

/// First line of `bin args` with a version number, trimmed.
fn version_of(path: &Path, args: &str) -> Option<String> {
    probe(path, args, || read_version(path, args))
}

fn read_version(path: &Path, args: &str) -> Option<String> {
    let out = Command::new(path)
        .args(args.split_whitespace())
        .output()
        .ok()?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let has_digit = |l: &&str| l.chars().any(|c| c.is_ascii_digit());
    let line = text
        .lines()
        .filter(has_digit)
        .find(|l| l.to_lowercase().contains("version"))
        .or_else(|| text.lines().find(has_digit))?;
    Some(line.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Every tool, found or not.
pub fn detect() -> Vec<Tool> {
    TOOLS
        .iter()
        .map(|&(name, bin, args, required, pkg)| {
            let path = find(bin).ok();
            let version = path.as_deref().and_then(|p| version_of(p, args));
            let fix = if pkg.starts_with('(') {
                pkg.to_string()
            } else {
                format!("{APT} {pkg}")
            };
            Tool {
                name,
                path,
                version,
                required,
                fix,
            }
        })
        .collect()
}

/// The directory of vmfc's caches: `$VMFC_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/vmfc`, else `~/.cache/vmfc`.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("VMFC_CACHE_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    use etcetera::BaseStrategy;
    etcetera::choose_base_strategy().map_or_else(
        |_| std::env::temp_dir().join("vmfc-cache"),
        |s| s.cache_dir().join("vmfc"),
    )
}

/// The tools a verification run uses, with the Why3 configuration to pass
/// to Frama-C (`WHY3CONFIG`).
#[derive(Debug, Clone)]
pub struct Toolchain {
    pub frama_c: PathBuf,
    pub frama_c_version: String,
    pub why3_conf: PathBuf,
    /// Why3 prover shortcuts available for the first pass (in order).
    pub provers: Vec<String>,
    /// Prover shortcuts of the context-filtering second pass.
    pub filtered_provers: Vec<String>,
    /// Every prover shortcut of the Why3 configuration (what `--prover` accepts).
    pub known_provers: Vec<String>,
    /// Versions of everything that can change a proof result (cache key).
    pub fingerprint: String,
}

/// A tool by name; `VMFC_FRAMA_C` overrides where Frama-C is.
fn find(bin: &'static str) -> Result<PathBuf, ToolError> {
    if bin == "frama-c" {
        if let Some(p) = std::env::var_os("VMFC_FRAMA_C").filter(|p| !p.is_empty()) {
            return which::which(&p).map_err(|_| ToolError::Missing(bin));
        }
    }
    which::which(bin).map_err(|_| ToolError::Missing(bin))
}

/// Frama-C, if it is installed (`VMFC_FRAMA_C`, else the search path).
pub(crate) fn frama_c() -> Option<PathBuf> {
    find("frama-c").ok()
}

/// Find the tools and make sure the Why3 configuration exists. `vmfc_exe`
/// is the `vmfc` binary that Why3 calls as the context-filtering wrapper
/// (default: the running executable).
pub fn prepare(vmfc_exe: Option<&Path>) -> Result<Toolchain, ToolError> {
    let frama_c = find("frama-c")?;
    let why3 = find("why3")?;
    let z3 = find("z3")?;
    let cvc5 = find("cvc5")?;
    let alt_ergo = which::which("alt-ergo").ok();
    let vmfc = match vmfc_exe {
        Some(p) => p.to_path_buf(),
        None => std::env::current_exe().map_err(|e| ToolError::Why3Config {
            dir: PathBuf::new(),
            msg: e.to_string(),
        })?,
    };
    let frama_c_version = version_of(&frama_c, "-version").unwrap_or_default();
    if frama_c_version.is_empty() {
        return Err(ToolError::Missing("frama-c"));
    }
    let datadir = probe(&why3, "--print-datadir", || {
        Command::new(&why3)
            .arg("--print-datadir")
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    })
    .filter(|d| !d.is_empty())
    .unwrap_or_else(|| "/usr/share/why3".into());
    let version = |p: &Path| version_of(p, "--version").unwrap_or_default();
    let none = PathBuf::new();
    let tools = [
        ("frama-c", frama_c.as_path(), frama_c_version.clone()),
        ("why3", why3.as_path(), version(&why3)),
        ("z3", z3.as_path(), version(&z3)),
        ("cvc5", cvc5.as_path(), version(&cvc5)),
        (
            "alt-ergo",
            alt_ergo.as_deref().unwrap_or(&none),
            alt_ergo.as_deref().map(version).unwrap_or_default(),
        ),
        (
            "vmfc",
            vmfc.as_path(),
            env!("CARGO_PKG_VERSION").to_string(),
        ),
    ];
    let fingerprint = fingerprint(&tools, &datadir);
    let dir = cache_dir().join("why3").join(&fingerprint[..16]);
    let conf = dir.join("why3.conf");
    if !conf.is_file() {
        write_why3_config(&dir, &why3, &datadir, &z3, &cvc5, &vmfc).map_err(|msg| {
            ToolError::Why3Config {
                dir: dir.clone(),
                msg,
            }
        })?;
    }
    // With one prover process at a time (`--jobs 1`), Wp tries a goal's
    // provers one after the other, in this order: CVC5 proves more of
    // vmfc's goals first (docs/proof-power.md).
    let mut provers = vec!["cvc5".to_string(), "z3t".to_string()];
    if alt_ergo.is_some() {
        provers.push("alt-ergo".to_string());
    }
    let known_provers = shortcuts(&std::fs::read_to_string(&conf).unwrap_or_default());
    Ok(Toolchain {
        frama_c,
        frama_c_version,
        why3_conf: conf,
        known_provers,
        provers,
        filtered_provers: vec![
            "z3-nolemma".to_string(),
            "z3-norec".to_string(),
            "cvc5-norec".to_string(),
        ],
        fingerprint,
    })
}

/// The identity of the toolchain, which keys the Why3 configuration and
/// vmfc's cache: each tool's path and version, vmfc's own executable, the
/// prover entries and drivers, and Why3's data directory.
fn fingerprint(tools: &[(&str, &Path, String)], datadir: &str) -> String {
    let mut h = Sha256::new();
    for (n, p, v) in tools {
        h.update(format!("{n}\0{}\0{v}\0", p.display()));
    }
    // The code that transforms and reads results: any rebuild changes it.
    h.update(executable_identity());
    h.update("entries: z3t cvc5 z3-norec z3-nolemma cvc5-norec");
    h.update(CVC5_DRIVER);
    h.update(Z3_DRIVER);
    h.update(datadir);
    // What changes where Frama-C, Why3 and the preprocessor Frama-C runs
    // find their files (hunt 138: a C library under another
    // `FRAMAC_SHARE`, with `INT_MAX` 5, proved a false assertion whose
    // result the next run replayed; Frama-C runs `CPP` or the `gcc` of
    // `PATH`; hunt 156: Frama-C names its temporary files after
    // `TMPDIR`, and a quote there changed how its shell read the
    // preprocessing command).
    let mut vars: Vec<(String, String)> = std::env::vars_os()
        .map(|(k, v)| {
            (
                k.to_string_lossy().into_owned(),
                v.to_string_lossy().into_owned(),
            )
        })
        .filter(|(k, _)| {
            ["FRAMAC", "WHY3", "GCC_"].iter().any(|p| k.starts_with(p))
                || [
                    "PATH",
                    "CPP",
                    "CC",
                    "COMPILER_PATH",
                    "SOURCE_DATE_EPOCH",
                    "TMPDIR",
                ]
                .contains(&k.as_str())
        })
        .collect();
    vars.sort();
    for (k, v) in vars {
        h.update(format!("{k}={v}\0"));
    }
    if let Some(libc) = crate::cfront::framac_view::library_dir() {
        h.update(libc.display().to_string());
    }
    hex(&h.finalize())
}

/// The prover shortcuts (`shortcut = "z3t"`) of a Why3 configuration, sorted.
fn shortcuts(conf: &str) -> Vec<String> {
    let mut v: Vec<String> = conf
        .lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix("shortcut")?
                .trim_start()
                .strip_prefix('=')?
                .trim()
                .strip_prefix('"')?
                .strip_suffix('"')
                .map(str::to_string)
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Path, size and modification time of the running executable.
fn executable_identity() -> String {
    let exe = std::env::current_exe().unwrap_or_default();
    let meta = std::fs::metadata(&exe).ok();
    let mtime = meta
        .as_ref()
        .and_then(|m| m.modified().ok())
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
    format!(
        "{}\0{}\0{:?}",
        exe.display(),
        meta.map_or(0, |m| m.len()),
        mtime
    )
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests;
