/* I42. A negative count, the same on every process (MPICH aborts). */
//! expect: coll_count
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \valid(y) && \separated(x, y, VM_Pointers);
    assigns VM_GlobalVars, *y;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *x, int *y) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = -1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  MPI_Allreduce(x, y, -1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int x = 1, y;
  MPI_Init(&argc, &argv);
  total(&x, &y);
  MPI_Finalize();
  return 0;
}
