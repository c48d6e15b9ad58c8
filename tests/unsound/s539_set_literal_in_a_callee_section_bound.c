/* S539 (hunt 129). As S527 in another template: the frame lemma of
   `g#A(i, j)` assumes `lo <= j <= hi` for the callee's universal section
   `A[lo .. hi]`, written with the bounds' text into a template whose
   placeholders (`{1}` for `j`) were filled afterwards, so the bound
   `({1} == 1) ? 3 : 0` (3: the set {1} equals 1) became `(j == 1) ? 3 : 0`
   and the lemma asked universality of B[0 .. 1] only, while `g` relies on
   A[3]; rank 1 waits in the barrier rank 0 skips. The bounds are now
   written in after the placeholders are filled. */
//! expect: definition_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    mpi universal A[0 .. (({1} == 1) ? 3 : 0)];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid_read(A + (0 .. 3));
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int *A, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = A[3] > 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (A[3] > 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    mpi universal B[0 .. 1];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid_read(B + (0 .. 3));
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void h(int *B, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#A(i, j) = B[j]; */ //! here
  g(B, rank, nprocs);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int B[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  B[0] = 0; B[1] = 0; B[2] = rank; B[3] = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = h; h#B(i, j) = 0; */
  h(B, rank, nprocs);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
