/* M166. `restrict` made by token pasting (`CAT(__rest, rict)`): the rule
 * on the text as written did not see it. M164 again (the kernel called in
 * place): proved "53 / 53" before, `change` is 250 at -O2 and the C assert
 * fails on both processes (a fifteenth field hunt). vmfc now looks for
 * `restrict` and attributes in the preprocessed text too. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#define N 4
#define CAT(a, b) a ## b
#define NOALIAS CAT(__rest, rict)

/*@ requires 1 <= i <= N;
    requires \valid(unew + (0 .. N + 1)) && \valid_read(u + (0 .. N + 1));
    requires \forall integer j; 0 <= j <= N + 1 ==> 0 <= u[j] <= 1000;
    assigns unew[i];
    ensures \result == unew[i] - u[i];
*/
int update(int *NOALIAS unew, const int *NOALIAS u, int i) { //! here
  unew[i] = u[i] + (u[i - 1] + u[i + 1] - 2 * u[i]) / 4;
  return unew[i] - u[i];
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, i, change;
  int u[N + 2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ loop invariant 0 <= i <= N + 2;
      loop invariant \forall integer j; 0 <= j < i ==> 0 <= u[j] <= 1000;
      loop assigns i, u[0 .. N + 1];
      loop variant N + 2 - i; */
  for (i = 0; i <= N + 1; i++)
    u[i] = i == 0 ? 1000 : 0;
  change = update(u, u, 1);
  //@ assert change == 0;
  printf("rank %d: change %d\n", rank, change);
  assert(change == 0);
  MPI_Finalize();
  return 0;
}
