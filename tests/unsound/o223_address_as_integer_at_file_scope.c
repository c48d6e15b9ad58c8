/* O223 (hunt 25): `uintptr_t end_of_a = (uintptr_t)(&a + 1);` at file
 * scope: the rule against casting an address to an integer applied in
 * verified functions only, so verified code compared the two integers
 * (Frama-C keeps addresses of different objects apart; C lets one past `a`
 * equal `&b`). Rule: no such cast in any file-scope initializer.
 * vmfc was: "Proved goals: 14 / 14". run (mpiexec -n 2): the assertion
 * `end_of_a != start_of_b` fails. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#include <stdint.h>

int a = 1;
int b = 2;
uintptr_t end_of_a = (uintptr_t)(&a + 1); //! here
uintptr_t start_of_b = (uintptr_t)&b;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  assert(end_of_a != start_of_b);
  if (rank == 0)
    printf("a and b are not adjacent\n");
  MPI_Finalize();
  return 0;
}
