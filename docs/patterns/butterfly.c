/* butterfly.c (docs/patterns.md) -- recursive doubling: in round r (mask =
 * 2^r) every process exchanges with the process whose rank differs from its
 * own in bit r, the partner `rank ^ mask` of MPI libraries' allreduce,
 * written with a running quotient q = rank / mask instead of `^` (the
 * provers know nothing of `^`). A partner beyond the last process is
 * skipped, so every number of processes is proved, not only powers of two.
 * Here each process keeps the larger of its value and what it receives
 * (values within the bound the message invariant states): with a power of
 * two processes every one ends with the maximum of all; with other counts
 * some do not (3 processes: rank 1 never hears from rank 2), which MPI
 * libraries fix with a step before and after the rounds (ranks from the
 * largest power of two on fold their value into rank - 2^k first and get
 * the result back last). The contract promises only the bound. */
#include <mpi.h>
#include <stdio.h>
#define TAG 7
#define MAXP 1048576
#define BOUND 1000000

/*@ logic integer pw(integer r) = r <= 0 ? 1 : 2 * pw(r - 1); */
/* quo(s, j): s / 2^j, one halving at a time. */
/*@ logic integer quo(integer s, integer j) = j <= 0 ? s : quo(s / 2, j - 1); */
/* partner(s, j): s with bit j flipped. */
/*@ logic integer partner(integer s, integer j) =
      quo(s, j) % 2 == 0 ? s + pw(j) : s - pw(j); */
/*@ logic integer ind(integer s, integer d, integer j) = partner(s, j) == d ? 1 : 0; */
/*@ logic integer cnt(integer s, integer d, integer n) =
      n <= 0 ? 0 : cnt(s, d, n - 1) + ind(s, d, n - 1); */

/*@ ghost
  /@ requires 0 <= r;
     assigns \nothing;
     ensures pw(r) >= r + 1 && pw(r + 1) == 2 * pw(r); @/
  void pw_ge(int r) {
    int t = 0;
    /@ loop invariant 0 <= t <= r && pw(t) >= t + 1;
       loop assigns t;
       loop variant r - t; @/
    while (t < r) t++;
  }
*/

/*@ ghost
  /@ requires 0 <= r;
     assigns \nothing;
     ensures \forall integer s; 0 <= s ==> quo(s, r + 1) == quo(s, r) / 2 && quo(s, r) >= 0;
     ensures \forall integer s; 0 <= s < pw(r) ==> quo(s, r) == 0; @/
  void quo_half(int r) {
    int u = 0;
    /@ loop invariant 0 <= u <= r;
       loop invariant \forall integer s; 0 <= s ==> quo(s, u + 1) == quo(s, u) / 2 && quo(s, u) >= 0;
       loop invariant \forall integer s; 0 <= s < pw(u) ==> quo(s, u) == 0;
       loop assigns u;
       loop variant r - u; @/
    while (u < r) u++;
  }
*/

/* Adding 2^r to s adds one to s / 2^r. */
/*@ ghost
  /@ requires 0 <= r;
     assigns \nothing;
     ensures \forall integer s; 0 <= s ==> quo(s + pw(r), r) == quo(s, r) + 1; @/
  void quo_shift(int r) {
    int u = 0;
    /@ loop invariant 0 <= u <= r && pw(u) >= 1;
       loop invariant \forall integer s; 0 <= s ==> quo(s + pw(u), u) == quo(s, u) + 1;
       loop assigns u;
       loop variant r - u; @/
    while (u < r) {
      /@ assert pw(u + 1) == 2 * pw(u); @/
      /@ assert \forall integer s; 0 <= s ==> (s + pw(u + 1)) / 2 == s / 2 + pw(u); @/
      /@ assert \forall integer s; 0 <= s ==> quo(s + pw(u + 1), u + 1) == quo(s / 2 + pw(u), u); @/
      /@ assert \forall integer s; 0 <= s ==> quo(s, u + 1) == quo(s / 2, u); @/
      u++;
    }
  }
*/

/* Partners go by pairs: s's partner has s for partner. */
/*@ ghost
  /@ requires 0 <= r;
     assigns \nothing;
     ensures \forall integer s; 0 <= s ==> partner(s, r) >= 0;
     ensures \forall integer s, d; 0 <= s && 0 <= d ==>
       (partner(s, r) == d <==> partner(d, r) == s); @/
  void partner_sym(int r) {
    pw_ge(r);
    quo_half(r);
    quo_shift(r);
    /@ assert \forall integer s; 0 <= s && quo(s, r) % 2 != 0 ==> s >= pw(r); @/
    /@ assert \forall integer s; 0 <= s && quo(s, r) % 2 == 0 ==> partner(s + pw(r), r) == s; @/
    /@ assert \forall integer s; 0 <= s && quo(s, r) % 2 != 0 ==> partner(s - pw(r), r) == s; @/
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

/* The rounds from r on add nothing between processes below pw(r). */
/*@ ghost
  /@ requires 0 <= r <= n;
     assigns \nothing;
     ensures \forall integer s, d; 0 <= s < pw(r) && 0 <= d < pw(r) ==> cnt(s, d, n) == cnt(s, d, r); @/
  void cnt_tail(int r, int n) {
    int u = r;
    /@ loop invariant r <= u <= n && pw(u) >= pw(r);
       loop invariant \forall integer s, d; 0 <= s < pw(r) && 0 <= d < pw(r) ==> cnt(s, d, u) == cnt(s, d, r);
       loop assigns u;
       loop variant n - u; @/
    while (u < n) {
      quo_half(u);
      pw_ge(u);
      u++;
    }
  }
*/

/*@ mpi collective;
    requires VM_Init && VM_state == VM_Active;
    requires rank == VM_pid && nprocs == VM_NP && VM_NP <= MAXP;
    requires \valid(x) && 0 <= *x <= BOUND;
    requires \separated(VM_Pointers, x);
    assigns VM_GlobalVars, *x;
    ensures \old(*x) <= *x <= BOUND;
    ensures VM_UnchangedGlobal{Pre, Here};
*/
void allmax(int *x, int rank, int nprocs) {
  int mask, q = rank, other;
  //@ ghost int r = 0;
  /*@ mpi begin regions: nregions = 1; region(i) = 1; */
  /*@ mpi begin region 1:
        nummsg(s, d) = cnt(s, d, VM_NP);
        mcount(s, d, k) = 1;
        mdtype(s, d, k) = MPI_INT;
        msgtag(s, d, k) = TAG;
        msginv(s, d, k, buf, count, dt) = 0 <= *buf <= BOUND;
        slevel(s, d, k) = s < d ? d - s : s - d; */
  /*@ loop invariant 0 <= r <= nprocs && mask == pw(r) && 1 <= mask;
      loop invariant mask < 2 * nprocs;
      loop invariant q == quo(rank, r);
      loop invariant \at(*x, Pre) <= *x <= BOUND;
      loop invariant \forall integer p; 0 <= p < VM_NP ==>
          VM_rc[p] == cnt(p, VM_pid, r);
      loop invariant \forall integer p; 0 <= p < VM_NP ==>
          VM_sc[p] == cnt(VM_pid, p, r);
      loop invariant 0 <= VM_level < mask;
      loop assigns mask, q, r, other, *x, VM_level, VM_sc[0 .. VM_NP - 1], VM_rc[0 .. VM_NP - 1];
      loop variant nprocs - mask; */
  for (mask = 1; mask < nprocs; mask *= 2) {
    //@ ghost pw_ge(r);
    //@ ghost quo_half(r);
    //@ ghost partner_sym(r);
    //@ ghost cnt_mono(r + 1, nprocs);
    //@ ghost cnt_le(nprocs);
    int partner = q % 2 == 0 ? rank + mask : rank - mask;
    if (partner < nprocs) {
      MPI_Sendrecv(x, 1, MPI_INT, partner, TAG, &other, 1, MPI_INT, partner,
                   TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (other > *x)
        *x = other;
    }
    q = q / 2;
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
  if (nprocs > MAXP) MPI_Abort(MPI_COMM_WORLD, 1);
  x = (rank * 37) % 101;
  allmax(&x, rank, nprocs);
  printf("rank %d: max %d\n", rank, x);
  MPI_Finalize();
  return 0;
}
