/* bcast_tree.c (docs/patterns.md) -- binomial-tree broadcast of one int
 * from process 0, as MPI libraries do it. Round r (mask = 2^r): processes
 * below mask hold the value and send it to rank + mask; processes in
 * [mask, 2 * mask) receive it from rank - mask. log2(nprocs) rounds, rounded
 * up; proved for every number of processes, not only powers of two. */
#include <mpi.h>
#include <stdio.h>
#define TAG 11
#define MAXP 1048576

/*@ logic integer pw(integer r) = r <= 0 ? 1 : 2 * pw(r - 1); */

/* cnt(s, d, n): number of rounds j < n in which s sends to d (0 or 1). */
/*@ logic integer ind(integer s, integer d, integer j) = (d == s + pw(j) && s < pw(j)) ? 1 : 0; */
/*@ logic integer cnt(integer s, integer d, integer n) =
      n <= 0 ? 0 : cnt(s, d, n - 1) + ind(s, d, n - 1); */

/*@ ghost
  /@ requires 0 <= r;
     assigns \nothing;
     ensures pw(r) >= r + 1; @/
  void pw_ge(int r) {
    int t = 0;
    /@ loop invariant 0 <= t <= r && pw(t) >= t + 1;
       loop assigns t;
       loop variant r - t; @/
    while (t < r) t++;
  }
*/

/*@ ghost
  /@ requires 0 <= m <= n;
     assigns \nothing;
     ensures \forall integer s, d; cnt(s, d, n) >= cnt(s, d, m); @/
  void cnt_mono(int m, int n) {
    int u = m;
    /@ loop invariant m <= u <= n;
       loop invariant \forall integer s, d; cnt(s, d, u) >= cnt(s, d, m);
       loop assigns u;
       loop variant n - u; @/
    while (u < n) u++;
  }
*/

/*@ ghost
  /@ requires 0 <= n;
     assigns \nothing;
     ensures \forall integer s, d; 0 <= cnt(s, d, n) <= n; @/
  void cnt_le(int n) {
    int u = 0;
    /@ loop invariant 0 <= u <= n;
       loop invariant \forall integer s, d; 0 <= cnt(s, d, u) <= u;
       loop assigns u;
       loop variant n - u; @/
    while (u < n) u++;
  }
*/

/*@ ghost
  /@ requires 0 <= r <= n;
     assigns \nothing;
     ensures \forall integer s, d; 0 <= s && d < pw(r) ==> cnt(s, d, n) == cnt(s, d, r); @/
  void cnt_tail(int r, int n) {
    pw_ge(r);
    int u = r;
    /@ loop invariant r <= u <= n && pw(u) >= pw(r);
       loop invariant \forall integer s, d; 0 <= s && d < pw(r) ==> cnt(s, d, u) == cnt(s, d, r);
       loop assigns u;
       loop variant n - u; @/
    while (u < n) u++;
  }
*/

/*@ mpi collective;
    mpi universal V;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && VM_NP <= MAXP;
    requires \valid(x);
    requires VM_pid == 0 ==> *x == V;
    requires \separated(VM_Pointers, x);
    assigns VM_GlobalVars, *x;
    ensures *x == V;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void bcast_tree(int *x, int rank, int nprocs) /*@ ghost (int V) */ {
  int mask;
  //@ ghost int r = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = cnt(s, d, VM_NP);
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = *buf == V;
        slevel(s, d, k) = d; */
  /*@ loop invariant 0 <= r <= nprocs && mask == pw(r) && 1 <= mask;
      loop invariant mask < 2 * nprocs;
      loop invariant VM_pid < mask ==> *x == V;
      loop invariant \forall integer q; 0 <= q < VM_NP ==>
          VM_rc[q] == cnt(q, VM_pid, r);
      loop invariant \forall integer q; 0 <= q < VM_NP ==>
          VM_sc[q] == cnt(VM_pid, q, r);
      loop invariant VM_pid >= mask ==> VM_level == 0;
      loop invariant 0 <= VM_level < VM_pid + mask;
      loop assigns mask, r, *x, VM_level, VM_sc[0 .. VM_NP - 1], VM_rc[0 .. VM_NP - 1];
      loop variant nprocs - mask; */
  for (mask = 1; mask < nprocs; mask *= 2) {
    //@ ghost pw_ge(r);
    //@ ghost cnt_mono(r + 1, nprocs);
    //@ ghost cnt_le(nprocs);
    if (rank < mask) {
      if (rank + mask < nprocs)
        MPI_Send(x, 1, MPI_INT, rank + mask, TAG, MPI_COMM_WORLD);
    } else if (rank < 2 * mask) {
      MPI_Recv(x, 1, MPI_INT, rank - mask, TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    //@ ghost r++;
  }
  //@ ghost pw_ge(r);
  //@ ghost cnt_tail(r, nprocs);
  //@ mpi end region 1;
  //@ mpi end regions;
}

int main(int argc, char **argv) {
  int rank, nprocs, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  x = rank == 0 ? 42 : -1;
  bcast_tree(&x, rank, nprocs) /*@ ghost (42) */;
  if (x != 42) printf("rank %d: WRONG %d\n", rank, x);
  else printf("rank %d: ok %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
