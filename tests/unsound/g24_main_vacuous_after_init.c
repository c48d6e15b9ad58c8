/* G24. A `main` with a contract: Wp starts `main` from zeroed globals (VM_NP
 * == 0), and an MPI_Init whose contract promised 0 < VM_NP without assigning
 * VM_NP made everything after it vacuous, so this false assertion was proved. */
//! expect: assert
#include <mpi.h>

/*@ requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert 1 == 2; //! here
  MPI_Finalize();
  return 0;
}
