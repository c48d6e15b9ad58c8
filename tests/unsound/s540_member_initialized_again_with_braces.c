/* S540 (hunt 130). `{ 1, 2, 3, .a = { 7 }, 8 }`: C (and GCC)
   initializes the whole member `a` again, so a[1] is 0; Frama-C merges
   the two lists and keeps a[1] == 2. The root computed from it is 0 in
   the proof and -2 in the build (MPICH: invalid root). GCC's
   `-Woverride-init` is an error unless the new initializer is a number. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
struct Q { int a[2]; int b; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, x = 0;
  struct Q q = { 1, 2, 3, .a = { 7 }, 8 }; //! here
  int root = q.a[1] - 2;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    x = 42;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&x, 1, MPI_INT, root, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: x = %d (root %d)\n", rank, x, root);
  MPI_Finalize();
  return 0;
}
