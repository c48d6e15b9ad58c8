/* M120. vmfc's front end preprocessed with -std=gnu11 (__STDC_VERSION__
 * 201112L) while Frama-C and mpicc use the compiler's default (gnu17,
 * 201710L): the branch Frama-C proved and mpicc built was one vmfc's own
 * rules never read (here a call next to a read of what it changes). The
 * front end now uses the compiler's default too, and `#if` on
 * `__STDC_VERSION__`, which the build's `-std=` chooses, is rejected.
 * (Real run: `code 1` on rank 1, rank 0 alone in the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int steps;

/*@ requires steps < 1000;
    assigns steps;
    ensures steps == \old(steps) + 1 && \result == 1; */
int one_more_step(void) { steps++; return 1; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, code;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  steps = 0;
#if __STDC_VERSION__ > 201112L //! here
  code = steps * 10 + one_more_step();
#else
  code = one_more_step();
  code = 11;
#endif
  //@ assert code == 11;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || code == 11)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: code %d\n", rank, code);
  MPI_Finalize();
  return 0;
}
