/* M119. FLT_EPSILON is a `double` constant in Frama-C's C library and a
 * `float` one in glibc: `1.0f + FLT_EPSILON / 2` is 1 + 2^-24 for the
 * proof and rounds to 1.0f when built, so the barrier that every process
 * was proved to reach is reached by rank 0 alone. Every C library name
 * whose value or type differs between the two libraries (measured by
 * tests/libc.rs) is rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <float.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  float one = 1.0f;
  double next = one + FLT_EPSILON / 2; //! here
  //@ assert next > 1.0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || next > 1.0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: next - 1 = %g\n", rank, next - 1.0);
  MPI_Finalize();
  return 0;
}
