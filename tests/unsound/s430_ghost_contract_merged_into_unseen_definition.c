/* S430 (session of 2026-12-06). S429 with a definition of `lz` without a
   contract in another ghost block: Frama-C merges the prototype's
   contract into it, and vmfc, which saw neither the prototype nor a
   contract on the definition, did not prove it (`-wp-fct`); `ensures
   \false` was trusted at the call. Every definition Frama-C reads with a
   contract must be one vmfc proves. */
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
  void lz(int n) BODY
*/
/*@ ghost void lz(int n) { } */ //! here

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
