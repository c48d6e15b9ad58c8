/* S572 (hunt 136). S571 through a structure's member: `struct W w = { &s
   };` with a `void *` member, then `memset(w.p, 1, 2)`. */
//! expect: error
#include <mpi.h>
#include <string.h>
#include <assert.h>

struct BB { char c; _Bool f; };
struct W { void *p; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct BB s = {0, 0};
  MPI_Init(&argc, &argv);
  struct W w = { &s }; //! here
  memset(w.p, 1, 2);
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
