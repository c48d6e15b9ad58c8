/* S393 (hunt 48): `int *p = &s.x;`, then a receive of two `int`s into `p`:
 * Frama-C's memory model gives each member its own cells and proves `p + 1`
 * valid, so the proof kept the `char` member `go` at 0 while MPI wrote the
 * second `int` over it; rank 1 then skipped its reply and rank 0 waited
 * forever. The buffer rule (m154) read only how the argument is written. A
 * member's address is an error in verified code but as an MPI routine's
 * argument (bounded by the member) or an array member indexed.
 * vmfc was: "Proved goals: 88 / 88". */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

struct S { int x; char go; };

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  struct S s = { 0, 0 };
  int src[2] = {1, 1};
  int ack = 5;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *p = &s.x; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = ((s == 0 && d == 1) || (s == 1 && d == 0)) ? 1 : 0;
        mcount(s, d, k) = s == 0 ? 2 : 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 3;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = s == 0 ? 1 : 2; */
  if (rank == 0 && size > 1) {
    MPI_Send(src, 2, MPI_INT, 1, 3, MPI_COMM_WORLD);
    MPI_Recv(&ack, 1, MPI_INT, 1, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(p, 2, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (s.go == 0)
      MPI_Send(&ack, 1, MPI_INT, 0, 3, MPI_COMM_WORLD);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d go %d\n", rank, s.go);
  MPI_Finalize();
  return 0;
}
