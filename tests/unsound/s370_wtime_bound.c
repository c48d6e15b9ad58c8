/* S370 (hunt 42): the bespoke header's contract of `MPI_Wtime` said
 * `\result <= 1e10`, which Frama-C 25 reads as 1.10: Wp took every time to
 * be at most 1.1 s, and proved `t <= 1.5` below. The header now says
 * `1.0e10` (and the printed-program check finds such literals).
 * vmfc was: the assertion proved; run: mpiexec -n 2 hangs (MPICH's clock
 * is past 2 s, so rank 0 waits in the barrier alone). */
//! expect: assert
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double t = MPI_Wtime();
  //@ assert t <= 1.5; //! here
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (t > 2.0 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d t %f\n", rank, t);
  MPI_Finalize();
  return 0;
}
