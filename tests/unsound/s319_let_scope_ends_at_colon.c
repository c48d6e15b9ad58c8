/* S319 (hunt 36): `(s < 0 ? \let rank = 0; rank : rank)` in `nummsg`: vmfc's term
 * scanner kept the `\let` binding to the closing parenthesis, while ACSL
 * ends it at the `:`, so the last `rank`, the process's own, escaped the
 * universality rule. A binder's body now ends where ACSL's does.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs or aborts. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>


/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? (s < 0 ? \let rank = 0; rank : rank) : 0; //! here
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
