/* S512 (hunt 117). `//@ ghost int z = sizeof(enum { K = 2 });`: an
   enumeration defined in an initializer's sizeof (59/59 proved; "Message
   truncated"). */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum { K = 1 };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int buf[4] = {0, 0, 0, 0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 1 && d == 0) ? 1 : 0;
        mcount(s, d, k) = K;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 1) {
    //@ ghost int z = sizeof(enum { K = 2 }); //! here
    MPI_Send(buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
  } else if (rank == 0 && nprocs > 1)
    MPI_Recv(buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
