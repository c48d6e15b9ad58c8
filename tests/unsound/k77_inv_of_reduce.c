/* K77. A reduction does not copy data: a property of each contribution
 * (`v >= 0`) says nothing of a sum that overflows, so MPI_Reduce has no
 * `#inv`. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int rank, int nprocs) {
  int mine = 1, sum = 0;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Reduce;
        MPI_Reduce#count(i) = 1;
        MPI_Reduce#datatype(i) = MPI_INT;
        MPI_Reduce#op(i) = MPI_SUM;
        MPI_Reduce#root(i) = 0;
        MPI_Reduce#inv(i, k, v) = v >= 0; //! here
      */
  MPI_Reduce(&mine, &sum, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
}
