/* halo2d.c (docs/patterns.md) -- row-block halo exchange of a 2-D grid of
 * doubles, messages of a whole row (`ncols` elements).
 * Process p owns rows p*nrows .. p*nrows+nrows-1 of a global grid of
 * VM_NP*nrows rows and ncols columns, stored in local rows 1 .. nrows of u;
 * local rows 0 and nrows+1 are ghost rows. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#define TAG_DOWN 21
#define TAG_UP 22
#define MAXN 1000000

/*@ axiomatic Grid {
      // Value of global cell (i, j) (any function).
      logic real G(integer i, integer j);
    }

    // Row r of a block of rows of c elements lies between rows 1 and n.
    lemma row_lo: \forall integer r, c; 1 <= r && 0 < c ==> c <= r * c;
    lemma row_hi: \forall integer r, n, c; r <= n && 0 < c ==> r * c + c <= n * c + c;

    predicate Owned{L}(double *u, integer nrows, integer ncols) =
      \forall integer r, j; 1 <= r <= nrows && 0 <= j < ncols ==>
        u[r * ncols + j] == G(VM_pid * nrows + r - 1, j);
*/

/*@ ghost
  /@ requires 1 <= r <= nrows && 1 <= ncols;
     requires Owned(u, nrows, ncols);
     assigns \nothing;
     ensures \forall integer j; 0 <= j < ncols ==> u[r * ncols + j] == G(VM_pid * nrows + r - 1, j); @/
  void row_of(double *u, int nrows, int ncols, int r) { }
*/

/*@ mpi collective;
    mpi universal nrows, ncols;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 1 <= nrows && 1 <= ncols && (nrows + 2) * ncols <= MAXN;
    requires \valid(u + (0 .. (nrows + 2) * ncols - 1));
    requires \separated(VM_Pointers, u + (0 .. (nrows + 2) * ncols - 1));
    requires Owned(u, nrows, ncols);
    assigns VM_GlobalVars, u[0 .. ncols - 1], u[(nrows + 1) * ncols .. (nrows + 2) * ncols - 1];
    ensures VM_pid > 0 ==> \forall integer j; 0 <= j < ncols ==> u[j] == G(VM_pid * nrows - 1, j);
    ensures VM_pid < VM_NP - 1 ==>
      \forall integer j; 0 <= j < ncols ==> u[(nrows + 1) * ncols + j] == G(VM_pid * nrows + nrows, j);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void halo(double *u, int nrows, int ncols, int rank, int nprocs) {
  int up = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int down = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;
  //@ assert 0 <= nrows * ncols <= (nrows + 1) * ncols <= (nrows + 2) * ncols;
  int last = nrows * ncols;          /* first element of the last owned row */
  int bottom = (nrows + 1) * ncols;  /* first element of the bottom ghost row */
  //@ ghost row_of(u, nrows, ncols, 1);
  //@ ghost row_of(u, nrows, ncols, nrows);
  //@ assert \forall integer j; 0 <= j < ncols ==> u[ncols + j] == G(VM_pid * nrows, j);
  /*@ mpi begin regions: nregions = 2; region(i) = i + 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = ncols;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_DOWN;
        msginv(s, d, k, buf, count, dt) =
          \forall integer j; 0 <= j < count ==> buf[j] == G(s * nrows + nrows - 1, j);
        slevel(s, d, k) = 1; */
  //@ assert \forall integer j; 0 <= j < ncols ==> u[last + j] == G(VM_pid * nrows + nrows - 1, j);
  MPI_Sendrecv(u + last, ncols, MPI_DOUBLE, down, TAG_DOWN,
               u, ncols, MPI_DOUBLE, up, TAG_DOWN,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  /*@ mpi begin region 2:
        nummsg(s, d) = d == s - 1 ? 1 : 0;
        mcount(s, d, k) = ncols;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_UP;
        msginv(s, d, k, buf, count, dt) =
          \forall integer j; 0 <= j < count ==> buf[j] == G(s * nrows, j);
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(u + ncols, ncols, MPI_DOUBLE, up, TAG_UP,
               u + bottom, ncols, MPI_DOUBLE, down, TAG_UP,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 2;
  //@ assert VM_pid < VM_NP - 1 ==> down == VM_pid + 1;
  //@ assert VM_pid < VM_NP - 1 ==> \forall integer j; 0 <= j < ncols ==> u[bottom + j] == G((VM_pid + 1) * nrows, j);
  //@ assert (VM_pid + 1) * nrows == VM_pid * nrows + nrows;
  //@ mpi end regions;
}

static double init(int i, int j) { return 1000.0 * i + j; }

int main(int argc, char **argv) {
  int rank, nprocs, nrows = 3, ncols = 5;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  double *u = malloc((nrows + 2) * ncols * sizeof(double));
  assert(u);
  for (int k = 0; k < (nrows + 2) * ncols; k++) u[k] = -1.0;
  for (int r = 1; r <= nrows; r++)
    for (int j = 0; j < ncols; j++)
      u[r * ncols + j] = init(rank * nrows + r - 1, j);
  halo(u, nrows, ncols, rank, nprocs);
  for (int j = 0; j < ncols; j++) {
    if (rank > 0) assert(u[j] == init(rank * nrows - 1, j));
    if (rank < nprocs - 1) assert(u[(nrows + 1) * ncols + j] == init(rank * nrows + nrows, j));
  }
  printf("rank %d: ghost rows ok\n", rank);
  free(u);
  MPI_Finalize();
  return 0;
}
