/* A loop that ends on a reduction: every process halves its local error
 * each sweep, and the sweeps stop when no process has an error left, or
 * after MAXIT sweeps. The test is on the reduced value, so
 * every process runs the same number of sweeps; the reduced value is an
 * `int` flag (`MPI_Allreduce#result` of floating-point data is unknown:
 * MPI does not promise every process the same bits). `nregions` says
 * how many reductions run, from their results (docs/patterns.md, "A loop
 * that ends on a reduction"). */
#include <mpi.h>
#include <stdio.h>

#define MAXIT 4

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size, it = 0, more = 1, mine;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int err = 2 * (rank % 4);
  /*@ mpi begin regions:
        nregions = MPI_Allreduce#result(0, 0) == 0 ? 1
                 : MPI_Allreduce#result(1, 0) == 0 ? 2
                 : MPI_Allreduce#result(2, 0) == 0 ? 3 : 4;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  /*@ loop invariant 0 <= it <= MAXIT && 0 <= err <= 6;
      loop invariant VM_regionCount == it && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop invariant it <= VM_nregions <= MAXIT;
      loop invariant more != 0 ==> VM_nregions > it || it == MAXIT;
      loop invariant more == 0 ==> VM_nregions == it;
      loop assigns it, more, mine, err, VM_Vars;
      loop variant MAXIT - it; */
  while (more != 0 && it < MAXIT) {
    err = err / 2;
    mine = err > 0;
    MPI_Allreduce(&mine, &more, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    it++;
  }
  //@ mpi end regions;
  if (rank == 0)
    printf("%d sweeps, converged: %d\n", it, more == 0);
  MPI_Finalize();
  return 0;
}
