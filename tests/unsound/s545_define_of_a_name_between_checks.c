/* S545 (hunt 131). As S544 with `enum { V = 0 }` and `#define V A[1]`
   after the region annotation: the check that msginv is universal, written
   before the function, read the enumeration constant; the send and
   receive checks, after the `#define`, read A[1]. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <assert.h>

enum { V = 0 };
int A[2];

/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  int buf[1];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  A[1] = rank;
  buf[0] = A[1];
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, count, dt) = b[0] == V;
        slevel(s, d, k) = 1; */
#define V A[1] //! here
  if (rank == 0 && size > 1)
    MPI_Send(buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(buf, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  if (rank == 1)
    assert(buf[0] == A[1]);
  MPI_Finalize();
  return 0;
}
