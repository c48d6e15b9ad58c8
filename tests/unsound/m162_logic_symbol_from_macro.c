/* M162 (thirteenth field hunt). M152's contradictory axioms, with the
 * symbol declared through a macro: vmfc found no symbol in the block, its
 * smoke lemma was `\false`, which names nothing, so Wp gave it none of
 * the block's axioms and the contradiction went unseen (with
 * --allow-assumptions). A macro may not write `logic`, `predicate` or
 * `inductive`. (Real run: rank 1 waits for a message rank 0 sends to
 * rank 2.) */
//! expect: error
//! allow: assumptions
//! run: 4
#include <mpi.h>
#include <stdio.h>

#define TAG 3
#define DECLARE_PARTNER logic integer Partner(integer p); //! here

/*@ axiomatic Pairs {
      DECLARE_PARTNER
      axiom partner_even: \forall integer p; p % 2 == 0 ==> Partner(p) == p + 1;
      axiom partner_zero: Partner(0) == 2;
    } */

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs == 4;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int pair(int rank, int nprocs) {
  int got = -1, mine = rank;
  int partner = rank % 2 == 0 ? (rank == 0 ? 2 : rank + 1) : rank - 1;
  //@ assert rank % 2 == 0 ==> partner == Partner(rank);
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = s % 2 == 0 && d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == s;
        slevel(s, d, k) = 1; */
  if (rank % 2 == 0)
    MPI_Send(&mine, 1, MPI_INT, partner, TAG, MPI_COMM_WORLD);
  else
    MPI_Recv(&got, 1, MPI_INT, partner, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  //@ mpi end regions;
  return got;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (nprocs == 4)
    printf("rank %d got %d\n", rank, pair(rank, nprocs));
  MPI_Finalize();
  return 0;
}
