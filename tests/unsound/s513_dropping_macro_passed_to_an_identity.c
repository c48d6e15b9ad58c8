/* S513 (hunt 118, against S507's rule). `#define T(f) f`, then
   `T(DROP)(total % parts)`: T puts its argument once, in order, so it
   was transparent, but the argument is a macro's name that the
   expansion applies to the written group after it, which DROP drops:
   vmfc's check went there while SLOT's remainder ran (19/19 proved;
   SIGFPE). A macro whose body puts a parameter before `(` or at its end
   may apply a macro it is given, and is not transparent. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <limits.h>
#include <stdio.h>

#define SLOT total % parts
#define DROP(e)
#define T(f) f

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires parts != 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int spread(int total, int parts, int rank, int nprocs) {
  int slot = T(DROP)(total % parts) SLOT; //! here
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
