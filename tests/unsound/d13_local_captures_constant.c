/* D13. The definition names a `const` global, and a local of the same name
 * (the rank) surrounds the send: with definitions instantiated at each call,
 * the local captures the name and every process checks its own tag. A local
 * may not have the name of something a definition names. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5

const int TG = 5;

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int x = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TG;
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    int TG = rank + 7; //! here
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, TG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, TG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
