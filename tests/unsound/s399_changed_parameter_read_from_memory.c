/* S399. A recursive logic function whose calls compute a changed
 * parameter from memory (`Get(a, n - 1, a[i])`): `Get(A, 1, 0)` is
 * `A[A[0]]`, and with `A[0] == nprocs` everywhere it is `A[nprocs]`,
 * each process's own. The induction vmfc states over a changed parameter
 * holds for all its values at once, which is sound only when each call
 * computes it from the parameters of numbers without reading memory: such
 * a recursion is refused. (Real run: rank 1 waits for a message rank 0
 * never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1

/*@ logic integer Get{L}(int *a, integer n, integer i) = n <= 0 ? a[i] : Get(a, n - 1, a[i]); */

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs)) && \valid(x) && A[0] == nprocs;
    requires \separated(VM_Pointers, A + (0 .. nprocs), x);
    requires Get(A, 1, 0) == flag;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && Get(A, 1, 0) != 0) ? 1 : 0; //! here
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
    A[0] = nprocs;
    A[nprocs] = rank;
    f(A, &x, rank, rank, nprocs);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
