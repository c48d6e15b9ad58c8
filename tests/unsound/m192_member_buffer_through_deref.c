/* M192 (hunt 23): the structure-member buffer rule (m154/m155/m158) bypassed by
 * `&*&s.x`. The rule is syntactic: src/cfront/typing.rs member_address()
 * recognises `&s.x`, `s.a`, `&s.a[i]`, `s.a + i`, casts, but an address
 * taken of a dereference (`&*&s.x`) falls in `_ => None`, so the buffer is
 * not a member for vmfc and its count (2) is not bounded. Frama-C's memory
 * model then proves `&s.x + 1` valid (the next member's cell) and keeps the
 * `char` member unchanged, while MPI overwrites it: this is m154 exactly,
 * with only the buffer expression changed.
 * vmfc: "Proved goals: 108 / 108", EXIT 0.
 * run (mpiexec -n 2): rank 0 waits for a message rank 1 never sends -> HANG (timeout). */
//! expect: error
//! run: 2
/* M154 (twelfth field hunt). A record broadcast as doubles from its first
 * member: the user thinks `x` and `y` adjacent, but `local` (and padding)
 * lies between them, and MPI overwrites it on every process but the root.
 * Frama-C's memory model gives each member its own cell whatever its size,
 * so `&s.x + 1` was the cell of `local` (valid), and a write of doubles
 * there left the `char` member unchanged in the proof: rank 1 kept its
 * flag set and was proved to report to rank 0. A buffer that is one
 * structure member now has count 1 (an array member is not a buffer).
 * (Real run: the broadcast clears rank 1's flag, and rank 0 waits for a
 * message never sent.) */
#include <mpi.h>
#include <stdio.h>
#define TAG 3

struct setup { double x; char local; double y; };

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires VM_pid == 1 ==> local != 0;
    assigns VM_GlobalVars;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void report(int local, int rank, int nprocs) {
  int got = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(src, dst) = (src == 1 && dst == 0) ? 1 : 0;
        mcount(src, dst, k) = 1;
        mdtype(src, dst, k) = MPI_INT;
        msgtag(src, dst, k) = TAG;
        msginv(src, dst, k, buf, count, dt) = \true;
        slevel(src, dst, k) = 1; */
  if (rank == 0 && nprocs > 1)
    MPI_Recv(&got, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  else if (rank == 1 && local)
    MPI_Send(&rank, 1, MPI_INT, 0, TAG, MPI_COMM_WORLD);
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  struct setup s = {0.0, 1, 0.0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  if (rank == 0) { s.x = 1.5; s.local = 0; s.y = 2.5; }
  /*@ mpi begin regions: nregions = 2; region(i) = i == 0 ? MPI_Bcast : report;
        MPI_Bcast#count(i) = 2; MPI_Bcast#datatype(i) = MPI_DOUBLE; MPI_Bcast#root(i) = 0; */
  MPI_Bcast(&*&s.x, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD); //! here
  report(s.local, rank, nprocs);
  //@ mpi end regions;
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
