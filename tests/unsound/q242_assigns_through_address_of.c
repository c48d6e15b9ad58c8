/* Q242 (hunt 29): q237 with the location written `*&*out`: the handed
 * pointers rule counted every leading `*` as a dereference and ignored
 * `&`, so two dereferences of `int **` gave `int`. Now a location of
 * another shape than `*`...name, `[...]`, `->`, `.` may hold a pointer.
 * vmfc was: "Proved goals: 42 / 42". run (mpiexec -n 2): hangs. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

int G = 0;
/*@ requires \valid(out);
    assigns *&*out;
    ensures \valid(*out); */
void pick(int **out) { *out = &G; }

/*@ requires \valid(p);
    assigns *p;
    ensures \result == 1; */
int get(int *p) { int old = G; *p = 7; return G - old + 1; }

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, r;
  int *q;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) {
    pick(&q); r = get(q); //! here
  } else
    r = 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d done r=%d\n", rank, r);
  MPI_Finalize();
  return 0;
}
