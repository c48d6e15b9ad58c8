/* S580 (hunt 137). `initstate(7, st, sizeof st)` makes `st` the state of
   `rand`, which the verified function calls (its contract assigns
   nothing), then branches on `st[16]` to a barrier: a hang. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

char *initstate(unsigned int seed, char *state, size_t n); /* glibc declares it too */ //! here
char st[32];   /* rand's state, given to the C library by main (initstate) */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires st[16] == b;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(char b, int rank, int nprocs) {
  int r = 0;
  if (rank == 0)
    r = rand();
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (st[16] == b)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
  printf("rank %d: %d\n", rank, r);
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  initstate(7, st, sizeof st);
  step(st[16], rank, nprocs);
  MPI_Finalize();
  return 0;
}
