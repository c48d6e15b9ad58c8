/* S347 (hunt 40): `(float)n` with `long long n = 2^60 + 2^36 + 1`: C rounds once,
 * to 2^60 + 2^37; Wp rounds to `double` first, then to `float`, and gets
 * 2^60, so `//@ assert f == 0x1p60;` was proved and the barrier counted as
 * dead. A conversion to `float` in the program as Frama-C printed it is
 * now an error unless its operand reads only what is declared with
 * narrower types.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long long n = 1152921573326323713LL;
  float f = (float)n; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert f == 0x1p60;
  printf("rank %d: f == 2^60: %d\n", rank, f == 0x1p60f);
  /*@ mpi begin regions: nregions = 0; region(i) = MPI_Barrier; */
  if (f != 0x1p60f && rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
