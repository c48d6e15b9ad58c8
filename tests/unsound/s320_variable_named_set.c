/* S320 (hunt 36): a process-local variable named `set` in `nummsg`: the term
 * scanner skipped `set` (and `bool`) as a type word.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs or aborts. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>


/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0, set;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  set = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && set == 1) ? 1 : 0; //! here
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, c, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 1)
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
