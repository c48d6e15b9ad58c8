/* A 2-D process grid: process `rank` sits at column `rank % ncols` of a
 * row-major grid (`nprocs` a multiple of `ncols`). Each process sends its
 * value east and south, and receives its west and north neighbours'
 * values (`MPI_PROC_NULL` at the edges). The neighbours' ranks need facts
 * about `%` of two variables, stated by ghost functions (docs/patterns.md,
 * "A 2-D process grid"). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define TAG_EW 21
#define TAG_NS 22

/* Facts about `%` of two variables (nonlinear arithmetic), each proved
 * once in a context of its own; a ghost call gives them for the caller's
 * values (docs/patterns.md, "A 2-D process grid"). */
/*@ ghost
  /@ requires 0 <= a <= b && 0 <= c;
     assigns \nothing;
     ensures a * c <= b * c; @/
  void mul_le(int a, int b, int c) { }
*/
/*@ ghost
  /@ requires n > 0 && q >= 0 && 0 <= c < n && a == q * n + c;
     assigns \nothing;
     ensures a / n == q && a % n == c; @/
  void div_is(int a, int q, int n, int c) {
    //@ assert a / n * n <= a < a / n * n + n;
    if (a / n > q)
      mul_le(q + 1, a / n, n);
    if (a / n < q)
      mul_le(a / n + 1, q, n);
    //@ assert a / n == q;
    //@ assert a % n == a - a / n * n;
  }
*/
/*@ ghost
  /@ requires 0 <= r < np && 0 < n && np % n == 0;
     assigns \nothing;
     ensures r % n > 0 ==> (r - 1) % n == r % n - 1;
     ensures r % n == 0 && r > 0 ==> (r - 1) % n == n - 1;
     ensures r % n < n - 1 ==> r + 1 < np; @/
  void grid_steps(int r, int np, int n) {
    //@ assert r == (r / n) * n + r % n && 0 <= r % n < n;
    //@ assert np == (np / n) * n;
    if (r % n > 0)
      div_is(r - 1, r / n, n, r % n - 1);
    else if (r > 0)
      div_is(r - 1, r / n - 1, n, n - 1);
  }
*/

/*@ mpi collective;
    mpi universal ncols, A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= 1000000;
    requires 1 <= ncols && nprocs % ncols == 0;
    requires \valid_read(A + (0 .. VM_NP - 1)) && x == A[VM_pid];
    requires \valid(west) && \valid(north);
    requires \separated(VM_Pointers, west, north, A + (0 .. VM_NP - 1));
    requires \separated(west, north) && \separated(west, A + (0 .. VM_NP - 1)) && \separated(north, A + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, *west, *north;
    ensures VM_pid % ncols != 0 ==> *west == A[VM_pid - 1];
    ensures VM_pid >= ncols ==> *north == A[VM_pid - ncols];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void halo(int x, int *west, int *north, int ncols, int rank, int nprocs) /*@ ghost (int *A) */ {
  int col = rank % ncols;
  //@ ghost grid_steps(rank, nprocs, ncols);
  int e = col < ncols - 1 ? rank + 1 : MPI_PROC_NULL;
  int w = col > 0 ? rank - 1 : MPI_PROC_NULL;
  int s = rank + ncols < nprocs ? rank + ncols : MPI_PROC_NULL;
  int n = rank >= ncols ? rank - ncols : MPI_PROC_NULL;
  /*@ mpi begin regions: nregions = 2; region(i) = i + 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (d == s + 1 && s % ncols != ncols - 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG_EW;
        msginv(s, d, k, buf, count, dt) = *buf == A[s];
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&x, 1, MPI_INT, e, TAG_EW, west, 1, MPI_INT, w, TAG_EW,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  /*@ mpi begin region 2:
        nummsg(s, d) = d == s + ncols ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG_NS;
        msginv(s, d, k, buf, count, dt) = *buf == A[s];
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&x, 1, MPI_INT, s, TAG_NS, north, 1, MPI_INT, n, TAG_NS,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 2;
  //@ mpi end regions;
}
int main(int argc, char **argv) {
  int rank, nprocs, ncols, w = -1, n = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  ncols = nprocs % 2 == 0 ? 2 : 1;
  int *vals = malloc(nprocs * sizeof(int));
  for (int p = 0; p < nprocs; p++) vals[p] = 100 + p;
  halo(vals[rank], &w, &n, ncols, rank, nprocs) /*@ ghost (vals) */;
  if (rank % ncols != 0 && w != vals[rank - 1]) printf("rank %d WRONG west %d\n", rank, w);
  if (rank >= ncols && n != vals[rank - ncols]) printf("rank %d WRONG north %d\n", rank, n);
  printf("rank %d (%d cols) west %d north %d\n", rank, ncols, w, n);
  free(vals);
  MPI_Finalize();
  return 0;
}
