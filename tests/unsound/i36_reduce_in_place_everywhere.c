/* I36. MPI_IN_PLACE passed to MPI_Reduce on every process: only the root
 * may pass it (MPICH aborts on the others). */
//! expect: coll_in_place
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *x) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Reduce;
        MPI_Reduce#count(i) = 1; MPI_Reduce#datatype(i) = MPI_INT;
        MPI_Reduce#op(i) = MPI_SUM; MPI_Reduce#root(i) = 0; */
  MPI_Reduce(MPI_IN_PLACE, x, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int x = 1;
  MPI_Init(&argc, &argv);
  total(&x);
  MPI_Finalize();
  return 0;
}
