/* S573 (hunt 136). `(char *)({ &s; })`: vmfc does not type a statement
   expression's value, and a cast of an untyped value to `char *` was
   accepted; a `memset` through it left a `_Bool` member unchanged in the
   proof. A value vmfc cannot type converted to a `char` or `void`
   pointer is read as a structure's view. */
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
  char *p = (char *)({ &s; }); //! here
  memset(p, 1, 2);
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
