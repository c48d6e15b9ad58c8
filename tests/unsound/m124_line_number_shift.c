/* M124. vmfc adds lines to the program it proves (the region markers'
 * expansions, its own definitions), so `__LINE__` there is not the
 * build's: a distance between two lines was proved 17 and is 5 when built.
 * `__LINE__`, `__FILE__`, `__DATE__`, `__TIME__` and the like may only be
 * printed. (Real run: `span 5`, rank 0 alone in the second barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, first = __LINE__; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  int span = __LINE__ - first;
  printf("rank %d: line %d\n", rank, __LINE__);
  if (rank != 0 || span == 17)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: span %d\n", rank, span);
  MPI_Finalize();
  return 0;
}
