/* M164. A `restrict` kernel called in place: `update(u, u, 1)` gives both
 * restrict pointers the same array (undefined behaviour, C11 6.7.3.1).
 * Frama-C ignores `restrict` and proved `change == 0` (the store through
 * `unew` changes `u[i]`); gcc -O2 keeps the old `u[i]` in a register and
 * returns 250, and the C assert fails on every process (a fourteenth field
 * hunt). vmfc rejects `restrict`. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#define N 4

/* One relaxation step of cell i; returns the change of the cell. */
/*@ requires 1 <= i <= N;
    requires \valid(unew + (0 .. N + 1)) && \valid_read(u + (0 .. N + 1));
    requires \forall integer j; 0 <= j <= N + 1 ==> 0 <= u[j] <= 1000;
    assigns unew[i];
    ensures \result == unew[i] - u[i];
*/
int update(int *restrict unew, const int *restrict u, int i) { //! here
  unew[i] = u[i] + (u[i - 1] + u[i + 1] - 2 * u[i]) / 4;
  return unew[i] - u[i];
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, i, change, maxchange;
  int u[N + 2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ loop invariant 0 <= i <= N + 2;
      loop invariant \forall integer j; 0 <= j < i ==> 0 <= u[j] <= 1000;
      loop assigns i, u[0 .. N + 1];
      loop variant N + 2 - i; */
  for (i = 0; i <= N + 1; i++)
    u[i] = i == 0 ? 1000 : 0;
  change = update(u, u, 1);          /* BUG: in place, but the kernel is restrict */
  //@ assert change == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  MPI_Allreduce(&change, &maxchange, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("max change %d\n", maxchange);
  assert(change == 0);
  MPI_Finalize();
  return 0;
}
