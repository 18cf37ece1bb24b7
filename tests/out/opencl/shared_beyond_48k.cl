#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void shared_beyond_48k(global double* A, long A_shape2, global double* B, global double* C, long C_shape2, global double* y, long y_shape1) {
    local uchar stack[50624] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global double* a = A + g * 3136;
    global double* c = C + g * 3136;
    global double* yg = y + g * 56;
    local double* T = (local double*)stack;
    local double* U = (local double*)(stack + 25088);
    local double* s = (local double*)(stack + 50176);
    for (long c_1 = 0; c_1 < 2; ++c_1) {
        long base = (long)get_local_id(0) + 64 * (long)get_local_id(1) + c_1 * 2048;
        double v;
        if (base < 3136) {
            v = a[base];
        }
        long i = base + 512;
        double v_1;
        if (i < 3136) {
            v_1 = a[i];
        }
        long i_1 = base + 1024;
        double v_2;
        if (i_1 < 3136) {
            v_2 = a[i_1];
        }
        long i_2 = base + 1536;
        double v_3;
        if (i_2 < 3136) {
            v_3 = a[i_2];
        }
        if (base < 3136) {
            T[base] = v;
        }
        if (i < 3136) {
            T[i] = v_1;
        }
        if (i_1 < 3136) {
            T[i_1] = v_2;
        }
        if (i_2 < 3136) {
            T[i_2] = v_3;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_3 = (long)get_local_id(0);
    long ia = min(i_3, 55L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 8;
    long j_2 = (long)get_local_id(1) + 16;
    long j_3 = (long)get_local_id(1) + 24;
    long j_4 = (long)get_local_id(1) + 32;
    long j_5 = (long)get_local_id(1) + 40;
    long j_6 = (long)get_local_id(1) + 48;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    double c04 = 0.0;
    double c05 = 0.0;
    double c06 = 0.0;
    #pragma unroll
    for (long k = 0; k < 56; ++k) {
        double a0 = T[ia + k * 56];
        double b0 = B[k + j * 56];
        double b1 = B[k + j_1 * 56];
        double b2 = B[k + j_2 * 56];
        double b3 = B[k + j_3 * 56];
        double b4 = B[k + j_4 * 56];
        double b5 = B[k + j_5 * 56];
        double b6 = B[k + j_6 * 56];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
        c04 += a0 * b4;
        c05 += a0 * b5;
        c06 += a0 * b6;
    }
    if (i_3 < 56) {
        U[i_3 + j * 56] = c00;
        U[i_3 + j_1 * 56] = c01;
        U[i_3 + j_2 * 56] = c02;
        U[i_3 + j_3 * 56] = c03;
        U[i_3 + j_4 * 56] = c04;
        U[i_3 + j_5 * 56] = c05;
        U[i_3 + j_6 * 56] = c06;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_4 = (long)get_local_id(0);
    long ia_1 = min(i_4, 55L);
    long j_7 = (long)get_local_id(1);
    long j_8 = (long)get_local_id(1) + 8;
    long j_9 = (long)get_local_id(1) + 16;
    long j_10 = (long)get_local_id(1) + 24;
    long j_11 = (long)get_local_id(1) + 32;
    long j_12 = (long)get_local_id(1) + 40;
    long j_13 = (long)get_local_id(1) + 48;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    double c03_1 = 0.0;
    double c04_1 = 0.0;
    double c05_1 = 0.0;
    double c06_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 56; ++k_1) {
        double a0_1 = U[k_1 + ia_1 * 56];
        double b0_1 = T[k_1 + j_7 * 56];
        double b1_1 = T[k_1 + j_8 * 56];
        double b2_1 = T[k_1 + j_9 * 56];
        double b3_1 = T[k_1 + j_10 * 56];
        double b4_1 = T[k_1 + j_11 * 56];
        double b5_1 = T[k_1 + j_12 * 56];
        double b6_1 = T[k_1 + j_13 * 56];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
        c03_1 += a0_1 * b3_1;
        c04_1 += a0_1 * b4_1;
        c05_1 += a0_1 * b5_1;
        c06_1 += a0_1 * b6_1;
    }
    if (i_4 < 56) {
        c[i_4 + j_7 * 56] = c[i_4 + j_7 * 56] + 0.5 * c00_1;
        c[i_4 + j_8 * 56] = c[i_4 + j_8 * 56] + 0.5 * c01_1;
        c[i_4 + j_9 * 56] = c[i_4 + j_9 * 56] + 0.5 * c02_1;
        c[i_4 + j_10 * 56] = c[i_4 + j_10 * 56] + 0.5 * c03_1;
        c[i_4 + j_11 * 56] = c[i_4 + j_11 * 56] + 0.5 * c04_1;
        c[i_4 + j_12 * 56] = c[i_4 + j_12 * 56] + 0.5 * c05_1;
        c[i_4 + j_13 * 56] = c[i_4 + j_13 * 56] + 0.5 * c06_1;
    }
    for (long i_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_5 < 56; i_5 += 512) {
        double acc = 0.0;
        for (long k_2 = 0; k_2 < 56; ++k_2) {
            acc += U[i_5 + k_2 * 56];
        }
        s[i_5] = acc;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_6 < 56; i_6 += 512) {
        yg[i_6] = s[i_6];
    }
}
