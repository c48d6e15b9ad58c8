/* S267 (hunt 31): a ghost function named by an object-like macro
 * (`#define NAME lie`): vmfc read the name `NAME` in the ghost code and had
 * Wp prove the function of that name, a C function defined after `#undef
 * NAME`, while Frama-C's ghost function `lie` (`ensures \false`) was never
 * proved and `main` trusted it: `assert 1 == 2` and a barrier on rank 0
 * only were proved. Now a ghost function's name may not be a macro.
 * vmfc was: "Proved goals: 27 / 27". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define NAME lie
/*@ ghost
  /@ terminates \true; exits \false; assigns \nothing; ensures \false; @/
  int NAME(void) { return 0; } //! here
*/
#undef NAME

/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 0; */
int NAME(void) { return 0; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ ghost int r = lie();
  //@ assert 1 == 2;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  int z = NAME();
  printf("rank %d done %d\n", rank, z);
  MPI_Finalize();
  return 0;
}
