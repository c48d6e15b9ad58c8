/* N206 (hunt 24): an included file ends with a function contract, and the
 * definition follows in the including file: Frama-C attaches the contract
 * (and trusts it at the call), vmfc saw a function without one and never
 * proved it. An included file that ends with a contract is now an error.
 * vmfc was: "Proved goals: 9 / 9". run: `assert(k == 1)` fails. */
//! expect: error n206_contract.h:1
//! run: 1
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

#include "n206_contract.h" //! here
int one(void) { return 2; }

/*@ requires VM_state == VM_Uninitialized; */
int main(int argc, char **argv) {
  int k = one();
  assert(k == 1);
  //@ assert k == 1;
  printf("%d\n", k);
  return 0;
}
