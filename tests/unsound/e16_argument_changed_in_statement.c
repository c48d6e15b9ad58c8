/* E16. A collective call whose universal argument is changed earlier in the
 * same statement: `u = rank, r = g(u)` would be checked with the old `u`. The
 * statement holding a collective call may have no other effect. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5

/*@ mpi collective;
    mpi universal u;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int g(int u);

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int u = 0, r = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#u(i) = 0; */
  u = rank, r = g(u); //! here
  //@ mpi end regions;
  return r;
}

int g(int u) { return u; }

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
