/* S606 (hunt 152). MPI requires the send and receive buffers of
 * `MPI_Sendrecv` to be disjoint, for their whole counts. Here each of
 * processes 0 and 1 sends a[2] and receives into a[1 .. 2] (count 2): the
 * message brings one element (a[1]), so only the received elements were
 * checked apart from the send buffer, and the call was proved. MPICH
 * writes only what arrives and runs it; the program is still erroneous
 * MPI, which another implementation may break. */
//! expect: sendrecv_recv_separated
#include <mpi.h>

#define TAG 3

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int swap(int rank, int nprocs) {
  int a[3] = {0, 0, 7};
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s + d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == 7;
        slevel(s, d, k) = 1; */
  if (nprocs > 1 && rank < 2) {
    int other = 1 - rank;
    MPI_Sendrecv(&a[2], 1, MPI_INT, other, TAG, &a[1], 2, MPI_INT, other, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return a[1];
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  swap(rank, nprocs);
  MPI_Finalize();
  return 0;
}
