/* M128. `#x` spells its argument as written after expansion, and the C
 * library's macros are spelled otherwise in Frama-C's headers
 * (`((void*)0)`) than in glibc's (`((void *)0)`): the length of the
 * spelling of `NULL` was proved 11 and is 12 when built. A stringized
 * argument may only be printed. (Real run: `len 12`, rank 0 alone in
 * the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define STR(x) #x //! here
#define XSTR(x) STR(x)

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int len = (int) sizeof(XSTR(NULL));
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0 || len == 11)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: len %d\n", rank, len);
  MPI_Finalize();
  return 0;
}
