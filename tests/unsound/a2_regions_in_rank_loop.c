/* A2. The regions inside a loop whose trip count depends on the rank: process
 * p runs them p times. vmfc requires `begin regions` to be a statement of the
 * function body itself. */
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
  int i;
  /*@ loop invariant 0 <= i <= rank;
      loop assigns i, x, VM_GlobalVars;
      loop variant rank - i; */
  for (i = 0; i < rank; i++) {
    /*@ mpi begin regions: nregions = 1; region(i) = 1; */ //! here
    /*@ mpi begin region 1:
          nummsg(s, d) = 0;
          mcount(s, d, k) = 1;
          mdtype(s, d, k) = MPI_INT;
          msgtag(s, d, k) = TAG;
          msginv(s, d, k, buf, count, dt) = \true;
          slevel(s, d, k) = 1; */
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
