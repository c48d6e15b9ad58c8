/* M105. Each process passes its rank to the next; the tag of a message
 * is its receiver's rank, so the last process sends to MPI_PROC_NULL with
 * tag -1. MPI checks a call's arguments before it looks at the peer:
 * MPICH aborts ("Invalid tag"). The tag's range, the count's sign, the
 * buffer and the datatype are checked whatever the peer. */
//! expect: send_tag
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= 1000;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int shift(int rank, int nprocs) {
  int prev = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int next = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;
  int mine = rank, got = -1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = d;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = d; */
  MPI_Recv(&got, 1, MPI_INT, prev, rank, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Send(&mine, 1, MPI_INT, next, next, MPI_COMM_WORLD); //! here
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int got = shift(rank, nprocs);
  printf("rank %d got %d\n", rank, got);
  MPI_Finalize();
  return 0;
}
