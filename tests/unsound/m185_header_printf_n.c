/* M185 (hunt 22), the same hole as M184 with printf: `show` in
 * m185_show.h calls printf("%n", p) under `assigns \nothing`. The call
 * written here is an error (`%n` writes memory), but in a header it was
 * verified (20/20, the ACSL `assert x == 5` among them), and a real run
 * prints x = 0. A C function defined in a header may not have a contract. */
//! expect: error m185_show.h:1
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include "m185_show.h" //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int x = 5;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  show(&x);
  //@ assert x == 5;
  printf("x = %d\n", x);
  MPI_Finalize();
  return x == 5 ? 0 : 1;
}
