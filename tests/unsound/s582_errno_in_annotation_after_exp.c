/* S582 (hunt 137). `errno` unchanged by `exp(-800.0)` was proved; glibc
   sets ERANGE on underflow. */
//! expect: error
#include <mpi.h>
#include <errno.h>

/*@ assigns \nothing;
    ensures errno == \old(errno); */ //! here
double tiny(double x) {
  double r = exp(-800.0);
  //@ assert errno == \at(errno, Pre);
  return r;
}

int main(int argc, char **argv) {
  errno = 0;
  double r = tiny(1.0);
  printf("exp(-800) = %g, errno = %d\n", r, errno);
  return errno != 0;
}
