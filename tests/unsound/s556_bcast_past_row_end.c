/* S556 (hunt 132). S554 with the broadcast starting inside a row:
   `fill(m[0] + 1)` of 2 ints reaches `m[1][0]`. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>


/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(buf + (0 .. 1)) && \separated(buf + (0 .. 1), VM_Pointers);
    assigns VM_GlobalVars, buf[0 .. 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void fill(int *buf) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 2; MPI_Bcast#datatype(i) = MPI_INT; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, 2, MPI_INT, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int m[2][2] = {{0, 0}, {0, 0}};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    m[0][1] = 5;
    m[1][0] = 5;
  }
  /*@ mpi begin regions: nregions = 1; region(i) = fill; */
  fill(m[0] + 1); //! here
  //@ mpi end regions;
  if (rank == 1) {
    //@ assert m[1][0] == 0;
    assert(m[1][0] == 0);
    printf("rank %d: m[1][0] = %d\n", rank, m[1][0]);
  }
  MPI_Finalize();
  return 0;
}
