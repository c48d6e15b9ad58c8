/* master_worker.c (docs/patterns.md) -- master/worker: rank 0 hands work item p to each worker p, each
 * worker returns twice its item, and rank 0 collects the answers. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define WORK 1
#define DONE 2
#define MAXP 10000

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && VM_NP <= MAXP;
    requires VM_pid == 0 ==> \valid(res + (0 .. VM_NP - 1));
    requires VM_pid == 0 ==> \separated(VM_Pointers, res + (0 .. VM_NP - 1));
    assigns VM_GlobalVars, res[0 .. VM_NP - 1];
    ensures VM_pid == 0 ==> \forall integer q; 1 <= q < VM_NP ==> res[q] == 2 * q;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void master_worker(int *res, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = ((s == 0 && d != 0) || (d == 0 && s != 0)) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = s == 0 ? WORK : DONE;
        msginv(s, d, k, buf, count, dt) = s == 0 ? *buf == d : *buf == 2 * s;
        slevel(s, d, k) = s == 0 ? d : VM_NP + s; */
  if (rank == 0) {
    int p;
    /*@ loop invariant 1 <= p <= nprocs || nprocs == 1 && p == 1;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == 0;
        loop invariant VM_level < p;
        loop assigns p, VM_level, VM_sc[0 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++)
      MPI_Send(&p, 1, MPI_INT, p, WORK, MPI_COMM_WORLD);
    /*@ loop invariant 1 <= p <= nprocs || nprocs == 1 && p == 1;
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_sc[q] == (1 <= q ? 1 : 0);
        loop invariant \forall integer q; 0 <= q < nprocs ==> VM_rc[q] == (1 <= q < p ? 1 : 0);
        loop invariant \forall integer q; 1 <= q < p ==> res[q] == 2 * q;
        loop invariant VM_level < nprocs + p;
        loop assigns p, VM_level, VM_rc[0 .. nprocs - 1], res[1 .. nprocs - 1];
        loop variant nprocs - p; */
    for (p = 1; p < nprocs; p++)
      MPI_Recv(&res[p], 1, MPI_INT, p, DONE, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    int w, answer;
    MPI_Recv(&w, 1, MPI_INT, 0, WORK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    answer = 2 * w;
    MPI_Send(&answer, 1, MPI_INT, 0, DONE, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int *res = malloc(nprocs * sizeof(int));
  master_worker(res, rank, nprocs);
  if (rank == 0)
    for (int q = 1; q < nprocs; q++)
      printf("worker %d answered %d\n", q, res[q]);
  free(res);
  MPI_Finalize();
  return 0;
}
