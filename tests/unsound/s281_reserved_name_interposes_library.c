/* S281 (hunt 32): o226 with a reserved name: the program defines
 * `__errno_location`, which the C library and MPICH's libraries call by
 * name. The list of such names (`imports.txt`) left out every name
 * starting with `_`, and no header the program includes declares it, so
 * the definition replaced the library's and MPI_Init crashed. Now the
 * list keeps reserved names.
 * vmfc was: "Proved goals: 23 / 23". run (mpiexec -n 2): SIGSEGV. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int *__errno_location(void) { return (int *)0; } //! here

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
