//! The names the rules on the user's text refuse: macros whose value is
//! the build's position, built-ins the compiler decides, and what writes
//! memory behind the sequential program vmfc proves.

/// Macros whose value in the program vmfc proves (which has lines added,
/// another file name, and is preprocessed at another time) is not the
/// build's.
pub(super) const BUILD_POSITION: [&str; 9] = [
    "__LINE__",
    "__FILE__",
    "__FILE_NAME__",
    "__BASE_FILE__",
    "__INCLUDE_LEVEL__",
    "__COUNTER__",
    "__DATE__",
    "__TIME__",
    "__TIMESTAMP__",
];

/// Compiler built-ins whose value Frama-C computes otherwise than the
/// compiler (`__builtin_constant_p(a - a)` is 0 for Frama-C, 1 for GCC),
/// or that tell the position in the source; and `__builtin_types_compatible_p`
/// (hunt 135: an enumeration compatible with `unsigned int` for GCC, with
/// `int` for Frama-C; in a file-scope array's length it changed its size).
pub(crate) const COMPILER_DEPENDENT: [&str; 10] = [
    "__builtin_constant_p",
    "__builtin_types_compatible_p",
    "__builtin_object_size",
    "__builtin_dynamic_object_size",
    "__builtin_LINE",
    "__builtin_FILE",
    "__builtin_FUNCTION",
    "__builtin_COLUMN",
    "__builtin_return_address",
    "__builtin_frame_address",
];

/// What changes memory behind the sequential program vmfc proves, in any
/// function of the user's files (verified or not): a buffer or state the
/// C library keeps and writes later (hunt 137: `setvbuf(stdout, buf,
/// ...)` in an unverified `main`, then a verified function's `printf`,
/// whose contract assigns nothing, changed `buf` and a branch on it), a
/// thread, a signal handler, asynchronous I/O, another process sharing
/// memory.
pub(crate) const ASYNC_WRITERS: [&str; 43] = [
    "setvbuf",
    "setbuf",
    "setbuffer",
    "fmemopen",
    "open_memstream",
    "open_wmemstream",
    "initstate",
    "setstate",
    "initstate_r",
    "setstate_r",
    "random_r",
    "srandom_r",
    "pthread_create",
    "thrd_create",
    "signal",
    "sigaction",
    "sigset",
    "bsd_signal",
    "alarm",
    "ualarm",
    "setitimer",
    "timer_create",
    "aio_read",
    "lio_listio",
    "fork",
    "vfork",
    "shmat",
    // Hunt 139: a stream or a descriptor made to write memory (`mmap` of
    // a file `dup2` made stdout; `freopen` of stdout on
    // `/proc/self/mem`), another process writing it, and the names
    // reached without writing them (`dlsym(0, "setvbuf")`).
    "mmap",
    "mmap64",
    "mremap",
    "dup",
    "dup2",
    "dup3",
    "freopen",
    "freopen64",
    "process_vm_writev",
    "ptrace",
    "dlsym",
    "dlvsym",
    "dlopen",
    "dlmopen",
    "__errno_location",
    "clone",
];

/// A name of the C library less the prefixes of glibc's other names for
/// its functions (`_IO_setvbuf`, `__sigaction`, `__libc_fork`).
pub(super) fn library_name(name: &str) -> &str {
    let mut n = name;
    for prefix in ["_IO_", "__libc_", "__"] {
        n = n.strip_prefix(prefix).unwrap_or(n);
    }
    // `__errno_location` is its own name.
    if ASYNC_WRITERS.contains(&name) {
        name
    } else {
        n
    }
}
