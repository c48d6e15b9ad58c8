/* S498 (hunt 112). S495's divisor macro reaching past its operand
   (`#define ITEMS count + 1`), with a `+` written later on the line and
   another dropped by UNUSED(...): the macro's `+` was matched to the
   written one, and vmfc's check read `ITEMS * (2)` as the divisor (23/23
   proved: the proof divided by count + 2, the build divides by count,
   NaN on rank 1, which skips the barrier). An error now, the matches of
   the line crossing each other. */
//! expect: error
//! model: real
//! run: 2
#include <mpi.h>

#define ITEMS count + 1
#define UNUSED(e) 0

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= count <= 1000;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(double sum, int count, int rank, int nprocs) {
  double mean = sum / ITEMS * (2) + UNUSED(sum + 1); //! here
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
  report(rank == 0 ? 2.5 : 0.0, rank == 0 ? 1 : 0, rank, nprocs);
  MPI_Finalize();
  return 0;
}
