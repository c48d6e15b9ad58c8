/* S594 (hunt 141). MPI_MIN on unsigned shorts, the operation passed in a
   variable: MPICH 4.0.2 compares them as signed ones (the minimum of 5
   and 40000 is 40000), so the operation is not one the MPI library
   computes as MPI defines it on that datatype. */
//! expect: coll_op
//! run: 2
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    mpi universal op;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \valid(y) && \separated(x, y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void lowest(unsigned short *x, unsigned short *y, MPI_Op op) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_UNSIGNED_SHORT;
        MPI_Allreduce#op(i) = op; */
  MPI_Allreduce(x, y, 1, MPI_UNSIGNED_SHORT, op, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank;
  unsigned short x, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  x = rank == 0 ? 5 : 40000;
  lowest(&x, &y, MPI_MIN);
  assert(y == 5);
  MPI_Finalize();
  return 0;
}
