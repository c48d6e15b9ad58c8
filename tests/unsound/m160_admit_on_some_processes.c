/* M160 (thirteenth field hunt). A line shift whose last process sends to
 * `rank + 1`, out of range: the user could not prove the destination a
 * rank and admitted `right < nprocs`. The admit holds on every process but
 * the last, so no smoke check can refute it, and the last process's path
 * was proved vacuously. vmfc now rejects every assumption unless the user
 * passes --allow-assumptions. (Real run: MPICH aborts, invalid rank.) */
//! expect: error
//! run: 3
#include <mpi.h>
#include <stdio.h>
#define TAG 5

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int shift(int rank, int nprocs) {
  int got = -1, mine = rank;
  int right = rank + 1;
  //@ admit right < nprocs; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = VM_NP - s; */
  MPI_Send(&mine, 1, MPI_INT, right, TAG, MPI_COMM_WORLD);
  if (rank > 0)
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
  int g = shift(rank, nprocs);
  printf("rank %d got %d\n", rank, g);
  MPI_Finalize();
  return 0;
}
