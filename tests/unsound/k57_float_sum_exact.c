/* K57. An exact floating-point sum: MPI does not fix the order in which it
 * adds, so the rounded result is not `reduced(i, j, VM_NP)`; vmfc accepts
 * `reduced` on floating-point data only under `--model real`. */
//! expect: error
#include <mpi.h>

/*@ logic real tenths(integer n) = n <= 0 ? 0.0 : tenths(n - 1) + 0.1; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  double mine = 0.1, total = 0.0;
  MPI_Init(&argc, &argv);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_DOUBLE;
        MPI_Allreduce#op(i) = MPI_SUM; MPI_Allreduce#sendbuf(i, k) = 0.1;
        MPI_Allreduce#reduced(i, j, n) = tenths(n); */ //! here
  MPI_Allreduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
