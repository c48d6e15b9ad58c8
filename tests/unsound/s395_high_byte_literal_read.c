/* S395 (hunt 49): `const char *s = "\xff"; return s[0];` was proved to
 * return 255 (Wp reads the literal's byte unsigned), the build returns -1,
 * and rank 0 waits alone in the barrier.
 * vmfc was: "Proved goals: 32 / 32". */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
/*@ terminates \true; exits \false; assigns \nothing;
    ensures \result == 255; */
int first_byte(void) { const char *s = "\xff"; return s[0]; } //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int v = first_byte();
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (v != 255 && rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  //@ mpi end regions;
  printf("rank %d v %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
