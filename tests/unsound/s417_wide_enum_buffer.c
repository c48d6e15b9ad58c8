/* S417 (hunt 58's weak spot). vmfc's datatype rule took every enumerated
 * type for `int`, so an `enum E` buffer was accepted with MPI_INT. GCC
 * gives an enum with an enumerator past `int` (here 2^40) 8 bytes:
 * MPI_INT moves only 4 of them, and rank 1 receives 0 instead of EBIG.
 * Only Wp's failure on the pointer cast of the generated code rejected the
 * program. Now an enum buffer is `int` only while every enumerator of the
 * program fits `int`; otherwise the buffer is an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum E { EA = 0, EBIG = 1L << 40 };

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
long exchange(int rank, int nprocs) {
  enum E x = rank == 0 ? EBIG : EA;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 5;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD); //! here
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return (long)x;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  long x = exchange(rank, nprocs);
  printf("rank %d got %ld\n", rank, x);
  int bad = rank == 1 && x != (long)EBIG;
  MPI_Finalize();
  return bad;
}
