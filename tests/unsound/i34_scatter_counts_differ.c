/* I34. The root scatters two elements to each process, which receive one:
 * the messages do not match (MPICH reports a truncation). */
//! expect: coll_match
//! run: 2
#include <mpi.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active && VM_NP <= 100;
    requires \valid(all + (0 .. 2 * VM_NP - 1)) && \valid(x);
    requires \separated(all + (0 .. 2 * VM_NP - 1), x, VM_Pointers);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void spread(int *all, int *x) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Scatter;
        MPI_Scatter#sendcount(i) = 2; MPI_Scatter#sendtype(i) = MPI_INT;
        MPI_Scatter#root(i) = 0; */
  MPI_Scatter(all, 2, MPI_INT, x, 1, MPI_INT, 0, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int all[400] = {0}, x;
  MPI_Init(&argc, &argv);
  spread(all, &x);
  MPI_Finalize();
  return 0;
}
