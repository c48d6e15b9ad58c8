/* S455 (hunt 83). A directive between an MPI call's `)` and its `;`:
   vmfc replaced the call through its `;` with its ghost block and copied
   the text into a comment, so `#define RTAG 2` was gone from the program
   Frama-C read; there a later `#ifndef RTAG` made the receive's tag 1,
   as specified: 104/104. The compiler keeps the directive: rank 1 waits
   for a message of tag 2 (hangs with 2 or more processes). A directive
   anywhere in the text vmfc replaces is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

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
        msgtag(s, d, k) = 1;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) MPI_Send(x, 1, MPI_INT, 1, 1, MPI_COMM_WORLD)
#define RTAG 2 //! here
  ;
#ifndef RTAG
#define RTAG 1
#endif
  else if (rank == 1) MPI_Recv(x, 1, MPI_INT, 0, RTAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = f; */
  f(&x, rank, nprocs);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
