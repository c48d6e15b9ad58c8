/* S448 (hunt 77). X's contradictory precondition, found by one prover
   only: `Count(60) == 61` with a recursive `Count`. The smoke checks ran
   with Z3 alone, which did not refute it in its second, while CVC5 proved
   the barrier's goal from it in 0.83 s: 18/18, and rank 0 alone calls
   the barrier. The smoke checks now run with every prover of the first
   pass. Written here with Count(20): Z3 still misses it in its second
   and CVC5 refutes it in 0.23 s (Count(60) took it 0.8 s of the smoke
   check's 1 s; Count(30) 0.4 s, and a loaded CI machine ran past the
   limit twice). */
//! expect: requires_smoke
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ logic integer Count(integer n) = n <= 0 ? 0 : Count(n - 1) + 1; */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires Count(20) == 21;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void work(int rank, int nprocs) { //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  work(rank, nprocs);
  MPI_Finalize();
  return 0;
}
