/* S509 (hunt 116). `#define T(x) DROP(x)`: T puts its argument once, in
   order, but into DROP, which drops it (19/19 proved; SIGFPE). Trust
   follows the macros a body names. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <limits.h>
#include <stdio.h>

#define SLOT total % parts
#define DROP(e)
#define T(x) DROP(x)

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires parts != 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int spread(int total, int parts, int rank, int nprocs) {
  int slot = SLOT T(total % parts); //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
  return slot;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int s = spread(rank == 1 ? INT_MIN : 0, rank == 1 ? -1 : 1, rank, nprocs);
  printf("rank %d slot %d\n", rank, s);
  MPI_Finalize();
  return 0;
}
