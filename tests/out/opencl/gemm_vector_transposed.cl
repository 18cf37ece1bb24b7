#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void gemm_vector_transposed(float alpha, float beta, global float* A1, global float* B1, global float* C1, global double* A2, global double* B2, global double* C2, global float* A3, global float* B3, global float* C3, global double* A4, global double* B4, global double* C4) {
    local uchar stack[16384] __attribute__((aligned(64)));
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 2; ++t) {
        long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 512;
        if (idx < 576) {
            long pl = idx % 9;
            long il = idx / 9;
            ((local float*)stack)[il + pl * 64] = A1[pl + min(il, 55L) * 9];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long jb = min(j, 8L);
    long j_1 = (long)get_local_id(1) + 8;
    long jb_1 = min(j_1, 8L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        float a0 = ((local float*)stack)[ia + k * 64];
        float b0 = B1[k + jb * 9];
        float b1 = B1[k + jb_1 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
    }
    if (i < 56) {
        if (j < 9) {
            C1[i + j * 56] = alpha * c00 + beta * C1[i + j * 56];
        }
        if (j_1 < 9) {
            C1[i + j_1 * 56] = alpha * c01 + beta * C1[i + j_1 * 56];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 3; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_1 * 512;
        if (idx_1 < 1344) {
            long pl_1 = idx_1 % 21;
            long il_1 = idx_1 / 21;
            ((local double*)stack)[il_1 + pl_1 * 64] = A2[pl_1 + min(il_1, 19L) * 21];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_2 = (long)get_local_id(1);
    long jb_2 = min(j_2, 12L);
    long j_3 = (long)get_local_id(1) + 8;
    long jb_3 = min(j_3, 12L);
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 21; ++k_1) {
        double a0_1 = ((local double*)stack)[ia_1 + k_1 * 64];
        double b0_1 = B2[jb_2 + k_1 * 13];
        double b1_1 = B2[jb_3 + k_1 * 13];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
    }
    if (i_1 < 20) {
        if (j_2 < 13) {
            C2[i_1 + j_2 * 20] = c00_1;
        }
        if (j_3 < 13) {
            C2[i_1 + j_3 * 20] = c01_1;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_2 = 0; t_2 < 4; ++t_2) {
        long idx_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_2 * 512;
        long pl_2 = idx_2 % 32;
        long il_2 = idx_2 / 32;
        ((local float*)stack)[il_2 + pl_2 * 64] = A3[pl_2 + min(il_2, 31L) * 32];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_2 = (long)get_local_id(0);
    long j_4 = (long)get_local_id(1);
    long j_5 = (long)get_local_id(1) + 8;
    long j_6 = (long)get_local_id(1) + 16;
    long j_7 = (long)get_local_id(1) + 24;
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 32; ++k_2) {
        float a0_2 = ((local float*)stack)[ia_2 + k_2 * 64];
        float b0_2 = B3[k_2 + j_4 * 32];
        float b1_2 = B3[k_2 + j_5 * 32];
        float b2 = B3[k_2 + j_6 * 32];
        float b3 = B3[k_2 + j_7 * 32];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02 += a0_2 * b2;
        c03 += a0_2 * b3;
    }
    if (i_2 < 32) {
        C3[i_2 + j_4 * 32] = C3[i_2 + j_4 * 32] + c00_2;
        C3[i_2 + j_5 * 32] = C3[i_2 + j_5 * 32] + c01_2;
        C3[i_2 + j_6 * 32] = C3[i_2 + j_6 * 32] + c02;
        C3[i_2 + j_7 * 32] = C3[i_2 + j_7 * 32] + c03;
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = (long)get_local_id(0);
    long j_8 = (long)get_local_id(1);
    long j_9 = (long)get_local_id(1) + 8;
    long j_10 = (long)get_local_id(1) + 16;
    long j_11 = (long)get_local_id(1) + 24;
    long j_12 = (long)get_local_id(1) + 32;
    long j_13 = (long)get_local_id(1) + 40;
    long j_14 = (long)get_local_id(1) + 48;
    double c00_3 = 0.0;
    double c01_3 = 0.0;
    double c02_1 = 0.0;
    double c03_1 = 0.0;
    double c04 = 0.0;
    double c05 = 0.0;
    double c06 = 0.0;
    for (long k0 = 0; k0 < 56; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t_3 = 0; t_3 < 4; ++t_3) {
            long idx_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_3 * 512;
            long pl_3 = idx_3 % 32;
            long il_3 = idx_3 / 32;
            ((local double*)stack)[il_3 + pl_3 * 64] = A4[min(k0 + pl_3, 55L) + min(il_3, 8L) * 56];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 56 - k0);
        #pragma unroll
        for (long k_3 = 0; k_3 < kn; ++k_3) {
            long kg = k0 + k_3;
            double a0_3 = ((local double*)stack)[ia_3 + k_3 * 64];
            double b0_3 = B4[kg + j_8 * 56];
            double b1_3 = B4[kg + j_9 * 56];
            double b2_1 = B4[kg + j_10 * 56];
            double b3_1 = B4[kg + j_11 * 56];
            double b4 = B4[kg + j_12 * 56];
            double b5 = B4[kg + j_13 * 56];
            double b6 = B4[kg + j_14 * 56];
            c00_3 += a0_3 * b0_3;
            c01_3 += a0_3 * b1_3;
            c02_1 += a0_3 * b2_1;
            c03_1 += a0_3 * b3_1;
            c04 += a0_3 * b4;
            c05 += a0_3 * b5;
            c06 += a0_3 * b6;
        }
    }
    if (i_3 < 9) {
        C4[i_3 + j_8 * 9] = C4[i_3 + j_8 * 9] + c00_3;
        C4[i_3 + j_9 * 9] = C4[i_3 + j_9 * 9] + c01_3;
        C4[i_3 + j_10 * 9] = C4[i_3 + j_10 * 9] + c02_1;
        C4[i_3 + j_11 * 9] = C4[i_3 + j_11 * 9] + c03_1;
        C4[i_3 + j_12 * 9] = C4[i_3 + j_12 * 9] + c04;
        C4[i_3 + j_13 * 9] = C4[i_3 + j_13 * 9] + c05;
        C4[i_3 + j_14 * 9] = C4[i_3 + j_14 * 9] + c06;
    }
}
