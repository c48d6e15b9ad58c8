/* F20. A collective call hidden in the size of a variable-length array: the
 * expression walk of the front end did not see it, so it was neither rewritten
 * nor checked. Every use of an MPI routine or collective function in a
 * verified function must be a call vmfc found. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures \result == 1;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int one(void);

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int x = 0;
  /*@ mpi begin regions: nregions = 0; region(i) = 1; */
  if (rank == 0) {
    int v[one()]; //! here
    v[0] = 42;
    x = v[0];
  }
  //@ mpi end regions;
  return x;
}

int one(void) { return 1; }

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
