/* S457: glibc's <stdio.h> includes <bits/wordsize.h>, found here first by
   vmfc's preprocessing and the build; Frama-C's C library never reads it. */
#define __WORDSIZE 64
#define __WORDSIZE_TIME64_COMPAT32 1
#define __SYSCALL_WORDSIZE 64
#define ROOT 1
