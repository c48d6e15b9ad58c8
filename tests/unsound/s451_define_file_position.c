/* S451 (hunt 79). `-D NAME=__FILE__`, given to vmfc and to the build:
   vmfc rejected `__FILE__` written in the user's files, never in a `-D`
   value. Frama-C sees vmfc's temporary file name (`/tmp/vmfc-verify-
   .../x-vm.c`, more than 20 bytes), the build `x.c` when built where the
   file is: 26/26 proved, and ranks other than 0 skip the barrier. A `-D`
   value is checked as a `#define` of a file of its own. (No real run here:
   the suite builds by a path longer than 20 bytes.) */
//! expect: error
//! here (next line)
//! define: NAME=__FILE__
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int n = (int)sizeof(NAME);
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || n > 20)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: n = %d\n", rank, n);
  MPI_Finalize();
  return 0;
}
