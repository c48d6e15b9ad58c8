/* S585 (hunt 139). `(void **)&ps` for a `struct BB *ps`, then `char *c =
   *pp;`: the view is checked through as many pointers as both types
   have. */
//! expect: error
#include <mpi.h>
#include <assert.h>

struct BB { char c; _Bool f; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct BB s = {0, 0};
  MPI_Init(&argc, &argv);
  struct BB *ps = &s;
  void **pp = (void **)&ps; //! here
  char *c = *pp;
  c[1] = 1;
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
