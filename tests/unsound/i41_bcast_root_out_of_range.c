/* I41. The root is the number of processes: a universal value, but not a
 * rank (MPICH aborts with an invalid root). */
//! expect: coll_root
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires nprocs == VM_NP && \valid(x) && \separated(x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *x, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1; MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = VM_NP; */
  MPI_Bcast(x, 1, MPI_INT, nprocs, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  share(&x, nprocs);
  MPI_Finalize();
  return 0;
}
