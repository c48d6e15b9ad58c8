/* S561 (hunt 134). `&A[2] - &B[0]`: Wp subtracts the offsets (2), the
   build the addresses (B lies elsewhere); an assertion that the
   difference is 2 was proved and fails in the build. A difference of
   two pointers is an error. */
//! expect: error
#include <mpi.h>
#include <assert.h>

int A[4];
int B[4];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int *p = &A[2];
  int *q = &B[0];
  long d = p - q; //! here
  assert(d == 2);
  MPI_Finalize();
  return 0;
}
