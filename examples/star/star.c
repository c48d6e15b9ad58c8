/* star.c -- sum of one value per process through a root (rank 0): every
 * other process sends its value to the root with MPI_Send, the root adds
 * them up in rank order and sends the total back.  Proved with vmfc for
 * every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 2
#define BOUND 1000      /* |value| <= BOUND on every process */
#define MAXNP 1000000   /* BOUND * MAXNP fits in an int */

/*@ // Sum of a[0 .. n-1].
    logic integer Sum{L}(int *a, integer n) = n <= 0 ? 0 : Sum(a, n - 1) + a[n - 1];

    predicate Bounded{L}(int *a, integer n) =
      \forall integer j; 0 <= j < n ==> -BOUND <= a[j] <= BOUND;
*/

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXNP;
    requires \valid_read(A + (0 .. VM_NP - 1)) && Bounded(A, VM_NP);
    requires x == A[VM_pid];
    requires \separated(VM_Pointers, A + (0 .. VM_NP - 1));
    assigns VM_GlobalVars;
    ensures \result == Sum{Pre}(A, VM_NP);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int star_sum(int x, int rank, int nprocs) /*@ ghost (int *A) */ {
  int sum = x;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = ((s != 0 && d == 0) || (s == 0 && d != 0)) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) =
          d == 0 ? *buf == A[s] : *buf == Sum{Pre}(A, VM_NP);
        slevel(s, d, k) = d == 0 ? s : VM_NP - 1 + d; */
  if (rank == 0) {
    int p;
    /*@ loop invariant 1 <= p <= nprocs;
        loop invariant sum == Sum{Pre}(A, p);
        loop invariant -BOUND * p <= sum <= BOUND * p;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == 0;
        loop invariant VM_level == p - 1;
        loop assigns p, sum, VM_level, VM_rc[1 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++) {
      int y;
      MPI_Recv(&y, 1, MPI_INT, p, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      sum += y;
    }
    /*@ loop invariant 1 <= p <= nprocs;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == (1 <= q ? 1 : 0);
        loop invariant VM_level == (p == 1 ? nprocs - 1 : nprocs + p - 2);
        loop assigns p, VM_level, VM_sc[1 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++)
      MPI_Send(&sum, 1, MPI_INT, p, TAG, MPI_COMM_WORLD);
  } else {
    MPI_Send(&x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD);
    MPI_Recv(&sum, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return sum;
}

/* A collective test: every process fills `data` with the same values,
 * then calls star_sum as an external region with `data` as its universal array. */
/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && 0 < nprocs <= 100;
    requires \valid(data + (0 .. VM_NP - 1));
    requires \separated(VM_Pointers, data + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, data[0 .. VM_NP - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int star_test(int *data, int rank, int nprocs) {
  int p;
  /*@ loop invariant 0 <= p <= nprocs;
      loop invariant \forall integer j; 0 <= j < p ==> data[j] == 10 * j;
      loop assigns p, data[0 .. nprocs - 1];
      loop variant nprocs - p; */
  for (p = 0; p < nprocs; p++)
    data[p] = 10 * p;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = star_sum;
        star_sum#A(i, j) = 10 * j; */
  int s = star_sum(data[rank], rank, nprocs) /*@ ghost (data) */;
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
    values[p] = 1000 - 37 * (p % 50);
  int s = star_sum(values[rank], rank, nprocs) /*@ ghost (values) */;
  int expected = 0;
  for (int p = 0; p < nprocs; p++)
    expected += values[p];
  assert(s == expected);
  if (rank == 0)
    printf("star: sum over %d processes = %d\n", nprocs, s);
  int t = star_test(values, rank, nprocs);
  assert(t == 10 * nprocs * (nprocs - 1) / 2);
  free(values);
  MPI_Finalize();
  return 0;
}
