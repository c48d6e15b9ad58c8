/* S459 (hunt 84). vmfc evaluated the enumerator `0u - 1` as -1, where GCC
   computes 4294967295 in unsigned int, so it took the designator `[J].x`
   for another element than `[1]` and the rule on designators that
   override an initialized member did not apply: `//@ assert arr[1].y ==
   4` was proved (18/18), the build has 0. vmfc evaluates only constant
   expressions of type int whose every result fits int. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

enum { K = 0u - 1 };
enum { J = K - 4294967294L };

struct Q { int x; int y; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  struct Q arr[2] = { [1] = (struct Q){3, 4}, [J].x = 7 }; //! here
  //@ assert arr[1].y == 4;
  printf("rank %d: J=%d arr[1] = {%d, %d}\n", rank, (int)J, arr[1].x, arr[1].y);
  MPI_Finalize();
  return 0;
}
