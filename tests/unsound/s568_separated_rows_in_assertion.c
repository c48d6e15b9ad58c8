/* S568 (after hunt 132). Pointers into the rows of a local `int m[2][2]`
   in an annotation: Wp proved `\separated(&m[0][0] + (0 .. 3), &m[1][0])`,
   which overlap in C. A row used as a value and the address of an element
   are errors in annotations as in code. */
//! expect: error
#include <mpi.h>
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int m[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  //@ assert \separated(&m[0][0] + (0 .. 3), &m[1][0] + 1); //! here
  MPI_Finalize();
  return 0;
}
