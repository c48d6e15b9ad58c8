/* S532 (hunt 127). A UTF-8 byte-order mark at the start of a user
   header: GCC skips it, vmfc's lexer took it for the start of a name, so
   the header's first line `#pragma redefine_extname putchar exit` was no
   directive to vmfc and no rule read it; in the build `putchar` is `exit`
   and rank 0 leaves before the barrier. A byte-order mark is an error. */
//! expect: error s532_bom.h:1
//! run: 2
#include "s532_bom.h" //! here
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
