/* S420 (hunt 61). `#undef FLAG` / `#define FLAG myflag` on lines of their
 * own inside an annotation: Frama-C preprocesses the annotations again and
 * obeys them (for every later annotation), vmfc read them as annotation
 * text. `nummsg` used `FLAG`, a constant `0` for vmfc (no frame lemma, the
 * universality rule passed) and the process-local `myflag` for Frama-C:
 * proved 71 / 71, and rank 1 waits for a message rank 0 never sends. A
 * directive line inside an annotation is now an error. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define TAG 1
int myflag = 0;
#define FLAG 0
/* the directive below is a comment for gcc, read by Frama-C */
/*@ logic integer Dummy = 0;
#undef FLAG //! here
#define FLAG myflag
*/

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(x);
    requires \separated(VM_Pointers, x);
    requires \separated(x, &myflag);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *x, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && FLAG != 0) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && myflag != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && myflag != 0) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  myflag = (rank == 1);
  f(&x, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
