/* The header of r247: `pick`'s contract, its definition in another file. */
/*@ requires \valid(out);
    terminates \true;
    exits \false;
    assigns *out;
    ensures \valid(*out); */
void pick(int **out);
