/* S275 (hunt 31): b5 through an object-like macro, `#define LV VM_level`,
 * `//@ ghost LV = 0;`: the rule expanded function-like macros only. Now
 * it reads ghost code with every macro expanded.
 * vmfc was: "Proved goals: 84 / 84". run: mpicc -DMPI_Send=MPI_Ssend,
 * mpiexec -n 2: hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define LV VM_level

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
    //@ ghost LV = 0; //! here
    MPI_Recv(&y, 1, MPI_INT, left, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return y;
}

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
