/* S412 (hunt 58). A C11 anonymous structure member: vmfc's front end
 * records a structure's members by their declarators only, so `s.v`, a
 * member of the anonymous inner structure, has no type for vmfc
 * (CType::Unknown). The rule of S393 (the address of a structure member
 * may only be an MPI routine's argument or indexed) and the member-buffer
 * rule of M154 (a count at most the member's length) both recognise a
 * member address through its array type, so neither sees `int *p = s.v;`.
 * The receive of 8 ints through `p` writes past `v[1]` over `s.d` in the
 * real run, while Frama-C's memory model (one cell per member) keeps `s.d`
 * unchanged: `//@ assert s.d[0] == 1.5;` and `ensures \result == 15` are
 * proved (77 / 77, exit 0), and rank 1 returns 0 under MPICH.
 * (With a named inner structure, `int *p = s.in.v;` was an error.) Now an
 * anonymous member's members are the enclosing record's, and a member
 * whose type vmfc cannot tell is taken to be an array. */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 5



/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures \result == 15;
*/
int exchange(int rank, int nprocs) {

  struct S { struct { int v[1]; }; double d[7]; } s = {{{0}}, {1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5}};
  int *p = s.v; //! here
  int src[8] = {7, 7, 7, 7, 7, 7, 7, 7};
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = 8;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = \true;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    MPI_Send(src, 8, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(p, 8, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
  //@ assert s.d[0] == 1.5;
  return (int)(s.d[0] * 10.0);
}

int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  int r = exchange(rank, nprocs);
  printf("rank %d: result %d (expected 15)\n", rank, r);
  MPI_Finalize();
  return r == 15 ? 0 : 1;
}
