/* S590 (hunt 139). A C variable named `assigns` in `assert assigns ==
   assigns && errno == \at(errno, Pre)` opened an `assigns` clause for the
   rule on `errno`, which let the rest pass. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <errno.h>

int assigns;

/*@ assigns \nothing; */
void hello(void) {
  printf("hello\n");
  fflush(stdout);
  //@ assert assigns == assigns && errno == \at(errno, Pre); //! here
}

int main(int argc, char **argv) {
  freopen("/dev/full", "w", stdout); /* the output fails: ENOSPC */
  errno = 0;
  hello();
  fprintf(stderr, "errno after hello() = %d\n", errno);
  return errno != 0;
}
