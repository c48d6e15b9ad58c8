/* A header of m189_header_ghost_function_loops.c: a ghost function that
 * never returns, so its postcondition holds vacuously. */
/*@ ghost
  /@ assigns \nothing;
     ensures 1 == 2; @/
  void spin(void) {
    while (1) ;
  }
*/
