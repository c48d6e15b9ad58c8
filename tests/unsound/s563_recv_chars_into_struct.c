/* S563 (hunt 134). `char *p = (char *)&s;` for `struct { char c; unsigned
   char u; } s`, then a receive of two `MPI_CHAR`s into `p`: Wp takes `p`
   for `&s.c` and `p[1]` for a `char` cell of its own, so `s.u` stays 0
   in the proof; the build overwrites it. A pointer to a structure
   converted to a pointer to another type is an error. */
//! expect: error
#include <mpi.h>
#include <assert.h>

struct U { char c; unsigned char u; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  struct U s = {0, 0};
  char msg[2] = {1, 1};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  char *p = (char *)&s; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(src, dst) = (src == 0 && dst == 1) ? 1 : 0;
        mcount(src, dst, k) = 2;
        mdtype(src, dst, k) = MPI_CHAR;
        msgtag(src, dst, k) = 3;
        msginv(src, dst, k, buf, count, dt) = \true;
        slevel(src, dst, k) = 1; */
  if (rank == 0 && size > 1)
    MPI_Send(msg, 2, MPI_CHAR, 1, 3, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(p, 2, MPI_CHAR, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  assert(s.u == 0);
  MPI_Finalize();
  return 0;
}
