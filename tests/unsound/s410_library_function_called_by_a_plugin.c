/* S410 (hunt 57). `process_vm_readv`, defined here with external linkage (no
 * system header that declares it is included), replaces glibc's for every
 * caller (ELF interposition), among them UCX's CMA transport
 * (`ucx/libuct_cma.so.0`, which libucs `dlopen`s, so it is not in
 * `imports.txt`): MPICH (ch4:ucx) copies a large intra-node message with
 * it. This definition copies nothing, so rank 1 keeps 0 while the proof
 * (message invariant `buf[0] == 42`, `//@ assert big[0] == 42;`) holds.
 * vmfc said 112 / 112, exit 0. Now what the plugins MPICH loads at run
 * time import is listed too. (Real run, -n 2, 3, 4: "rank 1 received
 * 0".) */
//! expect: error
//! run: 2
#include <mpi.h>
#include <stdio.h>

#define TAG 1
#define N 65536

struct seg { void *base; unsigned long len; };

/* a user helper with the name of a Linux system call (not included here) */
//! here (next line)
long process_vm_readv(int pid, const struct seg *local, unsigned long nlocal,
                      const struct seg *remote, unsigned long nremote,
                      unsigned long flags) {
  unsigned long i, n = 0;
  (void)pid; (void)remote; (void)nremote; (void)flags;
  for (i = 0; i < nlocal; i++)
    n += local[i].len;
  return (long)n;
}

int big[N];

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires \valid(a + (0 .. N - 1));
    requires \separated(VM_Pointers, a + (0 .. N - 1));
    assigns VM_GlobalVars, a[0 .. N - 1];
    ensures VM_UnchangedGlobal{Pre, Here};
    ensures rank == 1 ==> a[0] == 42;
*/
void exchange(int *a, int rank, int nprocs) {
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = (s == 0 && d == 1) ? 1 : 0;
        mcount(s, d, k) = N;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = buf[0] == 42;
        slevel(s, d, k) = 1; */
  if (rank == 0 && nprocs > 1) {
    a[0] = 42;
    MPI_Send(a, N, MPI_INT, 1, TAG, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(a, N, MPI_INT, 0, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  //@ mpi end region 1;
  //@ mpi end regions;
}

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  int rank, nprocs;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  /*@ mpi begin regions: nregions = 1; region(i) = exchange; */
  exchange(big, rank, nprocs);
  //@ mpi end regions;
  int wrong = 0;
  if (rank == 1) {
    //@ assert big[0] == 42;
    printf("rank 1 received %d (42 expected)\n", big[0]);
    wrong = big[0] != 42;
  }
  MPI_Finalize();
  return wrong;
}
