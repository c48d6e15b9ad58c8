//@ ghost typedef int GT;
