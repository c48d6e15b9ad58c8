/* S446 (hunt 75). `assert VM: recv_smoke_30_5: one == 12345;`: Wp joins
   a property's names with `_`, so its goal was named like vmfc's smoke
   check after the receive at line 30, read as it, and its failure counted
   as the smoke check's success (78/78). `VM` is reserved too. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 2

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures \result == 0;
*/
int pass(int rank, int nprocs) {
  int one = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = buf[0] == 1;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(&one, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(&one, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  //@ assert VM: recv_smoke_31_5: one == 12345; //! here
  return one == 12345 ? 0 : 1;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int r = pass(rank, nprocs);
  printf("rank %d r %d (proved 0)\n", rank, r);
  MPI_Finalize();
  return r;
}
