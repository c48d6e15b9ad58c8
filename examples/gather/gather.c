/* gather.c -- a gather written with MPI_Send/MPI_Recv: every process sends
 * one value to the root, which stores the value of process p in out[p].
 * Proved with vmfc for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 4

/*@ mpi collective;
    mpi universal root, A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && 0 <= root < VM_NP;
    requires \valid_read(A + (0 .. VM_NP - 1)) && x == A[VM_pid];
    requires VM_pid == root ==> \valid(out + (0 .. VM_NP - 1));
    requires VM_pid == root ==> \separated(out + (0 .. VM_NP - 1), A + (0 .. VM_NP - 1));
    requires VM_pid == root ==> \separated(VM_Pointers, out + (0 .. VM_NP - 1));
    requires \separated(VM_Pointers, A + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, out[0 .. VM_NP - 1];
    ensures VM_pid == root ==> \forall integer p; 0 <= p < VM_NP ==> out[p] == A[p];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void gather(int x, int *out, int root, int rank, int nprocs) /*@ ghost (int *A) */ {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (d == root && s != root) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == A[s];
        slevel(s, d, k) = s + 1; */
  if (rank == root) {
    int p;
    /*@ loop invariant 0 <= p <= nprocs;
        loop invariant \forall integer q; 0 <= q < p ==> out[q] == A[q];
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == (q < p && q != root ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == 0;
        loop invariant VM_level <= p;
        loop assigns p, out[0 .. nprocs - 1], VM_level, VM_rc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 0; p < nprocs; p++) {
      if (p == root) {
        out[p] = x;
        //@ assert \forall integer q; 0 <= q <= p ==> out[q] == A[q];
      } else {
        MPI_Recv(&out[p], 1, MPI_INT, p, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        //@ assert out[p] == A[p];
        //@ assert \forall integer q; 0 <= q <= p ==> out[q] == A[q];
      }
    }
  } else {
    MPI_Send(&x, 1, MPI_INT, root, TAG, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *values = malloc(nprocs * sizeof(int));
  int *out = malloc(nprocs * sizeof(int));
  assert(values && out);
  for (int p = 0; p < nprocs; p++)
    values[p] = p * p - 5;
  int root = nprocs / 2;
  gather(values[rank], out, root, rank, nprocs) /*@ ghost (values) */;
  if (rank == root) {
    for (int p = 0; p < nprocs; p++)
      assert(out[p] == values[p]);
    printf("gather: %d values at root %d\n", nprocs, root);
  }
  free(values);
  free(out);
  MPI_Finalize();
  return 0;
}
