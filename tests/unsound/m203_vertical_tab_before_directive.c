/* M203 (hunt 23): a directive vmfc's lexer does not see. Line 17 starts with a
 * vertical tab (\x0b, invisible here) before `#pragma`. GCC (and Frama-C's
 * preprocessing) take \v as white space, so the line is a directive;
 * src/cfront/lexer.rs uses u8::is_ascii_whitespace, which excludes \v, so
 * vmfc lexes a punctuation token, the line is no longer at "line start",
 * and `#pragma ...` is read as ordinary tokens: the directive rules
 * (pragmas, #line, #if on build macros, #define of ...) never see it. This
 * reopens L91: `#pragma redefine_extname putchar exit` makes rank 0 exit
 * in the build, while the proof uses putchar's contract.
 * vmfc: "Proved goals: 24 / 24", EXIT 0.
 * run (mpiexec -n 2): no output at all; rank 0 exits with status 10 ('\n')
 * before the barrier, rank 1 never passes it; RC 10.                       */
//! expect: error
//! run: 2
/* L91. `#pragma redefine_extname` binds `putchar` to `exit` in the build;
 * Frama-C ignores it and uses the contract of `putchar`: rank 0 leaves
 * before the barrier. Pragmas other than `once` and diagnostics are
 * rejected. */
#pragma redefine_extname putchar exit //! here
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0)
    putchar('\n');
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d passed the barrier\n", rank);
  MPI_Finalize();
  return 0;
}
