/* project configuration */
#define ROOT_SKIPS_SYNC 0
#ifndef __pid_t_defined
typedef int pid_t;
#define __pid_t_defined
#endif
