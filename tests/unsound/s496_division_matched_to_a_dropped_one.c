/* S496 (hunt 112). The division comes from a macro (MEAN), and a division
   written on the same line is dropped by another macro (IGNORE): the line
   has one `/` before and after preprocessing, and vmfc, matching tokens by
   text and rank on their line, took the macro's `/` for the written one.
   It wrote its check inside IGNORE(...), which the preprocessor drops
   again: sum / count was never checked (20/20 proved; rank 1 computes
   NaN and skips the barrier). A match by rank now holds only when the
   line's matches keep their order; here MEAN's `(` is matched after the
   `+`, and the division is an error. */
//! expect: error
//! model: real
//! run: 2
#include <mpi.h>

#define MEAN (sum / count)
#define IGNORE(e) 0

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= count;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(double sum, int count, int rank, int nprocs) {
  double mean = MEAN + IGNORE(sum / 2.0); //! here
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
