/* S553 (hunt 133, caught then by a goal only). `&"abcdef" + 1` moves past
   the whole literal in C; CIL reads `"abcdef" + 1`. The address of a
   string literal is an error now. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const char (*p)[7] = &"abcdef" + 1; //! here
  char c = (*p)[0];
  //@ assert c == 98;
  printf("rank %d: c = %d\n", rank, c);
  assert(c == 'b');
  MPI_Finalize();
  return 0;
}
