/* scatter.c -- a scatter written with MPI_Send/MPI_Recv: the root holds one
 * block of `count` doubles per process and sends block p to process p.
 * Proved with vmfc for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 6
#define MAXCOUNT 1000   /* count * MAXNP fits in an int */
#define MAXNP 1000000

/*@ // Element i of block p lies inside the n blocks of c elements.
    lemma block_end: \forall integer p, n, c;
      0 <= p < n && 0 <= c ==> 0 <= p * c && p * c + c <= n * c;

    // Block p of `all` (p * count + i) holds Data[p * count + i].
    predicate Block{L}(double *b, double *Data, integer p, integer count) =
      \forall integer i; 0 <= i < count ==> b[i] == Data[p * count + i];
*/

/*@ mpi collective;
    mpi universal root, count, Data[0 .. VM_NP * count - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXNP;
    requires 0 <= root < VM_NP && 1 <= count <= MAXCOUNT;
    requires \valid(mine + (0 .. count - 1)) && \valid_read(Data + (0 .. VM_NP * count - 1));
    requires VM_pid == root ==> \valid_read(all + (0 .. VM_NP * count - 1));
    requires VM_pid == root ==> \forall integer j; 0 <= j < VM_NP * count ==> all[j] == Data[j];
    requires \separated(mine + (0 .. count - 1), Data + (0 .. VM_NP * count - 1));
    requires VM_pid == root ==> \separated(mine + (0 .. count - 1), all + (0 .. VM_NP * count - 1));
    requires \separated(VM_Pointers, mine + (0 .. count - 1), Data + (0 .. VM_NP * count - 1));
    requires VM_pid == root ==> \separated(VM_Pointers, all + (0 .. VM_NP * count - 1));
    assigns VM_GlobalVars, mine[0 .. count - 1];
    ensures Block(mine, Data, VM_pid, count);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void scatter(double *all, double *mine, int count, int root, int rank, int nprocs)
  /*@ ghost (double *Data) */ {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == root && d != root) ? 1 : 0;
        mcount(s, d, k) = count;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, c, dt) = Block(buf, Data, d, c);
        slevel(s, d, k) = d + 1; */
  if (rank == root) {
    int p, i;
    /*@ loop invariant 0 <= p <= nprocs;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (q < p && q != root ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == 0;
        loop invariant VM_level <= p;
        loop invariant p > root ==> Block(mine, Data, root, count);
        loop assigns p, i, mine[0 .. count - 1], VM_level, VM_sc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 0; p < nprocs; p++) {
      if (p == root) {
        //@ assert 0 <= p * count && p * count + count <= nprocs * count;
        /*@ loop invariant 0 <= i <= count;
            loop invariant \forall integer j; 0 <= j < i ==> mine[j] == Data[p * count + j];
            loop assigns i, mine[0 .. count - 1];
            loop variant count - i; */
        for (i = 0; i < count; i++)
          mine[i] = all[p * count + i];
        //@ assert Block(mine, Data, root, count);
      } else {
        //@ assert 0 <= p * count && p * count + count <= nprocs * count;
        MPI_Send(all + p * count, count, MPI_DOUBLE, p, TAG, MPI_COMM_WORLD);
      }
    }
  } else {
    MPI_Recv(mine, count, MPI_DOUBLE, root, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  const int count = 3;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  double *all = malloc(nprocs * count * sizeof(double));
  double mine[3];
  assert(all);
  for (int j = 0; j < nprocs * count; j++)
    all[j] = 0.5 * j;
  int root = nprocs - 1;
  scatter(all, mine, count, root, rank, nprocs) /*@ ghost (all) */;
  for (int i = 0; i < count; i++)
    assert(mine[i] == 0.5 * (rank * count + i));
  if (rank == root)
    printf("scatter: %d blocks of %d from root %d\n", nprocs, count, root);
  free(all);
  MPI_Finalize();
  return 0;
}
