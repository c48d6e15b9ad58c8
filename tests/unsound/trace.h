/* The tracing options of m122 (Frama-C's C library has a `trace.h` of its
 * own, which Frama-C read instead of this one). */
#define TRACE_ROOT_SKIPS_SYNC 1
