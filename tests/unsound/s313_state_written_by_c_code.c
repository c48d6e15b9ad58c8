/* S313 (after hunt 35): vmfc's state is now C (so that Frama-C rejects
 * any write to it from ghost code); C code could then write it, as here
 * between two calls of MPI_Init. vmfc rejects its names in C code and in
 * macros. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  VM_state = VM_Uninitialized; //! here
  MPI_Init(&argc, &argv);
  MPI_Finalize();
  return 0;
}
