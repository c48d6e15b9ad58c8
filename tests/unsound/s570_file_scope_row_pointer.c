/* S570 (after hunt 132). A pointer into a row of a global array of arrays
   made in a file-scope initializer, `int *P = &G[0][0];`, then a receive
   of four ints through it: the initializer is read by the rule against
   row pointers as function bodies are. */
//! expect: error
#include <mpi.h>
int G[2][2];
int *P = &G[0][0]; //! here
/*@ requires \valid(p + (0 .. 3));
    assigns p[0 .. 3];
    ensures p[3] == 5; */
void set(int *p) {
  p[0] = 0; p[1] = 0; p[2] = 0; p[3] = 5;
}
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  set(P);
  //@ assert G[1][1] == 0;
  MPI_Finalize();
  return 0;
}
