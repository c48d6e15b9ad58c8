/* S434 (hunt 69). `ensures \false` on a prototype of `printf` whose name
   a macro writes: every goal after the first `printf` was vacuous, a false
   `//@ assert rank == -1;` included (30/30). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define PF printf
/*@ ensures \false; */
int PF(const char *restrict format, ...); //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("start\n");
  //@ assert rank == -1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
