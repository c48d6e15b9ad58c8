/* S318 (hunt 36): the callee's universal section `A[0 .. LEN - 1]` (`LEN` an
 * enumeration constant, 2) was checked at the call with the caller's local
 * `int LEN = 1;`: only `A[0]`. A local may not be named like what the
 * bounds of a callee's universal name.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs or aborts. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum { LEN = 2 };

/*@ mpi collective;
    mpi universal A[0 .. LEN - 1];
    requires VM_Init && VM_state == VM_Active;
    requires \valid_read(A + (0 .. LEN - 1));
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(const int *A) {
  /*@ mpi begin regions: nregions = A[1] == 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (A[1] == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  int a[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  a[0] = 0;
  a[1] = rank;
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#A(i, j) = 0; */
  {
    int LEN = 1; //! here
    g(a);
    printf("rank %d done %d\n", rank, LEN);
  }
  //@ mpi end regions;
  MPI_Finalize();
  return 0;
}
