#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void groups_gemm(global double*global* A, global long* A_shape0, global long* A_shape1, global long* A_stride1, long A_offset, global double*global* B, global long* B_shape0, global long* B_stride1, global double*global* C, global long* C_shape0, global long* C_stride1) {
    long g = (long)get_group_id(2);
    global double* a = A[g] + A_offset;
    long a_shape0 = A_shape0[g];
    long a_shape1 = A_shape1[g];
    long a_stride1 = A_stride1[g];
    global double* b = B[g];
    long b_shape0 = B_shape0[g];
    long b_stride1 = B_stride1[g];
    global double* c = C[g];
    long c_shape0 = C_shape0[g];
    long c_stride1 = C_stride1[g];
    for (long i0 = 0; i0 < c_shape0; i0 += 64) {
        long i = i0 + (long)get_local_id(0);
        long ia = min(i, c_shape0 - 1);
        long j = (long)get_local_id(1);
        long j_1 = (long)get_local_id(1) + 2;
        long j_2 = (long)get_local_id(1) + 4;
        double c00 = 0.0;
        double c01 = 0.0;
        double c02 = 0.0;
        for (long k = 0; k < a_shape1; ++k) {
            double a0 = a[ia + k * a_stride1];
            double b0 = b[k + j * b_stride1];
            double b1 = b[k + j_1 * b_stride1];
            double b2 = b[k + j_2 * b_stride1];
            c00 += a0 * b0;
            c01 += a0 * b1;
            c02 += a0 * b2;
        }
        if (i < c_shape0) {
            c[i + j * c_stride1] = c00 + 2.0 * c[i + j * c_stride1];
            c[i + j_1 * c_stride1] = c01 + 2.0 * c[i + j_1 * c_stride1];
            c[i + j_2 * c_stride1] = c02 + 2.0 * c[i + j_2 * c_stride1];
        }
    }
}
