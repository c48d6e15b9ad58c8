  /* synchronise */ // note//@ admit \false;
