/* S501 (hunt 114). S496's trick on a call: a macro writes the call of
   a collective function on rank 0 only (CALLIF), and the same call is
   written inside DROP((...)), which the preprocessor drops. The order
   check of S496 compared only texts whose counts agree, and the brackets
   that would have crossed do not: the macro's `sync` was matched to the
   dropped one, vmfc's checks went into DROP's argument, and `nregions =
   0` was proved while rank 0 calls the barrier alone (32/32; hangs).
   Tokens written in the parentheses after a macro's name are now matched
   only when the macro puts each argument once, in order: here the call
   is said to come from a macro expansion. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define CALLIF if (rank == 0) sync();
#define DROP(...)

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
  CALLIF DROP((sync();)); //! here
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
