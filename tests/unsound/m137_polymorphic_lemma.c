/* M137. A polymorphic lemma (`lemma name<A>:`) was not found by vmfc's
 * scan, so it was never proved, and Wp used it in every goal: a false
 * count steered a barrier. vmfc finds `lemma name<A>` too, and a lemma it
 * asks for that Wp does not report is a failure. (Real run: rank 0 waits
 * alone in the barrier.) */
//! expect: lemma
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer Count(integer n) = n <= 0 ? 0 : Count(n - 1) + 1; */
/*@ lemma count_is_small<A>: Count(1000000) == 5; */ //! here

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
