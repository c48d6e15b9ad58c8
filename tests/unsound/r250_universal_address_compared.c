/* R250 (hunt 30): a pointer global `int *const P = &X;` declared `mpi
 * universal`, and code and a definition that compare it with an address
 * made from an integer (`P < (int *)0x55f000000000`). The proof takes `P`
 * to be one value on every process; each process loads the program at its
 * own address (PIE, ASLR), so they disagree on whether rank 0 sends. O223
 * and O224 closed an address cast to an integer; now also an integer cast
 * to an address, and `<`, `<=`, `>`, `>=` between pointers (like `==`,
 * M169), in verified code.
 * vmfc was: "Proved goals: 69 / 69". run: hangs in some runs only (when
 * the processes' load addresses lie on either side of the constant). */
//! expect: error
#include <mpi.h>
#include <stdio.h>

int X;
int *const P = &X;
int Y;

/*@ mpi collective;
    mpi universal P;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  static int v[100000];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int low = P < (int *)0x55f000000000; //! here
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && VM_NP > 1 && P < (int *)0x55f000000000) ? 1 : 0;
        mcount(s, d, k) = 100000;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = 3;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && low && nprocs > 1)
    MPI_Send(v, 100000, MPI_INT, 1, 3, MPI_COMM_WORLD);
  if (rank == 1 && low && nprocs > 1)
    MPI_Recv(v, 100000, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region;
  //@ mpi end regions;
  printf("rank %d done low=%d P=%p\n", rank, low, (void *)P);
  MPI_Finalize();
  return 0;
}
