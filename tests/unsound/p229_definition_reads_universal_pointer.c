/* P229 (hunt 26): `mpi universal n, A[0 .. n - 1]` makes the elements of
 * the section universal, not the pointer `A` (each process has its own
 * addresses; here NULL on one process). The frame lemma quantified one
 * pointer for both memory states, so `nummsg = (A == \null ...)` passed as
 * universal. The second state now has a pointer of its own whose elements
 * agree with the first's.
 * vmfc was: "Proved goals: 105 / 105". run (mpiexec -n 2): hangs. */
//! expect: definition_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

/* Sends a token from process 0 to process 1 when the (possibly empty)
 * table is absent. */
/*@ mpi collective;
    mpi universal n, A[0 .. n - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires n >= 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void token(int *A, int n, int rank, int nprocs) {
  int t = 5;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (A == \null && s == 0 && d == 1) ? 1 : 0; //! here
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (A == NULL && nprocs > 1) {
    if (rank == 0)
      MPI_Send(&t, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    else if (rank == 1)
      MPI_Recv(&t, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int table[4];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *p = table;
  if (rank == 1)
    p = NULL;
  /*@ mpi begin regions: nregions = 1; region(i) = token; token#n(i) = 0; token#A(i, j) = 0; */
  token(p, 0, rank, nprocs);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
