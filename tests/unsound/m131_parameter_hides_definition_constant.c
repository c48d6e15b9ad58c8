/* M131. A parameter of a collective function with the name of the
 * enumeration constant a definition uses (`TG`): the definition was read
 * with the constant (5, universal), the send and receive with the
 * parameter (7 on rank 0). A parameter may not have the name of a global
 * that a definition names. (Real run: rank 1 waits for tag 5.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum { TG = 5 };

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 0 <= TG <= 32767;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs, int TG) { //! here
  int x = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TG;
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, TG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, TG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, tag;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  tag = rank == 0 ? 7 : 5;
  /*@ mpi begin regions: nregions = 1; region(i) = exchange; */
  int x = exchange(rank, nprocs, tag);
  //@ mpi end regions;
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
