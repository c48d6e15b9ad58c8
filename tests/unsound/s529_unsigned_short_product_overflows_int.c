/* S529 (hunt 125). MPI_PROD of `unsigned short`s: MPICH multiplies two
   of them after C's promotion to `int`, where 65535 * 65535 overflows
   (undefined, though this MPICH's result wraps as an unsigned product
   would). Each element of such a product without `#reduced` must be 0 or
   1 (`coll_no_overflow`); a sum of them fits an `int`. */
//! expect: coll_no_overflow
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  unsigned short mine = 65535, prod = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_UNSIGNED_SHORT;
        MPI_Allreduce#op(i) = MPI_PROD; */
  MPI_Allreduce(&mine, &prod, 1, MPI_UNSIGNED_SHORT, MPI_PROD, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  printf("%d: product %u\n", rank, (unsigned) prod);
  MPI_Finalize();
  return 0;
}
