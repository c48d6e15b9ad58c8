/* S500 (hunt 113). `log` of 0 on rank 0, without <math.h>: vmfc's
   header declared the function with no precondition, so under `--model
   real` log(0.0) was some real number and `l - l` zero (22/22 proved),
   while the library returns -inf and `l - l` is NaN: rank 0 skips the
   barrier. The header's math functions now state their domains
   (`VM_domain`: log of a positive number, sqrt of a non-negative one). */
//! expect: precondition
//! model: real
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(int rank, int nprocs) {
  double l = log(rank * 1.0); //! here
  double m = l - l;
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
  report(rank, nprocs);
  MPI_Finalize();
  return 0;
}
