/* S578 (hunt 137). An unverified `main` gives stdout a buffer of its own
   (`setvbuf`); a verified function prints, then branches on the buffer
   to a barrier. `printf`'s contract assigns nothing, so the buffer kept
   its 0 in the proof; in the run it held the text, rank 0 skipped the
   barrier and rank 1 waited forever. `setvbuf` (and whatever else hands
   memory to the library, a thread or a signal handler) is an error. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

char buf[BUFSIZ];   /* stdout's buffer (main gives it with setvbuf) */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires buf[0] == 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(int rank, int nprocs) {
  if (rank == 0)
    printf("rank 0 reporting\n");
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (buf[0] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  setvbuf(stdout, buf, _IOFBF, sizeof buf); /* after MPI_Init, which sets stdout's buffering */ //! here
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  step(rank, nprocs);
  fflush(stdout);
  MPI_Finalize();
  return 0;
}
