/* odd_even.c (docs/patterns.md) -- odd-even pairs: each even rank p sends its
 * rank to p + 1 and then receives p + 1's rank; each odd rank receives first,
 * then answers. With an odd number of processes the last rank has no partner
 * and takes no part. Partners end with each other's rank in *out; a rank
 * without a partner leaves *out as it was. */
#include <mpi.h>
#include <stdio.h>
#define TAG 7

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(out) && \separated(VM_Pointers, out);
    assigns VM_GlobalVars, *out;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures (rank % 2 == 0 && rank + 1 < nprocs) ==> *out == rank + 1;
    ensures rank % 2 == 1 ==> *out == rank - 1;
*/
void exchange(int *out, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = ((s % 2 == 0 && d == s + 1) || (s % 2 == 1 && d == s - 1)) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = s % 2 == 0 ? 1 : 2; */
  int me = rank;
  if (rank % 2 == 0) {
    if (rank + 1 < nprocs) {
      MPI_Send(&me, 1, MPI_INT, rank + 1, TAG, MPI_COMM_WORLD);
      MPI_Recv(out, 1, MPI_INT, rank + 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  } else {
    MPI_Recv(out, 1, MPI_INT, rank - 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(&me, 1, MPI_INT, rank - 1, TAG, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, out = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  exchange(&out, rank, nprocs);
  printf("rank %d: partner's rank %d\n", rank, out);
  MPI_Finalize();
  return 0;
}
