/* S271 (session of 2026-12-05, after hunt 31's s268/s269): the rule that
 * a logic definition may not apply a logic symbol through a macro read
 * the macro table at the end of the file: with `#undef C` after it, `F(n)
 * = C` with `#define C F(n) + 1` was accepted, and Wp takes the definition
 * as the axiom `F(n) == F(n) + 1`, a contradiction.
 * vmfc was: no error (the program was verified with that axiom). */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define C F(n) + 1
/*@ logic integer F(integer n) = C; */ //! here
#undef C

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert F(0) == F(0) + 1;
  printf("rank %d\n", rank);
  MPI_Finalize();
  return 0;
}
