/* S400 (hunt 55). A Unicode connective in the condition of a recursive
 * logic function: Frama-C reads `t <= 0 ∧ \false` as `(t <= 0) && \false`,
 * always false, so the definition is `G(t) = G(t - 1)` for every `t`, which
 * never ends and has many solutions (`G(a, n, t) = a[n]`, past the
 * universal section). vmfc's reading of the text knew the ASCII operators
 * only and saw the bound `t <= (0 ∧ \false)`: the recursion passed as well
 * founded and the program was proved. ACSL's Unicode notation is now an
 * error in annotations. (Real run: rank 1 waits for a message rank 0 never
 * sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
/*@ logic integer G{L}(int *a, integer n, integer t) = t <= 0 ∧ \false ? 0 : G(a, n, t - 1); */ //! here

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. nprocs), x);
    requires (G(A, nprocs, 0) != 0) <==> flag != 0;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && (G(A, VM_NP, 0) != 0)) ? 1 : 0;
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
