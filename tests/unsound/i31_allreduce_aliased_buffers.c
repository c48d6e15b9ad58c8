/* I31. The same variable as send and receive buffer: MPI forbids aliased
 * arguments (MPICH aborts); MPI_IN_PLACE is the way to reduce in place.
 * Written as the same expression twice it is an error (hunt 123); other
 * aliasing still fails `coll_separated` (i31 covered that goal). */
//! expect: error
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void total(int *x) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM; */
  MPI_Allreduce(x, x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int x = 1;
  MPI_Init(&argc, &argv);
  total(&x);
  MPI_Finalize();
  return 0;
}
