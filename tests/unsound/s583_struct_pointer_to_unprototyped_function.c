/* S583 (hunt 139). `void g();` declared without a prototype, `g(&s)` then
   `g(char *p)` defined after: the argument was checked against no
   parameter, and Frama-C took the definition's `char *`. An argument past
   the declared parameters is read as one for `void *`. */
//! expect: error
#include <mpi.h>
#include <assert.h>

struct BB { char c; _Bool f; };

void g();

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  struct BB s = {0, 0};
  char t[2] = {0, 0};
  MPI_Init(&argc, &argv);
  g(t);
  g(&s); //! here
  assert(s.f == 0);
  MPI_Finalize();
  return 0;
}

/*@ requires \valid(p + (0 .. 1));
    assigns p[0 .. 1];
*/
void g(char *p) { p[0] = 1; p[1] = 1; }
