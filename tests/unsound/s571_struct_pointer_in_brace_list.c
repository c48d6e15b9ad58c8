/* S571 (hunt 136). S564 through a brace list: `void *a[1] = { &s };` then
   `memset(a[0], 1, 2)` on `struct { char c; _Bool f; }`: `s.f` stayed 0
   in the proof, 1 in the build. Each expression of a brace list is read
   against every pointer the object holds. */
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
  void *a[1] = { &s }; //! here
  memset(a[0], 1, 2);
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
