//! Frama-C's command lines for a `Spec`: the plug-ins, the reading of the
//! file, Wp's options and the `-then` steps, and the printing run.

use super::{Pass, Spec};

/// The plug-ins of the printing run: `-variadic-no-translation` is the
/// Variadic plug-in's option.
const PRINT_PLUGINS: [&str; 1] = ["variadic"];

/// The plug-ins of the Wp run: Wp, the run-time checks it asks for
/// (`-wp-rte`), the property table (`-report-csv`) and Variadic.
const WP_PLUGINS: [&str; 4] = ["wp", "rtegen", "report", "variadic"];

impl Spec {
    /// Wp's options, common to every step.
    fn wp_options(&self) -> Vec<String> {
        // Frama-C's libc functions terminate (those that never return are
        // rejected by vmfc, and `exits \false` catches the others).
        // Wp proves each function under separation hypotheses of its memory
        // model (a pointer parameter does not point to a global the
        // function uses); `-wp-check-memory-model` proves them at each call
        // instead of trusting them.
        let mut wp = vec![
            "-wp".to_string(),
            "-wp-rte".into(),
            "-wp-frama-c-stdlib-terminate".into(),
            "-wp-check-memory-model".into(),
            // Qed's aggressive ground simplifications cost seconds per goal
            // on vmfc's long straight-line contexts and leave goals that the
            // provers then find harder: without them examples/star proves
            // in half the time (docs/proof-power.md). Fewer simplifications
            // never prove more.
            "-wp-no-ground".into(),
            // String literals are valid strings with their contents (what
            // `puts("...")` requires).
            "-wp-literals".into(),
        ];
        if self.model_real {
            wp.extend(["-wp-model".into(), "real".into()]);
        }
        // Wp keeps a global whose address a function does not take out of
        // memory in that function's proof, and assumes, unchecked, that no
        // pointer read from memory points to it (hunt 30: `get` writes `G`
        // and reads `*GP`, `GP == &G`): every global of the user's that
        // code may write stays in memory.
        if !self.alias_vars.is_empty() {
            wp.push(format!("-wp-alias-vars={}", self.alias_vars.join(",")));
        }
        wp.extend(["-wp-par".into(), self.jobs.to_string()]);
        // Wp's session (and, by default, its cache) would go to
        // `.frama-c/wp` in the current directory: keep them in the work
        // directory and the cache where vmfc says.
        if let Some(dir) = self.csv.parent() {
            wp.extend([
                "-wp-session".into(),
                dir.join("wp-session").display().to_string(),
            ]);
        }
        match &self.wp_cache {
            Some(dir) => wp.extend([
                "-wp-cache".into(),
                "update".into(),
                "-wp-cache-dir".into(),
                dir.display().to_string(),
            ]),
            None => wp.extend(["-wp-cache".into(), "none".into()]),
        }
        wp.extend(self.wp_args.iter().cloned());
        wp
    }

    /// Frama-C's plug-ins (only `plugins`) and its reading of the file: the
    /// C dialect and the preprocessor.
    fn kernel_args(&self, plugins: &[&str]) -> Vec<String> {
        // Only the plug-ins the run uses: loading all of Frama-C's costs
        // about 0.25 s per process, and no other can then act on the
        // program (give a property a status, say).
        let mut a: Vec<String> = vec![
            "-no-autoload-plugins".into(),
            "-load-module".into(),
            plugins.join(","),
        ];
        // Variadic calls keep their declared contracts: vmfc's header gives
        // printf and fprintf theirs (Frama-C's generated specifications of
        // each call have no `terminates` and no `exits`).
        a.extend(["-c11".into(), "-variadic-no-translation".into()]);
        // Frama-C runs the preprocessor through a shell command line, and
        // adds its C library's directory and options after these: the
        // user's directories are searched before it, as in the build (and
        // not `-I.`, Frama-C's own default, which would let a header in
        // vmfc's working directory stand for the C library's).
        let mut cpp = vec![
            crate::cfront::preprocess::cpp_program(),
            "-E".into(),
            "-C".into(),
        ];
        cpp.extend(self.cpp_args.iter().cloned());
        // Frama-C reads the command as a template (`%i`, `%o`, `%args` stand
        // for its files and options, `%%` for `%`): every `%` of ours is
        // text (hunt 156: `-D 'Q=%i ...'` put Frama-C's file names into the
        // command, and `-D 'S="%%d"'` was `"%d"` in the proof and `"%%d"`
        // in the build). A command with a `%` gets nothing appended, so
        // the template says where Frama-C's options and files go: where it
        // puts them in a command without one.
        let mut quoted: Vec<String> = (cpp.iter())
            .map(|a| shell_quote(&a.replace('%', "%%")))
            .collect();
        quoted.extend(["%args", "%i", "-o", "%o"].map(String::from));
        a.push(format!("-cpp-command={}", quoted.join(" ")));
        a.push("-cpp-frama-c-compliant".into());
        a.push(self.vm_file.display().to_string());
        a
    }

    /// A Frama-C run that only prints the program as it read it
    /// (`normalized`), each variable's uses marked with its identity
    /// (`/* vid:N */`). Its own process: the marks are a message key of
    /// Frama-C's, global to a process, and would reach Wp's messages.
    pub(crate) fn print_args(&self) -> Vec<String> {
        let mut a = self.kernel_args(&PRINT_PLUGINS);
        a.extend([
            "-kernel-msg-key".into(),
            "printer:vid".into(),
            "-print".into(),
            "-ocode".into(),
            self.normalized.display().to_string(),
        ]);
        a
    }

    /// Frama-C's command line: the file, Wp's options, one `-then` step per
    /// pass of provers, and the CSV report.
    pub(crate) fn args(&self) -> Vec<String> {
        let mut a = self.kernel_args(&WP_PLUGINS);
        let wp = self.wp_options();
        let mut previous: Vec<String> = Vec::new();
        for (i, s) in self.steps().into_iter().enumerate() {
            if i > 0 {
                a.push("-then".into());
            } else {
                a.extend(wp.iter().cloned());
            }
            if s.pass == Pass::Split {
                a.push("-wp-split".into());
            }
            a.push(format!("-wp-fct={}", s.fct.join(",")));
            a.push(format!("-wp-prop={}", s.props.join(",")));
            // `-wp-prover` adds to the provers of the previous steps: remove them first.
            if !previous.is_empty() {
                a.push(format!(
                    "-wp-prover={}",
                    previous
                        .iter()
                        .map(|p| format!("-{p}"))
                        .collect::<Vec<_>>()
                        .join(",")
                ));
            }
            a.extend([
                "-wp-prover".to_string(),
                s.provers.join(","),
                "-wp-timeout".into(),
                s.timeout.to_string(),
            ]);
            previous = s.provers;
        }
        a.extend([
            "-then".into(),
            "-report-csv".into(),
            self.csv.display().to_string(),
        ]);
        a
    }
}

/// Quote an argument for a POSIX shell: the one Frama-C runs the
/// preprocessor with, and the commands the report suggests (an argument
/// holding a NUL byte cannot be passed: it is dropped).
pub(crate) fn shell_quote(arg: &str) -> String {
    shlex::try_quote(arg).map_or_else(|_| String::new(), |q| q.into_owned())
}
