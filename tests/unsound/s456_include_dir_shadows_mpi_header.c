/* S456 (hunt 82). examples/ranksum with `-I DIR`, where DIR holds an
   `mpi_proto.h` that includes MPICH's and redefines MPI_SUM as MPI_MAX:
   MPICH's mpi.h includes <mpi_proto.h>, which the build finds in DIR
   first; vmfc's own mpi.h never includes it. Proved 60/60; the build sums
   with MPI_MAX (1, 2, 3 for 1 to 3 processes, not 1, 3, 6). A file of a
   user include directory named like one of MPICH's headers is an error.
   (No real run: the wrong sum is printed, not failed.) */
//! expect: error
//! here (next line)
//! include: tests/unsound/include/s456
#include <mpi.h>
#include <stdio.h>

/* 1 + 2 + ... + n */
/*@ logic integer upto(integer n) = n <= 0 ? 0 : upto(n - 1) + n; */

/*@ ghost
  /@ requires 0 <= n;
     assigns \nothing;
     ensures 2 * upto(n) == n * (n + 1);
     ensures upto(n) <= 2147483648 * n; @/
  void upto_closed(int n) {
    /@ loop invariant 0 <= i <= n;
       loop invariant 2 * upto(i) == i * (i + 1);
       loop invariant upto(i) <= 2147483648 * i;
       loop assigns i;
       loop variant n - i; @/
    for (int i = 0; i < n; i++) ;
  }
*/

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  long mine, total = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  mine = rank + 1;
  //@ ghost upto_closed(nprocs);
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = MPI_Allreduce;
        MPI_Allreduce#count(i) = 1;
        MPI_Allreduce#datatype(i) = MPI_LONG;
        MPI_Allreduce#op(i) = MPI_SUM;
        MPI_Allreduce#sendbuf(i, k) = k + 1;
        MPI_Allreduce#reduced(i, j, n) = upto(n); */
  MPI_Allreduce(&mine, &total, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  //@ mpi end regions;
  //@ assert 2 * total == nprocs * (nprocs + 1);
  if (rank == 0)
    printf("%d processes: the ranks plus one add up to %ld\n", nprocs, total);
  MPI_Finalize();
  return 0;
}
