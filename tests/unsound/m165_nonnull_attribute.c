/* M165. `__attribute__((nonnull))` lets gcc delete the test `if (!p)` in
 * the function (the attribute says p is never null), while Frama-C ignores
 * the attribute and proves the function for a null `p` too: called with
 * NULL, the -O2 build reads through it (measured: vmfc before this rule
 * said "Proved goals: 17 / 17"; `mpicc -O2` and `mpiexec -n 2` end in a
 * segmentation fault on every process). vmfc accepts only a list of
 * harmless attributes (the compiler may optimise on any other). */
//! expect: error
#include <mpi.h>
#include <stddef.h>

/*@ requires p == \null || \valid_read(p);
    assigns \nothing;
    ensures p == \null ==> \result == 0; */
static int value_or_zero(const int *p) __attribute__((nonnull)); //! here

static int value_or_zero(const int *p) {
  if (!p)
    return 0;
  return *p;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int v = value_or_zero(NULL);
  //@ assert v == 0;
  MPI_Finalize();
  return v;
}
