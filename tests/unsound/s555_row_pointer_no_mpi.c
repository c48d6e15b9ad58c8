/* S555 (hunt 132). S554 without MPI: `set(m[0] + 1)` assigns `buf[0 .. 1]`,
   which is `m[1][0]` too. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ requires \valid(buf + (0 .. 1));
    terminates \true;
    assigns buf[0 .. 1];
*/
void set(int *buf) {
  buf[0] = 5;
  buf[1] = 5;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int m[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  set(m[0] + 1); //! here
  //@ assert m[1][0] == 0;
  assert(m[1][0] == 0);
  printf("m[1][0] = %d\n", m[1][0]);
  MPI_Finalize();
  return 0;
}
