/* I48. A verified main may assume what C guarantees its parameters
 * (argc >= 0, argv an argument vector) only when the environment calls it:
 * a program that calls main itself passes what it likes, and with that
 * assumption this assertion would be proved. */
//! expect: assert
#include <mpi.h>

/*@ decreases argc + 1;
    assigns \nothing;
*/
int main(int argc, char **argv) {
  //@ assert argc >= 0; //! here
  if (argc > 0)
    return main(-1, argv);
  return 0;
}
