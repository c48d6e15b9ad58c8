/* P228 (hunt 26): `token` declares the global `G` universal; its caller
 * `run` has a local `int G = 1;`. The check at the call (`G == token#G(i)`)
 * is written where the call is, so it read the local: proved, while the
 * global differs between processes. A local (or parameter) may not have
 * the name of a universal global of a collective the function calls.
 * vmfc was: "Proved goals: 133 / 133". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;   /* the mode: 1 means process 0 sends a token to process 1 */

/*@ mpi collective;
    mpi universal G;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \separated(VM_Pointers, &G);
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void token(int rank, int nprocs) {
  int t = 5;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (G == 1 && s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (G == 1 && nprocs > 1) {
    if (rank == 0)
      MPI_Send(&t, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    else if (rank == 1)
      MPI_Recv(&t, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void run(int rank, int nprocs) {
  int G = 1; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = token; token#G(i) = 1; */
  token(rank, nprocs);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 1)
    G = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = run; */
  run(rank, nprocs);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
