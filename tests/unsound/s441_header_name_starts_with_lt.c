/* S441 (hunt 71). S435 with the header named `<s441_lt.h`: GCC's line
   marker names it `"<s441_lt.h"`, and vmfc took every file whose marker
   name begins with `<` for the preprocessor's own (`<built-in>`), so a
   system header: the contract on `strlen` was trusted (30/30, exit 0),
   and the program hangs on two processes. Only `<built-in>` and
   `<command-line>`, never entered by an `#include`, are the
   preprocessor's. */
//! expect: error <s441_lt.h:3
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include "<s441_lt.h" //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  size_t k = strlen("abc");
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (k == 0 || rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
