/* The header of r252: a false global invariant and a false type invariant. */
#ifndef R252_INV_H
#define R252_INV_H
int G = 0;
/*@ global invariant g_positive: G > 0; */
struct pair { int a; int b; };
/*@ type invariant pair_ok(struct pair p) = p.a > 0; */
#endif
