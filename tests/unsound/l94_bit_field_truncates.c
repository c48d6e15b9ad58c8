/* L94. Wp treats a 2-bit field as a whole `unsigned int`: storing 5 keeps
 * 1, yet `s.c == 5` was proved and rank 0 skipped the barrier. Bit-fields
 * are rejected. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

struct S { unsigned int c : 2; }; //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  struct S s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int five = 5;
  s.c = five;
  //@ assert s.c == 5;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank != 0 || s.c == 5)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d c %d\n", rank, (int)s.c);
  MPI_Finalize();
  return 0;
}
