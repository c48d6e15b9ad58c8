/* K76. MPI_Gather#inv is checked on every process for its own part: the
 * root assumes it of everything it gathers. Process 1 sends a negative
 * value, which the root would use as an index. */
//! expect: coll_inv
//! run: 2
#include <mpi.h>
#include <assert.h>

#define MAXP 64

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && nprocs <= MAXP;
    requires \valid(all + (0 .. MAXP - 1)) && \valid(hits + (0 .. MAXP - 1));
    requires \separated(all + (0 .. MAXP - 1), hits + (0 .. MAXP - 1));
    requires \separated(VM_Pointers, all + (0 .. MAXP - 1), hits + (0 .. MAXP - 1));
    assigns VM_GlobalVars, all[0 .. MAXP - 1], hits[0 .. MAXP - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void count_owners(int *all, int *hits, int rank, int nprocs) {
  int mine = rank == 1 ? -1 : rank, k;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Gather;
        MPI_Gather#sendcount(i) = 1;
        MPI_Gather#sendtype(i) = MPI_INT;
        MPI_Gather#root(i) = 0;
        MPI_Gather#inv(i, k, v) = 0 <= v < MAXP; */
  MPI_Gather(&mine, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  if (rank == 0) {
    /*@ loop invariant 0 <= k <= nprocs;
        loop assigns k, hits[0 .. MAXP - 1];
        loop variant nprocs - k; */
    for (k = 0; k < nprocs; k++)
      hits[all[k]] = 1;
  }
}

int main(int argc, char **argv) {
  int rank, nprocs, all[MAXP], hits[MAXP];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  assert(nprocs <= MAXP);
  count_owners(all, hits, rank, nprocs);
  if (rank == 0)
    for (int k = 0; k < nprocs; k++)
      assert(all[k] >= 0);
  MPI_Finalize();
  return 0;
}
