/* I43. The datatype is a universal parameter, and the caller passes
 * MPI_DOUBLE for an int buffer: each process would receive 8 bytes into
 * 4. Nothing says the parameter describes `int`. */
//! expect: coll_buftype
#include <mpi.h>

/*@ mpi collective;
    mpi universal dt;
    requires VM_Init && VM_state == VM_Active;
    requires \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *x, MPI_Datatype dt) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = dt;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(x, 1, dt, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}
