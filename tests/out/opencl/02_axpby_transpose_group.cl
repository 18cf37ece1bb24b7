#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void transpose_add(double alpha, global double*global* A, global double*global* B) {
    long g = (long)get_global_id(2);
    global double* a = A[g];
    global double* b = B[g];
    for (long j = (long)get_local_id(1); j < 5; j += 2) {
        for (long i = (long)get_local_id(0); i < 8; i += 32) {
            b[i + j * 8] = b[i + j * 8] + alpha * a[j + i * 5];
        }
    }
}
