/* The configuration of M132: ROUNDS unless the program set it. */
#include "iso646.h"
#ifndef ROUNDS
#define ROUNDS 1
#endif
