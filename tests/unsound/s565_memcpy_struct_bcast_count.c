/* S565 (hunt 134). `memcpy(&h, &src, sizeof h)` of `struct { char tag;
   unsigned char n; }` on the root: `h.n` was proved to stay 4, the build
   copies 8, and the root broadcasts 8 ints where the others receive 4. */
//! expect: error
#include <mpi.h>
#include <string.h>

struct H { char tag; unsigned char n; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int data[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  struct H h = {0, 4};
  struct H src = {1, 8};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    memcpy(&h, &src, sizeof h); //! here
  int n = h.n;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 4; MPI_Bcast#datatype(i) = MPI_INT; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(data, n, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
