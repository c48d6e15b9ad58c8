/* S268 (hunt 31): m138 with `#undef`: `#define ok hidden`, a false
 * `lemma ok`, `#undef ok`, then a true `lemma ok`. The rule against lemmas
 * named by macros read the macro table at the end of the file, where `ok`
 * is no macro; vmfc proved "the lemma `ok`" by name (the true one), and
 * Frama-C's `hidden` was never proved but a hypothesis of every goal.
 * Now the macro rules read every definition a name has had.
 * vmfc was: "Proved goals: 24 / 24". run (mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ logic integer F(integer n) = n <= 0 ? 0 : F(n - 1) + 1; */

#define ok hidden //! here
/*@ lemma ok: \forall integer n; F(n) == n + 5; */
#undef ok
/*@ lemma ok: \true; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert F(0) == 5;
  //@ assert 1 == 2;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
