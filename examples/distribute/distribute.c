/* distribute.c -- MPI's own collectives as external regions: the root
 * broadcasts the chunk size, scatters its array, every process doubles its
 * chunk, the root gathers the result, and all agree on the largest element
 * with MPI_Allreduce.  Each `MPI_X#...` definition says what every process
 * passes; the data definitions (`MPI_Bcast#buffer`, `MPI_Scatter#sendbuf`,
 * ...) make the results exact.  Proved with vmfc for every number of
 * processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define CHUNK 4         /* elements per process */
#define MAXP 1000       /* at most this many processes */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXP;
    requires \valid(all + (0 .. CHUNK * nprocs - 1)) && \valid(part + (0 .. CHUNK - 1));
    requires \valid(n) && \valid(max);
    requires \separated(all + (0 .. CHUNK * nprocs - 1), part + (0 .. CHUNK - 1), n, max);
    requires \separated(VM_Pointers, all + (0 .. CHUNK * nprocs - 1), part + (0 .. CHUNK - 1), n, max);
    assigns VM_GlobalVars, all[0 .. CHUNK * nprocs - 1], part[0 .. CHUNK - 1], *n, *max;
    ensures *n == CHUNK;
    ensures \forall integer j; 0 <= j < CHUNK ==> part[j] == 2 * (rank * CHUNK + j);
    ensures rank == 0 ==> \forall integer k; 0 <= k < CHUNK * nprocs ==> all[k] == 2 * k;
    ensures *max == 2 * (CHUNK * nprocs - 1);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void distribute(int *all, int *part, int *n, int *max, int rank, int nprocs) {
  int k, j, top;
  *n = 0;
  if (rank == 0) {
    *n = CHUNK;
    /*@ loop invariant 0 <= k <= CHUNK * nprocs;
        loop invariant \forall integer m; 0 <= m < k ==> all[m] == m;
        loop assigns k, all[0 .. CHUNK * nprocs - 1];
        loop variant CHUNK * nprocs - k; */
    for (k = 0; k < CHUNK * nprocs; k++)
      all[k] = k;
  }
  /*@ mpi begin regions:
        nregions = 4;
        region(i) = i == 0 ? MPI_Bcast : i == 1 ? MPI_Scatter
                  : i == 2 ? MPI_Gather : MPI_Allreduce;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Bcast#buffer(i, j) = CHUNK;
        MPI_Scatter#sendcount(i) = CHUNK;
        MPI_Scatter#sendtype(i) = MPI_INT;
        MPI_Scatter#root(i) = 0;
        MPI_Scatter#sendbuf(i, k) = k;
        MPI_Gather#sendcount(i) = CHUNK;
        MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0;
        MPI_Gather#sendbuf(i, k) = 2 * k;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX;
        MPI_Allreduce#sendbuf(i, p) = 2 * (CHUNK * p + CHUNK - 1); */
  MPI_Bcast(n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Scatter(all, *n, MPI_INT, part, *n, MPI_INT, 0, MPI_COMM_WORLD);
  /*@ loop invariant 0 <= j <= CHUNK;
      loop invariant \forall integer m; 0 <= m < j ==> part[m] == 2 * (rank * CHUNK + m);
      loop invariant \forall integer m; j <= m < CHUNK ==> part[m] == rank * CHUNK + m;
      loop assigns j, part[0 .. CHUNK - 1];
      loop variant CHUNK - j; */
  for (j = 0; j < CHUNK; j++)
    part[j] = 2 * part[j];
  MPI_Gather(part, CHUNK, MPI_INT, all, CHUNK, MPI_INT, 0, MPI_COMM_WORLD);
  top = part[CHUNK - 1];
  MPI_Allreduce(&top, max, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, n, max, part[CHUNK];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *all = malloc(sizeof(int) * CHUNK * nprocs);
  assert(all != NULL && nprocs <= MAXP);
  distribute(all, part, &n, &max, rank, nprocs);
  assert(n == CHUNK && max == 2 * (CHUNK * nprocs - 1));
  for (int j = 0; j < CHUNK; j++)
    assert(part[j] == 2 * (rank * CHUNK + j));
  if (rank == 0) {
    for (int k = 0; k < CHUNK * nprocs; k++)
      assert(all[k] == 2 * k);
    printf("distribute: %d elements over %d processes, largest %d\n", CHUNK * nprocs, nprocs, max);
  }
  free(all);
  MPI_Finalize();
  return 0;
}
