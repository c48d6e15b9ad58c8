/* S294 (hunt 34): b5 through a chain of 20 object-like macros (`L0` is
 * `VM_level`, `L1` is `L0`, ..., `//@ ghost L19 = 0;`): the ghost-state
 * rule stopped expanding at depth 16 and kept the name it had reached.
 * Now a macro is not expanded inside its own expansion (as the
 * preprocessor does) and there is no depth at which reading stops
 * silently: past 200 levels the ghost code is an error.
 * vmfc was: "Proved goals: 58 / 58". run: mpicc -DMPI_Send=MPI_Ssend,
 * mpiexec -n 2: hangs. */
//! expect: error
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define L0 VM_level
#define L1 L0
#define L2 L1
#define L3 L2
#define L4 L3
#define L5 L4
#define L6 L5
#define L7 L6
#define L8 L7
#define L9 L8
#define L10 L9
#define L11 L10
#define L12 L11
#define L13 L12
#define L14 L13
#define L15 L14
#define L16 L15
#define L17 L16
#define L18 L17
#define L19 L18

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = rank, y = 0;
  int right = (rank + 1) % nprocs, left = rank == 0 ? nprocs - 1 : rank - 1;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (VM_NP > 1 && d == (s + 1) % VM_NP) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (nprocs > 1) {
    MPI_Send(&x, 1, MPI_INT, right, TAG, MPI_COMM_WORLD);
    //@ ghost L19 = 0; //! here
    MPI_Recv(&y, 1, MPI_INT, left, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  printf("rank %d received %d\n", rank, y);
  MPI_Finalize();
  return 0;
}
