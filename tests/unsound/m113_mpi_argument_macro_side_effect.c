/* M113. M109 with the side effect in a macro (`NEXT` is `cursor++`): the
 * rule reads the arguments after preprocessing, so a macro cannot hide
 * one. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int cursor;
#define NEXT (cursor++)
int queue[4] = { 10, 20, 30, 40 };

/*@ requires 0 <= cursor < 4;
    assigns cursor;
    ensures cursor == \old(cursor) + 1 && \result == \old(cursor); */
int take(void) { return cursor++; }

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \separated(VM_Pointers, &cursor, queue + (0 .. 3));
    assigns VM_GlobalVars, cursor;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int pass_one(int rank, int nprocs) {
  int got = -1;
  cursor = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 1;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(&queue[NEXT], 1, MPI_INT, 1, cursor, MPI_COMM_WORLD); //! here
  else if (rank == 1)
    MPI_Recv(&got, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int got = pass_one(rank, nprocs);
  printf("rank %d got %d\n", rank, got);
  MPI_Finalize();
  return 0;
}
