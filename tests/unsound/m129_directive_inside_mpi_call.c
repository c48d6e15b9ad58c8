/* M129. A directive between the parentheses of an MPI call (`#define TG
 * 7` for the tag only): vmfc rewrites the call from its text, where the
 * directive is lost, and proved the send with tag 5; the build sends with
 * 7. Directives inside a call vmfc rewrites are rejected. (Real run: rank
 * 1 waits forever.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TG 5

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
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
    MPI_Send(&x, 1, MPI_INT, 1,
#undef TG //! here
#define TG 7
             TG, MPI_COMM_WORLD);
#undef TG
#define TG 5
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, TG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int x = exchange(rank, nprocs);
  printf("rank %d: x = %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
