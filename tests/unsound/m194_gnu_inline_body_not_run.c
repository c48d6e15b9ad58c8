/* M194 (hunt 23): `extern inline __attribute__((gnu_inline))` (GNU89 inline, an
 * attribute vmfc allows): the body is only for inlining and is never
 * emitted; a call the compiler does not inline (-O0, or any call it chooses)
 * binds to the external definition of the name, here glibc's getpid().
 * Frama-C verifies and uses the body written here (returns 0), so
 * `assert p == 0` is proved and the barrier is proved entered by every
 * process. getpid is not declared by any header the program includes, so
 * vmfc's library-function rule does not see it either.
 * vmfc: "Proved goals: 27 / 27", EXIT 0.
 * run (mpiexec -n 2): "rank 1: p = 30014 (proved 0)"; rank 0 alone in the barrier
 * -> HANG (timeout).                                                      */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ assigns \nothing;
    ensures \result == 0; */
extern inline __attribute__((gnu_inline)) int getpid(void) { return 0; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, p;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  p = getpid();
  //@ assert p == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || p == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: p = %d (proved 0)\n", rank, p);
  MPI_Finalize();
  return 0;
}
