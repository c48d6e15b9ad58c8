
int helper(int r) { return r + 42; }
