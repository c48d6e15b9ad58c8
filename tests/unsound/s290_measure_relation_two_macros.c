/* S290 (hunt 34): p232 through two macros: `#define FR for`, `#define BY
 * FR Always`, `decreases n BY;`: the rule looked for `for` in the macro
 * written in the measure only. `spin` (never returns) was proved to
 * terminate and `ensures \false`. Now a macro's mentions are read through
 * the macros it names.
 * vmfc was: "Proved goals: 21 / 21". run (mpiexec -n 1): SIGSEGV. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ predicate Always(integer a, integer b) = \true; */
#define FR for
#define BY FR Always

/*@ decreases n BY; //! here
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
