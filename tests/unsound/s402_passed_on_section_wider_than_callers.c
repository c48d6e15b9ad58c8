/* S402. A universal array passed on to a collective function `f` whose
 * universal section (`A[0 .. VM_NP - 1]`) is wider than the caller's
 * (`D[0 .. VM_NP - 2]`): `f#A(i, j) = D[j]` is universal only for `j <
 * VM_NP - 1`, and `f` decides a message on `A[VM_NP - 1]`. The frame
 * lemma of `f#A` assumes `j` in the callee's section (the elements the
 * call compares with the definition), not in the caller's, so it is not
 * proved at `j = VM_NP - 1`. (Real run: rank 1 waits for a message rank 0
 * never sends.) */
//! expect: definition_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs - 1)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. nprocs - 1), x);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && A[VM_NP - 1] != 0) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && A[nprocs - 1] != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && A[nprocs - 1] != 0) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    mpi universal D[0 .. VM_NP - 2];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(D + (0 .. nprocs - 1)) && \valid(x);
    requires \separated(VM_Pointers, D + (0 .. nprocs - 1), x);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int *D, int *x, int rank, int nprocs) {
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = f;
        f#A(i, j) = D[j]; */ //! here
  f(D, x, rank, nprocs);
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int D[64] = {0};
  if (nprocs < 64) {
    D[nprocs - 1] = rank;
    g(D, &x, rank, nprocs);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
