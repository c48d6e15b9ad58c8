/* I47. MPI_Init may remove MPI's own arguments from argc and argv: a
 * contract of MPI_Init that left them unchanged would prove this
 * assertion. */
//! expect: assert
#include <mpi.h>

/*@ requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int before = argc;
  MPI_Init(&argc, &argv);
  //@ assert argc == before; //! here
  MPI_Finalize();
  return 0;
}
