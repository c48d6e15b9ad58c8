/* Wp proved `set_answer` assuming that its pointer parameter does not point
 * to the global it writes (a hypothesis of its memory model). The caller
 * passes `&G` itself: `*p = 0` overwrites the 42, and rank 0 sends 0 where
 * the message invariant promises 42. vmfc asked Wp to prove the hypothesis
 * at the call (`-wp-check-memory-model`); since hunt 30 Wp keeps the
 * user's globals in memory (`-wp-alias-vars`, r260), so it makes no such
 * hypothesis and `set_answer`'s own postcondition is not proved. */
//! expect: postcondition
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5

int G;

/*@ requires \valid(p);
    terminates \true;
    assigns *p, G;
    ensures G == 42; */ //! here
static void set_answer(int *p) {
  G = 42;
  *p = 0;
}

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars, G;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int rank, int nprocs) {
  int x = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    set_answer(&G);
    x = G;
    MPI_Send(&x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    //@ assert x == 42;
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
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
