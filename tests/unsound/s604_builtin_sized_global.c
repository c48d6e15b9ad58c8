/* S604 (hunt 149). A GCC built-in at file scope: Frama-C's machine model
   types `__builtin_expect(1, 1)` as its argument, an `int` (4 bytes),
   GCC as `long` (8), and only warns; vmfc's rule on built-ins reads the
   bodies of verified functions. The proof has W == 4 (36/36): rank 0
   broadcasts 8 ints, the others receive 4 (MPICH: message truncated). */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

static char wide[sizeof(__builtin_expect(1, 1))]; //! here
#define W ((int)sizeof(wide))

static int buf[8];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 4;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, rank == 0 ? W : 4, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("broadcast done\n");
  MPI_Finalize();
  return 0;
}
