/* S589 (hunt 139). `setvbuf` reached through `dlsym((void *)0,
   "setvbuf")`, which reaches every name vmfc refuses. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <dlfcn.h>

char buf[BUFSIZ];   /* stdout's buffer, handed over through dlsym */

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

typedef int (*buffering)(FILE *, char *, int, size_t);

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  buffering sv = (buffering)dlsym((void *)0, "setvbuf"); //! here
  sv(stdout, buf, _IOFBF, sizeof buf);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  step(rank, nprocs);
  fflush(stdout);
  MPI_Finalize();
  return 0;
}
