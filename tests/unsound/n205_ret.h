  if (rank == 0) return 0;
