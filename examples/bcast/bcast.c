/* bcast.c -- a broadcast written with MPI_Send/MPI_Recv: the root sends its
 * buffer to every other process in rank order.  `bcast_test` calls it as a
 * collective (an external region) with universal arguments.  Proved with
 * vmfc for every number of processes. */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG 3
#define N 8             /* elements broadcast by bcast_test */

/*@ predicate Equal{L}(int *a, int *b, integer n) =
      \forall integer i; 0 <= i < n ==> a[i] == b[i];
*/

/*@ mpi collective;
    mpi universal count, datatype, root, Data[0 .. count - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= root < VM_NP && 0 <= count && datatype == MPI_INT;
    requires \valid(buf + (0 .. count - 1)) && \valid_read(Data + (0 .. count - 1));
    requires \separated(buf + (0 .. count - 1), Data + (0 .. count - 1));
    requires \separated(VM_Pointers, buf + (0 .. count - 1), Data + (0 .. count - 1));
    requires VM_pid == root ==> Equal(buf, Data, count);
    assigns VM_GlobalVars, buf[0 .. count - 1];
    ensures Equal(buf, Data, count);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void bcast(int *buf, int count, MPI_Datatype datatype, int root, int rank, int nprocs)
  /*@ ghost (int *Data) */ {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == root && d != root) ? 1 : 0;
        mcount(s, d, k) = count;
        mdtype(s, d, k) = datatype;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, b, c, dt) = Equal(b, Data, c);
        slevel(s, d, k) = d + 1; */
  if (rank == root) {
    int p;
    /*@ loop invariant 0 <= p <= nprocs;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (q < p && q != root ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == 0;
        loop invariant VM_level <= p;
        loop invariant p > 0 && p - 1 != root ==> VM_level == p;
        loop assigns p, VM_level, VM_sc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 0; p < nprocs; p++)
      if (p != root)
        MPI_Send(buf, count, datatype, p, TAG, MPI_COMM_WORLD);
  } else {
    MPI_Recv(buf, count, datatype, root, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    mpi universal root;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && 0 <= root < VM_NP;
    requires \valid(buf + (0 .. N - 1)) && \valid(data + (0 .. N - 1));
    requires \separated(buf + (0 .. N - 1), data + (0 .. N - 1));
    requires \separated(VM_Pointers, buf + (0 .. N - 1), data + (0 .. N - 1));
    assigns VM_GlobalVars, buf[0 .. N - 1], data[0 .. N - 1];
    ensures \forall integer i; 0 <= i < N ==> buf[i] == 3 * i;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void bcast_test(int *buf, int *data, int root, int rank, int nprocs) {
  int i;
  /*@ loop invariant 0 <= i <= N;
      loop invariant \forall integer j; 0 <= j < i ==> data[j] == 3 * j;
      loop invariant rank == root ==> \forall integer j; 0 <= j < i ==> buf[j] == 3 * j;
      loop assigns i, data[0 .. N - 1], buf[0 .. N - 1];
      loop variant N - i; */
  for (i = 0; i < N; i++) {
    data[i] = 3 * i;
    buf[i] = rank == root ? 3 * i : -1;
  }
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = bcast;
        bcast#count(i) = N;
        bcast#datatype(i) = MPI_INT;
        bcast#root(i) = root;
        bcast#Data(i, j) = 3 * j; */
  bcast(buf, N, MPI_INT, root, rank, nprocs) /*@ ghost (data) */;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, buf[N], data[N];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  for (int root = 0; root < nprocs; root++) {
    bcast_test(buf, data, root, rank, nprocs);
    for (int i = 0; i < N; i++)
      assert(buf[i] == 3 * i);
  }
  if (rank == 0)
    printf("bcast: %d broadcasts over %d processes\n", nprocs, nprocs);
  MPI_Finalize();
  return 0;
}
