/* M170 (hunt 19): M169's comparison written (0 ? 0 : &a + 1) != &b, which the
 * front end typed as an int (a conditional took its first branch's type; C
 * gives a null constant the other branch's). Conditionals are typed as C
 * types them, and what vmfc cannot type counts as a possible pointer. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

int a = 1;
int b = 2;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert((0 ? 0 : &a + 1) != &b);  //! here
  if (rank == 0)
    printf("a and b are not adjacent\n");
  MPI_Finalize();
  return 0;
}
