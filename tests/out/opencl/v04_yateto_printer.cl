#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void fused_gemm_3c1e(global double* I, long I_shape2, global double*global* star, long star_size, long star_offset, global double* kDivMT, global double*global* Q, long Q_size, long Q_offset) {
    local uchar stack[20416] __attribute__((aligned(64)));
    long x0 = (long)get_group_id(0);
    global double* x1 = I + x0 * 504;
    global double* x2 = star[x0] + star_offset;
    global double* x3 = Q[x0] + Q_offset;
    local double* x4 = (local double*)stack;
    global double* x6 = x1;
    global double* x7 = x2;
    local double* x9 = x4;
    long i = (long)get_local_id(0);
    long ia = min(i, 55L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        double a0 = x6[ia + k * 56];
        double b0 = x7[k + j * 9];
        double b1 = x7[k + j_1 * 9];
        double b2 = x7[k + j_2 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 56) {
        x9[i + j * 56] = c00;
        x9[i + j_1 * 56] = c01;
        x9[i + j_2 * 56] = c02;
    }
    global double* x11 = kDivMT;
    local double* x12 = x4;
    global double* x14 = x3;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    for (long k0 = 0; k0 < 56; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 11; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
            if (idx < 2048) {
                long pl = idx % 32;
                long il = idx / 32;
                ((local double*)(stack + 4032))[il + pl * 64] = x11[min(k0 + pl, 55L) + min(il, 55L) * 56];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 56 - k0);
        #pragma unroll
        for (long k_1 = 0; k_1 < kn; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)(stack + 4032))[ia_1 + k_1 * 64];
            double b0_1 = x12[kg + j_3 * 56];
            double b1_1 = x12[kg + j_4 * 56];
            double b2_1 = x12[kg + j_5 * 56];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c02_1 += a0_1 * b2_1;
        }
    }
    if (i_1 < 56) {
        x14[i_1 + j_3 * 56] = x14[i_1 + j_3 * 56] + -0.5 * c00_1;
        x14[i_1 + j_4 * 56] = x14[i_1 + j_4 * 56] + -0.5 * c01_1;
        x14[i_1 + j_5 * 56] = x14[i_1 + j_5 * 56] + -0.5 * c02_1;
    }
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void copyscaleadd_8d2b(double alpha, global double* A, long A_shape3, global double*global* B, long B_size, long B_offset) {
    long x0 = (long)get_group_id(0);
    global double* x1 = A + x0 * 108;
    global double* x2 = B[x0] + B_offset;
    for (long x3 = 1; x3 < 3; ++x3) {
        global double* x4 = x1 + x3 * 36;
        global double* x5 = x2 + x3 * 36;
        barrier(CLK_GLOBAL_MEM_FENCE);
        for (long c = 0; c < 1; ++c) {
            long base = (long)get_local_id(0) + c * 64;
            double v;
            double o;
            if (base < 36) {
                v = x4[base];
                o = x5[base];
            }
            long i = base + 32;
            double v_1;
            double o_1;
            if (i < 36) {
                v_1 = x4[i];
                o_1 = x5[i];
            }
            if (base < 36) {
                x5[base] = o + alpha * v;
            }
            if (i < 36) {
                x5[i] = o_1 + alpha * v_1;
            }
        }
    }
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void copyscaleadd_f1a0(float s, global float* X, long X_shape3, global float* Y, long Y_shape3) {
    long x0 = (long)get_group_id(0);
    global float* x1 = X + x0 * 72;
    global float* x2 = Y + x0 * 72;
    for (long x3 = 0; x3 < 2; ++x3) {
        global float* x4 = x1 + x3 * 36;
        global float* x5 = x2 + x3 * 36;
        barrier(CLK_GLOBAL_MEM_FENCE);
        for (long i = (long)get_local_id(0); i < 9; i += 32) {
            for (long c = 0; c < 1; ++c) {
                long jb = c * 4;
                float v = x4[jb + i * 4];
                long j = jb + 1;
                float v_1 = x4[j + i * 4];
                long j_1 = jb + 2;
                float v_2 = x4[j_1 + i * 4];
                long j_2 = jb + 3;
                float v_3 = x4[j_2 + i * 4];
                x5[i + jb * 9] = s * v;
                x5[i + j * 9] = s * v_1;
                x5[i + j_1 * 9] = s * v_2;
                x5[i + j_2 * 9] = s * v_3;
            }
        }
    }
}

kernel __attribute__((reqd_work_group_size(32, 3, 1)))
void gemm_51d0(double beta_in, global double*global* Abatch, long Abatch_size, long Abatch_offset, global double*global* Bbatch, long Bbatch_size, long Bbatch_offset, global double* Cbatch, long Cbatch_shape2) {
    long x0 = (long)get_group_id(0);
    global double* x1 = Abatch[x0] + Abatch_offset;
    global double* x2 = Bbatch[x0] + Bbatch_offset;
    global double* x3 = Cbatch + x0 * 288;
    long i = (long)get_local_id(0);
    long ia = min(i, 23L);
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
        double a0 = x1[ia + k * 24];
        double b0 = x2[k + j * 9];
        double b1 = x2[k + j_1 * 9];
        double b2 = x2[k + j_2 * 9];
        double b3 = x2[k + j_3 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i < 24) {
        x3[i + j * 24] = -2.0 * c00 + beta_in * x3[i + j * 24];
        x3[i + j_1 * 24] = -2.0 * c01 + beta_in * x3[i + j_1 * 24];
        x3[i + j_2 * 24] = -2.0 * c02 + beta_in * x3[i + j_2 * 24];
        x3[i + j_3 * 24] = -2.0 * c03 + beta_in * x3[i + j_3 * 24];
    }
}
