/* S588 (hunt 139). `setvbuf` under glibc's other name `_IO_setvbuf`. */
//! expect: error
/* S578 with glibc's alias `_IO_setvbuf` for `setvbuf` (not in ASYNC_WRITERS). */
#include <mpi.h>
#include <stdio.h>

char buf[BUFSIZ];
extern int _IO_setvbuf(FILE *, char *, int, size_t); //! here

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
  _IO_setvbuf(stdout, buf, _IOFBF, sizeof buf); /* after MPI_Init, which sets stdout's buffering */
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  step(rank, nprocs);
  fflush(stdout);
  MPI_Finalize();
  return 0;
}
