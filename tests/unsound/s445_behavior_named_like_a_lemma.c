/* S445 (hunt 75, against S444's rule). A function `check` with a
   behavior `lemma_x`: Wp names its postcondition
   `typed_check_lemma_x_ensures`, which vmfc read as a check lemma's goal;
   the cache stored `check` without it and the same command run twice
   proved the program (41/41); odd ranks skip the MPI_Allreduce. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ requires 0 <= x <= 100;
    assigns \nothing;
    behavior lemma_x:
      ensures \result == 0;
*/
int check(int x) { //! here
  return x;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, local = 1, sum = 0, r;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  r = check(rank % 2);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  if (r == 0)
    MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("sum %d\n", sum);
  MPI_Finalize();
  return 0;
}
