/* shift.c (docs/patterns.md) -- every process sends its value to its right neighbour in a
 * line (not a ring): process p > 0 ends with the value of p - 1, process 0
 * with -1.  Blocking sends first, then receives (the usual naive order). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define TAG 7

/*@ mpi collective;
    mpi universal A[0 .. VM_NP - 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid_read(A + (0 .. VM_NP - 1)) && x == A[VM_pid];
    requires \valid(y);
    requires \separated(y, A + (0 .. VM_NP - 1));
    requires \separated(VM_Pointers, y, A + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, *y;
    ensures VM_pid > 0 ==> *y == A[VM_pid - 1];
    ensures VM_pid == 0 ==> *y == -1;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void shift_right(int x, int *y, int rank, int nprocs) /*@ ghost (int *A) */ {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (d == s + 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == A[s];
        slevel(s, d, k) = VM_NP - s; */
  if (rank + 1 < nprocs)
    MPI_Send(&x, 1, MPI_INT, rank + 1, TAG, MPI_COMM_WORLD);
  if (rank > 0)
    MPI_Recv(y, 1, MPI_INT, rank - 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  else
    *y = -1;
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, y;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *values = malloc(nprocs * sizeof(int));
  if (!values) MPI_Abort(MPI_COMM_WORLD, 1);
  for (int p = 0; p < nprocs; p++)
    values[p] = 10 * p;
  shift_right(values[rank], &y, rank, nprocs) /*@ ghost (values) */;
  free(values);
  printf("rank %d got %d\n", rank, y);
  MPI_Finalize();
  return 0;
}
