/* K58. `reduced` with the operation in a variable: vmfc checks the
 * definition against the operation the call names, so it must be a
 * constant there. */
//! expect: error
#include <mpi.h>

/*@ logic integer upto(integer n) = n <= 0 ? 0 : upto(n - 1) + n; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long mine, total = 0;
  MPI_Op op = MPI_SUM;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  mine = rank + 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_SUM; MPI_Allreduce#sendbuf(i, k) = k + 1;
        MPI_Allreduce#reduced(i, j, n) = upto(n); */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, op, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
