/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 42; */
int helper(int r);
