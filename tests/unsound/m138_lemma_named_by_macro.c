/* M138. A lemma whose name is a macro: vmfc asked Wp to prove `RESULT`,
 * which does not exist after preprocessing, so nothing was proved, and
 * Wp used the lemma in every goal. A macro may not name a lemma or write
 * the keyword `lemma`. (Real run: rank 0 waits alone in the barrier.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define RESULT count_is_small //! here
/*@ logic integer Count(integer n) = n <= 0 ? 0 : Count(n - 1) + 1; */
/*@ lemma RESULT: Count(1000000) == 5; */

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, i, c = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ loop invariant 0 <= i <= 1000000 && c == i && c == Count(i);
      loop assigns i, c;
      loop variant 1000000 - i; */
  for (i = 0; i < 1000000; i++)
    c++;
  //@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier;
  if (rank != 0 || c == 5)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
