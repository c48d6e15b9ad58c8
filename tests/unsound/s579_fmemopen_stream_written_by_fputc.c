/* S579 (hunt 137). S578 through a stream `fmemopen` makes of a buffer,
   passed to the verified function. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

char mem[64];   /* the memory behind the stream main opens with fmemopen */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(log) && mem[0] == 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(FILE *log, int rank, int nprocs) {
  if (rank == 0)
    fprintf(log, "rank 0 reporting\n");
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (mem[0] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  FILE *log = fmemopen(mem, sizeof mem, "w"); //! here
  setvbuf(log, NULL, _IONBF, 0);
  step(log, rank, nprocs);
  fclose(log);
  MPI_Finalize();
  return 0;
}
