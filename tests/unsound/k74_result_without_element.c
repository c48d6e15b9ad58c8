/* K74. MPI_X#result takes the region and the element: one argument is not
 * a term vmfc can rewrite. */
//! expect: error
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(n) && \valid(x);
    requires \separated(VM_Pointers, n, x);
    requires \separated(n, x);
    assigns VM_GlobalVars, *n, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void share(int *n, double *x, int rank, int nprocs) {
  int one = 1, sum = 0;
  /*@ mpi begin regions:
        nregions = 2;
        region(i) = i == 0 ? MPI_Bcast : MPI_Allreduce;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#root(i) = 0;
        MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_SUM;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Allreduce#count(i) = MPI_Bcast#result(0) == 1 ? 1 : 0; //! here
      */
  MPI_Bcast(n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Allreduce(&one, &sum, *n == 1 ? 1 : 0, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
}
