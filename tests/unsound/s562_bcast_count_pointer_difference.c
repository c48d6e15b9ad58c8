/* S562 (hunt 134). A broadcast's count computed as `&B[4] - &A[0]`: 4 in
   the proof, 8 in the build, where the broadcast overwrites B. */
//! expect: error
#include <mpi.h>
#include <assert.h>

int A[4];
int B[4];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    B[0] = 7;
  int *end = &B[4];
  int *start = &A[0];
  int n = (int)(end - start); //! here
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 4; MPI_Bcast#datatype(i) = MPI_INT; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(A, n, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  if (rank != 0)
    assert(B[0] == 0);
  MPI_Finalize();
  return 0;
}
