/*@ requires b != 0;
    terminates \true; exits \false; assigns \nothing; */
static int rem(int a, int b) {
  return a % b;
}
