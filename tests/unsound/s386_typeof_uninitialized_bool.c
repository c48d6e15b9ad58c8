/* S386 (hunt 46): `__typeof__((_Bool)0) b;` declares an uninitialised `_Bool` that
 * the rule of s384 did not see: vmfc cannot type what `typeof` names, and its
 * rules that read declared types skipped it. `typeof` is an error.
 * vmfc was: "Proved"; the build read the stack's 7 (undefined, so not run). */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
typedef _Bool B;
/*@ terminates \true; exits \false; assigns \nothing;
    ensures 0 <= \result <= 1; */
int h(void) { __typeof__((_Bool)0) b; return b; } //! here
void fill(void) { volatile unsigned char a[64]; memset((void *)a, 7, sizeof a); }
int main(void) { fill(); printf("%d\n", h()); return 0; }
