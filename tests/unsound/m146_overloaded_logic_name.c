/* M146. An overloaded logic name: `F(real x)` is recursive and reads no
 * memory, `F{L}(integer i)` reads the global `Garr[i]`; the use `F(1)` is
 * the second, but vmfc took symbols by name and replaced `F` by the first
 * one's memory-free stand-in in the frame lemma of `nummsg`. Each process
 * has its own `Garr[1]`, and they disagree on whether rank 0 sends. A
 * logic name may be declared once. (Real run: rank 1 waits for a message
 * rank 0 never sends.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1

int Garr[2];

/*@ logic integer F(real x) = x <= 0 ? 0 : F(x - 1); */
/*@ logic integer F{L}(integer i) = Garr[i]; */ //! here

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(x);
    requires \separated(VM_Pointers, x, &Garr[0 .. 1]);
    requires F(1) == flag;
    assigns VM_GlobalVars, *x;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void f(int *x, int flag, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1 && F(1) != 0) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1 && flag != 0) {
    MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1 && flag != 0) {
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
  Garr[1] = rank;
  f(&x, rank, rank, nprocs);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
