/* S552 (hunt 133). `sizeof(+c)` of a char: unary `+` promotes to int in
   C (4); CIL drops the promotion (1): a broadcast of 4 chars into
   `char buf[2]` in the build, of 1 in the proof. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

static int saved;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char buf[2] = "x";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  saved = rank;
  int cnt = sizeof(+buf[0]); //! here
  //@ assert cnt == 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_CHAR; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(buf, cnt, MPI_CHAR, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  assert(rank == saved);
  printf("rank %d: cnt = %d, buf[0] = %d\n", rank, cnt, buf[0]);
  MPI_Finalize();
  return 0;
}
