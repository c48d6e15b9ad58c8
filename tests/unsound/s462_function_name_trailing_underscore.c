/* S462 (hunt 85). Functions `main` and `main_`: Wp writes `main_` as
   `main` in its goal names (and `a__b` as `a_b`, `_x` as `x`: measured),
   so every goal of `main_` was counted as `main`'s and kept under it in
   the result cache, as with S443's `main_assert`; a lone `round_` was a
   tool failure ("belongs to no requested function"). A verified function
   whose name has `_` at an end or two in a row is an error. The program
   is S443's: rank 0 alone calls MPI_Allreduce. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ requires 0 <= x <= 100;
    assigns \nothing;
    ensures \result == x + 1; */
int main_(int x) { //! here
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
  local = main_(1);
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
