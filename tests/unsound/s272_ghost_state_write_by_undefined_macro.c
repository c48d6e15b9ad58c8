/* S272 (hunt 31): b5 through a function-like macro `#undef`ined after its
 * use: `#define RESET(v) v = 0`, `//@ ghost RESET(VM_level);`, `#undef
 * RESET`. The rule on ghost-state writes expanded macros from the table
 * at the end of the file, where RESET is gone, so the write to VM_level
 * between the send and the receive was not seen and the ring deadlocks
 * with synchronous sends. Now a macro of the user's may not be undefined
 * or given another replacement.
 * vmfc was: "Proved goals: 84 / 84". run: mpicc -DMPI_Send=MPI_Ssend,
 * mpiexec -n 2: hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define RESET(v) v = 0

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int x = rank, y = 0;
  int right = (rank + 1) % nprocs, left = rank == 0 ? nprocs - 1 : rank - 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (VM_NP > 1 && d == (s + 1) % VM_NP) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (nprocs > 1) {
    MPI_Send(&x, 1, MPI_INT, right, TAG, MPI_COMM_WORLD);
    //@ ghost RESET(VM_level);
    MPI_Recv(&y, 1, MPI_INT, left, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return y;
}

#undef RESET //! here

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 0) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
