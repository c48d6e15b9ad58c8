/* K60. Writing to a stream that may be null: vmfc's contracts of fputs,
 * fputc, fflush and fprintf accept stdout, stderr, or a stream proved
 * valid; a null FILE pointer crashes the process. (Verified code may not
 * call `fopen`, which vmfc has not reviewed: the stream comes from code
 * vmfc does not verify.) */
//! expect: precondition
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ requires VM_Init && VM_state == VM_Active;
    assigns \nothing;
*/
void report(FILE *log) {
  fputs("started\n", log); //! here
}

int main(int argc, char **argv) {
  FILE *log;
  MPI_Init(&argc, &argv);
  log = fopen("/nonexistent/vmfc/log.txt", "w");
  report(log);
  MPI_Finalize();
  return 0;
}
