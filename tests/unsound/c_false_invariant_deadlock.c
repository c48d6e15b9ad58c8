/* A deadlock hidden by an unsatisfiable message invariant: every process first
 * receives from its left neighbour, a message whose invariant is `\false`. The
 * assumption makes the rest of each process's program vacuous, including the
 * checks that the sends happen. The smoke check after the receive proves
 * `\false` there: an error. */
//! expect: recv_smoke
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int x = rank, y = 0;
  int right = (rank + 1) % nprocs, left = (rank + nprocs - 1) % nprocs;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (VM_NP > 1 && d == (s + 1) % VM_NP) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \false;
        slevel(s, d, k) = 1; */
  if (nprocs > 1) {
    MPI_Recv(&y, 1, MPI_INT, left, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
    MPI_Send(&x, 1, MPI_INT, right, TAG, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return y;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 0) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
