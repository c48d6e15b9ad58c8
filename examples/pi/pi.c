/* pi.c -- the midpoint rule for pi, written the way MPI programs are
 * written in the field: everything happens in `main`, between MPI_Init and
 * MPI_Finalize; rank 0 reads the number of intervals from the command line
 * and broadcasts it, every process sums every nprocs-th interval,
 * MPI_Allreduce adds the partial sums, and rank 0 prints the estimate and
 * the time.  Verified by adding annotations only: a contract on `main`,
 * the regions of the two collectives, and the loop's invariant and
 * variant (and the integrand a function of its own, as in MPICH's cpi.c,
 * for the proof that its divisor is not zero).  Proved for every number of processes: no deadlock, matching
 * arguments on every process, buffers in bounds, no overflow, termination.
 * vmfc-flags: --model real */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000000 /* intervals, unless given on the command line */

/* The integrand, as MPICH's cpi.c writes it.  A function of its own for
 * the proof too: under `--model real` vmfc checks that every
 * floating-point divisor is not zero, and `1.0 + a * a != 0.0` is proved
 * at once here, where the provers see nothing else (inside `main`, among
 * MPI's facts, they lose themselves in the nonlinear product). */
/*@ assigns \nothing;
    ensures \result == 4.0 / (1.0 + a * a); */
static double f(double a) {
  return 4.0 / (1.0 + a * a);
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, n = N;
  long i;
  double h, x, y, local = 0.0, pi = 0.0, t0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  t0 = MPI_Wtime();
  if (rank == 0 && argc > 1)
    n = atoi(argv[1]);
  /*@ mpi begin regions:
        nregions = 2;
        region(i) = i == 0 ? MPI_Bcast : MPI_Allreduce;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_DOUBLE;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (n < 1)
    n = N;
  h = 1.0 / n;
  /*@ loop invariant rank <= i < n + nprocs;
      loop assigns i, x, y, local;
      loop variant n - i; */
  for (i = rank; i < n; i += nprocs) {
    x = h * (i + 0.5);
    y = f(x);
    local += y;
  }
  local = h * local;
  MPI_Allreduce(&local, &pi, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("pi is about %.12f (%d intervals, %d processes, %.3f s)\n", pi, n,
           nprocs, MPI_Wtime() - t0);
  MPI_Finalize();
  return 0;
}
