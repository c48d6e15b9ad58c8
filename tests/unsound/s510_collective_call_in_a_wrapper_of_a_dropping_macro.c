/* S510 (hunt 116). S501 through a wrapper, `T((sync();))` with
   `#define T(x) DROP(x)`: the checks of the call went into the dropped
   argument and `nregions = 0` was proved while rank 0 calls the barrier
   alone (32/32; hangs). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define CALLIF if (rank == 0) sync();
#define DROP(...)
#define T(x) DROP(x)

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void sync(void) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 0; region(i) = sync; */
  CALLIF T((sync();)); //! here
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  f(rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
