/* M141. `memset(buf, 0xFF, n)` on a `char` buffer proved `1 == 2`:
 * Frama-C's specification of memset ensures each byte, read as a `char`,
 * equals the `int` `c`, while C stores `(unsigned char)c`; with `c`
 * above CHAR_MAX no memory satisfies it, and everything after the call
 * was proved. vmfc's header now requires `c` to be a `char` value.
 * (Real run: the C assert fails on every process.) */
//! expect: precondition
//! run: 1
#include <mpi.h>
#include <string.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char buf[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  memset(buf, 0xFF, sizeof buf); //! here
  //@ assert 1 == 2;
  assert(rank == 12345);
  printf("rank %d passed assert, buf[0]=%d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
