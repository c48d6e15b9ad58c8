/* S505 (hunt 115). S491 with the ghost type name declared in a user
   header (`//@ ghost typedef int GT;` in gt.h): the reader learnt ghost
   type names from the main file only, so `GT (K) = rank + 1` read as a
   call and K, hiding mcount's enumerator, was not seen (61/61 proved;
   "Message truncated"). The user headers' ghost code is read too. */
//! expect: error
//! include: tests/unsound/include/s505
//! run: 2
#include <mpi.h>
#include <stdio.h>

#include "gt.h"
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
  //@ ghost GT (K) = rank + 1; //! here
  int c = rank + 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 1 && d == 0) ? 1 : 0;
        mcount(s, d, k) = K;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 1 && c <= 4)
    MPI_Send(buf, c, MPI_INT, 0, 0, MPI_COMM_WORLD);
  else if (rank == 0 && nprocs > 1 && c <= 4)
    MPI_Recv(buf, c, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
