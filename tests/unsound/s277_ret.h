MPI_Finalize();
return 0;
