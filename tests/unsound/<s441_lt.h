/* S441's header, whose name begins with `<`: a contract on the C library's
   `strlen`. */
/*@ ensures \result == 0; */
size_t strlen(const char *s);
