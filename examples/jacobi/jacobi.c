/* jacobi.c -- Jacobi sweeps for the 1-D Poisson problem -u'' = 1 on (0, 1)
 * with u(0) = u(1) = 0, written the way MPI programs are written in the
 * field: `main` runs the sweeps between MPI_Init and MPI_Finalize.  The
 * nprocs * NL interior points are split in blocks of NL points; each
 * process keeps its block in u[1 .. NL] and ghost points u[0] and u[NL+1].
 * Every sweep exchanges the ghost points with the neighbours (`exchange`:
 * two MPI_Sendrecv regions), updates the block, and adds up the squared
 * change over all processes with MPI_Allreduce; rank 0 prints the last
 * change.  Verified by adding annotations only: for every number of
 * processes, no deadlock, every message matched with the right tag, type
 * and count, the reduction's arguments the same on every process, buffers
 * in bounds, no overflow, termination.
 * vmfc-flags: --model real */
#include <mpi.h>
#include <stdio.h>

#define NL 8        /* points per process */
#define NSWEEPS 500 /* Jacobi sweeps */
#define TAG_RIGHT 1
#define TAG_LEFT 2

/* The halo exchange: the first and last points of the block go to the
 * neighbours, whose last and first points arrive in the ghost points. */
/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(u + (0 .. NL + 1)) && \separated(VM_Pointers, u + (0 .. NL + 1));
    assigns VM_GlobalVars, u[0], u[NL + 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void exchange(double *u, int rank, int nprocs) {
  int left = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int right = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;
  /*@ mpi begin regions: nregions = 2; region(i) = i + 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_RIGHT;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&u[NL], 1, MPI_DOUBLE, right, TAG_RIGHT,
               &u[0], 1, MPI_DOUBLE, left, TAG_RIGHT,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  /*@ mpi begin region 2:
        nummsg(s, d) = d == s - 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_LEFT;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, TAG_LEFT,
               &u[NL + 1], 1, MPI_DOUBLE, right, TAG_LEFT,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 2;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, it, i;
  double u[NL + 2], unew[NL + 2], h2, change, local;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  h2 = 1.0 / (((double)nprocs * NL + 1) * ((double)nprocs * NL + 1));
  /*@ loop invariant 0 <= i <= NL + 2;
      loop assigns i, u[0 .. NL + 1];
      loop variant NL + 2 - i; */
  for (i = 0; i <= NL + 1; i++)
    u[i] = 0.0;
  change = 0.0;
  /*@ mpi begin regions:
        nregions = 2 * NSWEEPS;
        region(i) = i % 2 == 0 ? exchange : MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_DOUBLE;
        MPI_Allreduce#op(i) = MPI_SUM; */
  /*@ loop invariant 0 <= it <= NSWEEPS;
      loop invariant VM_regionCount == 2 * it && VM_currentRegion == 0;
      loop invariant VM_Init && VM_state == VM_Active;
      loop assigns it, i, local, change, u[0 .. NL + 1], unew[1 .. NL],
                   VM_Vars;
      loop variant NSWEEPS - it; */
  for (it = 0; it < NSWEEPS; it++) {
    exchange(u, rank, nprocs);
    local = 0.0;
    /*@ loop invariant 1 <= i <= NL + 1;
        loop assigns i, local, unew[1 .. NL];
        loop variant NL + 1 - i; */
    for (i = 1; i <= NL; i++) {
      unew[i] = (u[i - 1] + u[i + 1] + h2) / 2;
      local += (unew[i] - u[i]) * (unew[i] - u[i]);
    }
    /*@ loop invariant 1 <= i <= NL + 1;
        loop assigns i, u[1 .. NL];
        loop variant NL + 1 - i; */
    for (i = 1; i <= NL; i++)
      u[i] = unew[i];
    MPI_Allreduce(&local, &change, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  if (rank == 0)
    printf("jacobi: %d sweeps on %d x %d points, last squared change %g\n",
           NSWEEPS, nprocs, NL, change);
  MPI_Finalize();
  return 0;
}
