/* M177 (hunt 21). A block-scope enumerator `K = INT_MIN` hides a local
 * `unsigned K`: vmfc's typing found the variable, took `K % d` for an
 * unsigned remainder and left `INT_MIN % -1` unchecked (SIGFPE). A name that
 * is both an enumerator and a variable has no type vmfc trusts: an error. */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <limits.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  unsigned K = 5;
  int d = -1 - rank;
  int r = 0;
  {
    enum { K = INT_MIN };
    r = K % d; //! here
  }
  printf("r=%d %u\n", r, K);
  MPI_Finalize();
  return 0;
}
