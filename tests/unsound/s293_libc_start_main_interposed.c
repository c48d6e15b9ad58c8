/* S293 (hunt 34): the program defines `__libc_start_main`, which the C
 * start-up code linked into every executable calls by name: it ran
 * before `main`, set `go` (proved 1 at `main`'s entry) to 0 on rank 1,
 * then called `main`. Now a name reserved to the C implementation (`__x`,
 * `_X`) may not be defined with external linkage.
 * vmfc was: "Proved goals: 21 / 21". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int go = 1;

int __libc_start_main(int (*m)(int, char **, char **), int argc, char **argv) { //! here
  char *r = getenv("PMI_RANK");
  if (r && r[0] == '1')
    go = 0;
  exit(m(argc, argv, 0));
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (go)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
