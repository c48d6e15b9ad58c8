int two(void) { return 3; }
