/* S576 (hunt 136). `\let v = (c ? c : c); sizeof(v) == 1` was proved: a
   `\let` name carries ACSL's type of its term (`char`), where C's
   conditional has `int`. `sizeof` of a `\let` name is an error. */
//! expect: error
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  char c = 1;
  MPI_Init(&argc, &argv);
  //@ assert \let v = (c ? c : c); sizeof(v) == 1; //! here
  MPI_Finalize();
  return 0;
}
