/* S558 (after hunt 132). S554 in ghost code: a ghost local `int gm[2][2]`
   passed as `&gm[0][0]` (S569) to a ghost function that assigns `p[0 ..
   3]` was proved to leave `gm[1][1]` unchanged (a false assertion
   proved). Passed as `(int *)gm`, it is an error too: in annotations and
   ghost code an array of arrays is used by its elements only. (Ghost
   local arrays are also kept in Wp's memory, where the range covers the
   next row: a `(int *)gm` was caught by a goal before the rule.) */
//! expect: error
#include <mpi.h>

/*@ ghost
  /@ requires \valid(p + (0 .. 3));
     terminates \true;
     assigns p[0 .. 3];
     ensures p[3] == 5; @/
  void gset(int \ghost *p) {
    p[0] = 0; p[1] = 0; p[2] = 0; p[3] = 5;
  }
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  //@ ghost int gm[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  //@ ghost gset((int *)gm); //! here
  //@ assert gm[1][1] == 0;
  MPI_Finalize();
  return 0;
}
