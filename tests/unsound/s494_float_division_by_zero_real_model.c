/* S494 (hunt 105). Under `--model real` Wp reads floating-point numbers
   as reals, where `sum / 0` is some real number, and its run-time check
   that a result is finite holds trivially: the mean of a process with no
   items was taken for a number, `mean == mean` for true, and every
   process for calling the barrier (19/19 proved). The build computes
   0.0 / 0 = NaN on rank 1, which skips the barrier, and rank 0 waits
   forever. vmfc now writes each floating-point division in a verified
   function, under that model, as a call of the header's VM_div_double,
   whose precondition (`division`: the divisor is not zero) fails here. */
//! expect: division
//! model: real
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= count;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(double sum, int count, int rank, int nprocs) {
  double mean = sum / count; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (mean == mean)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /* One item: rank 0 has it, the others none. */
  report(rank == 0 ? 2.5 : 0.0, rank == 0 ? 1 : 0, rank, nprocs);
  MPI_Finalize();
  return 0;
}
