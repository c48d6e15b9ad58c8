/* M190 (hunt 23): an MPI datatype constant redefined by a user macro.
 * vmfc checks "the datatype describes the buffer's element type" statically,
 * on the argument's TEXT (src/transform/calls/args.rs typed_buffer ->
 * mpi::datatype_matches(as_written(arg))): it reads `MPI_INT` and accepts an
 * `int` buffer, and emits no Wp goal for a datatype written as a constant.
 * Frama-C and mpicc both expand `MPI_INT` to MPI_DOUBLE (the user's macro), so
 * every other check (mdtype, ...) is consistent with MPI_DOUBLE, and MPI
 * transfers 8 bytes from/to 4-byte int buffers: rank 1's receive overwrites
 * g[1], which the proof says stays 0.
 * vmfc: "Proved goals: 55 / 55", EXIT 0.
 * run (mpiexec -n 2): "rank 1: g[0] = 42, g[1] = 99 (proved 42 and 0)".        */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#undef MPI_INT //! here
#define MPI_INT MPI_DOUBLE
#define TAG 5

int g[2];

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, size;
  int s[2] = {42, 99};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0) {
    if (size > 1)
      MPI_Send(s, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(g, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    //@ assert g[0] == 42 && g[1] == 0;
    printf("rank 1: g[0] = %d, g[1] = %d (proved 42 and 0)\n", g[0], g[1]);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
