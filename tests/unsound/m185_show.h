/*@ requires \valid(p);
    terminates \true; exits \false; assigns \nothing; */
static void show(int *p) {
  printf("%n", p);
}
