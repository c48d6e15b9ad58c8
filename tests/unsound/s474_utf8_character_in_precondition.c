/* S474 (hunt 94). `requires x == '😀' || x == 0;`: GCC reads the
   character of four UTF-8 bytes as a constant of four characters
   (-257976192), Frama-C 25 in annotations otherwise, so for Wp no int
   equals it and the broadcast's root `x == 0 ? 0 : 7` was proved to be 0
   (19/19); main passes '😀' and MPICH stops with "Invalid root". A
   character constant with a byte outside ASCII is an error in
   annotations. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires x == '😀' || x == 0; //! here
*/
void g(int x) {
  int n = 0;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = 1;
        MPI_Bcast#datatype(i) = MPI_INT;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&n, 1, MPI_INT, x == 0 ? 0 : 7, MPI_COMM_WORLD);
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  g('😀');
  MPI_Finalize();
  return 0;
}
