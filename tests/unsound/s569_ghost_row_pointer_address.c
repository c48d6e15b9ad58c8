/* S569 (after hunt 132). S558 as it was first written: `&gm[0][0]` in
   ghost code, a pointer into a row of a ghost array of arrays, which the
   rule against row pointers now reads in annotations too. */
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
  //@ ghost gset(&gm[0][0]); //! here
  //@ assert gm[1][1] == 0;
  MPI_Finalize();
  return 0;
}
