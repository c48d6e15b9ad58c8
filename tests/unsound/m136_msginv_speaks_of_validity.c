/* M136. A message invariant `\valid(buf + (N - 1))`, true of the
 * sender's buffer, was admitted of the receiver's one-element buffer: the
 * frame lemmas compare values, not validity. Memory-model built-ins
 * (`\valid`, `\separated`, `\block_length`, `\offset` ...) may
 * not appear in a definition, directly or through a logic symbol. (Real
 * run: rank 1 writes past its buffer, a segmentation fault.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1
#define N 4000000
static int big[N];

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(p);
    requires \separated(VM_Pointers, p + (0 .. N - 1), big + (0 .. N - 1));
    assigns VM_GlobalVars, p[0 .. N - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *p, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \valid(buf + (N - 1)); //! here
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    MPI_Send(big, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(p, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    p[N - 1] = 7;
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  f(&x, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
