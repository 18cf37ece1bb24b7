#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float tinyc_f16(float x) {
    uint u = as_uint(x), a = u & 0x7fffffffu, s = u & 0x80000000u;
    uint normal = (u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u;
    uint tiny = as_uint((as_float(min(a, 0x38800000u)) + 0.5f) - 0.5f) | s;
    uint r = a < 0x38800000u ? tiny : normal;
    r = a >= 0x477ff000u ? (s | 0x7f800000u) : r;
    return a >= 0x7f800000u ? x : as_float(r);
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
void tensor_cores(double alpha, float beta, global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2, global double* F, long F_shape2, global double* E, long E_shape2, global half* H, long H_shape2, global half* G, long G_shape2, global float* D, long D_shape2, global ushort* P, long P_shape0, long P_shape1, long P_stride1, long P_shape2, long P_stride2, global ushort* Q, long Q_shape0, long Q_shape1, long Q_stride1, long Q_shape2, long Q_stride2, global float* R, long R_shape0, long R_shape1, long R_stride1, long R_shape2, long R_stride2, global double* U, long U_shape2, global double* V, long V_shape2, global double* W, long W_shape2, global half* S, long S_shape2, global half* T, long T_shape2, global float* Z, long Z_shape2) {
    local uchar stack[10752] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
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
    global double* u = U + g * 945;
    global double* v = V + g * 777;
    global double* w = W + g * 1665;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 3; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_1 * 512;
        if (idx_1 < 1344) {
            long pl_1 = idx_1 % 21;
            long il_1 = idx_1 / 21;
            ((local double*)stack)[il_1 + pl_1 * 64] = u[pl_1 + min(il_1, 44L) * 21];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_4 = (long)get_local_id(0);
    long ia_4 = (long)get_local_id(0);
    long j_12 = (long)get_local_id(1);
    long jb_11 = min(j_12, 36L);
    long j_13 = (long)get_local_id(1) + 8;
    long jb_12 = min(j_13, 36L);
    long j_14 = (long)get_local_id(1) + 16;
    long jb_13 = min(j_14, 36L);
    long j_15 = (long)get_local_id(1) + 24;
    long jb_14 = min(j_15, 36L);
    long j_16 = (long)get_local_id(1) + 32;
    long jb_15 = min(j_16, 36L);
    double c00_4 = 0.0;
    double c01_3 = 0.0;
    double c02_3 = 0.0;
    double c03_2 = 0.0;
    double c04 = 0.0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 21; ++k_4) {
        double a0_4 = ((local double*)stack)[ia_4 + k_4 * 64];
        double b0_4 = v[k_4 + jb_11 * 21];
        double b1_3 = v[k_4 + jb_12 * 21];
        double b2_3 = v[k_4 + jb_13 * 21];
        double b3_2 = v[k_4 + jb_14 * 21];
        double b4 = v[k_4 + jb_15 * 21];
        c00_4 += a0_4 * b0_4;
        c01_3 += a0_4 * b1_3;
        c02_3 += a0_4 * b2_3;
        c03_2 += a0_4 * b3_2;
        c04 += a0_4 * b4;
    }
    if (i_4 < 45) {
        if (j_12 < 37) {
            w[i_4 + j_12 * 45] = alpha * c00_4 + -1.0 * w[i_4 + j_12 * 45];
        }
        if (j_13 < 37) {
            w[i_4 + j_13 * 45] = alpha * c01_3 + -1.0 * w[i_4 + j_13 * 45];
        }
        if (j_14 < 37) {
            w[i_4 + j_14 * 45] = alpha * c02_3 + -1.0 * w[i_4 + j_14 * 45];
        }
        if (j_15 < 37) {
            w[i_4 + j_15 * 45] = alpha * c03_2 + -1.0 * w[i_4 + j_15 * 45];
        }
        if (j_16 < 37) {
            w[i_4 + j_16 * 45] = alpha * c04 + -1.0 * w[i_4 + j_16 * 45];
        }
    }
    global half* s = S + g * 2590;
    global half* t_2 = T + g * 1480;
    global float* z = Z + g * 2800;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_3 = 0; t_3 < 10; ++t_3) {
        long idx_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_3 * 512;
        if (idx_2 < 4736) {
            long pl_2 = idx_2 % 37;
            long il_2 = idx_2 / 37;
            ((local ushort*)(local half*)stack)[il_2 + pl_2 * 128] = tinyc_f16_bits(tinyc_f16_load(((global ushort*)s)[pl_2 + min(il_2, 69L) * 37]));
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_5 = (long)get_local_id(0);
    long ia_5 = (long)get_local_id(0);
    long i_6 = (long)get_local_id(0) + 64;
    long ia_6 = (long)get_local_id(0) + 64;
    long j_17 = (long)get_local_id(1);
    long j_18 = (long)get_local_id(1) + 8;
    long j_19 = (long)get_local_id(1) + 16;
    long j_20 = (long)get_local_id(1) + 24;
    long j_21 = (long)get_local_id(1) + 32;
    float c00_5 = 0.0f;
    float c01_4 = 0.0f;
    float c02_4 = 0.0f;
    float c03_3 = 0.0f;
    float c04_1 = 0.0f;
    float c10 = 0.0f;
    float c11 = 0.0f;
    float c12 = 0.0f;
    float c13 = 0.0f;
    float c14 = 0.0f;
    #pragma unroll
    for (long k_5 = 0; k_5 < 37; ++k_5) {
        float a0_5 = tinyc_f16_load(((local ushort*)(local half*)stack)[ia_5 + k_5 * 128]);
        float a1 = tinyc_f16_load(((local ushort*)(local half*)stack)[ia_6 + k_5 * 128]);
        float b0_5 = tinyc_f16_load(((global ushort*)t_2)[j_17 + k_5 * 40]);
        float b1_4 = tinyc_f16_load(((global ushort*)t_2)[j_18 + k_5 * 40]);
        float b2_4 = tinyc_f16_load(((global ushort*)t_2)[j_19 + k_5 * 40]);
        float b3_3 = tinyc_f16_load(((global ushort*)t_2)[j_20 + k_5 * 40]);
        float b4_1 = tinyc_f16_load(((global ushort*)t_2)[j_21 + k_5 * 40]);
        c00_5 += (float)a0_5 * (float)b0_5;
        c01_4 += (float)a0_5 * (float)b1_4;
        c02_4 += (float)a0_5 * (float)b2_4;
        c03_3 += (float)a0_5 * (float)b3_3;
        c04_1 += (float)a0_5 * (float)b4_1;
        c10 += (float)a1 * (float)b0_5;
        c11 += (float)a1 * (float)b1_4;
        c12 += (float)a1 * (float)b2_4;
        c13 += (float)a1 * (float)b3_3;
        c14 += (float)a1 * (float)b4_1;
    }
    if (i_5 < 70) {
        z[i_5 + j_17 * 70] = c00_5;
        z[i_5 + j_18 * 70] = c01_4;
        z[i_5 + j_19 * 70] = c02_4;
        z[i_5 + j_20 * 70] = c03_3;
        z[i_5 + j_21 * 70] = c04_1;
    }
    if (i_6 < 70) {
        z[i_6 + j_17 * 70] = c10;
        z[i_6 + j_18 * 70] = c11;
        z[i_6 + j_19 * 70] = c12;
        z[i_6 + j_20 * 70] = c13;
        z[i_6 + j_21 * 70] = c14;
    }
}
