/* S584 (hunt 139). `struct W w = (struct W){ &s };`: a compound literal's
   brace list is read as an initializer's. */
//! expect: error
#include <mpi.h>
#include <assert.h>

struct BB { char c; _Bool f; };
struct W { void *p; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct BB s = {0, 0};
  MPI_Init(&argc, &argv);
  struct W w = (struct W){ &s }; //! here
  char *c = w.p;
  c[1] = 1;
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}
