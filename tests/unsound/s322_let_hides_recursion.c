/* S322 (hunt 36): `H(n) = (n < 0 ? \let H = 0; H : H(n) + 1)`: the `\let` hid the
 * recursive call from the rule on recursive definitions (s319's scanner
 * bug), and Wp got the axiom H(n) == H(n) + 1: `assert 1 == 2` was proved.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs or aborts. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ logic integer H(integer n) = (n < 0 ? \let H = 0; H : H(n) + 1); */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert H(rank) > 5;
  //@ assert 1 == 2;
  printf("rank %d reaches assert(0)\n", rank);
  assert(0);
  MPI_Finalize();
  return 0;
}
