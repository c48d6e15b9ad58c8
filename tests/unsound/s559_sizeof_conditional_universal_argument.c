/* S559 (hunt 135). A universal argument `rank ? (int)sizeof(c ? c : c) : 1`
   for a `char c`: C gives the conditional type `int` (4), ACSL keeps
   `char` (1), so the check read 1 on every process; rank 1 passed 4 and
   waited in a second barrier forever. `sizeof` in a universal argument
   is of a type or an object only. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

char c;

/*@ mpi collective;
    mpi universal n;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void bars(int n) {
  /*@ mpi begin regions: nregions = n == 1 ? 1 : 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  if (n != 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = bars; bars#n(i) = 1; */
  bars(rank ? (int)sizeof(c ? c : c) : 1); //! here
  //@ mpi end regions;
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
