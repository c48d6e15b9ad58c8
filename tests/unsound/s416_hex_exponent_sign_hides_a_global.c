/* S416 (hunt 60). The lexer's reading of `0X0e+flag` as one number hid
 * the process-local global `flag` from the rule that a definition reads
 * only universal data: `nummsg` was 1 on rank 1 and 0 on rank 0. (Real
 * run: rank 1 waits for a message rank 0 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1
int flag;

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(x) && \separated(VM_Pointers, x, &flag);
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *x, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && 0X0e+flag == 15) ? 1 : 0; //! here
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && flag == 1) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && flag == 1) {
    MPI_Recv(x, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  flag = rank;
  f(&x, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
