/* P231 (hunt 26): `msginv(...) = buf == A || *buf == 7`: the sender proved
 * it by its buffer's address (its buffer is `A`), the receiver assumed it
 * for its own buffer, so `*y == 7`. The frame lemma of `msginv` took one
 * `buf` for both memory states. `msginv` may now read its buffer only by
 * its elements (`buf[i]`, `*buf`, or in a logic symbol that does).
 * vmfc was: "Proved goals: 108 / 108". run (mpiexec -n 2): `assert(y == 7)`
 * fails. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/* Process 0 sends its first table entry to process 1. */
/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A) && \valid(y) && \separated(A, y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures rank == 1 ==> *y == 7;
*/
void pass(int *A, int *y, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, dt) = buf == A || *buf == 7; //! here
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(A, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
}

int table[1];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  table[0] = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = pass; pass#A(i, j) = 0; */
  pass(table, &y, rank, nprocs);
  //@ mpi end regions;
  if (rank == 1) {
    printf("rank 1 got %d\n", y);
    assert(y == 7);
  }
  MPI_Finalize();
  return 0;
}
