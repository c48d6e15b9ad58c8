/* Partner of a rank in the pairing 0-1, 2-3, ... */
/*@ requires 0 <= rank < 1000;
    terminates \true;
    assigns \nothing;
    ensures rank % 2 == 0 ==> \result == rank + 1;
    exits \false; */
static int partner_of(int rank) {
  int p = rank % 2 == 0 ? rank + 2 : rank - 1;
  if (rank % 2 == 0) {
    //@ admit p == rank + 1;
  }
  return p;
}
