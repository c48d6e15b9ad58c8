/* S574 (hunt 136). `\separated(&(&m[0])[0][0] + (0 .. 3), &(&m[1])[0][0])`
   for `int m[2][2]`, false in C, was proved: the rule on row pointers in
   annotations did not count the subscripts after the parentheses. In
   annotations an array of arrays is used by its elements only. */
//! expect: error
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int m[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  //@ assert \separated(&(&m[0])[0][0] + (0 .. 3), &(&m[1])[0][0]); //! here
  MPI_Finalize();
  return 0;
}
