/* R254 (hunt 30): `work` is declared `mpi collective` here and defined in
 * another file, where rank 0 alone enters a barrier. vmfc trusted the
 * contract of a function defined in no file it reads, and with it that
 * the function communicates as its contract says: the report only listed
 * it as assumed, and the exit code was 0. Rule: a call of such a function
 * from verified code is an assumption, an error unless
 * `--allow-assumptions`.
 * vmfc was: "Proved goals: 21 / 21". run (with `work` defined as above in
 * a second file, mpiexec -n 2): hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid;
    terminates \true; exits \false;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void work(int rank);

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = work; */
  work(rank); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
