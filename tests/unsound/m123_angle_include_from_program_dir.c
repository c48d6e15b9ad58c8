/* M123. `#include <assert.h>` with an `assert.h` next to the program: the
 * build reads the C library's (mpicc searches the program's directory for
 * quoted includes only), vmfc gave Frama-C the directory with `-I` and it
 * read the local one, whose `assert` does nothing. The program's
 * directory is now given with `-iquote`. (Real run: the assertion fails
 * on rank 1, which aborts.) */
//! expect: c_assert
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  assert(rank == 0); //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}
