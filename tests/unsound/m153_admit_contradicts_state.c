/* M153. A goal did not prove, and the user admitted what it needed: rank
 * 0 sends to `rank + 2` (a slip for `rank + 1`), the send's checks
 * failed, and the user, sure that the destination is 1, wrote `admit dest
 * == 1`. The admitted property contradicts the state, so every goal after
 * it held vacuously, and rank 0's send to a process that does not receive
 * was proved announced. An `admit` is the user's to
 * justify (vmfc warns of each one), but one that no state reaching it
 * satisfies is a mistake vmfc can see: after each `admit` in a verified
 * function vmfc tries to prove `\false` (`admit_smoke`), and a proof is an
 * error. (Real run: rank 1 waits for the message rank 0 sends to rank 2.) */
//! expect: admit_smoke
//! allow: assumptions
//! run: 3
#include <mpi.h>
#include <stdio.h>

#define TAG 5

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int first_pair(int rank, int nprocs) {
  int got = -1, mine = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    int dest = rank + 2;
    //@ admit dest == 1; //! here
    MPI_Send(&mine, 1, MPI_INT, dest, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&got, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d got %d\n", rank, first_pair(rank, nprocs));
  MPI_Finalize();
  return 0;
}
