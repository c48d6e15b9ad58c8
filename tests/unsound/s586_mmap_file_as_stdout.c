/* S586 (hunt 139). An unverified `main` maps a file (`mmap`, shared) and
   makes it stdout (`dup2`): a verified `printf` changed the mapped memory
   and rank 0 skipped a barrier. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>

char zero[4096];

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(m) && m[0] == 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void step(int rank, int nprocs, char *m) {
  if (rank == 0) {
    printf("rank 0 reporting\n");
    fflush(stdout);
  }
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (m[0] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  /*@ mpi end regions; */
}

int main(int argc, char **argv) {
  int rank, nprocs;
  char *m = zero;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) {
    int fd = open("/tmp/hunt139/c1.out", O_RDWR | O_CREAT | O_TRUNC, 0600);
    ftruncate(fd, 4096);
    m = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0); //! here
    fflush(stdout);
    dup2(fd, 1);
  }
  step(rank, nprocs, m);
  MPI_Finalize();
  return 0;
}
