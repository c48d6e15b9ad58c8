/* S443 (hunt 76). Functions `main` and `main_assert`: Wp names main's
   check `typed_main_assert_VM_...`, which vmfc gave to `main_assert` (the
   longest function name that begins the goal's). The first run failed,
   at the wrong function; after an edit of a comment in `main_assert`,
   the result cache replayed `main`, stored without its failed goal, as
   proved (27/27), and rank 0 alone calls MPI_Allreduce: the others hang.
   Function names Wp's goal names cannot tell apart are an error. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ requires 0 <= x <= 100;
    assigns \nothing;
    ensures \result == x + 1; */
int main_assert(int x) { //! here
  return x + 1;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, local, sum = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  local = main_assert(1);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  if (rank == 0)
    MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank == 0)
    printf("sum %d\n", sum);
  MPI_Finalize();
  return 0;
}
