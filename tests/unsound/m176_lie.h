/* The definition of m176's `lie`, without the contract its prototype has. */
static void lie(void) { }
