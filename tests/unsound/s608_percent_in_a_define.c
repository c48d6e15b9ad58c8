/* S608 (hunt 156). Frama-C reads its preprocessing command as a template
 * (`%i`, `%o`, `%args`, `%%`), and vmfc passed the user's `-D` options into
 * it as they were: `-D 'S="%%d"'` was the string "%d" in the proof and
 * "%%d" in the build (with `-D 'Q=%i ...'` and a quote in TMPDIR, the
 * rest of an option even reached the shell). The assertion `s[1] == 'd'`
 * was proved; the build has s[1] == '%'. Each `%` of vmfc's command is now
 * text (`%%`), and the template places Frama-C's options and files. */
//! expect: assert
//! define: S="%%d"
//! run: 1
#include <mpi.h>
#include <assert.h>

/*@ mpi collective;
    requires VM_state == VM_Uninitialized;
*/
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  char s[] = S;
  //! here (next line)
  //@ assert s[1] == 'd';
  assert(s[1] == 'd');
  MPI_Finalize();
  return 0;
}
