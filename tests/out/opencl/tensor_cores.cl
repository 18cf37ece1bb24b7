#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float tinyc_f16(float x) {
    uint u = as_uint(x), a = u & 0x7fffffffu;
    if (a >= 0x7f800000u) return x;
    if (a >= 0x477ff000u) return as_float((u & 0x80000000u) | 0x7f800000u);
    if (a < 0x38800000u) return rint(x * 16777216.0f) * 5.9604644775390625e-8f;
    return as_float((u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u);
}
float tinyc_f16_load(ushort h) {
    uint s = (uint)(h & 0x8000u) << 16, m = (uint)(h & 0x7fffu) << 13;
    if (m - 0x00800000u < 0x0f000000u) return as_float((m + 0x38000000u) | s);
    uint tiny = as_uint((float)(h & 0x3ffu) * 5.9604644775390625e-8f);
    return as_float((m >= 0x0f800000u ? m | 0x7f800000u : tiny) | s);
}
ushort tinyc_f16_bits(float x) {
    uint u = as_uint(x), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    if (a > 0x7f800000u) return (ushort)(s | 0x7e00u | ((a >> 13) & 0x3ffu));
    if (a >= 0x47800000u) return (ushort)(s | 0x7c00u);
    if (a < 0x38800000u) return (ushort)(s | (uint)(as_float(a) * 16777216.0f));
    return (ushort)(s | (((a >> 23) - 112u) << 10) | ((a >> 13) & 0x3ffu));
}
float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void tensor_cores(double alpha, float beta, global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2, global double* F, long F_shape2, global double* E, long E_shape2, global half* H, long H_shape2, global half* G, long G_shape2, global float* D, long D_shape2, global ushort* P, long P_shape0, long P_shape1, long P_stride1, long P_shape2, long P_stride2, global ushort* Q, long Q_shape0, long Q_shape1, long Q_stride1, long Q_shape2, long Q_stride2, global float* R, long R_shape0, long R_shape1, long R_stride1, long R_shape2, long R_stride2) {
    local uchar stack[2688] __attribute__((aligned(64)));
    long g = (long)get_global_id(2);
    global double* a = A + g * 481;
    global double* b = B + g * 377;
    global double* c = C + g * 1073;
    long i = (long)get_local_id(0);
    long ia = min(i, 36L);
    long j = (long)get_local_id(1);
    long jb = min(j, 28L);
    long j_1 = (long)get_local_id(1) + 8;
    long jb_1 = min(j_1, 28L);
    long j_2 = (long)get_local_id(1) + 16;
    long jb_2 = min(j_2, 28L);
    long j_3 = (long)get_local_id(1) + 24;
    long jb_3 = min(j_3, 28L);
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    #pragma unroll
    for (long k = 0; k < 13; ++k) {
        double a0 = a[ia + k * 37];
        double b0 = b[k + jb * 13];
        double b1 = b[k + jb_1 * 13];
        double b2 = b[k + jb_2 * 13];
        double b3 = b[k + jb_3 * 13];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i < 37) {
        if (j < 29) {
            c[i + j * 37] = alpha * c00 + 0.5 * c[i + j * 37];
        }
        if (j_1 < 29) {
            c[i + j_1 * 37] = alpha * c01 + 0.5 * c[i + j_1 * 37];
        }
        if (j_2 < 29) {
            c[i + j_2 * 37] = alpha * c02 + 0.5 * c[i + j_2 * 37];
        }
        if (j_3 < 29) {
            c[i + j_3 * 37] = alpha * c03 + 0.5 * c[i + j_3 * 37];
        }
    }
    global double* f = F + g * 128;
    global double* e = E + g * 296;
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 36L);
    long j_4 = (long)get_local_id(1);
    double c00_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 13; ++k_1) {
        double a0_1 = a[ia_1 + k_1 * 37];
        double b0_1 = f[k_1 + j_4 * 16];
        c00_1 += a0_1 * b0_1;
    }
    if (i_1 < 37) {
        e[i_1 + j_4 * 37] = alpha * c00_1;
    }
    global half* h = H + g * 945;
    global half* gg = G + g * 399;
    global float* d = D + g * 855;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 3; ++t) {
        long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 512;
        if (idx < 1344) {
            long pl = idx % 21;
            long il = idx / 21;
            ((local ushort*)(local half*)stack)[il + pl * 64] = tinyc_f16_bits(tinyc_f16_load(((global ushort*)h)[pl + min(il, 44L) * 21]));
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_2 = (long)get_local_id(0);
    long j_5 = (long)get_local_id(1);
    long jb_4 = min(j_5, 18L);
    long j_6 = (long)get_local_id(1) + 8;
    long jb_5 = min(j_6, 18L);
    long j_7 = (long)get_local_id(1) + 16;
    long jb_6 = min(j_7, 18L);
    float c00_2 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 21; ++k_2) {
        float a0_2 = tinyc_f16_load(((local ushort*)(local half*)stack)[ia_2 + k_2 * 64]);
        float b0_2 = tinyc_f16_load(((global ushort*)gg)[k_2 + jb_4 * 21]);
        float b1_1 = tinyc_f16_load(((global ushort*)gg)[k_2 + jb_5 * 21]);
        float b2_1 = tinyc_f16_load(((global ushort*)gg)[k_2 + jb_6 * 21]);
        c00_2 += (float)a0_2 * (float)b0_2;
        c01_1 += (float)a0_2 * (float)b1_1;
        c02_1 += (float)a0_2 * (float)b2_1;
    }
    if (i_2 < 45) {
        if (j_5 < 19) {
            d[i_2 + j_5 * 45] = c00_2 + beta * d[i_2 + j_5 * 45];
        }
        if (j_6 < 19) {
            d[i_2 + j_6 * 45] = c01_1 + beta * d[i_2 + j_6 * 45];
        }
        if (j_7 < 19) {
            d[i_2 + j_7 * 45] = c02_1 + beta * d[i_2 + j_7 * 45];
        }
    }
    global ushort* p = P + g * P_stride2;
    global ushort* q = Q + g * Q_stride2;
    global float* r = R + g * R_stride2;
    for (long i0 = 0; i0 < R_shape0; i0 += 64) {
        for (long j0 = 0; j0 < R_shape1; j0 += 32) {
            long i_3 = i0 + (long)get_local_id(0);
            long ia_3 = min(i_3, R_shape0 - 1);
            long j_8 = j0 + (long)get_local_id(1);
            long jb_7 = min(j_8, R_shape1 - 1);
            long j_9 = j0 + (long)get_local_id(1) + 8;
            long jb_8 = min(j_9, R_shape1 - 1);
            long j_10 = j0 + (long)get_local_id(1) + 16;
            long jb_9 = min(j_10, R_shape1 - 1);
            long j_11 = j0 + (long)get_local_id(1) + 24;
            long jb_10 = min(j_11, R_shape1 - 1);
            float c00_3 = 0.0f;
            float c01_2 = 0.0f;
            float c02_2 = 0.0f;
            float c03_1 = 0.0f;
            for (long k_3 = 0; k_3 < P_shape1; ++k_3) {
                float a0_3 = tinyc_bf16_load(p[ia_3 + k_3 * P_stride1]);
                float b0_3 = tinyc_bf16_load(q[jb_7 + k_3 * Q_stride1]);
                float b1_2 = tinyc_bf16_load(q[jb_8 + k_3 * Q_stride1]);
                float b2_2 = tinyc_bf16_load(q[jb_9 + k_3 * Q_stride1]);
                float b3_1 = tinyc_bf16_load(q[jb_10 + k_3 * Q_stride1]);
                c00_3 += (float)a0_3 * (float)b0_3;
                c01_2 += (float)a0_3 * (float)b1_2;
                c02_2 += (float)a0_3 * (float)b2_2;
                c03_1 += (float)a0_3 * (float)b3_1;
            }
            if (i_3 < R_shape0) {
                if (j_8 < R_shape1) {
                    r[i_3 + j_8 * R_stride1] = r[i_3 + j_8 * R_stride1] + 2.0f * c00_3;
                }
                if (j_9 < R_shape1) {
                    r[i_3 + j_9 * R_stride1] = r[i_3 + j_9 * R_stride1] + 2.0f * c01_2;
                }
                if (j_10 < R_shape1) {
                    r[i_3 + j_10 * R_stride1] = r[i_3 + j_10 * R_stride1] + 2.0f * c02_2;
                }
                if (j_11 < R_shape1) {
                    r[i_3 + j_11 * R_stride1] = r[i_3 + j_11 * R_stride1] + 2.0f * c03_1;
                }
            }
        }
    }
}
