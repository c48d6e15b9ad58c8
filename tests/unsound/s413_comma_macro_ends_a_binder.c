/* S413 (hunt 59). A recursion neither of vmfc's readings saw. In its
 * text, `\let G = 0; 1 COMMA G(p, t)` with `#define COMMA ,`: the macro
 * is not expanded, so the binder's body seemed to run to the `)` and
 * `G(p, t)` was the let-bound `G`; Frama-C expands it, the `\let` ends at
 * the `,`, and the axiom is `G(p, t) == 1 + G(p, t)`. In Frama-C's printed
 * program, the parameter type `struct check *` printed the word `check`,
 * which ended the declaration for vmfc's reader, so the recursive use
 * counted for nothing. Proved 31 / 31 with `assert rank == 0` and a
 * barrier on rank 0 only. Now a macro that expands to `,` `;` `:` `?`, a
 * binder or unbalanced brackets is an error in a logic definition, and a
 * keyword starts a declaration of the printed program only where one may
 * start. Each fix alone catches this program. (Real run: mpiexec -n 2
 * hangs.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#define COMMA ,
struct check { int v; };
/*@ logic integer P2(integer a, integer b) = a + b; */
/*@ logic integer G(struct check *p, integer t) = P2(\let G = 0; 1 COMMA G(p, t)); */ //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  //@ assert G((struct check *)0, 0) == 0;
  //@ assert rank == 0;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d of %d done\n", rank, nprocs);
  MPI_Finalize();
  return 0;
}
