/* S549 (hunt 133). `sizeof (1 ? "HELLO, WORLD" : "hi")`: C gives the
   size of a pointer (8), CIL folds the condition and gives the array's
   (13): the proof copies 13 bytes into what the build makes an 8-byte
   buffer. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>

#define LOUD 1
#define GREETING (LOUD ? "HELLO, WORLD" : "hi")

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char buf[sizeof GREETING]; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert sizeof(buf) == 13;
  assert(sizeof buf == 13);
  memcpy(buf, "HELLO, WORLD", 13);   /* overflows the 8-byte buffer of the build */
  if (rank == 0)
    printf("%c\n", buf[12]);
  MPI_Finalize();
  return 0;
}
