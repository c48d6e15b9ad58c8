/* K60. Writing to a stream fopen may not have opened: vmfc's contracts of
 * fputs, fputc, fflush and fprintf accept stdout, stderr, or a stream
 * proved valid; a null FILE pointer crashes the process. */
//! expect: precondition
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  FILE *log;
  MPI_Init(&argc, &argv);
  log = fopen("/nonexistent/vmfc/log.txt", "w");
  fputs("started\n", log); //! here
  MPI_Finalize();
  return 0;
}
