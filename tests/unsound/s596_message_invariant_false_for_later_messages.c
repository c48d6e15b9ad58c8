/* S596 (hunt 142). Processes 0 and 1 exchange a message each way, twice;
   in the second round both receive first: a deadlock. The message
   invariant `k == 0` is false of every second message, so the second
   round's receive assumed \false; the smoke check after it could not
   see it, the same receive being consistent in the first round. */
//! expect: recv_sendable
//! run: 2
#include <mpi.h>
#include <assert.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, i, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int peer = rank == 0 ? 1 : 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (VM_NP >= 2 && ((s == 0 && d == 1) || (s == 1 && d == 0))) ? 2 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 5;
        msginv(s, d, k, buf, count, dt) = k == 0;
        slevel(s, d, k) = 2 * k + 1 + s; */
  /*@ loop invariant 0 <= i <= 2;
      loop invariant rank <= 1 && nprocs >= 2 ==> VM_sc[peer] == i && VM_rc[peer] == i && VM_level == 2 * i;
      loop invariant \forall integer q; 0 <= q < nprocs && !(rank <= 1 && nprocs >= 2 && q == peer) ==> VM_sc[q] == 0 && VM_rc[q] == 0;
      loop invariant !(rank <= 1 && nprocs >= 2) ==> VM_level == 0;
      loop assigns i, y, VM_level, VM_sc[peer], VM_rc[peer];
      loop variant 2 - i; */
  for (i = 0; i < 2; i++) {
    if (nprocs >= 2 && rank == 0 && i == 0) {
      MPI_Send(&x, 1, MPI_INT, peer, 5, MPI_COMM_WORLD);
      MPI_Recv(&y, 1, MPI_INT, peer, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else if (nprocs >= 2 && rank <= 1) {
      MPI_Recv(&y, 1, MPI_INT, peer, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
      MPI_Send(&x, 1, MPI_INT, peer, 5, MPI_COMM_WORLD);
    }
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
