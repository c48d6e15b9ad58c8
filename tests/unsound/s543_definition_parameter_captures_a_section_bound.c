/* S543 (hunt 131). `msginv`'s count parameter named `K`, and the
   universal section `A[0 .. K - 1]` with a global `const int K = 1`: the
   frame lemma that proves msginv universal states the section inside the
   scope of msginv's parameters, where `K` was the message count (2), so
   A[1], which differs between processes, passed for universal. A
   definition's parameter may not be named like a name in a section bound. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <assert.h>

const int K = 1;
int A[2];

/*@ mpi collective;
    mpi universal A[0 .. K - 1];
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  int buf[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  A[1] = rank;
  buf[0] = A[1];
  buf[1] = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 2;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, b, K, dt) = b[0] == A[1]; //! here
        slevel(s, d, k) = 1; */
  if (rank == 0 && size > 1)
    MPI_Send(buf, 2, MPI_INT, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(buf, 2, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  if (rank == 1)
    assert(buf[0] == A[1]);
  MPI_Finalize();
  return 0;
}
