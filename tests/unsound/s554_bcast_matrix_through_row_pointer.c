/* S554 (hunt 132). A local `int m[2][2]` broadcast whole through
   `share(&m[0][0], 4)`, whose contract assigns `buf[0 .. n - 1]`: out of
   memory, Wp read that as assigning `m[0][0 .. 3]`, past the row, never
   `m[1][1]`, and proved it unchanged. A pointer into a row of an array of
   arrays is an error (and local arrays of arrays are kept in memory). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

/*@ mpi collective;
    mpi universal n;
    requires VM_Init && VM_state == VM_Active;
    requires 0 <= n;
    requires \valid(buf + (0 .. n - 1)) && \separated(buf + (0 .. n - 1), VM_Pointers);
    assigns VM_GlobalVars, buf[0 .. n - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *buf, int n) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = n; MPI_Bcast#datatype(i) = MPI_INT; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, n, MPI_INT, 0, MPI_COMM_WORLD);
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
  if (rank == 0)
    m[1][1] = 5;
  /*@ mpi begin regions: nregions = 1; region(i) = share;
        share#n(i) = 4; */
  share(&m[0][0], 4); //! here
  //@ mpi end regions;
  if (rank == 1) {
    //@ assert m[1][1] == 0;
    assert(m[1][1] == 0);
    printf("rank %d: m[1][1] = %d\n", rank, m[1][1]);
  }
  MPI_Finalize();
  return 0;
}
