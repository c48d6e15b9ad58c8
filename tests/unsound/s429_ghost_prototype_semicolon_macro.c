/* S429 (session of 2026-12-06). A ghost function with a contract whose
   `;` comes from a macro: vmfc's reading of the text saw no prototype, and
   Frama-C trusted `ensures \false` at the call, so the deadlock below (rank
   0 never sends: its path is vacuous) was proved 54/54. The printed
   program's check finds the contract without a body. */
//! expect: rejected
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
#define BODY ;
/*@ ghost
  /@ requires n >= 0;
     terminates \true;
     assigns \nothing;
     ensures \false;
     exits \false; @/
  void lz(int n) BODY //! here
*/

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(x);
    requires \separated(VM_Pointers, x);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *x, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0) {
    //@ ghost lz(0);
  }
  if (rank == 1) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  f(&x, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
