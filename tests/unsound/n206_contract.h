/*@ terminates \true; exits \false; assigns \nothing; ensures \result == 1; */
