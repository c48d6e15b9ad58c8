/* R251 (hunt 30): `bump` is declared with a contract that has no
 * `assigns` clause (`terminates \true; exits \false;`) and defined in
 * another file, where it sets the global `G = 1`. Frama-C writes
 * `assigns \nothing;` from the prototype `void bump(void)`, Wp trusts it
 * and takes `G` unchanged, so rank 0 was proved to enter the barrier.
 * Rule: verified code calls no function with no body and no `assigns`
 * clause outside its behaviors (r248 was its pointer case).
 * vmfc was: "Proved goals: 21 / 21". run (with `void bump(void) { G = 1; }`
 * in a second file, mpiexec -n 2): hangs. */
//! expect: error
//! allow: assumptions
#include <mpi.h>
#include <stdio.h>

int G = 0;
/*@ terminates \true; exits \false; */
void bump(void);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  G = 0;
  if (rank == 0) bump(); //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (G == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
