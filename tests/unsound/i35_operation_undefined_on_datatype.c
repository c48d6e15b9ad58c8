/* I35. A bitwise operation on doubles, passed in a variable: MPI does not
 * define MPI_BAND on MPI_DOUBLE (MPICH aborts). */
//! expect: coll_op
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    mpi universal op;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \valid(y) && \separated(x, y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void combine(double *x, double *y, MPI_Op op) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_DOUBLE;
        MPI_Allreduce#op(i) = op; */
  MPI_Allreduce(x, y, 1, MPI_DOUBLE, op, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  double x = 1, y;
  MPI_Init(&argc, &argv);
  combine(&x, &y, MPI_BAND);
  MPI_Finalize();
  return 0;
}
