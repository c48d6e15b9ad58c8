/* M130. `UINT32_C(c)` is `c ## UL` in Frama-C's C library and an
 * `unsigned int` in glibc: `UINT32_C(4294967295) + 1` was proved
 * 4294967296 and is 0 when built. The function-like macros of the two
 * libraries are applied to sample numbers by tests/libc.rs, and those that
 * differ are rejected. (Real run: `next 0`, rank 0 alone in the
 * barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <stdint.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  /* the next value after the largest 32-bit unsigned number */
  long next = UINT32_C(4294967295) + 1; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0 || next == 4294967296)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: next %ld\n", rank, next);
  MPI_Finalize();
  return 0;
}
