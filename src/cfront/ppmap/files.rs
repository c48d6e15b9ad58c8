//! Whose file each preprocessed token comes from: the user's (the input,
//! their headers), the C library's, the preprocessor's own, or vmfc's
//! `mpi.h`; and what includes what.

use super::PpMap;
use std::path::Path;

impl PpMap {
    /// Headers under the user's include directories are the user's, even
    /// if they declare themselves system headers.
    pub fn unmark_system_under(&mut self, dirs: &[std::path::PathBuf]) {
        for (i, f) in self.files.iter().enumerate() {
            if dirs.iter().any(|d| Path::new(f).starts_with(d)) {
                self.system[i] = false;
            }
        }
    }

    /// Only headers under the preprocessor's own directories are system
    /// headers: one found by an absolute `#include "/path/h.h"` that says
    /// `#pragma GCC system_header` is the user's.
    pub fn keep_system_only_under(&mut self, dirs: &[std::path::PathBuf]) {
        for (i, f) in self.files.iter().enumerate() {
            if !self.system[i] {
                continue;
            }
            // A name that does not resolve is the user's (hunt 73: a
            // newline in a directory's name, misread, kept `/usr/include`
            // as its beginning).
            let path = std::fs::canonicalize(f);
            if !path.is_ok_and(|p| dirs.iter().any(|d| p.starts_with(d))) {
                self.system[i] = false;
            }
        }
    }

    /// Mark vmfc's own header: the file whose real path is that of
    /// `header_dir/mpi.h` (hunt 73: `<../../tmp/evil.h>`, found through
    /// `header_dir` first on the include path, was named
    /// `header_dir/../../tmp/evil.h` and taken for it by its beginning).
    pub fn mark_ours(&mut self, header_dir: &Path) {
        let ours = std::fs::canonicalize(header_dir.join("mpi.h")).ok();
        for (i, f) in self.files.iter().enumerate() {
            self.ours[i] = ours.is_some() && std::fs::canonicalize(f).ok() == ours;
        }
    }

    /// Whether the preprocessed token at `pp_offset` comes from vmfc's own
    /// header.
    pub fn ours_at(&self, pp_offset: usize) -> bool {
        (self.index_at(pp_offset)).is_some_and(|i| self.ours[self.toks[i].file])
    }

    /// Whether the unit includes vmfc's own header.
    pub fn includes_ours(&self) -> bool {
        self.ours.iter().any(|&o| o)
    }

    /// Names of the files that line markers mention, except the main file
    /// and system headers.
    pub fn included_user_files(&self) -> Vec<&str> {
        (0..self.files.len())
            .filter(|&i| i != self.main && !self.library(i))
            .map(|i| self.files[i].as_str())
            .collect()
    }

    /// The user's headers that a system header, or the preprocessor itself
    /// (`stdc-predef.h`), includes, each with its includer: the build may
    /// read another file there than the proof (hunts 82 and 84: a
    /// `bits/wordsize.h` that glibc's `stdio.h` includes, a
    /// `gnu/stubs-x32.h` that glibc includes under `-D__ILP32__`, found in
    /// a `-I` directory; Frama-C's C library reads neither).
    pub fn user_files_included_by_system(&self) -> Vec<(&str, &str)> {
        (0..self.files.len())
            .filter(|&i| i != self.main && !self.library(i))
            .filter_map(|i| {
                let by = self.includer[i]?;
                self.library(by)
                    .then(|| (self.files[i].as_str(), self.files[by].as_str()))
            })
            .collect()
    }

    /// Where the preprocessed token at `pp_offset` comes from: the main file,
    /// a user header, or a system header (the bespoke mpi.h is in
    /// `header_dir`, and counts as a system header).
    pub fn def_origin(&self, pp_offset: usize) -> crate::cfront::model::DefOrigin {
        use crate::cfront::model::DefOrigin;
        let Some(i) = self.index_at(pp_offset) else {
            return DefOrigin::System;
        };
        let f = self.toks[i].file;
        if f == self.main {
            DefOrigin::Main
        } else if self.library(f) {
            DefOrigin::System
        } else {
            DefOrigin::UserHeader
        }
    }

    /// Whether file `i` is not the user's: a system header, the
    /// preprocessor's own, or vmfc's `mpi.h`.
    fn library(&self, i: usize) -> bool {
        self.system[i] || self.pseudo(i) || self.ours[i]
    }

    /// Whether file `i` is one of the preprocessor's own (`<built-in>`,
    /// `<command-line>`), which no `#include` enters: a user header may be
    /// named `<lt.h` (hunt 71: `#include "<lt.h"` was taken for a system
    /// header, and a contract in it on `strlen` trusted).
    fn pseudo(&self, i: usize) -> bool {
        matches!(self.files[i].as_str(), "<built-in>" | "<command-line>") && !self.included[i]
    }

    /// The main file, as the line markers name it.
    pub fn main_marker(&self) -> Option<&str> {
        self.files.get(self.main).map(String::as_str)
    }
}
