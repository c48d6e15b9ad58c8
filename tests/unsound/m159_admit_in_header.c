/* M159 (thirteenth field hunt). An `admit` in the code of a function
 * defined in a header (m159_peer.h): the admit contradicts the branch it
 * is in, so the header function's contract was proved vacuously there,
 * and no smoke check could follow it (vmfc does not edit headers). Such
 * an admit is an error. (Real run: rank 2 sends to rank 4, MPICH aborts.) */
//! expect: error m159_peer.h:10
//! run: 4
#include <mpi.h>
#include <stdio.h>
#include "m159_peer.h" //! here
#define TAG 3

int pair(int rank, int nprocs) {
  int got = -1, mine = rank;
  int partner = partner_of(rank);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s % 2 == 0 && d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = 1; */
  if (rank % 2 == 0)
    MPI_Send(&mine, 1, MPI_INT, partner, TAG, MPI_COMM_WORLD);
  else
    MPI_Recv(&got, 1, MPI_INT, rank - 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (nprocs == 4)
    printf("rank %d got %d\n", rank, pair(rank, nprocs));
  MPI_Finalize();
  return 0;
}
