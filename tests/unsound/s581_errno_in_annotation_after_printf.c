/* S581 (hunt 137). `errno == \at(errno, Pre)` after `printf` and
   `fflush` to a full device was proved (their contracts assign
   nothing); glibc sets ENOSPC. `errno` in an annotation is an error. */
//! expect: error
#include <mpi.h>
#include <stdio.h>
#include <errno.h>

/*@ assigns \nothing;
    ensures errno == \old(errno); */ //! here
void hello(void) {
  printf("hello\n");
  fflush(stdout);
  //@ assert errno == \at(errno, Pre);
}

int main(int argc, char **argv) {
  freopen("/dev/full", "w", stdout); /* the output fails: ENOSPC */
  errno = 0;
  hello();
  fprintf(stderr, "errno after hello() = %d\n", errno);
  return errno != 0;
}
