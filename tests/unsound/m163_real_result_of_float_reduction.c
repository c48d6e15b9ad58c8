/* M163. MPI does not promise that a floating-point reduction leaves the
 * same bits on every process (each may add the contributions in another
 * order), so `MPI_Allreduce#real_result` is not a term: were it one, the
 * processes could take different branches below and the second Allreduce
 * would run on some of them only. Only the copying collectives (Bcast,
 * Allgather) have real results. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void settle(double mine, int rank, int nprocs) {
  double total = 0.0;
  int one = 1, all = 0;
  /*@ mpi begin regions:
        nregions = MPI_Allreduce#real_result(0, 0) < 1.0 ? 2 : 1; //! here
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = i == 0 ? MPI_DOUBLE : MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Allreduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (total < 1.0)
    MPI_Allreduce(&one, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
}
