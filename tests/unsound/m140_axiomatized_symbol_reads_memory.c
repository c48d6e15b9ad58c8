/* M140. An axiomatized logic function that reads memory, applied in a
 * definition: `Second(a)` is `a[1]` by an axiom, and `nummsg` applies it
 * to `A` with `mpi universal A[0 .. 0]`. vmfc replaced such symbols by
 * memory-free stand-ins in the frame lemma, so what they read was never
 * compared; here `A[1]` is each process's own rank and the processes
 * disagree on whether rank 0 sends. A symbol the provers cannot unfold must
 * now read no memory (no label, scalar parameters), or be a recursion
 * whose reads vmfc proves by induction. (Real run: rank 1 waits for a
 * message rank 0 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1

/*@ axiomatic Peek {
      logic integer Second{L}(int *a);
      axiom second{L}: \forall int *a; Second(a) == a[1];
    } */

/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(A + (0 .. 1)) && \valid(x);
    requires \separated(VM_Pointers, A + (0 .. 1), x);
    requires A[1] == flag;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *A, int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && Second(A) != 0) ? 1 : 0; //! here
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && flag != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && flag != 0) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int A[2] = {0, rank};
  f(A, &x, rank, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
