/* S602 (hunt 145). S600 with an enumerator in the constant expression:
   the evaluator of floating-point constants did not read it and so did
   not check the expression, while Frama-C folded it (1e308 * E is an
   infinity, times 0.0 a NaN, INT_MIN converted); the proof read 0 and the
   assertion fails in the build. What vmfc cannot read is now refused. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <assert.h>
enum { E = 10 };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int n = 1e308 * E * 0.0; //! here
  MPI_Init(&argc, &argv);
  //@ assert n == 0;
  assert(n == 0);
  MPI_Finalize();
  return 0;
}
