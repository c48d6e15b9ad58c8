/* N217 (hunt 24): the formal `W` of `msginv` is named like the global `W`
 * that `mcount` reads. At the receive vmfc wrote `\let W = VM_src; ...
 * \let count = (... W)`, so the count became the sender's rank (3) and the
 * receiver assumed three elements equal to 7 when one was sent. Arguments
 * that name an earlier formal are now bound to `VM_arg` names first
 * (emit/defs.rs `apply`).
 * vmfc was: "Proved goals: 57 / 57". run (mpiexec -n 4): `assert(y[2] == 7)` fails. */
//! expect: assert
//! run: 4
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

static const int W = 1;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, size;
  int y[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  y[0] = 7; y[1] = argc; y[2] = argc; y[3] = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 3 && d == 0) ? 1 : 0;
        mcount(s, d, k) = W;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 1;
        msginv(W, d, k, buf, count, dt) = \forall integer j; 0 <= j < count ==> buf[j] == 7;
        slevel(s, d, k) = 1; */
  if (rank == 3)
    MPI_Send(y, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
  else if (rank == 0 && size > 3)
    MPI_Recv(y, 1, MPI_INT, 3, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  if (rank == 0 && size > 3) {
    //@ assert y[2] == 7; //! here
    assert(y[2] == 7);
    printf("y[2] = %d, argc = %d\n", y[2], argc);
  }
  MPI_Finalize();
  return 0;
}
