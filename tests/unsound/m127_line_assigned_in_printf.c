/* M127. `__LINE__` stored by an assignment written inside a printf
 * argument (`first = __LINE__`): the rule let it through because the
 * nearest call was printf. It must now be a whole argument of a printing
 * call. (Real run: lines 11 and 14, rank 0 alone in the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, first, last;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d: line %d\n", rank, first = __LINE__); //! here
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d: line %d\n", rank, last = __LINE__);
  if (rank != 0 || last - first == 15)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
