/* A2. `begin regions` ... `end regions` inside a branch on the rank: processes
 * that skip the branch skip the regions and their checks. vmfc requires both
 * to be statements of the function body itself. */
//! expect: error
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
  int x = 0;
  if (rank != 1) {
    /*@ mpi begin regions: nregions = 1; region(i) = 1; */ //! here
    /*@ mpi begin region 1:
          nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
          mcount(s, d, k) = 1;
          mdtype(s, d, k) = MPI_INT;
          msgtag(s, d, k) = TAG;
          msginv(s, d, k, buf, count, dt) = *buf == 42;
          slevel(s, d, k) = 1; */
    if (rank == 0 && nprocs > 1) {
      x = 42;
      MPI_Send(&x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
    }
    //@ mpi end region 1;
    //@ mpi end regions;
  }
  return x;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
