/* S557 (hunt 132). Wp proves `\separated(s + (0 .. 3), r + (0 .. 1))` for
   `s == &m[0][0]`, `r == &m[1][0]`, which overlap (`s + 2 == r`): a
   false precondition proved. No run shows it (the output looks normal). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires \valid_read(s + (0 .. 3)) && \valid(r + (0 .. 1));
    requires \separated(s + (0 .. 3), r + (0 .. 1));
    requires \separated(r + (0 .. 1), VM_Pointers);
    assigns VM_GlobalVars, r[0 .. 1];
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void maxof(int *s, int *r) {
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 2; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX; */
  MPI_Allreduce(s, r, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  int m[2][2] = {{1, 2}, {3, 4}};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = maxof; */
  maxof(&m[0][0], &m[1][0]); //! here
  //@ mpi end regions;
  printf("rank %d: %d %d\n", rank, m[1][0], m[1][1]);
  MPI_Finalize();
  return 0;
}
