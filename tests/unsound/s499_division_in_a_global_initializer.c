/* S499 (hunt 113). A floating-point division in the initializer of a
   file-scope array under `--model real`: 0.0 / 0.0 was some real number
   to the proof and NaN in the build, where rank 0's `m == m` is false and
   it skips the barrier (22/22 proved; hangs). vmfc checks divisors with
   calls, which such an initializer cannot hold: a division there whose
   divisor is not a nonzero literal is an error under that model. */
//! expect: error
//! model: real
//! run: 2
#include <mpi.h>
double G[2] = {0.0 / 0.0, 1.0}; //! here
/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= count;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(double sum, int count, int rank, int nprocs) {
  double m = 0.0;
  m = G[rank % 2];
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (m == m)
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
