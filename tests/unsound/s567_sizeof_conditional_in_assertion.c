/* S567 (hunt 135). `sizeof(c ? c : c)` in an annotation: ACSL keeps the
   type `char` (1) where C converts the branches to `int` (4). An
   assertion that it is 1 was provable, and the same text in C is 4.
   `sizeof` in an annotation is of a type or an object only. */
//! expect: error
#include <mpi.h>
#include <assert.h>
char c;
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int k = (int)sizeof(c ? c : c);
  //@ assert k == sizeof(c ? c : c); //! here
  assert(k == 1);
  MPI_Finalize();
  return 0;
}
