/* S601 (after hunt 144). A file-scope initializer with an overflowing
   floating-point constant expression: the build stores an infinity,
   Frama-C folds `1e300 * 1e10` to a finite value, and a verified `main`
   starts from the folded one. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <assert.h>

double big = 1e300 * 1e10; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  MPI_Init(&argc, &argv);
  assert(big < 1e308);
  MPI_Finalize();
  return 0;
}
