/* M161 (thirteenth field hunt). An axiom about every memory state:
 * `ready[0]` is 1 in all of them. It contradicts no other axiom, but it
 * contradicts the program once rank 1 stores 0 there, and every goal after
 * that store was proved for rank 1. Rejected unless --allow-assumptions.
 * (Real run: rank 0 waits for a message rank 1 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 3

int ready[1];

/*@ axiomatic Ready { //! here
      predicate IsReady{L}(int *p) = *p == 1;
      axiom always_ready{L}: IsReady{L}(&ready[0]);
    } */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars, ready[0];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int pair(int rank, int nprocs) {
  int got = -1, mine = rank;
  ready[0] = rank != 1;
  //@ assert IsReady(&ready[0]);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 1 && d == 0 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Recv(&got, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  else if (rank == 1 && ready[0])
    MPI_Send(&mine, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD);
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d got %d\n", rank, pair(rank, nprocs));
  MPI_Finalize();
  return 0;
}
