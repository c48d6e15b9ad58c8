/* S297 (hunt 34): r260 with a C library global named through a macro
 * (`#define G optind`): -wp-alias-vars kept the library globals whose name
 * the code writes, and `optind` was written only in a directive, so `get`
 * was proved to return 1 (it returns 5). Now the names in the user's
 * macro definitions count too.
 * vmfc was: "Proved goals: 29 / 29". run (mpiexec -n 2): hangs. */
//! expect: postcondition
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>

#define G optind
int *GP;

/*@ requires \valid_read(GP) && *GP == 1;
    terminates \true; exits \false;
    assigns optind;
    ensures \result == 1; */ //! here
int get(void) { G = 5; return *GP; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  G = 1;
  GP = &G;
  if (rank == 0) r = get(); else r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}
