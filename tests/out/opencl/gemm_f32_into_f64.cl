#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 4, 1)))
void k(global float* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2, global double* T, long T_shape2, global double* S, long S_shape2, global double* U, long U_shape2, global double* V, long V_shape2) {
    local uchar stack[2048] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 256;
    global float* b = B + g * 256;
    global double* c = C + g * 256;
    global double* t = T + g * 256;
    global double* s = S + g * 15;
    global double* u = U + g * 256;
    global double* v = V + g * 256;
    long i = (long)get_local_id(0);
    long ia = min(i, 15L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 4;
    long j_2 = (long)get_local_id(1) + 8;
    long j_3 = (long)get_local_id(1) + 12;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    #pragma unroll
    for (long k = 0; k < 16; ++k) {
        float a0 = a[ia + k * 16];
        float b0 = b[k + j * 16];
        float b1 = b[k + j_1 * 16];
        float b2 = b[k + j_2 * 16];
        float b3 = b[k + j_3 * 16];
        c00 += (double)(a0 * b0);
        c01 += (double)(a0 * b1);
        c02 += (double)(a0 * b2);
        c03 += (double)(a0 * b3);
    }
    if (i < 16) {
        c[i + j * 16] = c00;
        c[i + j_1 * 16] = c01;
        c[i + j_2 * 16] = c02;
        c[i + j_3 * 16] = c03;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 4; ++t_1) {
        long idx = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t_1 * 128;
        long pl = idx % 16;
        long il = idx / 16;
        ((local float*)stack)[il + pl * 32] = a[pl + min(il, 15L) * 16];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_4 = (long)get_local_id(1);
    long j_5 = (long)get_local_id(1) + 4;
    long j_6 = (long)get_local_id(1) + 8;
    long j_7 = (long)get_local_id(1) + 12;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    double c03_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 16; ++k_1) {
        float a0_1 = ((local float*)stack)[ia_1 + k_1 * 32];
        float b0_1 = b[k_1 + j_4 * 16];
        float b1_1 = b[k_1 + j_5 * 16];
        float b2_1 = b[k_1 + j_6 * 16];
        float b3_1 = b[k_1 + j_7 * 16];
        c00_1 += (double)(a0_1 * b0_1);
        c01_1 += (double)(a0_1 * b1_1);
        c02_1 += (double)(a0_1 * b2_1);
        c03_1 += (double)(a0_1 * b3_1);
    }
    if (i_1 < 16) {
        t[i_1 + j_4 * 16] = c00_1;
        t[i_1 + j_5 * 16] = c01_1;
        t[i_1 + j_6 * 16] = c02_1;
        t[i_1 + j_7 * 16] = c03_1;
    }
    global float* a5 = a;
    global float* b3_2 = b;
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 4L);
    long j_8 = (long)get_local_id(1);
    long jb = min(j_8, 2L);
    double c00_2 = 0.0;
    #pragma unroll
    for (long k_2 = 0; k_2 < 7; ++k_2) {
        float a0_2 = a5[ia_2 + k_2 * 16];
        float b0_2 = b3_2[k_2 + jb * 16];
        c00_2 += (double)(a0_2 * b0_2);
    }
    if (i_2 < 5) {
        if (j_8 < 3) {
            s[i_2 + j_8 * 5] = c00_2;
        }
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 15L);
    long j_9 = (long)get_local_id(1);
    long j_10 = (long)get_local_id(1) + 4;
    long j_11 = (long)get_local_id(1) + 8;
    long j_12 = (long)get_local_id(1) + 12;
    double c00_3 = 0.0;
    double c01_2 = 0.0;
    double c02_2 = 0.0;
    double c03_2 = 0.0;
    #pragma unroll
    for (long k_3 = 0; k_3 < 16; ++k_3) {
        float a0_3 = a[ia_3 + k_3 * 16];
        float b0_3 = b[k_3 + j_9 * 16];
        float b1_2 = b[k_3 + j_10 * 16];
        float b2_2 = b[k_3 + j_11 * 16];
        float b3_3 = b[k_3 + j_12 * 16];
        c00_3 += (double)(a0_3 * b0_3);
        c01_2 += (double)(a0_3 * b1_2);
        c02_2 += (double)(a0_3 * b2_2);
        c03_2 += (double)(a0_3 * b3_3);
    }
    if (i_3 < 16) {
        u[i_3 + j_9 * 16] = 0.10000000149011612 * c00_3;
        u[i_3 + j_10 * 16] = 0.10000000149011612 * c01_2;
        u[i_3 + j_11 * 16] = 0.10000000149011612 * c02_2;
        u[i_3 + j_12 * 16] = 0.10000000149011612 * c03_2;
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 15L);
    long j_13 = (long)get_local_id(1);
    long j_14 = (long)get_local_id(1) + 4;
    long j_15 = (long)get_local_id(1) + 8;
    long j_16 = (long)get_local_id(1) + 12;
    double c00_4 = 0.0;
    double c01_3 = 0.0;
    double c02_3 = 0.0;
    double c03_3 = 0.0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 16; ++k_4) {
        float a0_4 = a[ia_4 + k_4 * 16];
        float b0_4 = b[k_4 + j_13 * 16];
        float b1_3 = b[k_4 + j_14 * 16];
        float b2_3 = b[k_4 + j_15 * 16];
        float b3_4 = b[k_4 + j_16 * 16];
        c00_4 += (double)(a0_4 * b0_4);
        c01_3 += (double)(a0_4 * b1_3);
        c02_3 += (double)(a0_4 * b2_3);
        c03_3 += (double)(a0_4 * b3_4);
    }
    if (i_4 < 16) {
        v[i_4 + j_13 * 16] = 3.0 * c00_4;
        v[i_4 + j_14 * 16] = 3.0 * c01_3;
        v[i_4 + j_15 * 16] = 3.0 * c02_3;
        v[i_4 + j_16 * 16] = 3.0 * c03_3;
    }
}
