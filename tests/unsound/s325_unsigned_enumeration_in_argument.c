/* S325 (hunt 37): `(e + 1) / 3` with `e` of an enumeration whose values need
 * `unsigned int`: every enumeration was taken as signed. Arithmetic on an
 * enumerated type (the compiler picks its integer type) is not exact.
 * vmfc was: "Proved". run: mpiexec -n 2 hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

enum E { SMALL = 4294967294u, BIG = 4294967295u };

/*@ mpi collective;
    mpi universal t;
    requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void g(int t) {
  /*@ mpi begin regions: nregions = t == 0 ? 1 : 0; region(i) = MPI_Barrier; */
  if (t == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  enum E e;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  e = rank == 0 ? BIG : SMALL;
  printf("rank %d passes %d\n", rank, (int)((e + 1) / 3));
  /*@ mpi begin regions: nregions = 1; region(i) = g; g#t(i) = 1431655765; */
  g((int)((e + 1) / 3)); //! here
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
