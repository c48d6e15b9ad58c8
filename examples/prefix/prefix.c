/* prefix.c -- an inclusive prefix sum along a pipeline: process p receives
 * the sum of the values of processes 0 .. p-1 from p-1, adds its own value
 * and passes the result on to p+1.  The ends use MPI_PROC_NULL.  Proved with
 * vmfc for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 5
#define BOUND 1000      /* |value| <= BOUND on every process */
#define MAXNP 1000000   /* BOUND * MAXNP fits in an int */

/*@ logic integer Sum{L}(int *a, integer n) = n <= 0 ? 0 : Sum(a, n - 1) + a[n - 1];

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
    ensures \result == Sum{Pre}(A, VM_pid + 1);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int prefix_sum(int x, int rank, int nprocs) /*@ ghost (int *A) */ {
  int prev = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int next = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;
  int partial = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) =
          *buf == Sum{Pre}(A, s + 1) && -BOUND * (s + 1) <= *buf <= BOUND * (s + 1);
        slevel(s, d, k) = d; */
  MPI_Recv(&partial, 1, MPI_INT, prev, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ assert partial == Sum{Pre}(A, rank) && -BOUND * rank <= partial <= BOUND * rank;
  int total = partial + x;
  MPI_Send(&total, 1, MPI_INT, next, TAG, MPI_COMM_WORLD);
  //@ mpi end region 1;
  //@ mpi end regions;
  return total;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *values = malloc(nprocs * sizeof(int));
  assert(values);
  for (int p = 0; p < nprocs; p++)
    values[p] = 10 * (p % 9) - 40;
  int s = prefix_sum(values[rank], rank, nprocs) /*@ ghost (values) */;
  int expected = 0;
  for (int p = 0; p <= rank; p++)
    expected += values[p];
  assert(s == expected);
  if (rank == nprocs - 1)
    printf("prefix: sum over %d processes = %d\n", nprocs, s);
  free(values);
  MPI_Finalize();
  return 0;
}
