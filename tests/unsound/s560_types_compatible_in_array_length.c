/* S560 (hunt 135). `__builtin_types_compatible_p(TE, TU)` for an enum and
   `unsigned int` is 1 for GCC, 0 for Frama-C: in a file-scope array's
   length it changed the array's size, and `sizeof(KA) - 1` was proved 0
   where the build computes 1. The built-in is an error anywhere. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

enum E { EA };
typedef enum E TE;
typedef unsigned int TU;
char KA[1 + __builtin_types_compatible_p(TE, TU)]; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int k = (int)sizeof(KA) - 1;
  printf("%d: k = %d\n", rank, k);
  assert(k == 0);
  MPI_Finalize();
  return 0;
}
