/* S544 (hunt 131). `enum { LAST = 1 }` bounds a callee's universal
   section `A[0 .. LAST]`; `#define LAST 0` after the callee makes the
   caller's check of the section, written at the call, read 0: A[1], on
   which the callee's barrier depends, was never checked. A `#define` of a
   name the program declares is an error. */
//! expect: error
//! run: 2
#include <mpi.h>

enum { LAST = 1 };

/*@ mpi collective;
    mpi universal A[0 .. LAST];
    requires VM_Init && VM_state == VM_Active;
    requires \valid_read(A + (0 .. 1)) && \separated(VM_Pointers, A + (0 .. 1));
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int *A) {
  /*@ mpi begin regions: nregions = (A[1] == 0 ? 1 : 0); region(i) = MPI_Barrier; */
  if (A[1] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

#define LAST 0 //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int A[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  A[0] = 0;
  A[1] = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#A(i, j) = 0; */
  g(A);
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
