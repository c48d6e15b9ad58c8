/* S401 (hunt 55). S400 with a recursion whose calls change a second
 * parameter (`V(a, n, t - 1, Partner(t - 1, p, n))`, accepted since
 * s398): the same endless recursion behind `t <= 0 ∧ \false`, proved before
 * ACSL's Unicode notation was an error. (Real run: rank 1 waits for a
 * message rank 0 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
/*@ logic integer Partner(integer t, integer p, integer n) = (p + t + 1) % n; logic integer V{L}(int *a, integer n, integer t, integer p) = t <= 0 ∧ \false ? (0 <= p && p < n ? a[p] : 0) : V(a, n, t - 1, Partner(t - 1, p, n)); */ //! here

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. nprocs), x);
    requires (V(A, nprocs, 2, 0) != 0) <==> flag != 0;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && (V(A, VM_NP, 2, 0) != 0)) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && flag != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && flag != 0) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int A[64] = {0};
  if (nprocs < 64) {
    A[nprocs] = rank;
    f(A, &x, rank, rank, nprocs);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
