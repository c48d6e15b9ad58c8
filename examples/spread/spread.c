/* spread.c -- rank 0 fills an int array and sends it to every other
 * process, all in main, as programs are written in the field; each
 * process then prints the sum of what it holds.  Proved with vmfc for
 * every number of processes. */
#include <mpi.h>
#include <stdio.h>

#define N 8
#define TAG 5

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size, i, sum = 0;
  int data[N];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d != 0) ? 1 : 0;
        mcount(s, d, k) = N;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) =
          \forall integer j; 0 <= j < N ==> buf[j] == 3 * j + 1;
        slevel(s, d, k) = d; */
  if (rank == 0) {
    /*@ loop invariant 0 <= i <= N;
        loop invariant \forall integer j; 0 <= j < i ==> data[j] == 3 * j + 1;
        loop assigns i, data[0 .. N - 1];
        loop variant N - i; */
    for (i = 0; i < N; i++)
      data[i] = 3 * i + 1;
    int p;
    /*@ loop invariant 1 <= p <= size;
        loop invariant \forall integer q; 0 <= q < size ==> VM_sc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < size ==> VM_rc[q] == 0;
        loop invariant VM_level == p - 1;
        loop assigns p, VM_level, VM_sc[1 .. size - 1];
        loop variant size - p; */
    for (p = 1; p < size; p++)
      MPI_Send(data, N, MPI_INT, p, TAG, MPI_COMM_WORLD);
  } else {
    MPI_Recv(data, N, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  //@ assert \forall integer j; 0 <= j < N ==> data[j] == 3 * j + 1;
  /*@ loop invariant 0 <= i <= N && 0 <= sum <= 3 * N * i;
      loop assigns i, sum;
      loop variant N - i; */
  for (i = 0; i < N; i++)
    sum += data[i];
  printf("process %d of %d: sum %d\n", rank, size, sum);
  MPI_Finalize();
  return 0;
}
