/* S415 (hunt 60). A recursion hidden from both of vmfc's readings without
 * a macro: `logic integer G{check}(integer t) = 0X1e+G(t);`. vmfc's lexer
 * read `0X1e+G` (capital X) as one number with a decimal exponent, hiding
 * the call; in Frama-C's printed program the label `check` after `{` was
 * taken for the start of a declaration, dropping the recursive use. The
 * axiom `G(t) == 30 + G(t)` proved a barrier on rank 0 only. Now the sign
 * of an exponent follows `p` in a hexadecimal number, `e` in a decimal
 * one, and only an axiomatic block's braces let a declaration start.
 * (Real run: mpiexec -n 2 hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer G{check}(integer t) = 0X1e+G(t); */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert G(rank) == 0;
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}
