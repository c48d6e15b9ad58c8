/* S460 (hunt 84). `enum { K = 0u - 1 }`: vmfc typed K as int with value
   -1, GCC gives it 4294967295, so `g((int)((rank + K) / 4294967295L))`
   was taken for exact ACSL: every rank passes 1 in the proof (49/49), in
   the build rank 0 passes 1 and the others 0 (hangs with 2 processes). An
   enumerator whose arithmetic leaves int has no value for vmfc, and no
   type. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum { K = 0u - 1 };

/*@ mpi collective;
    mpi universal t;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int t) {
  /*@ mpi begin regions: nregions = t == 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (t == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d passes %d\n", rank, (int)((rank + K) / 4294967295L));
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1; */
  g((int)((rank + K) / 4294967295L)); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
