/* S577 (after hunt 136). A verified function returning `struct U *` as
   `void *`: the conversion happens at the `return`, where no cast,
   assignment or argument shows it. */
//! expect: error
#include <mpi.h>
struct U { char c; unsigned char u; };
/*@ requires \valid(s);
    assigns \nothing;
    ensures \result == s; */
void *view(struct U *s) { return s; } //! here
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct U s = {0, 0};
  MPI_Init(&argc, &argv);
  MPI_Finalize();
  return 0;
}
