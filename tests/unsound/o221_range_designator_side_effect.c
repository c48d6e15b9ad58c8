/* O221 (hunt 25): `int w[4] = { [0 ... 3] = add_round() };` GCC evaluates
 * the initializer of a GNU range designator once, Frama-C once per element:
 * the proof counted four rounds on rank 0, the build one, so the loops of
 * barriers that follow differ. Rule: no side effect or call under a range
 * designator in verified code (rules/initializers.rs).
 * vmfc was: "Proved goals: 49 / 49". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int rounds = 0;

/*@ requires rounds < 100;
    assigns rounds;
    ensures rounds == \old(rounds) + 1 && \result == 1; */
int add_round(void) {
  rounds++;
  return 1;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, i, r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int w[4] = { [0 ... 3] = add_round() };   /* one round per weight */ //! here
    printf("weights %d %d %d %d\n", w[0], w[1], w[2], w[3]);
  } else {
    /*@ loop invariant 0 <= i <= 4 && rounds == i;
        loop assigns i, rounds;
        loop variant 4 - i; */
    for (i = 0; i < 4; i++)
      add_round();
  }
  /*@ mpi begin regions: nregions = 4; region(i) = MPI_Barrier; */
  /*@ loop invariant 0 <= r <= rounds && rounds == 4;
      loop invariant VM_regionCount == r && VM_currentRegion == 0;
      loop invariant VM_state == VM_Active;
      loop assigns r, VM_Vars;
      loop variant rounds - r; */
  for (r = 0; r < rounds; r++)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: %d rounds\n", rank, rounds);
  MPI_Finalize();
  return 0;
}
