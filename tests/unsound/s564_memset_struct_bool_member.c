/* S564 (hunt 134). `memset(&s, 1, 2)` on `struct { char c; _Bool f; }`:
   the library's contract writes `((char *)s)[0 .. 1]`, which Wp reads as
   `char` cells, leaving `s.f` unchanged in the proof; the build sets its
   byte to 1. */
//! expect: error
#include <mpi.h>
#include <string.h>
#include <assert.h>

struct BB { char c; _Bool f; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct BB s = {0, 0};
  MPI_Init(&argc, &argv);
  memset(&s, 1, 2); //! here
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
