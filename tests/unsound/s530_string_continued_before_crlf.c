/* S530 (hunt 126). A string literal continued by a backslash before a
   CRLF line end: vmfc's lexer took the backslash to escape the carriage
   return and ended the literal at the newline, so the `//@ admit` after
   the literal's real end, on the next line, was inside a string for vmfc
   (no rule saw it) and an annotation for GCC and Frama-C (rank 0 alone
   enters the barrier). A backslash before blanks or a carriage return
   and the newline now continues a literal for vmfc too, and a line
   continuation inside a literal is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //! here (next line)
  char m[] = "a \
 b"; //@ admit rank == 0;
  int pad = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done %c %d\n", rank, m[0], pad);
  MPI_Finalize();
  return 0;
}
