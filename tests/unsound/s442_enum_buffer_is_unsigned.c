/* S442 (hunt 74's weak spot). An `enum E { EA = 0, EB = 1 }` buffer
   received with MPI_INT: GCC and Frama-C make an enum without negative
   values `unsigned int`, and vmfc's datatype rule took it for `int`. Wp
   then read the receive through a cast it could not model, and the false
   `ensures \result == 0` was proved; only failed goals about the cast
   stopped the run. An enum buffer is now `unsigned int` (MPI_UNSIGNED)
   when no enumerator of the program is negative, and an error otherwise.
   Real run: rank 1 returns 1. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 2

enum E { EA = 0, EB = 1 };

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures \result == 0;
*/
int pass(int rank, int nprocs) {
  int one = 1;
  enum E e = EA;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = buf[0] == 1;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Send(&one, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(&e, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  //@ mpi end region 1;
  //@ mpi end regions;
  return e == EA ? 0 : 1;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int r = pass(rank, nprocs);
  printf("rank %d r %d (proved 0)\n", rank, r);
  MPI_Finalize();
  return r;
}
