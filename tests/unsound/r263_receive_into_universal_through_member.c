/* R263 (hunt 30): r262 against vmfc's own check: the collective `work`
 * receives into `b->p`, which points to its universal global `U` (`main`
 * sets `bx.p = &U`). vmfc's `recv_universal_separated` goal and the
 * "universal data unchanged" checks were proved from Wp's unchecked
 * assumption that a pointer read from a structure points to no global;
 * rank 1 overwrote `U` and skipped the barrier `if (U == 0)` guards.
 * Closed by r260's rule.
 * vmfc was: "Proved goals: 88 / 88". run (mpiexec -n 2): hangs. */
//! expect: recv_universal_separated
#include <mpi.h>
#include <stdio.h>

int U = 0;
struct box { int *p; };

/*@ mpi collective;
    mpi universal U;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && U == 0;
    requires \valid(b) && \valid(b->p);
    requires \separated(b, b->p, VM_Pointers);
    assigns VM_GlobalVars, b->p[0];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void work(struct box *b, int rank, int nprocs) {
  int v = 7;
  /*@ mpi begin regions: nregions = 2; region(i) = i == 0 ? 1 : MPI_Barrier; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 3;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(&v, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  if (rank == 1)
    MPI_Recv(b->p, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  //@ mpi end region;
  if (U == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  struct box bx;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  bx.p = &U;
  work(&bx, rank, nprocs);
  printf("rank %d done U=%d\n", rank, U);
  MPI_Finalize();
  return 0;
}
