/* S508 (hunt 116). `#define DR DROP (`: the file never writes `DROP (`,
   and the written tokens up to the `)` that closes the macro's `(` are
   dropped (19/19 proved; SIGFPE). The tokens that close what an
   untrusted macro's expansion opens are untrusted. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <limits.h>
#include <stdio.h>

#define SLOT total % parts
#define DROP(e)
#define DR DROP (

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires parts != 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int spread(int total, int parts, int rank, int nprocs) {
  int slot = SLOT DR total % parts); //! here
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
