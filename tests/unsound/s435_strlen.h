/* S435's header: a contract on the C library's `strlen`. */
/*@ ensures \result == 0; */
size_t strlen(const char *s);
