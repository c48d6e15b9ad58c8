/* S598 (hunt 143). S595 with the condition on the sender in a
   parenthesised group beside a conjunct that reads the buffer: only the
   conjuncts at the top level were split, and the group, naming the
   buffer, was dropped with the condition. Conjunctions are now split at
   every level of parentheses. */
//! expect: recv_sendable
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int peer = rank % 2 == 0 ? rank + 1 : rank - 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == (s % 2 == 0 ? s + 1 : s - 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 5;
        msginv(s, d, k, buf, count, dt) = (s >= 2 && *buf == *buf) && k == 0;
        slevel(s, d, k) = s % 2 == 0 ? 1 : 2; */
  if (peer < nprocs) {
    if (rank >= 2 && rank % 2 == 0) {
      MPI_Send(&x, 1, MPI_INT, peer, 5, MPI_COMM_WORLD);
      MPI_Recv(&y, 1, MPI_INT, peer, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
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
