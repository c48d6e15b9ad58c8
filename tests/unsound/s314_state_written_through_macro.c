/* S314 (after hunt 35): s313 with the name in a macro: `#define RESET
 * VM_state = VM_Uninitialized`, `RESET;` in C code. */
//! expect: error
#include <mpi.h>

#define RESET VM_state = VM_Uninitialized //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  RESET;
  MPI_Init(&argc, &argv);
  MPI_Finalize();
  return 0;
}
