/* S551 (hunt 133). `sizeof *&"abcdefg"` is the array's size in C (8);
   CIL reads `*"abcdefg"`, a char (1): the broadcast of `cnt` chars into
   `char buf[4]` was proved, the build writes 8 and overwrites `rank`. */
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
  char buf[4] = "xyz";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  saved = rank;
  int cnt = sizeof *&"abcdefg"; //! here
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
