/* H25. The datatype is a parameter, used for an `int` buffer and for a
 * `double` buffer. vmfc moves the datatype obligation to the callers only
 * when one type fits every use: two preconditions `dt == MPI_INT` and
 * `dt == MPI_DOUBLE` would contradict each other and make the function's
 * goals vacuous. Here no precondition is added, and the checks at the calls
 * fail. (Run for real, rank 1 receives 4 bytes of an int into a double.) */
//! expect: recv_buftype
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    mpi universal dt;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(MPI_Datatype dt, int rank, int nprocs) {
  int out = 7;
  double in = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = dt;
        msgtag(s, d, k) = 0;
        msginv(s, d, k, buf, count, t) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    MPI_Send(&out, 1, dt, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&in, 1, dt, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); //! here
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return in == 7.0 ? 42 : 0;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(MPI_INT, rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received garbage\n");
    return 1;
  }
  return 0;
}
