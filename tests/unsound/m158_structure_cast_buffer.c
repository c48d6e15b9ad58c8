/* M158 (thirteenth field hunt). M155 through a cast of the whole
 * structure: `MPI_Recv((int *)r, 2, MPI_INT, ...)` with `struct rec
 * { int a[1]; char flag; int m; }`. The cast pointer was the first
 * member's cell in Frama-C's memory model, two `int`s there were valid
 * (the structure has three cells), and the `char` after it stayed
 * unchanged in the proof; MPI writes the second `int` over `flag` and the
 * padding (a real run prints rank 1's flag as 8, proved to stay 1). A
 * buffer that is a structure cast to another pointer type is an error. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#define TAG 2

struct rec { int a[1]; char flag; int m; };

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(r) && \separated(r, VM_Pointers);
    assigns VM_GlobalVars, *r;
    ensures VM_pid == 1 ==> r->flag == \old(r->flag);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void pass(struct rec *r, int rank, int nprocs) {
  int two[2] = {7, 8};
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 2;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(two, 2, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv((int *)r, 2, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  struct rec r = {{0}, 1, 0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  pass(&r, rank, nprocs);
  printf("rank %d flag %d (proved: rank 1 keeps flag 1)\n", rank, r.flag);
  MPI_Finalize();
  return 0;
}
