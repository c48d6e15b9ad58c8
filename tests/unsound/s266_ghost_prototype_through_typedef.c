/* S266 (hunt 31): m175 through a typedef of a function type: `typedef
 * int FT(void);` then `FT lie;` declares a ghost function with no
 * parenthesis after its name, which the scan for ghost prototypes missed,
 * so its contract `ensures \false` was trusted: `assert 1 == 2` and a
 * barrier on rank 0 only were proved. Now, at file scope, any declaration
 * after a contract in ghost code that ends with `;` is a prototype.
 * vmfc was: "Proved goals: 22 / 22". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ ghost
  typedef int FT(void);
  /@ terminates \true; exits \false; assigns \nothing; ensures \false; @/ //! here
  FT lie;
*/

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
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
