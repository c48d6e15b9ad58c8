/* S444 (hunt 76). A collective function named `lemma_sum`: its goals
   (`typed_lemma_sum_...`) were read as a lemma's, its cache entry stored
   with no goal, and the same command run twice proved the deadlock
   (29/29). A function name that begins with `lemma_` is an error. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid;
    requires \valid(sum) && \separated(VM_Pointers, sum);
    assigns VM_GlobalVars, *sum;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void lemma_sum(int rank, int *sum) { //! here
  int local = rank + 1;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  if (rank == 0)
    MPI_Allreduce(&local, sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, sum = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = lemma_sum; */
  lemma_sum(rank, &sum);
  //@ mpi end regions;
  if (rank == 0)
    printf("sum %d\n", sum);
  MPI_Finalize();
  return 0;
}
