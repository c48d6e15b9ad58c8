/* S332 (hunt 38): s311 through `uintptr_t zq __attribute__((unused))`: the check of
 * the printed program looked declarations up by name, did not read this
 * one (a C library type, an attribute after the name), and took `zq` for
 * a pointer because another function declares `int *zq`. Variables are
 * now read by identity (Frama-C's `printer:vid` marks).
 * vmfc was: "Proved". */
//! expect: rejected
#include <mpi.h>
#include <stdint.h>

void other(void) {
  int *zq = 0;
  (void)zq;
}

/*@ requires \valid(x);
    terminates \true; exits \false;
    assigns *x;
    ensures *x == 5; */
void set(int *x) {
  *x = 4;
  //@ ghost uintptr_t zq __attribute__((unused)) = (uintptr_t)x;
  //@ ghost *(int \ghost *)zq = 5; //! here
}
