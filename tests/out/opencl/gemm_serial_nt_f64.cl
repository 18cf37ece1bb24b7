#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 3, 1)))
void nt(global double*global* A, long A_offset, global double* B, long B_shape2, global double* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global double* a = A[g] + A_offset;
    global double* b = B + g * 108;
    global double* c = C + g * 192;
    long i = (long)get_local_id(0);
    long ia = min(i, 15L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    long j_3 = (long)get_local_id(1) + 9;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        double a0 = a[ia + k * 16];
        double b0 = b[j + k * 12];
        double b1 = b[j_1 + k * 12];
        double b2 = b[j_2 + k * 12];
        double b3 = b[j_3 + k * 12];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i < 16) {
        c[i + j * 16] = c00;
        c[i + j_1 * 16] = c01;
        c[i + j_2 * 16] = c02;
        c[i + j_3 * 16] = c03;
    }
}
