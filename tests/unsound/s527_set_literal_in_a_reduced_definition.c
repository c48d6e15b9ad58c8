/* S527 (hunt 125). MPI_SUM of 2 from every process, and a `#reduced`
   whose text holds ACSL set literals `{2} == {1}`: vmfc wrote the user's
   definition into the fold check's template and then replaced the
   template's placeholder `{1}` everywhere, the user's text included, so
   the check read `2 == 0 + 2` and held; the proof assumed the total 2
   (4 with two processes). Placeholders are now filled in one pass. */
//! expect: coll_fold
//! run: 2
#include <mpi.h>
#include <stdio.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long mine = 2, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1; MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_SUM;
        MPI_Allreduce#sendbuf(i, k) = 2;
        MPI_Allreduce#reduced(i, j, n) = ({2} == {1}) ? 0 : 2; */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD); //! here
  //@ mpi end regions;
  //@ assert total == 2;
  printf("%d: total %ld\n", rank, total);
  MPI_Finalize();
  return total != 2;
}
