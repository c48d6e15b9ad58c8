/* S296 (hunt 34): d10 through 40 nested macros: `msgtag(s, d, k) = M39`,
 * `M0` is `A[1]`, outside the universal section `A[0 .. 0]`. Whether a
 * definition reads memory (and gets its frame lemma) was decided with
 * macros expanded 32 deep, the name left there taken as harmless; rank 0
 * sent with tag A[1] = 0, rank 1 received with tag 1. Now every macro the
 * body reaches is read, at any depth.
 * vmfc was: "Proved goals: 108 / 108". run (mpiexec -n 2): hangs. */
//! expect: definition_universal
#include <mpi.h>
#include <stdio.h>

#define TAG 5
#define M0 A[1]
#define M1 M0
#define M2 M1
#define M3 M2
#define M4 M3
#define M5 M4
#define M6 M5
#define M7 M6
#define M8 M7
#define M9 M8
#define M10 M9
#define M11 M10
#define M12 M11
#define M13 M12
#define M14 M13
#define M15 M14
#define M16 M15
#define M17 M16
#define M18 M17
#define M19 M18
#define M20 M19
#define M21 M20
#define M22 M21
#define M23 M22
#define M24 M23
#define M25 M24
#define M26 M25
#define M27 M26
#define M28 M27
#define M29 M28
#define M30 M29
#define M31 M30
#define M32 M31
#define M33 M32
#define M34 M33
#define M35 M34
#define M36 M35
#define M37 M36
#define M38 M37
#define M39 M38

/*@ mpi collective;
    mpi universal A[0 .. 0];
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid_read(A + (0 .. 1)) && 0 <= A[1] <= 1000;
    requires \separated(VM_Pointers, A + (0 .. 1));
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
int exchange(int *A, int rank, int nprocs) {
  int x = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = M39; //! here
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 1, A[1], MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, A[1], MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  return x;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs, a[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  a[0] = TAG;
  a[1] = rank % 2;
  /*@ mpi begin regions:
        nregions = 1;
        region(i) = exchange;
        exchange#A(i, j) = TAG; */
  int x = exchange(a, rank, nprocs);
  //@ mpi end regions;
  MPI_Finalize();
  if (rank == 1 && x != 42) {
    printf("rank 1 received %d\n", x);
    return 1;
  }
  return 0;
}
