/* P232 (hunt 26): `decreases n for Always;` with `Always(a, b) = \true`:
 * Wp proves the measure decreases by the relation and takes the relation
 * to be well founded on trust (Frama-C only warns), so a function that
 * recurses forever was proved to terminate, with `ensures \false`. A
 * measure with a relation of its own is refused.
 * vmfc was: "Proved goals: 21 / 21" (with `assert 1 == 2`). run (mpiexec
 * -n 1): stack overflow. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ predicate Always(integer a, integer b) = \true; */

/*@ decreases n for Always; //! here
    assigns \nothing;
    ensures \false; */
static int spin(int n) {
  return spin(n);
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int r = spin(1);
  //@ assert 1 == 2;
  printf("rank %d %d\n", rank, r);
  MPI_Finalize();
  return 0;
}
