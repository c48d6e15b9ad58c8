/* S495. A divisor written by a macro whose expansion reaches past the
   operand: `sum / ITEMS` is `sum / count + 1`, a division by `count`
   alone. Rewritten around the macro's name, the `division` check would
   read `count + 1 != 0`, true, while the build divides by `count`, 0 on
   rank 1: NaN, which skips the barrier. vmfc rewrites a division whose
   operand holds a macro only when the tokens of the file just before and
   after the operation are the ones around it after preprocessing; here
   the `+` comes from the macro, and the division is an error under
   `--model real`. */
//! expect: error
//! model: real
//! run: 2
#include <mpi.h>
#define ITEMS count + 1

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= count;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(double sum, int count, int rank, int nprocs) {
  double mean = sum / ITEMS; //! here
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
