/* N215 (hunt 24): `msginv ... = buf[0] == \at(buf[0], Pre)`: at the receive
 * `Pre` is the receiver's own entry, so the receiver assumed the message
 * equal to what its buffer held before: `ensures g == 5` proved, though
 * rank 0 sends 7. A label on the message buffer in a message invariant is
 * now an error (def_labels::msginv_label).
 * vmfc was: "Proved goals: 100 / 100". run (mpiexec -n 2): `assert(g == 5)` fails. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

int h;   /* what rank 0 sends */
int g;   /* where rank 1 receives */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires g == 5;
    requires \separated(VM_Pointers, &g, &h);
    assigns VM_GlobalVars, g;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures g == 5;
*/
void exchange(int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 3;
        msginv(s, d, k, buf, count, dt) = buf[0] == \at(buf[0], Pre); //! here
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    MPI_Send(&h, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&g, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  h = 7;
  g = 5;
  /*@ mpi begin regions: nregions = 1; region(i) = exchange; */
  exchange(rank, size);
  //@ mpi end regions;
  assert(g == 5);
  printf("rank %d: g = %d\n", rank, g);
  MPI_Finalize();
  return 0;
}
