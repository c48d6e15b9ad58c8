/* L90. `#line` made vmfc place `helper` in a header where it has no
 * contract, so it was never proved; Frama-C trusted the contract written
 * here. Line directives are rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

#line 1 "l90_decoy.h" //! here
/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 42; */
int helper(int r) { return r + 42; }
#line 12 "l90_line_directive.c"

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, v;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  v = helper(rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (v == 42)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert v == 42;
  printf("rank %d v %d\n", rank, v);
  assert(v == 42);
  MPI_Finalize();
  return 0;
}
