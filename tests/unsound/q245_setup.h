/* q245: a helper declared here, defined elsewhere (its body calls MPI_Init). */
#include <mpi.h>
/*@ requires VM_state == VM_Uninitialized;
    terminates \true;
    exits \false;
    assigns VM_state, VM_NP, VM_pid, VM_sc[0 .. INT_MAX - 1], VM_rc[0 .. INT_MAX - 1];
    ensures VM_Init && VM_state == VM_Active;
*/
void setup(void);
