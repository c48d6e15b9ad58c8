/* A header of j49_header_contract_then_comment.c: a function whose
 * contract is separated from its definition by a plain comment, and which
 * never returns (so its postcondition holds vacuously). */
/*@ assigns \nothing;
    ensures 1 == 2; */
/* wait for the operator */
static void spin(void) {
  while (1)
    ;
}
