/* S360 (hunt 42): `(float)*p` with `long long *p`: the printed-program rule of s347
 * took the operand `*p` for the operator `*` alone, which reads no variable.
 * An operand now extends over prefix operators (`*`, `&`) and members.
 * vmfc was: "Proved"; run: mpiexec -n 2 hangs. */
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
  long long *p = &n;
  float f = (float)*p; //! here
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
