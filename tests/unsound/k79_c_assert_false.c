/* K79. C's assert in a verified main: under Frama-C it calls __FC_assert,
 * which requires its condition. vmfc's header says it does not exit (it
 * returns when the condition holds); the condition itself stays a goal. */
//! expect: c_assert
//! run: 1
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert(rank > 0); //! here
  MPI_Finalize();
  return 0;
}
