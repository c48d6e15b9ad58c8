/* M197 (hunt 23): undefined behaviour in a global initializer. Frama-C's RTE goals
 * (-wp-rte) cover function bodies only, not the initializers of globals, so
 * `int g = (int)1e10;` (float-to-int conversion out of range, undefined in
 * C11 6.3.1.4) raises no goal; Wp's model of the initial value is the
 * modular conversion (1e10 mod 2^32 = 1410065408), which it uses at the
 * entry of the verified `main`. GCC folds the constant saturating to
 * INT_MAX. The same conversion in a body is checked (float_to_int goal).
 * vmfc: "Proved goals: 13 / 13", EXIT 0 (with `assert g == 1410065408`).
 * run (mpiexec -n 1): "rank 0: g = 2147483647 K = -2147483648 h = 2147483647".   */
//! expect: error
#include <mpi.h>
#include <stdio.h>
int g = (int)1e10; //! here
const int K = (int)-1e10;
int h = (int)3.9e9;
/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert g == 1410065408;
  printf("rank %d: g = %d K = %d h = %d\n", rank, g, K, h);
  MPI_Finalize();
  return 0;
}
