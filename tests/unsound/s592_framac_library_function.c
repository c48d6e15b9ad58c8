/* S592 (hunt 140). A helper named `strlcat`, which glibc 2.36 does not
   declare but Frama-C's <string.h> does, with a contract: a verified
   call of it was proved by that contract (it terminates, it returns
   strlen(dest) + strlen(src)), not by this body, which loops on rank 1
   while rank 0 waits in the barrier. Only the `exits` goal, which the
   library's contract happens to lack, failed. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <string.h>

size_t strlcat(char *dest, const char *src, size_t n) { //! here
  if (n == 9)
    for (;;) ;
  return 0;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  char d[10] = "ab";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  strlcat(d, "cd", rank == 1 ? 9 : 8);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("done %d\n", rank);
  MPI_Finalize();
  return 0;
}
