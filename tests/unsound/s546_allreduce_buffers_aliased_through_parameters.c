/* S546. I31's aliased buffers written as two parameters that the caller
   passes the same address: no rule sees it in the text (the same
   expression twice is an error since hunt 123), and the goal that the
   buffers MPI writes are separated from those it reads must fail (MPICH
   aborts: buffers must not be aliased). */
//! expect: coll_separated
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \valid(y) && \separated(x, VM_Pointers) && \separated(y, VM_Pointers);
    assigns VM_GlobalVars, *x, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void largest(int *x, int *y) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  MPI_Allreduce(x, y, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int v = 1;
  MPI_Init(&argc, &argv);
  largest(&v, &v);
  MPI_Finalize();
  return 0;
}
