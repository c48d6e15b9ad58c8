/* gather_blocks.c (docs/patterns.md) -- a gather of blocks: every process
 * sends its n elements to process 0, which stores process p's block at
 * out + p * n, the shape of the paper's gather. The index arithmetic is
 * nonlinear in the universal n; three choices make it prove with Z3 and
 * CVC5: the message invariant quantifies over the global index j (the
 * index the receiver's loop invariant reads), guarded by j < VM_NP * n
 * (the bound of the universal section, so that its frame lemma needs no
 * product); the root keeps a running offset off == p * n; and a ghost
 * lemma function gives the one product inequality the receive buffer's
 * validity needs. Proved for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 4
#define MAXN 1024
#define MAXP 4096

/*@ ghost
  /@ requires 0 <= a < b && 0 <= c;
     assigns \nothing;
     ensures a * c + c <= b * c; @/
  void mul_lt(int a, int b, int c) {
    /@ assert (a + 1) * c <= b * c; @/
  }
*/

/*@ mpi collective;
    mpi universal n, A[0 .. VM_NP * n - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && VM_NP <= MAXP && 1 <= n <= MAXN;
    requires \valid_read(A + (0 .. VM_NP * n - 1));
    requires \valid_read(mine + (0 .. n - 1));
    requires \forall integer j; 0 <= j < n ==> mine[j] == A[VM_pid * n + j];
    requires VM_pid == 0 ==> \valid(out + (0 .. VM_NP * n - 1));
    requires VM_pid == 0 ==> \separated(out + (0 .. VM_NP * n - 1), A + (0 .. VM_NP * n - 1));
    requires VM_pid == 0 ==> \separated(out + (0 .. VM_NP * n - 1), mine + (0 .. n - 1));
    requires VM_pid == 0 ==> \separated(VM_Pointers, out + (0 .. VM_NP * n - 1));
    requires \separated(VM_Pointers, A + (0 .. VM_NP * n - 1));
    requires \separated(VM_Pointers, mine + (0 .. n - 1));
    assigns VM_GlobalVars, out[0 .. VM_NP * n - 1];
    ensures VM_pid == 0 ==> \forall integer j; 0 <= j < VM_NP * n ==> out[j] == A[j];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void gather_blocks(const int *mine, int n, int *out, int rank, int nprocs) /*@ ghost (int *A) */ {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (d == 0 && s != 0) ? 1 : 0;
        mcount(s, d, k) = n;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) =
          \forall integer j; s * n <= j < s * n + n && j < VM_NP * n ==> buf[j - s * n] == A[j];
        slevel(s, d, k) = s; */
  if (rank == 0) {
    int p, off = n, j;
    /*@ loop invariant 0 <= j <= n;
        loop invariant \forall integer k; 0 <= k < j ==> out[k] == A[k];
        loop assigns j, out[0 .. n - 1];
        loop variant n - j; */
    for (j = 0; j < n; j++)
      out[j] = mine[j];
    /*@ loop invariant 1 <= p <= nprocs && off == p * n;
        loop invariant \forall integer k; 0 <= k < off ==> out[k] == A[k];
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == 0;
        loop invariant VM_level < p;
        loop assigns p, off, out[0 .. nprocs * n - 1], VM_level, VM_rc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++) {
      //@ ghost mul_lt(p, nprocs, n);
      MPI_Recv(out + off, n, MPI_INT, p, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      off += n;
    }
  } else {
    MPI_Send(mine, n, MPI_INT, 0, TAG, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, n = 3;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *all = malloc(nprocs * n * sizeof(int));
  int *out = malloc(nprocs * n * sizeof(int));
  assert(all && out);
  for (int j = 0; j < nprocs * n; j++)
    all[j] = j * j - 5;
  gather_blocks(all + rank * n, n, out, rank, nprocs) /*@ ghost (all) */;
  if (rank == 0) {
    for (int j = 0; j < nprocs * n; j++)
      assert(out[j] == all[j]);
    printf("gather: %d blocks of %d\n", nprocs, n);
  }
  free(all);
  free(out);
  MPI_Finalize();
  return 0;
}
