/* S283 (hunt 32): `strncmp(p, "ab", 0)` with `p` null: Frama-C's
 * specification accepts it (`valid_read_nstring(p, 0)` holds of any
 * pointer), but C makes a null argument undefined whatever the length,
 * and glibc declares strncmp `__nonnull((1, 2))`: gcc -O2 deleted the
 * program's null test after the call, which the proof relied on, and rank
 * 1 skipped the barrier. Now vmfc's header adds `requires VM_nonnull` to
 * the C library functions verified code may call with a length
 * (`memcpy`, `memmove`, `memset`, `strncmp`).
 * vmfc was: "Proved goals: 42 / 42". run (mpicc -O2, mpiexec -n 2): hangs. */
//! expect: precondition
#include <mpi.h>
#include <stdio.h>
#include <string.h>

/*@ requires p == \null || valid_read_nstring((char *)p, 2);
    assigns \nothing;
    ensures p == \null ==> \result == 1; */
int check(const char *p) {
  int c = strncmp(p, "ab", p == NULL ? 0 : 2); //! here
  if (p == NULL)
    return 1;
  return c == 0 ? 2 : 3;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char *argv[]) {
  int rank, size, r;
  const char *p;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  p = rank == 0 ? "ab" : NULL;
  r = check(p);
  //@ assert rank != 0 ==> r == 1;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Barrier; */
  if (rank == 0 || r == 1)
    MPI_Barrier(MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: r = %d\n", rank, r);
  MPI_Finalize();
  return 0;
}
