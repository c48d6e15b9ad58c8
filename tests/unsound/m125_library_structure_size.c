/* M125. `sigset_t` is 8 bytes in Frama-C's C library and 128 in glibc: a
 * count of longs computed from its size was proved to fit a buffer of 4
 * and is 16 when built (the broadcast overflows the buffer). The types
 * and structures of the C library whose size differs (measured by
 * tests/libc.rs: `struct stat`, `jmp_buf`, `pthread_mutex_t`, ...) may
 * be used only through pointers. (Real run: rank 1's stack overwritten,
 * a segmentation fault.) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>
#include <signal.h>

/* Rank 0 broadcasts a signal mask, stored as longs. */
#define MASK_WORDS ((int) (sizeof(sigset_t) / sizeof(long))) //! here

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank;
  long words[4] = {0, 0, 0, 0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  //@ assert MASK_WORDS <= 4;
  /*@ mpi begin regions: nregions = 1; region(i) = MPI_Bcast;
        MPI_Bcast#count(i) = MASK_WORDS; MPI_Bcast#datatype(i) = MPI_LONG;
        MPI_Bcast#root(i) = 0; */
  MPI_Bcast(words, MASK_WORDS, MPI_LONG, 0, MPI_COMM_WORLD);
  //@ mpi end regions;
  printf("rank %d: broadcast %d words into a buffer of 4\n", rank, MASK_WORDS);
  MPI_Finalize();
  return 0;
}
