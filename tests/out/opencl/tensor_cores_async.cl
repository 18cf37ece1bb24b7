#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void tensor_cores_async(double alpha, double beta, global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2, global double* E, long E_shape2, global double* F, long F_shape2, global double* D, long D_shape2) {
    local uchar stack[16384] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global double* a = A + g * 4096;
    global double* b = B + g * 4096;
    global double* c = C + g * 4096;
    long i = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 8;
    long j_2 = (long)get_local_id(1) + 16;
    long j_3 = (long)get_local_id(1) + 24;
    long j_4 = (long)get_local_id(1) + 32;
    long j_5 = (long)get_local_id(1) + 40;
    long j_6 = (long)get_local_id(1) + 48;
    long j_7 = (long)get_local_id(1) + 56;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    double c04 = 0.0;
    double c05 = 0.0;
    double c06 = 0.0;
    double c07 = 0.0;
    #pragma unroll
    for (long k = 0; k < 64; ++k) {
        double a0 = a[i + k * 64];
        double b0 = b[k + j * 64];
        double b1 = b[k + j_1 * 64];
        double b2 = b[k + j_2 * 64];
        double b3 = b[k + j_3 * 64];
        double b4 = b[k + j_4 * 64];
        double b5 = b[k + j_5 * 64];
        double b6 = b[k + j_6 * 64];
        double b7 = b[k + j_7 * 64];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
        c04 += a0 * b4;
        c05 += a0 * b5;
        c06 += a0 * b6;
        c07 += a0 * b7;
    }
    c[i + j * 64] = alpha * c00 + beta * c[i + j * 64];
    c[i + j_1 * 64] = alpha * c01 + beta * c[i + j_1 * 64];
    c[i + j_2 * 64] = alpha * c02 + beta * c[i + j_2 * 64];
    c[i + j_3 * 64] = alpha * c03 + beta * c[i + j_3 * 64];
    c[i + j_4 * 64] = alpha * c04 + beta * c[i + j_4 * 64];
    c[i + j_5 * 64] = alpha * c05 + beta * c[i + j_5 * 64];
    c[i + j_6 * 64] = alpha * c06 + beta * c[i + j_6 * 64];
    c[i + j_7 * 64] = alpha * c07 + beta * c[i + j_7 * 64];
    global double* e = E + g * 6144;
    global double* f = F + g * 1792;
    global double* d = D + g * 4096;
    long i_1 = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long i_2 = (long)get_local_id(0) + 64;
    long ia_1 = (long)get_local_id(0) + 64;
    long j_8 = (long)get_local_id(1);
    long j_9 = (long)get_local_id(1) + 8;
    long j_10 = (long)get_local_id(1) + 16;
    long j_11 = (long)get_local_id(1) + 24;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    double c03_1 = 0.0;
    double c10 = 0.0;
    double c11 = 0.0;
    double c12 = 0.0;
    double c13 = 0.0;
    for (long k0 = 0; k0 < 48; k0 += 16) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 4; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 512;
            long pl = idx % 16;
            long il = idx / 16;
            ((local double*)stack)[il + pl * 128] = e[k0 + pl + il * 48];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long k_1 = 0; k_1 < 16; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)stack)[ia + k_1 * 128];
            double a1 = ((local double*)stack)[ia_1 + k_1 * 128];
            double b0_1 = f[kg + j_8 * 56];
            double b1_1 = f[kg + j_9 * 56];
            double b2_1 = f[kg + j_10 * 56];
            double b3_1 = f[kg + j_11 * 56];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c02_1 += a0_1 * b2_1;
            c03_1 += a0_1 * b3_1;
            c10 += a1 * b0_1;
            c11 += a1 * b1_1;
            c12 += a1 * b2_1;
            c13 += a1 * b3_1;
        }
    }
    d[i_1 + j_8 * 128] = c00_1;
    d[i_1 + j_9 * 128] = c01_1;
    d[i_1 + j_10 * 128] = c02_1;
    d[i_1 + j_11 * 128] = c03_1;
    d[i_2 + j_8 * 128] = c10;
    d[i_2 + j_9 * 128] = c11;
    d[i_2 + j_10 * 128] = c12;
    d[i_2 + j_11 * 128] = c13;
}
