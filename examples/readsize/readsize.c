/* readsize.c -- a size known only at run time: rank 0 reads the number of
 * elements per process from the command line and broadcasts it; the root
 * scatters an array of that many elements per process, every process
 * doubles its part, the root gathers the result, and all check with
 * MPI_Allreduce that they handled the same number of elements.  The later
 * collectives' counts are `MPI_Bcast#result(0, 0)`, the value the
 * broadcast left on every process; when it is out of range every process
 * skips the rest alike.
 * Proved with vmfc for every number of processes. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXCHUNK 1000   /* at most this many elements per process */
#define MAXP 64         /* at most this many processes */

static int all[MAXCHUNK * MAXP], part[MAXCHUNK];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size, chunk = 0, j, k, most = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0)
    chunk = argc > 1 ? atoi(argv[1]) : 4;
  /*@ mpi begin regions:
        nregions = 1 <= MPI_Bcast#result(0, 0) <= MAXCHUNK && VM_NP <= MAXP ? 4 : 1;
        region(i) = i == 0 ? MPI_Bcast : i == 1 ? MPI_Scatter
                  : i == 2 ? MPI_Gather : MPI_Allreduce;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Scatter#sendcount(i) = MPI_Bcast#result(0, 0);
        MPI_Scatter#sendtype(i) = MPI_INT;
        MPI_Scatter#root(i) = 0;
        MPI_Scatter#sendbuf(i, k) = k % 100;
        MPI_Gather#sendcount(i) = MPI_Bcast#result(0, 0);
        MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0;
        MPI_Gather#sendbuf(i, k) = 2 * (k % 100);
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX;
        MPI_Allreduce#sendbuf(i, p) = MPI_Bcast#result(0, 0); */
  MPI_Bcast(&chunk, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (1 <= chunk && chunk <= MAXCHUNK && size <= MAXP) {
    if (rank == 0) {
      /*@ loop invariant 0 <= k <= chunk * size;
          loop invariant \forall integer m; 0 <= m < k ==> all[m] == m % 100;
          loop assigns k, all[0 .. MAXCHUNK * MAXP - 1];
          loop variant chunk * size - k; */
      for (k = 0; k < chunk * size; k++)
        all[k] = k % 100;
    }
    MPI_Scatter(all, chunk, MPI_INT, part, chunk, MPI_INT, 0, MPI_COMM_WORLD);
    /*@ loop invariant 0 <= j <= chunk;
        loop invariant \forall integer m; 0 <= m < j ==> part[m] == 2 * ((rank * chunk + m) % 100);
        loop invariant \forall integer m; j <= m < chunk ==> part[m] == (rank * chunk + m) % 100;
        loop assigns j, part[0 .. MAXCHUNK - 1];
        loop variant chunk - j; */
    for (j = 0; j < chunk; j++)
      part[j] = 2 * part[j];
    MPI_Gather(part, chunk, MPI_INT, all, chunk, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Allreduce(&chunk, &most, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    //@ assert most == chunk;
    //@ assert rank == 0 ==> \forall integer m; 0 <= m < chunk * size ==> all[m] == 2 * (m % 100);
  }
  //@ mpi end regions;
  if (rank == 0)
    printf("readsize: %d elements per process, %d at most\n", chunk, most);
  MPI_Finalize();
  return 0;
}
