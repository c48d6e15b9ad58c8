/* M167. `restrict` from a `-D NOALIAS=__restrict` given to vmfc, as the
 * docs say (the -D options of the build): M164 again, proved before and
 * miscompiled at -O2 (a fifteenth field hunt). */
//! expect: error
//! define: NOALIAS=__restrict
#include <mpi.h>
#include <stdio.h>
#include <assert.h>
#define N 4



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
