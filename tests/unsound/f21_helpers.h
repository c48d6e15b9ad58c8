/* A header of f21_header_function_sends.c: a verified function that sends. */
#define TAG 5

/*@ requires VM_Init && VM_state == VM_Active;
    assigns VM_GlobalVars;
*/
static void send_answer(int *x) {
  *x = 42;
  MPI_Send(x, 1, MPI_INT, 1, TAG, MPI_COMM_WORLD);
}
