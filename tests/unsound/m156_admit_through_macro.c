/* M156 (thirteenth field hunt). M153's admit written through a macro:
 * `#define ASSUME(p) admit p` and an annotation `ASSUME(dest == 1);`. Frama-C
 * expands macros in annotations, vmfc looked for the word `admit`: the
 * assumption was neither said nor smoke-checked, and the send to a
 * process that does not receive was proved. A macro may not write the
 * keywords `admit`, `axiom` or `axiomatic` (like `lemma`, M138). (Real
 * run: rank 1 waits for the message rank 0 sends to rank 2.) */
//! expect: error
//! run: 3
#include <mpi.h>
#include <stdio.h>
#define TAG 5
#define ASSUME(p) admit p //! here

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int first_pair(int rank, int nprocs) {
  int got = -1, mine = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s == 0 && d == 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    int dest = rank + 2;
    /*@ ASSUME(dest == 1); */
    MPI_Send(&mine, 1, MPI_INT, dest, TAG, MPI_COMM_WORLD);
  } else if (rank == 1)
    MPI_Recv(&got, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int g = first_pair(rank, nprocs);
  printf("rank %d got %d\n", rank, g);
  MPI_Finalize();
  return 0;
}
