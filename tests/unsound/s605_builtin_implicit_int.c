/* S605 (hunt 149). Another built-in Frama-C's machine model lacks:
   `__builtin_fabs(1.0)` gets an implicit `int` (4 bytes) in the proof,
   `double` (8) in the build. Proved `s == 4` (23/23); the run's C
   `assert` fails. */
//! expect: rejected
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

static char arr[sizeof(__builtin_fabs(1.0))]; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int s = (int)sizeof(arr);
  //@ assert s == 4;
  assert(s == 4);
  printf("%d\n", s);
  MPI_Finalize();
  return 0;
}
