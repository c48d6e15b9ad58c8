/* pi.c -- the midpoint rule for pi, written the way MPI programs are
 * written in the field: everything happens in `main`, between MPI_Init and
 * MPI_Finalize; every process sums every nprocs-th interval, MPI_Allreduce
 * adds the partial sums, and rank 0 prints the estimate and the time.
 * Verified by adding annotations only: a contract on `main`, the region
 * of the MPI_Allreduce, and the loop's invariant and variant.  Proved for
 * every number of processes: no deadlock, matching arguments on every
 * process, buffers in bounds, no overflow, termination.
 * vmfc-flags: --model real */
#include <mpi.h>
#include <stdio.h>

#define N 1000000 /* intervals */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  long i;
  double h, x, local = 0.0, pi = 0.0, t0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  t0 = MPI_Wtime();
  h = 1.0 / N;
  /*@ loop invariant rank <= i < N + nprocs;
      loop assigns i, x, local;
      loop variant N - i; */
  for (i = rank; i < N; i += nprocs) {
    x = h * (i + 0.5);
    local += 4.0 / (1.0 + x * x);
  }
  local = h * local;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_DOUBLE;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Allreduce(&local, &pi, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("pi is about %.12f (%d intervals, %d processes, %.3f s)\n", pi, N,
           nprocs, MPI_Wtime() - t0);
  MPI_Finalize();
  return 0;
}
