/* M149. `div` through a function pointer: the rule on unreviewed C library
 * functions (m142) looked at calls; here `div`'s address is taken and the
 * call goes through `fp` (`calls div` tells Wp the target). Taking the
 * address of such a function in verified code is rejected too. (Real run:
 * rank 0 gets SIGFPE.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdlib.h>
#include <stdio.h>

/*@ exits \false; */ div_t div(int numer, int denom);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  div_t q;
  div_t (*fp)(int, int) = div; //! here
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ calls div;
  q = fp(100, rank);
  printf("rank %d: 100 / rank = %d\n", rank, q.quot);
  MPI_Finalize();
  return 0;
}
