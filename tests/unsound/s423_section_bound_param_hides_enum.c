/* S423 (hunt 61). A parameter `hi` hides the enumerator `hi` (1) used as
 * the bound of `mpi universal A[0 .. hi]`: the frame lemmas, written at file
 * scope, cover `A[0 .. 1]`, the checks in the body (the parameter, 0) keep
 * only `A[0]` unchanged, so rank 1 writes `A[1]`, which `nummsg` reads
 * (proved 86 / 86; hangs). The rule on parameters named like something of
 * file scope now also covers the function's own section bounds. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
enum { hi = 1 };

/*@ mpi collective;
    mpi universal A[0 .. hi];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires hi == 0;
    requires \valid(A + (0 .. 1)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. 1), x);
    assigns VM_GlobalVars, *x, A[1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int rank, int nprocs, int hi) { //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && A[1] != 0) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 1) A[1] = 1;
  if (rank == 0 && nprocs > 1 && A[1] != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && A[1] != 0) {
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
  int A[2] = {0, 0};
  f(A, &x, rank, nprocs, 0);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
