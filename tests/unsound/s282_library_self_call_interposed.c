/* S282 (hunt 32): o226 through a function a library of MPICH's defines
 * and calls on itself through its PLT (`hwloc_bitmap_dup`): `imports.txt`
 * listed only the undefined dynamic symbols of those libraries, and the
 * program's definition replaced hwloc's own. Now the list also has every
 * symbol the libraries' relocations name.
 * vmfc was: "Proved goals: 23 / 23". run (mpiexec -n 2): SIGSEGV. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

void *hwloc_bitmap_dup(const void *old) { return (void *)0; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d\n", rank, size);
  MPI_Finalize();
  return 0;
}
