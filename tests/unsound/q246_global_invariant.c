/* Q246 (hunt 29): a global invariant and a type invariant, both false
 * (`G > 0` with `G == 0`; `v.a > 0` with `v.a = -1`): Frama-C 25's Wp
 * neither proves nor uses them, and says nothing. Rule: they are errors.
 * vmfc was: "Proved goals: 14 / 14". */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int G = 0;
//@ global invariant g_pos: G > 0; //! here
struct s { int a; };
//@ type invariant s_pos(struct s x) = x.a > 0;

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  struct s v;
  v.a = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  printf("rank %d done %d %d\n", rank, G, v.a);
  MPI_Finalize();
  return 0;
}
