/* S528 (hunt 125). MPI_MAX of 1 from every process, with a data
   definition whose text holds `{r}`: the result predicate's placeholder
   `{r}` was replaced after the user's definition was written in, so the
   assumed maximum was 2 while every process's data (checked) is 1. */
//! expect: assert
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, mine = 1, most = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_INT;
        MPI_Allreduce#op(i) = MPI_MAX;
        MPI_Allreduce#sendbuf(i, r) = ({r} == {r + 0}) ? 1 : 2; */
  MPI_Allreduce(&mine, &most, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert most == 2; //! here
  printf("%d: max %d\n", rank, most);
  MPI_Finalize();
  return most != 2;
}
