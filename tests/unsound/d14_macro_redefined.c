/* D14. A macro means the rank where the definition is written and a constant
 * later in the file: checked with its final meaning, the definition looked
 * universal. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define TAGM (rank + TAG)

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
        msgtag(s, d, k) = TAGM; //! here
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, TAGM, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, TAGM, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

#undef TAGM
#define TAGM TAG

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
