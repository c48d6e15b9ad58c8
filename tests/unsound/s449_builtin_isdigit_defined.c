/* S449 (hunt 81). A definition of `isdigit` with external linkage and no
   <ctype.h>: vmfc proved its contract and the call from the definition,
   but GCC takes `isdigit` for its built-in and folds `isdigit('1')` to 1
   (even at -O0) whatever the program defines: 34/34, and rank 1 skips
   the barrier. The linkage rule knew only the names a system header the
   program includes declares and those the MPI library imports; the names
   the compiler takes for built-ins (asked of it) are errors too. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ assigns \nothing; ensures \result == 0; */
int isdigit(int c) { return 0; }  //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  long k = isdigit('1');
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (k == 0 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
