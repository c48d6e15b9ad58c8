/* S419 (hunt 62). S418 with the address written by a macro, `ADDR(n)`
 * with `#define ADDR(x) &x`: no `&` before `n` in the body's text. */
//! expect: coll_recv_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define MAXP 64
#define ADDR(x) &x

/*@ mpi collective;
    mpi universal n;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXP;
    requires 0 <= n <= 1000;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int rank, int nprocs, int n) {
  int a[MAXP];
  int k;
  if (rank == 0) {
    /*@ loop invariant 0 <= k <= nprocs;
        loop invariant \forall integer m; 0 <= m < k ==> a[m] == n + m;
        loop assigns k, a[0 .. MAXP - 1];
        loop variant nprocs - k; */
    for (k = 0; k < nprocs; k++)
      a[k] = n + k;
  }
  /*@ mpi begin regions: nregions = 1; region(i) = i == 0 ? MPI_Scatter : MPI_Barrier;
        MPI_Scatter#sendcount(i) = 1; MPI_Scatter#sendtype(i) = MPI_INT;
        MPI_Scatter#root(i) = 0;
        MPI_Scatter#sendbuf(i, k) = k == 0 ? \at(n, Pre) : n + k; */
  MPI_Scatter(a, 1, MPI_INT, ADDR(n), 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  if (rank != 0)
    MPI_Barrier(MPI_COMM_WORLD);
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
  /*@ mpi begin regions: nregions = VM_NP <= MAXP ? 1 : 0; region(i) = f; f#n(i) = 5; */
  if (nprocs <= MAXP)
    f(rank, nprocs, 5);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
