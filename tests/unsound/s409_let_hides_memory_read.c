/* S409 (hunt 56): S403's cut, used to pass a memory read off as pure. `Idx`'s
 * body is `\let z = 0; perm[i] + z`; vmfc reads it up to the `;` of the
 * \let (`\let z = 0`), so `Idx` "reads no memory" and may compute the
 * changed parameter of `Get` (docs/language.md: "computed from the
 * parameters of numbers without reading memory"). Frama-C gives `Idx` an
 * implicit label and reads the process-local global `perm`. The induction
 * vmfc states for all values of the changed parameter is then proved with
 * `Idx` evaluated in each state, and `Get(A, VM_NP, 1, 0)` (which is
 * A[perm[0]], i.e. the rank) is taken to be universal. Without the \let,
 * vmfc rejects it ("uses `Idx`, which reads the global `perm`").
 * (Real run: rank 1 waits for a message rank 0 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1

int perm[64];

/*@ logic integer Idx(integer i) = \let z = 0; perm[i] + z; */

/*@ logic integer Get{L}(int *a, integer m, integer n, integer i) =
      n <= 0 ? (0 <= i && i < m ? a[i] : 0) : Get(a, m, n - 1, Idx(i)); */

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. nprocs - 1)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. nprocs - 1), x, &perm[0 .. 63]);
    requires Get(A, nprocs, 1, 0) == flag;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && Get(A, VM_NP, 1, 0) != 0) ? 1 : 0; //! here
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
  if (nprocs <= 64) {
    for (int p = 0; p < nprocs; p++)
      A[p] = p;
    perm[0] = rank;
    /* Get(A, nprocs, 1, 0) == A[perm[0]] == rank */
    f(A, &x, A[perm[0]], rank, nprocs);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
