/* D11. `mpi universal p;` makes the pointer universal, not what it points to:
 * the definition reads `*p`, which differs between processes. */
//! expect: definition_universal
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5

/*@ mpi collective;
    mpi universal p;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid_read(A + (0 .. 1)) && \valid_read(p) && 0 <= *p <= 1000;
    requires \separated(VM_Pointers, A + (0 .. 1), p);
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int *p, int *A, int rank, int nprocs) {
  int x = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = *p; //! here
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, *p, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, *p, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

int main(int argc, char **argv) {
  int rank, nprocs, a[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  a[0] = TAG;
  a[1] = rank;
  int x = exchange(&a[1], a, rank, nprocs);
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
