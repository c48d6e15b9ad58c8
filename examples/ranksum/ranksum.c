/* ranksum.c -- an exact reduction: every process contributes rank + 1,
 * MPI_Allreduce adds the contributions, and every process may rely on the
 * total being nprocs * (nprocs + 1) / 2.  The sum is a `long`: with more
 * than 65535 processes it would not fit an `int`, and vmfc asks that it
 * cannot overflow in whatever order MPI adds.
 *
 * How the exact result is specified: `MPI_Allreduce#sendbuf(i, k)` says
 * what each process contributes (element j of process p at k = p*count+j),
 * and `MPI_Allreduce#reduced(i, j, n)` what the first n processes' elements
 * add up to, here through the recursive logic function `upto`.  vmfc checks
 * `reduced` one process at a time and then assumes
 * `total == reduced(0, 0, nprocs)`.  The closed form of `upto` needs an
 * induction, which the ghost function `upto_closed` does with a loop: each
 * loop step is one unfolding of `upto`, which the provers manage. */
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
