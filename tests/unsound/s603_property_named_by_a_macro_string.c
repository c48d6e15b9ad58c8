/* S603 (hunt 146). A macro makes a property's name a string, the name of
   vmfc's smoke check at main's entry: Frama-C expands macros in
   annotations and accepts a string as a name, vmfc read `N` and took the
   false assertion for its own smoke check, whose failure to prove passes;
   every goal was reported proved. Property names that are strings or begin
   with `VM_` are errors, read with macros expanded. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <assert.h>
#include <stdio.h>

#define N "VM_requires_smoke_23_5"
/* assert VM_requires_smoke_23_5: */

/*@ requires 0 <= x <= 10;
    terminates \true;
    exits \false;
    assigns \nothing;
    ensures \result == x;
*/
int f(int x) {
  //@ assert N: x == 12345; //! here
  assert(x == 12345);
  return x;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int y = f(3);
  printf("rank %d y %d\n", rank, y);
  MPI_Finalize();
  return 0;
}
