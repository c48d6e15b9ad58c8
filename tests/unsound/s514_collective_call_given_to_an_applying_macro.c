/* S514 (hunt 118). `#define APPLY(f, x) f(x)` and `APPLY(DROP,
   (sync();))` beside a macro that calls sync on rank 0 only: the call's
   checks went into the dropped argument and `nregions = 0` was proved
   (32/32; hangs). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define CALLIF if (rank == 0) sync();
#define DROP(...)
#define APPLY(f, x) f(x)

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
  CALLIF APPLY(DROP, (sync();)); //! here
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
