/* K53. The definition `reduced` sums the data, but the call (and `#op`)
 * takes the maximum: the definition is checked against the operation the
 * call names. */
//! expect: coll_fold
//! run: 2
#include <mpi.h>
#include <assert.h>

/* 1 + 2 + ... + n */
/*@ logic integer upto(integer n) = n <= 0 ? 0 : upto(n - 1) + n; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  long mine, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  mine = rank + 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_MAX; MPI_Allreduce#sendbuf(i, k) = k + 1;
        MPI_Allreduce#reduced(i, j, n) = upto(n); */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  //@ assert total == upto(nprocs);
  assert(2 * total == (long)nprocs * (nprocs + 1));
  MPI_Finalize();
  return 0;
}
