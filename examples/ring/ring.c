/* ring.c -- sum of one value per process, passed around a ring with
 * MPI_Sendrecv.  After nprocs-1 steps every process holds the sum of all
 * values (accumulated cyclically from its own rank; the ghost lemma
 * function csum_is_sum shows that this is the plain sum).  Proved with vmfc
 * for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 1
#define BOUND 1000      /* |value| <= BOUND on every process */
#define MAXNP 1000000   /* BOUND * MAXNP fits in an int */

/*@ // Index of the k-th process after p on a ring of n (0 <= p, k < n).
    logic integer Ring(integer p, integer k, integer n) = p + k < n ? p + k : p + k - n;

    // Sum of m values of a, starting at index s and wrapping around at n.
    logic integer CSum{L}(int *a, integer n, integer s, integer m) =
      m <= 0 ? 0 : CSum(a, n, s, m - 1) + a[Ring(s, m - 1, n)];

    // Sum of a[lo .. hi-1].
    logic integer Range{L}(int *a, integer lo, integer hi) =
      hi <= lo ? 0 : Range(a, lo, hi - 1) + a[hi - 1];

    predicate Bounded{L}(int *a, integer n) =
      \forall integer j; 0 <= j < n ==> -BOUND <= a[j] <= BOUND;
*/

/*@ ghost
  // Lemma function: the cyclic sum from any start is the plain sum.
  /@ requires 0 <= s < n && \valid_read(a + (0 .. n - 1));
     assigns \nothing;
     ensures CSum(a, n, s, n) == Range(a, 0, n); @/
  void csum_is_sum(int *a, int n, int s) {
    int m;
    /@ loop invariant 0 <= m <= n;
       loop invariant CSum(a, n, s, m) ==
         (s + m <= n ? Range(a, s, s + m) : Range(a, s, n) + Range(a, 0, s + m - n));
       loop assigns m;
       loop variant n - m; @/
    for (m = 0; m < n; m++) ;
    int k;
    /@ loop invariant s <= k <= n;
       loop invariant Range(a, 0, s) + Range(a, s, k) == Range(a, 0, k);
       loop assigns k;
       loop variant n - k; @/
    for (k = s; k < n; k++) ;
  }
*/

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXNP;
    requires \valid_read(A + (0 .. VM_NP - 1)) && Bounded(A, VM_NP);
    requires x == A[VM_pid];
    requires \separated(VM_Pointers, A + (0 .. VM_NP - 1));
    assigns VM_GlobalVars;
    ensures \result == Range{Pre}(A, 0, VM_NP);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int ring_sum(int x, int rank, int nprocs) /*@ ghost (int *A) */ {
  int left = rank == 0 ? nprocs - 1 : rank - 1;
  int right = rank == nprocs - 1 ? 0 : rank + 1;
  int sum = x;
  int i;
  //@ ghost csum_is_sum(A, nprocs, rank);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (d == (s == 0 ? VM_NP - 1 : s - 1) ? VM_NP - 1 : 0);
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == A[Ring(s, k, VM_NP)];
        slevel(s, d, k) = k + 1; */
  /*@ loop invariant 1 <= i <= nprocs;
      loop invariant x == A[Ring(rank, i - 1, nprocs)];
      loop invariant sum == CSum{Pre}(A, nprocs, rank, i);
      loop invariant -BOUND * i <= sum <= BOUND * i;
      loop invariant VM_sc[left] == i - 1 && VM_rc[right] == i - 1;
      loop invariant \forall integer p; 0 <= p < nprocs && p != left ==> VM_sc[p] == 0;
      loop invariant \forall integer p; 0 <= p < nprocs && p != right ==> VM_rc[p] == 0;
      loop invariant VM_level == i - 1;
      loop assigns i, x, sum, VM_level, VM_sc[left], VM_rc[right];
      loop variant nprocs - i; */
  for (i = 1; i < nprocs; i++) {
    int y;
    MPI_Sendrecv(&x, 1, MPI_INT, left, TAG, &y, 1, MPI_INT, right, TAG,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    //@ assert Ring(right, i - 1, nprocs) == Ring(rank, i, nprocs);
    //@ assert y == A[Ring(rank, i, nprocs)];
    //@ assert CSum{Pre}(A, nprocs, rank, i + 1) == CSum{Pre}(A, nprocs, rank, i) + y;
    x = y;
    sum += x;
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return sum;
}

/* A collective test: every process fills `data` with the same values,
 * then calls ring_sum as an external region with `data` as its universal array. */
/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && 0 < nprocs <= 100;
    requires \valid(data + (0 .. VM_NP - 1));
    requires \separated(VM_Pointers, data + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, data[0 .. VM_NP - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int ring_test(int *data, int rank, int nprocs) {
  int p;
  /*@ loop invariant 0 <= p <= nprocs;
      loop invariant \forall integer j; 0 <= j < p ==> data[j] == 10 * j;
      loop assigns p, data[0 .. nprocs - 1];
      loop variant nprocs - p; */
  for (p = 0; p < nprocs; p++)
    data[p] = 10 * p;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = ring_sum;
        ring_sum#A(i, j) = 10 * j; */
  int s = ring_sum(data[rank], rank, nprocs) /*@ ghost (data) */;
  //@ mpi end regions;
  return s;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *values = malloc(nprocs * sizeof(int));
  assert(values);
  for (int p = 0; p < nprocs; p++)
    values[p] = (p % 7) * 100 - 300;
  int s = ring_sum(values[rank], rank, nprocs) /*@ ghost (values) */;
  int expected = 0;
  for (int p = 0; p < nprocs; p++)
    expected += values[p];
  assert(s == expected);
  if (rank == 0)
    printf("ring: sum over %d processes = %d\n", nprocs, s);
  int t = ring_test(values, rank, nprocs);
  assert(t == 10 * nprocs * (nprocs - 1) / 2);
  free(values);
  MPI_Finalize();
  return 0;
}
