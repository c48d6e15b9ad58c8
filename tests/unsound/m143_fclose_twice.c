/* M143. A stream closed twice was proved: Frama-C's specification of
 * `fclose` leaves the `FILE` valid, so a second `fclose(f)` (or an
 * `fprintf(f, ...)` after it) met every precondition. The user only wrote
 * the true facts that `fopen` and `fclose` return. `fopen` and `fclose`
 * are not among the C library functions vmfc reviewed, so verified code
 * may not call them. (Real run: "double free detected", every process
 * aborts.) */
//! expect: error
//! run: 1
#include <mpi.h>
#include <stdio.h>

/*@ exits \false; */ FILE *fopen(const char * restrict path, const char * restrict mode);
/*@ exits \false; */ int fclose(FILE *stream);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  FILE *f;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f = fopen("/dev/null", "a"); //! here
  if (f != NULL) {
    fprintf(f, "rank %d\n", rank);
    fclose(f);
    fclose(f);
  }
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
