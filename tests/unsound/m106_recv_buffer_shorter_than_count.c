/* M106. "Receive up to MAXN": the receive's count is MAXN, but the
 * buffer holds only the n elements that arrive (here none: NULL). MPI's
 * receive buffer is `count` elements; MPICH aborts on a null buffer with a
 * positive count. recv_valid covers the count, not only the message. */
//! expect: recv_valid
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define MAXN 100
#define TAG 3

/*@ mpi collective;
    mpi universal n;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= n <= MAXN && \valid(items + (0 .. n - 1));
    requires \separated(VM_Pointers, items + (0 .. n - 1));
    assigns VM_GlobalVars, items[0 .. n - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(double *items, int n, int rank, int nprocs) {
  int p;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d != 0 ? 1 : 0;
        mcount(s, d, k) = n;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = d; */
  if (rank == 0) {
    /*@ loop invariant 1 <= p <= nprocs;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (1 <= q < p ? 1 : 0);
        loop invariant VM_level == p - 1;
        loop assigns p, VM_level, VM_sc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++)
      MPI_Send(items, n, MPI_DOUBLE, p, TAG, MPI_COMM_WORLD);
  } else {
    MPI_Recv(items, MAXN, MPI_DOUBLE, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = share; share#n(i) = 0; */
  share(NULL, 0, rank, nprocs);   /* nothing to share this time */
  //@ mpi end regions;
  if (rank == 0) printf("shared over %d processes\n", nprocs);
  MPI_Finalize();
  return 0;
}
