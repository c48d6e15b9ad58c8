/* heat.c -- explicit 1-D heat equation (diffusion) with fixed boundary
 * values.  The nprocs * nl interior cells are split in blocks of nl cells;
 * each process keeps its block in u[1 .. nl] and ghost cells u[0] and
 * u[nl+1].  Every time step exchanges the ghost cells with the neighbours
 * (two MPI_Sendrecv regions in `exchange`) and then updates the block.
 * Proved with vmfc (model real) for every number of processes: after
 * nsteps steps every cell holds U(nsteps, j), the exact solution of the
 * discrete scheme from any initial condition Init.
 * vmfc-flags: --model real */
#include <mpi.h>
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG_RIGHT 10
#define TAG_LEFT 11
#define MAXNL 1000000

/*@ axiomatic Heat {
      // Initial temperature of global cell j (any function).
      logic real Init(integer j);
    }

    // Temperature of global cell j after t steps on cells 0 .. nx+1, where
    // cells 0 and nx+1 keep their initial value.
    logic real U(integer t, integer j, integer nx) =
      (t <= 0 || j <= 0 || j > nx) ? Init(j)
        : (U(t - 1, j - 1, nx) + 2 * U(t - 1, j, nx) + U(t - 1, j + 1, nx)) / 4;

    // The block of process p: cells p*nl+1 .. p*nl+nl.
    lemma block_end: \forall integer p, n, c;
      0 <= p < n && 0 <= c ==> 0 <= p * c && p * c + c <= n * c;

    predicate Owned{L}(double *u, integer nl, integer t) =
      \forall integer i; 1 <= i <= nl ==> u[i] == U(t, VM_pid * nl + i, VM_NP * nl);

    // The fixed boundary cells are in place on the first and last process.
    predicate Boundary{L}(double *u, integer nl, integer t) =
      (VM_pid == 0 ==> u[0] == U(t, 0, VM_NP * nl)) &&
      (VM_pid == VM_NP - 1 ==> u[nl + 1] == U(t, VM_NP * nl + 1, VM_NP * nl));
*/

/*@ mpi collective;
    mpi universal nl, t;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 1 <= nl <= MAXNL && 0 <= t;
    requires \valid(u + (0 .. nl + 1)) && \separated(VM_Pointers, u + (0 .. nl + 1));
    requires Owned(u, nl, t) && Boundary(u, nl, t);
    assigns VM_GlobalVars, u[0], u[nl + 1];
    ensures Owned(u, nl, t);
    ensures u[0] == U(t, VM_pid * nl, VM_NP * nl);
    ensures u[nl + 1] == U(t, VM_pid * nl + nl + 1, VM_NP * nl);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void exchange(double *u, int nl, int t, int rank, int nprocs) {
  int left = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int right = rank == nprocs - 1 ? MPI_PROC_NULL : rank + 1;
  (void)t; /* t is used by the specification only */
  // Where the neighbours' blocks end and start (nonlinear facts, proved alone).
  //@ assert (VM_pid - 1) * nl + nl == VM_pid * nl;
  //@ assert (VM_pid + 1) * nl + 1 == VM_pid * nl + nl + 1;
  //@ assert VM_pid == VM_NP - 1 ==> VM_pid * nl + nl == VM_NP * nl;
  /*@ mpi begin regions: nregions = 2; region(i) = i + 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = d == s + 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_RIGHT;
        msginv(s, d, k, buf, count, dt) = *buf == U(t, s * nl + nl, VM_NP * nl);
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&u[nl], 1, MPI_DOUBLE, right, TAG_RIGHT,
               &u[0], 1, MPI_DOUBLE, left, TAG_RIGHT,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 1;
  // The left ghost cell holds the last cell of the left neighbour.
  //@ assert VM_pid > 0 ==> u[0] == U(t, (VM_pid - 1) * nl + nl, VM_NP * nl);
  //@ assert u[0] == U(t, VM_pid * nl, VM_NP * nl);
  /*@ mpi begin region 2:
        nummsg(s, d) = d == s - 1 ? 1 : 0;
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_DOUBLE;
        msgtag(s, d, k) = TAG_LEFT;
        msginv(s, d, k, buf, count, dt) = *buf == U(t, s * nl + 1, VM_NP * nl);
        slevel(s, d, k) = 1; */
  MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, TAG_LEFT,
               &u[nl + 1], 1, MPI_DOUBLE, right, TAG_LEFT,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ mpi end region 2;
  // The right ghost cell holds the first cell of the right neighbour.
  //@ assert VM_pid < VM_NP - 1 ==> u[nl + 1] == U(t, (VM_pid + 1) * nl + 1, VM_NP * nl);
  //@ assert u[nl + 1] == U(t, VM_pid * nl + nl + 1, VM_NP * nl);
  //@ mpi end regions;
}

/*@ requires 1 <= nl <= MAXNL && 0 <= t && 0 <= VM_pid < VM_NP;
    requires \valid(u + (0 .. nl + 1)) && \valid(v + (0 .. nl + 1));
    requires \separated(u + (0 .. nl + 1), v + (0 .. nl + 1));
    requires \forall integer i; 0 <= i <= nl + 1 ==> u[i] == U(t, VM_pid * nl + i, VM_NP * nl);
    assigns u[1 .. nl], v[1 .. nl];
    ensures Owned(u, nl, t + 1);
*/
void step(double *u, double *v, int nl, int t) {
  int i;
  (void)t; /* t is used by the specification only */
  //@ assert 0 <= VM_pid * nl && VM_pid * nl + nl <= VM_NP * nl;
  /*@ loop invariant 1 <= i <= nl + 1;
      loop invariant \forall integer j; 1 <= j < i ==> v[j] == U(t + 1, VM_pid * nl + j, VM_NP * nl);
      loop assigns i, v[1 .. nl];
      loop variant nl + 1 - i; */
  for (i = 1; i <= nl; i++)
    v[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
  /*@ loop invariant 1 <= i <= nl + 1;
      loop invariant \forall integer j; 1 <= j < i ==> u[j] == v[j];
      loop assigns i, u[1 .. nl];
      loop variant nl + 1 - i; */
  for (i = 1; i <= nl; i++)
    u[i] = v[i];
}

/*@ mpi collective;
    mpi universal nl, nsteps;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP;
    requires 1 <= nl <= MAXNL && 0 <= nsteps;
    requires \valid(u + (0 .. nl + 1)) && \valid(v + (0 .. nl + 1));
    requires \separated(u + (0 .. nl + 1), v + (0 .. nl + 1));
    requires \separated(VM_Pointers, u + (0 .. nl + 1), v + (0 .. nl + 1));
    requires Owned(u, nl, 0) && Boundary(u, nl, 0);
    assigns VM_GlobalVars, u[0 .. nl + 1], v[0 .. nl + 1];
    ensures Owned(u, nl, nsteps);
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void run(double *u, double *v, int nl, int nsteps, int rank, int nprocs) {
  int t;
  /*@ mpi begin regions:
        nregions = nsteps;
        region(i) = exchange;
        exchange#nl(i) = nl;
        exchange#t(i) = i; */
  /*@ loop invariant 0 <= t <= nsteps;
      loop invariant Owned(u, nl, t) && Boundary(u, nl, t);
      loop invariant VM_regionCount == t && VM_currentRegion == 0;
      loop invariant VM_Init && VM_state == VM_Active && VM_UnchangedGlobal{Pre, Here};
      loop assigns t, u[0 .. nl + 1], v[0 .. nl + 1], VM_GlobalVars, VM_regionCount;
      loop variant nsteps - t; */
  for (t = 0; t < nsteps; t++) {
    exchange(u, nl, t, rank, nprocs);
    //@ assert VM_pid == VM_NP - 1 ==> VM_pid * nl + nl == VM_NP * nl;
    step(u, v, nl, t);
  }
  //@ mpi end regions;
}

#define NL 4
#define NSTEPS 12

/*@ assigns \nothing; */
static double init(int j) {
  return j == 0 ? 100.0 : (j % 3) * 1.5;
}

int main(int argc, char **argv) {
  int rank, nprocs;
  double u[NL + 2], v[NL + 2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  for (int i = 0; i <= NL + 1; i++)
    u[i] = init(rank * NL + i);
  run(u, v, NL, NSTEPS, rank, nprocs);

  /* The same computation on the whole grid, sequentially. */
  int nx = nprocs * NL;
  double *g = malloc((nx + 2) * sizeof(double)), *h = malloc((nx + 2) * sizeof(double));
  assert(g && h);
  for (int j = 0; j <= nx + 1; j++)
    g[j] = init(j);
  for (int t = 0; t < NSTEPS; t++) {
    for (int j = 1; j <= nx; j++)
      h[j] = (g[j - 1] + 2 * g[j] + g[j + 1]) / 4;
    for (int j = 1; j <= nx; j++)
      g[j] = h[j];
  }
  for (int i = 1; i <= NL; i++)
    assert(u[i] == g[rank * NL + i]);
  if (rank == 0)
    printf("heat: %d steps on %d cells over %d processes\n", NSTEPS, nx, nprocs);
  free(g);
  free(h);
  MPI_Finalize();
  return 0;
}
