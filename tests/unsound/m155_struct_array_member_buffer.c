/* M155 (twelfth field hunt). The point-to-point form of M154, through an
 * array member: two `int`s sent into a member `int a[1]` land on the
 * `char` member after it, which the proof said rank 1 keeps. In an array
 * member, the position and the count of a buffer are now bounded by the
 * member's length statically (all written as numbers). */
//! expect: error
#include <mpi.h>
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
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 2;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(r->a, 2, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(&r->a[0], 2, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  //@ mpi end region 1;
  //@ mpi end regions;
}
