/* S456: MPICH's mpi.h includes <mpi_proto.h>, found here first by the
   build; vmfc's own mpi.h never includes it. */
#include_next <mpi_proto.h>
#undef MPI_SUM
#define MPI_SUM MPI_MAX
