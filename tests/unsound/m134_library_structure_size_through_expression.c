/* M134. The size of a C library structure through an expression:
 * `sizeof *stdout` is 8 under Frama-C and 216 with glibc; `FILE` by its
 * name was rejected, `*stdout` names no type. The size of a structure the
 * user's files do not define may not be taken through an expression
 * (`sizeof *p`, `p + 1`, `p[i]`, `++p`); by its name it is checked against
 * the list of those that differ. (Real run: `size 216`, rank 0 alone in
 * the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int sz = (int) sizeof *stdout; //! here
  /*@ mpi begin regions: nregions = 2; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0 || sz == 8)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: size %d\n", rank, sz);
  MPI_Finalize();
  return 0;
}
