/* H26. The receive buffer is the universal array itself. vmfc asks the
 * callers to prove that a receive buffer given by a parameter does not
 * overlap the universal data (`caller_separated`), but not here: for the
 * same array that precondition would be false, and every goal of the
 * function would be proved vacuously. The check at the receive fails. */
//! expect: recv_universal_separated
#include <mpi.h>

/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A);
    requires \separated(VM_Pointers, A);
    assigns VM_GlobalVars, *A;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void overwrite(int *A, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, c, t) = *b == A[0] + 1;
        slevel(s, d, k) = 1; */
  int x = A[0] + 1;
  if (rank == 0 && nprocs > 1)
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(A, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  //@ mpi end region 1;
  //@ mpi end regions;
}
