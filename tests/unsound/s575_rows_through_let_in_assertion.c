/* S575 (hunt 136). `\let r = &m[0];` then `\separated(&r[0][0] + (0 ..
   3), &r[1][0])`: a false separation proved through a name the rule did
   not know had rows. `&m[0]` is an error in annotations. */
//! expect: error
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int m[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  //@ assert \let r = &m[0]; \separated(&r[0][0] + (0 .. 3), &r[1][0]); //! here
  MPI_Finalize();
  return 0;
}
