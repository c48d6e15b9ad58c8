/* mpi.h -- the bespoke MPI header of vmfc (https://example.invalid/vmfc).
 *
 * It is used only for verification: `vmfc transform` and Frama-C see this
 * header, `mpicc` sees the real one.  It gives the MPI types and constants of
 * the supported subset, the ghost state of the transformation (VM_*), the
 * contracts of MPI_Init / MPI_Finalize / MPI_Comm_size / MPI_Comm_rank and the
 * helpers the generated code calls.  Accepted by Frama-C 25 (no _Generic).
 */
#ifndef VMFC_MPI_H
#define VMFC_MPI_H

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- MPI types */
typedef int MPI_Datatype;
typedef int MPI_Comm;
typedef int MPI_Op;
/* Declared (as MPICH does) so that a program with non-blocking calls
 * reaches vmfc's error about them, not a syntax error; no routine takes it. */
typedef int MPI_Request;
/* MPICH's layout, so that `sizeof(MPI_Status)` is the build's. */
typedef struct MPI_Status {
  int count_lo;
  int count_hi_and_cancelled;
  int MPI_SOURCE;
  int MPI_TAG;
  int MPI_ERROR;
} MPI_Status;

#define MPI_SUCCESS        0
#define MPI_COMM_WORLD     ((MPI_Comm)0x44000000)
/* Other communicators are not supported: a call that names one directly
 * is an error; one reached through a macro or an expression fails the
 * check that the communicator is MPI_COMM_WORLD (MPICH's values, so that
 * the program means what it means when built). */
#define MPI_COMM_SELF      ((MPI_Comm)0x44000001)
#define MPI_COMM_NULL      ((MPI_Comm)0x04000000)
#define MPI_PROC_NULL      (-1)
#define MPI_ANY_SOURCE     (-2)
#define MPI_ANY_TAG        (-1)

/* MPI_STATUS_IGNORE is the address of an object of the header, so that a
 * null or any other status pointer is told apart from it (MPICH's is
 * (MPI_Status *) 1): vmfc accepts it only as an argument of an MPI call. */
extern MPI_Status VM_status_ignore_object;
#define MPI_STATUS_IGNORE  (&VM_status_ignore_object)

/* MPI_IN_PLACE is the null pointer here (MPICH's is (void *) -1): vmfc
 * recognizes it where it is written as an argument of an MPI call and
 * accepts it nowhere else. */
#define MPI_IN_PLACE       ((void *) 0)

/* Reduction operations: MPICH's values. */
#define MPI_MAX  ((MPI_Op)0x58000001)
#define MPI_MIN  ((MPI_Op)0x58000002)
#define MPI_SUM  ((MPI_Op)0x58000003)
#define MPI_PROD ((MPI_Op)0x58000004)
#define MPI_LAND ((MPI_Op)0x58000005)
#define MPI_BAND ((MPI_Op)0x58000006)
#define MPI_LOR  ((MPI_Op)0x58000007)
#define MPI_BOR  ((MPI_Op)0x58000008)

/* The largest tag every MPI implementation accepts (MPI_TAG_UB >= 32767). */
#define VM_TAG_UB 32767

/* Datatype constants: MPICH's values, so that a raw integer that is not a
 * datatype of the real library (say `6`) is not one here either.  Each
 * datatype describes one C type (vmfc's datatype table): MPI_BYTE describes
 * `unsigned char`, MPI_CHAR plain `char`. */
#define MPI_CHAR               ((MPI_Datatype)0x4c000101)
#define MPI_SIGNED_CHAR        ((MPI_Datatype)0x4c000118)
#define MPI_UNSIGNED_CHAR      ((MPI_Datatype)0x4c000102)
#define MPI_BYTE               ((MPI_Datatype)0x4c00010d)
#define MPI_SHORT              ((MPI_Datatype)0x4c000203)
#define MPI_UNSIGNED_SHORT     ((MPI_Datatype)0x4c000204)
#define MPI_INT                ((MPI_Datatype)0x4c000405)
#define MPI_UNSIGNED           ((MPI_Datatype)0x4c000406)
#define MPI_LONG               ((MPI_Datatype)0x4c000807)
#define MPI_UNSIGNED_LONG      ((MPI_Datatype)0x4c000808)
#define MPI_LONG_LONG_INT      ((MPI_Datatype)0x4c000809)
#define MPI_LONG_LONG          MPI_LONG_LONG_INT
#define MPI_UNSIGNED_LONG_LONG ((MPI_Datatype)0x4c000819)
#define MPI_FLOAT              ((MPI_Datatype)0x4c00040a)
#define MPI_DOUBLE             ((MPI_Datatype)0x4c00080b)
#define MPI_LONG_DOUBLE        ((MPI_Datatype)0x4c00100c)
#define MPI_C_BOOL             ((MPI_Datatype)0x4c00013f)

/* -------------------------------------------------------------- ghost state */
#define VM_Uninitialized 0
#define VM_Active        1
#define VM_Finalized     2

/* The state is C, not ghost: Frama-C then rejects every write to it from
 * ghost code ("a non-ghost lvalue cannot be assigned in ghost code"), a
 * pointer to it cast to a ghost pointer, and a call from ghost code of a
 * function that changes it, however macros, comments or pointers spell
 * them; vmfc rejects the names in the user's C code, so only the code vmfc
 * generates and the contracts of this header change it (docs/soundness.md,
 * "vmfc's state"). */
int VM_NP;     /* number of processes (universal) */
int VM_pid;    /* rank of this process in MPI_COMM_WORLD */
int VM_state = VM_Uninitialized;
int VM_sc[INT_MAX];   /* VM_sc[p]: messages sent to p in the current region */
int VM_rc[INT_MAX];   /* VM_rc[p]: messages received from p in the current region */
/* The counters are two arrays, large enough for any number of
 * processes, indexed only (never used as pointers: vmfc refuses `VM_sc + i`
 * and `&VM_sc[i]`). With their address never taken, Wp models them as logic
 * arrays of their own, apart from all memory of the program: a write
 * through a pointer cannot change them, and the provers need no separation
 * hypothesis to know it. */

/* Upper bound of a happens-before level (the type of VM_level). */
#define VM_LEVEL_MAX ULONG_MAX

/* pid in range, counters zero. */
#define VM_Init (0 < VM_NP && 0 <= VM_pid < VM_NP \
  && (\forall integer VM_i; 0 <= VM_i < VM_NP ==> VM_sc[VM_i] == 0 && VM_rc[VM_i] == 0))

/* The ghost globals in memory, for \separated(VM_Pointers, ...) (the
 * counters are logic arrays, apart from all memory). */
#define VM_Pointers &VM_NP, &VM_pid, &VM_state

/* Locations for assigns clauses: the ghost globals that MPI code changes ... */
#define VM_GlobalVars VM_state, VM_sc[0 .. VM_NP - 1], VM_rc[0 .. VM_NP - 1]
/* ... and the ghost locals of a function with regions. */
#define VM_LocalVars VM_level, VM_currentRegion, VM_regionCount
#define VM_Vars VM_GlobalVars, VM_LocalVars

/*@ predicate VM_UnchangedGlobalExceptState{K,L} =
      \forall integer VM_i; 0 <= VM_i < \at(VM_NP, L) ==>
        \at(VM_sc[VM_i], K) == \at(VM_sc[VM_i], L) &&
        \at(VM_rc[VM_i], K) == \at(VM_rc[VM_i], L);
    predicate VM_UnchangedGlobal{K,L} =
      \at(VM_state, K) == \at(VM_state, L) && VM_UnchangedGlobalExceptState{K,L};
*/
#define VM_UnchangedLocal(K,L) (\at(VM_level, K) == \at(VM_level, L) \
  && \at(VM_currentRegion, K) == \at(VM_currentRegion, L) \
  && \at(VM_regionCount, K) == \at(VM_regionCount, L))
#define VM_Unchanged(K,L) (VM_UnchangedGlobal{K,L} && VM_UnchangedLocal(K,L))

/* ------------------------------------------------------- MPI: setup calls */
/* MPI_Init gives the ghost state its values: the number of processes, this
 * process's rank, and fresh zeroed counters in the two ghost arrays (it
 * assigns them, so its contract is satisfiable from any state). */
/*@ requires VM_state == VM_Uninitialized;
    terminates \true;
    exits \false;
    ensures VM_Init && VM_state == VM_Active;
    ensures \result == MPI_SUCCESS;
    behavior no_arguments:
      assumes argc == \null && argv == \null;
      assigns VM_state, VM_NP, VM_pid,
        VM_sc[0 .. INT_MAX - 1], VM_rc[0 .. INT_MAX - 1] \from \nothing;
    behavior arguments:
      // MPI may remove its own arguments: what remains is an argument
      // vector again (C11 5.1.2.2.1), if it was one (MPI builds none:
      // a pair that is not main's, or main's after the program changed
      // it, is left as it is).
      assumes argc != \null || argv != \null;
      requires \valid(argc) && \valid(argv) && \separated(argc, argv, VM_Pointers);
      requires VM_argument_vector: *argc >= 0 && \valid_read(*argv + (0 .. *argc)) && (*argv)[*argc] == \null;
      requires VM_argument_strings: \forall integer VM_i; 0 <= VM_i < *argc ==> valid_read_string((*argv)[VM_i]);
      assigns VM_state, VM_NP, VM_pid,
        VM_sc[0 .. INT_MAX - 1], VM_rc[0 .. INT_MAX - 1], *argc, *argv \from \nothing;
      ensures *argc >= 0 && \valid_read(*argv + (0 .. *argc)) && (*argv)[*argc] == \null;
      ensures \forall integer VM_i; 0 <= VM_i < *argc ==> valid_read_string((*argv)[VM_i]);
    complete behaviors;
    disjoint behaviors;
*/
int MPI_Init(int *argc, char ***argv);

/*@ requires VM_state == VM_Active;
    terminates \true;
    exits \false;
    assigns VM_state;
    ensures VM_state == VM_Finalized;
    ensures \result == MPI_SUCCESS;
*/
int MPI_Finalize(void);

/*@ requires VM_state == VM_Active && comm == MPI_COMM_WORLD && \valid(size);
    requires \separated(size, VM_Pointers);
    terminates \true;
    exits \false;
    assigns *size;
    ensures *size == VM_NP && \result == MPI_SUCCESS;
*/
int MPI_Comm_size(MPI_Comm comm, int *size);

/*@ requires VM_state == VM_Active && comm == MPI_COMM_WORLD && \valid(rank);
    requires \separated(rank, VM_Pointers);
    terminates \true;
    exits \false;
    assigns *rank;
    ensures *rank == VM_pid && \result == MPI_SUCCESS;
*/
int MPI_Comm_rank(MPI_Comm comm, int *rank);

/* MPI_Abort ends every process. Verified code may not call it (vmfc's
 * theorem is about processes that all end normally); it is declared for
 * unverified code, such as a `main` without a contract. */
/*@ terminates \true;
    exits \true;
    assigns \nothing;
    ensures \false;
*/
int MPI_Abort(MPI_Comm comm, int errorcode);

/* Local routines of the environment: no communication.  MPI_Wtime's
 * result is trusted to be a time in seconds since some origin, below
 * 1.0e10 (an MPI implementation counts from its start or from 1970). */
#define MPI_MAX_PROCESSOR_NAME 128

/*@ requires VM_state == VM_Active;
    terminates \true;
    exits \false;
    assigns \nothing;
    ensures \is_finite(\result) && 0.0 <= \result <= 1.0e10;
*/
double MPI_Wtime(void);

/*@ requires VM_state == VM_Active;
    terminates \true;
    exits \false;
    assigns \nothing;
    ensures \is_finite(\result) && 0.0 < \result <= 1.0;
*/
double MPI_Wtick(void);

/*@ requires VM_state == VM_Active;
    requires \valid(name + (0 .. MPI_MAX_PROCESSOR_NAME - 1)) && \valid(resultlen);
    requires \separated(name + (0 .. MPI_MAX_PROCESSOR_NAME - 1), resultlen, VM_Pointers);
    terminates \true;
    exits \false;
    assigns name[0 .. MPI_MAX_PROCESSOR_NAME - 1], *resultlen;
    ensures 0 <= *resultlen < MPI_MAX_PROCESSOR_NAME && name[*resultlen] == 0;
    ensures \result == MPI_SUCCESS;
*/
int MPI_Get_processor_name(char *name, int *resultlen);

/* Remainders.  C leaves `a % b` undefined when `a / b` overflows
 * (C11 6.5.5p6: INT_MIN % -1, which traps on x86-64), but Frama-C's RTE
 * checks only that the divisor is not zero.  In verified functions vmfc
 * writes each signed remainder whose divisor is not a literal as a call of
 * one of these (its operands' common type), so that the precondition is
 * proved where the remainder is evaluated.  The result is C's (ACSL's `%`
 * truncates toward zero too). */
/*@ requires VM_remainder: b != 0 && !(a == INT_MIN && b == -1);
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a % b; */
int VM_rem_int(int a, int b);
/*@ requires VM_remainder: b != 0 && !(a == LONG_MIN && b == -1);
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a % b; */
long VM_rem_long(long a, long b);
/*@ requires VM_remainder: b != 0 && !(a == LLONG_MIN && b == -1);
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a % b; */
long long VM_rem_llong(long long a, long long b);

/* Floating-point divisions under `--model real`.  Wp's real model reads
 * floating-point numbers as reals, where `a / 0.0` is some real number
 * (the build computes an infinity or a NaN), and its run-time checks of
 * floating-point results hold trivially.  Under that model vmfc writes each
 * floating-point division whose divisor is not a nonzero literal as a call
 * of one of these (the operation's type), so that the divisor is proved
 * not zero where the division is evaluated.  The result is the division of
 * reals, as the model reads `a / b`.  Never called under the default
 * model, which checks that each result is finite. */
/*@ requires VM_division: b != 0.0;
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a / b; */
float VM_div_float(float a, float b);
/*@ requires VM_division: b != 0.0;
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a / b; */
double VM_div_double(double a, double b);
/*@ requires VM_division: b != 0.0;
    terminates \true; exits \false; assigns \nothing;
    ensures \result == a / b; */
long double VM_div_ldouble(long double a, long double b);

/* A stream verified code may write to: stdout, stderr, or a valid one. */
#define VM_stream(s) ((s) == __fc_stdout || (s) == __fc_stderr || \valid(s))

/* Output from verified code.  Trusted: printf and fprintf terminate,
 * return, and write no program memory (vmfc rejects a `%n` conversion and
 * a format that is not a literal); they are not checked against their
 * arguments (compile with -Wformat). */
/*@ terminates \true; exits \false; assigns \nothing; */
int printf(const char * restrict format, ...);
/*@ requires VM_stream(stream);
    terminates \true; exits \false; assigns \nothing; */
int fprintf(FILE * restrict stream, const char * restrict format, ...);

/* Streams from verified code: stdout and stderr, or a stream proved valid
 * (one the caller passes, whose contract requires it valid).  Frama-C's model cannot prove `stdout`
 * valid, so its own contracts of fflush, fputs and fputc would fail on
 * `fflush(stdout)`: vmfc's versions replace them, trusted like printf
 * (they terminate, return, and write no program memory). */
/*@ requires stream == \null || VM_stream(stream);
    terminates \true; exits \false; assigns \nothing; */
int VM_fflush(FILE *stream);
#define fflush VM_fflush
/*@ requires valid_read_string(s) && VM_stream(stream);
    terminates \true; exits \false; assigns \nothing; */
int VM_fputs(const char * restrict s, FILE * restrict stream);
#define fputs VM_fputs
/*@ requires VM_stream(stream);
    terminates \true; exits \false; assigns \nothing; */
int VM_fputc(int c, FILE *stream);
#define fputc VM_fputc

/* RAND_MAX is the C library's: Frama-C's says 32767, glibc's 2147483647, and
 * the program is built with one vmfc does not know.  It stands here for a
 * value C allows (32767 .. INT_MAX) that the proof does not know either,
 * so what is proved holds with every C library. */
/*@ axiomatic VM_RandMax {
      logic integer VM_RAND_MAX;
      axiom VM_rand_max_range: 32767 <= VM_RAND_MAX <= INT_MAX;
    } */
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == VM_RAND_MAX; */
int VM_rand_max(void);
#undef RAND_MAX
#define RAND_MAX (VM_rand_max())

/* Pseudo-random numbers from verified code: vmfc's stand-ins, trusted like
 * printf: they return (rand: a number in 0 .. RAND_MAX, another one at each
 * call) and write no program memory.  The generator's state is the C
 * library's, which no verified code reads; Frama-C's own contracts name
 * it, so every loop calling rand would have to list it in `loop assigns`. */
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= VM_RAND_MAX; */
int VM_rand(void);
#define rand VM_rand
/*@ terminates \true; exits \false; assigns \nothing; */
void VM_srand(unsigned int seed);
#define srand VM_srand

/* Frama-C 25 reads a contract without `exits` as "may exit"; these C
 * library functions return to their caller (vmfc rejects those that do
 * not), so a verified function may call them.  Added to the library's
 * own contracts. */
/* C requires a string of the conversions; Frama-C's specifications ask one
 * readable byte ("valid_read_string too strong"), and glibc reads on until
 * a terminating null byte. */
/*@ requires VM_string: valid_read_string(nptr); exits \false; */ int atoi(const char *nptr);
/*@ requires VM_string: valid_read_string(nptr); exits \false; */ long int atol(const char *nptr);
/*@ requires VM_string: valid_read_string(nptr); exits \false; */ double atof(const char *nptr);
/*@ requires VM_string: valid_read_string(nptr); exits \false; */ long int strtol(const char * restrict nptr, char ** restrict endptr, int base);
/*@ requires VM_string: valid_read_string(nptr); exits \false; */ double strtod(const char * restrict nptr, char ** restrict endptr);
/*@ exits \false; */ void *malloc(size_t size);
/*@ exits \false; */ void *calloc(size_t nmemb, size_t size);
/*@ exits \false; */ void *realloc(void *ptr, size_t size);
/*@ exits \false; */ void free(void *p);
/* C makes a null pointer undefined whatever the length, and glibc declares
 * these `__nonnull`, so GCC deletes a null test after a call; Frama-C's
 * specifications accept a null pointer with a zero length (hunt 32:
 * `strncmp(p, q, 0)` with `p` null). */
/*@ requires VM_nonnull: dest != \null && src != \null;
    exits \false; */ void *memcpy(void *restrict dest, const void *restrict src, size_t n);
/*@ requires VM_nonnull: dest != \null && src != \null;
    exits \false; */ void *memmove(void *dest, const void *src, size_t n);
/* Frama-C's memset ensures each byte, read as a `char`, equals `c`; C
 * stores `(unsigned char)c`, which a `char` reads back as `c` only when
 * `c` is a `char` value (0xFF would make the specification contradictory). */
/*@ requires VM_memset_value: CHAR_MIN <= c <= CHAR_MAX;
    requires VM_nonnull: s != \null;
    exits \false; */ void *memset(void *s, int c, size_t n);
/*@ exits \false; */ size_t strlen(const char *s);
/*@ exits \false; */ int strcmp(const char *s1, const char *s2);
/*@ requires VM_nonnull: s1 != \null && s2 != \null;
    exits \false; */ int strncmp(const char *s1, const char *s2, size_t n);
/*@ exits \false; */ int puts(const char *s);
/*@ exits \false; */ int putchar(int c);
/* What `assert(e)` calls under Frama-C: it requires `e != 0` (a goal at
 * each use), and then returns. */
/*@ terminates c != 0; exits \false; assigns \nothing; */ void __FC_assert(int c, const char *file, int line, const char *expr);
/* <math.h>'s common functions (declared here without the header, whose
 * other names would enter every program), with their domains: outside
 * them the library returns a NaN or an infinity, which `--model real`
 * cannot tell from a number (hunt 113: `sqrt(rank - 1.0)` was some real on
 * rank 0, and `m == m` true).  `exp` overflows above 709.78. */
/*@ requires VM_domain: x >= 0.0;
    terminates \true; exits \false; */ double sqrt(double x);
/*@ terminates \true; exits \false; */ double fabs(double x);
/*@ requires VM_domain: x <= 709.0;
    terminates \true; exits \false; */ double exp(double x);
/*@ requires VM_domain: x > 0.0;
    terminates \true; exits \false; */ double log(double x);
/*@ requires VM_domain: x > 0.0 || (x == 0.0 && y > 0.0);
    terminates \true; exits \false; */ double pow(double x, double y);
/*@ terminates \true; exits \false; */ double sin(double x);
/*@ terminates \true; exits \false; */ double cos(double x);
/*@ terminates \true; exits \false; */ double floor(double x);
/*@ terminates \true; exits \false; */ double ceil(double x);

/* ------------------------------------------------ MPI: communication calls
 * vmfc rewrites every call of these in a collective function.  A call left
 * in verified code is never proved: the precondition is \false.            */
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest,
             int tag, MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source,
             int tag, MPI_Comm comm, MPI_Status *status);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                 int dest, int sendtag, void *recvbuf, int recvcount,
                 MPI_Datatype recvtype, int source, int recvtag,
                 MPI_Comm comm, MPI_Status *status);

/* ------------------------------------------------------ MPI: collectives
 * vmfc rewrites every call of these in a collective function (each call is
 * an external region).  A call left in verified code is never proved.     */
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Barrier(MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root,
              MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Reduce(const void *sendbuf, void *recvbuf, int count,
               MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count,
                  MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
               void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
               MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
                MPI_Comm comm);
/*@ requires \false; terminates \true; exits \false; assigns \nothing; */
int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                  void *recvbuf, int recvcount, MPI_Datatype recvtype,
                  MPI_Comm comm);

/* ------------------------------------------------ helpers of generated code */
/* Element j of what the collective of region `region` of the run `run` left
 * on every process (`MPI_X#result(r, j)` in a definition; `VM_rbval`:
 * `MPI_X#real_result(r, j)`, floating-point data as reals); see
 * docs/soundness.md, "Results of collectives in definitions". */
/*@ axiomatic VM_results {
      logic integer VM_bval(integer run, integer region, integer j);
      logic real VM_rbval(integer run, integer region, integer j);
    } */

/* An arbitrary int (the generated code constrains it with an admit). */
/*@ terminates \true; exits \false; assigns \nothing; */
int VM_anyint(void);

/*@ terminates \true; exits \false; assigns \nothing; */
unsigned long VM_ghost_ulong(void);
/*@ terminates \true; exits \false; assigns \nothing; */
int VM_ghost_int(void);
/*@ terminates \true; exits \false;
    assigns VM_sc[0 .. VM_NP - 1], VM_rc[0 .. VM_NP - 1];
    ensures \forall integer VM_i; 0 <= VM_i < VM_NP ==>
      VM_sc[VM_i] == 0 && VM_rc[VM_i] == 0; */
void VM_reset_counters(void);

/* Typed havoc of exactly p[0 .. n-1] (the received elements): one per
 * basic type, since Frama-C 25 has no _Generic. */
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_char(char *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_schar(signed char *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_uchar(unsigned char *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_short(short *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_ushort(unsigned short *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_int(int *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_uint(unsigned int *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_long(long *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_ulong(unsigned long *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_llong(long long *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_ullong(unsigned long long *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_float(float *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_double(double *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_ldouble(long double *p, int n);
/*@ terminates \true; exits \false; assigns p[0 .. n - 1]; */ void VM_havoc_bool(_Bool *p, int n);

#endif /* VMFC_MPI_H */
