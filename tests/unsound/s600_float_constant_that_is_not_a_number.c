/* S600 (hunt 144). `1e308 * 10.0` is an infinity and `* 0.0` makes a NaN,
   which the build converts to INT_MIN; Frama-C folded the constant
   expression to 0, so the proof read `n == 0` and the run-time checks
   that the value is finite and fits `int` passed (20 / 20 proved); the
   assertion fails in the build on every rank. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int n = 1e308 * 10.0 * 0.0; //! here
  MPI_Init(&argc, &argv);
  assert(n == 0);
  MPI_Finalize();
  return 0;
}
