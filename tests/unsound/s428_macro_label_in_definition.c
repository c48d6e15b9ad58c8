/* S428 (hunt 65). `#define AT(e) \at(e, L)` used in `nummsg`: vmfc writes
 * each definition twice, as a logic function at file scope (where `L` is
 * the label vmfc gives its logic functions, the current state: the frame
 * lemma proved the definition universal) and inline in the body (where `L`
 * is a C label of `f`, at which the universal `A[0]` briefly holds the
 * rank). Rank 0 then decides it sends nothing and rank 1 that it receives
 * (proved 69 / 69; hangs). The rule on labels read the definition's own
 * text; now a macro a definition uses may not expand to a label. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
#define AT(e) \at(e, L)

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs - 1)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. nprocs - 1), x);
    assigns VM_GlobalVars, *x, A[0];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int rank, int nprocs) {
  int save = A[0];
  A[0] = rank;
L: ;
  A[0] = save;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && AT(A[0]) == 1) ? 1 : 0; //! here
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 1) {
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
    f(A, &x, rank, nprocs);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
