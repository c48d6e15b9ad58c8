/* L81. `__attribute__((cleanup(f)))` makes the compiler call `f` when the
 * variable goes out of scope; Frama-C ignores the attribute. Here the hidden
 * call makes rank 0 alone enter a barrier: the program hangs, yet `work` was
 * proved. The attribute is rejected (also `alias`, `constructor`, ...). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5

static void sync_first(int *rank) {
  if (*rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
}

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int work(int rank, int nprocs) {
  int r __attribute__((cleanup(sync_first))) = rank; //! here
  (void)nprocs;
  return r == rank ? 42 : 0;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = work(rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
