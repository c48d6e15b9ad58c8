/* S609 (hunts 157, 158). A `const` local written through a cast that
 * drops the qualifier: `MPI_Comm_rank` stores the rank into `c`. Writing a
 * `const` object is undefined (C11 6.7.3p6); GCC at -O1 and above keeps
 * using 7, while Wp, which knows only whole `const` globals to be
 * read-only, proved `\valid((int *)&c)` and the assertion (22/22). A
 * conversion that drops `const` or `volatile` from a pointer's target in
 * a verified function is now an error (GCC's -Wcast-qual). */
//! expect: error
//! run: 2
//! cflags: -O2
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  const int c = 7;
  int r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, (int *)&c); //! here
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  //@ assert c == r;
  assert(c == r);
  MPI_Finalize();
  return 0;
}
