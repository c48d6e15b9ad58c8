/* S411 (hunt 57). A communicator other than MPI_COMM_WORLD, named through
 * a macro (`#define WORLD MPI_COMM_SELF`): vmfc's header did not declare
 * MPI_COMM_SELF, so Frama-C rejected the generated check ("a bug in
 * vmfc", exit 2). The header now has MPICH's other communicators, and
 * the check that the communicator is MPI_COMM_WORLD fails. (Real run:
 * each process broadcasts to itself; rank 1 keeps 0.) */
//! expect: coll_comm
//! run: 2
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#define WORLD MPI_COMM_SELF
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) x = 42;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&x, 1, MPI_INT, 0, WORLD); //! here
  //@ mpi end regions;
  printf("rank %d x %d\n", rank, x);
  assert(x == 42);
  MPI_Finalize();
  return 0;
}
