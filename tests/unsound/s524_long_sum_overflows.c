/* S524 (hunt 123). Two processes each contribute 9e18 to an MPI_SUM of
   `long`s with no `MPI_Allreduce#reduced`: the result was havocked, so the
   proof knew nothing of it and nothing checked that the sum fits a `long`;
   MPICH's sum wraps around to a negative total (vmfc only warned). Each
   process now bounds its own elements so that no partial sum can
   overflow (`coll_no_overflow`). */
//! expect: coll_no_overflow
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
long total_of(long mine, int rank, int nprocs) {
  long total = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  return total;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  long t = total_of(9000000000000000000L, rank, nprocs);
  MPI_Finalize();
  return t < 0;
}
