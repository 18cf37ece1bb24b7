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
float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}
double2 tinyc_cmul_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
double2 tinyc_cdiv_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        double r = b.y / b.x, d = b.x + b.y * r;
        return (double2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    double r = b.x / b.y, d = b.x * r + b.y;
    return (double2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(32, 4, 1)))
void blas_types(ushort alpha, ushort beta, float2 z, global half* A16, global half* A16t, global half* B16, global half* B16t, global float* C1, global float* C2, global float* C3, global float* C4, global ushort* Ab, global ushort* Bb, global float* C5, global float2* Ac, global float2* Bc, global float2* C6, global double2* Az, global double2* Bz, global double2* C7, global double2* C8, global half* C9, global half* x16, global float* y, global float2* xc, global float2* yc, global float2* u, global float2* w, global float2* G, global half* h, global ushort* hb, global float* H, global float2* S, global half* T, global half* W, global float2* Z) {
    local uchar stack[576] __attribute__((aligned(64)));
    long i = (long)get_local_id(0);
    long ia = min(i, 12L);
    long j = (long)get_local_id(1);
    long jb = min(j, 6L);
    long j_1 = (long)get_local_id(1) + 4;
    long jb_1 = min(j_1, 6L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        float a0 = tinyc_f16_load(((global ushort*)A16)[ia + k * 13]);
        float b0 = tinyc_f16_load(((global ushort*)B16)[k + jb * 9]);
        float b1 = tinyc_f16_load(((global ushort*)B16)[k + jb_1 * 9]);
        c00 += (float)a0 * (float)b0;
        c01 += (float)a0 * (float)b1;
    }
    if (i < 13) {
        if (j < 7) {
            C1[i + j * 13] = (float)tinyc_f16_load(alpha) * c00;
        }
        if (j_1 < 7) {
            C1[i + j_1 * 13] = (float)tinyc_f16_load(alpha) * c01;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 3; ++t) {
        long idx = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t * 128;
        if (idx < 288) {
            long pl = idx % 9;
            long il = idx / 9;
            ((local ushort*)(local half*)stack)[il + pl * 32] = tinyc_f16_bits(tinyc_f16_load(((global ushort*)A16t)[pl + min(il, 12L) * 9]));
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_2 = (long)get_local_id(1);
    long jb_2 = min(j_2, 6L);
    long j_3 = (long)get_local_id(1) + 4;
    long jb_3 = min(j_3, 6L);
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 9; ++k_1) {
        float a0_1 = tinyc_f16_load(((local ushort*)(local half*)stack)[ia_1 + k_1 * 32]);
        float b0_1 = tinyc_f16_load(((global ushort*)B16)[k_1 + jb_2 * 9]);
        float b1_1 = tinyc_f16_load(((global ushort*)B16)[k_1 + jb_3 * 9]);
        c00_1 += (float)a0_1 * (float)b0_1;
        c01_1 += (float)a0_1 * (float)b1_1;
    }
    if (i_1 < 13) {
        if (j_2 < 7) {
            C2[i_1 + j_2 * 13] = c00_1 + (float)tinyc_bf16_load(beta) * C2[i_1 + j_2 * 13];
        }
        if (j_3 < 7) {
            C2[i_1 + j_3 * 13] = c01_1 + (float)tinyc_bf16_load(beta) * C2[i_1 + j_3 * 13];
        }
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 12L);
    long j_4 = (long)get_local_id(1);
    long jb_4 = min(j_4, 6L);
    long j_5 = (long)get_local_id(1) + 4;
    long jb_5 = min(j_5, 6L);
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 9; ++k_2) {
        float a0_2 = tinyc_f16_load(((global ushort*)A16)[ia_2 + k_2 * 13]);
        float b0_2 = tinyc_f16_load(((global ushort*)B16t)[jb_4 + k_2 * 7]);
        float b1_2 = tinyc_f16_load(((global ushort*)B16t)[jb_5 + k_2 * 7]);
        c00_2 += (float)a0_2 * (float)b0_2;
        c01_2 += (float)a0_2 * (float)b1_2;
    }
    if (i_2 < 13) {
        if (j_4 < 7) {
            C3[i_2 + j_4 * 13] = C3[i_2 + j_4 * 13] + c00_2;
        }
        if (j_5 < 7) {
            C3[i_2 + j_5 * 13] = C3[i_2 + j_5 * 13] + c01_2;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 3; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t_1 * 128;
        if (idx_1 < 288) {
            long pl_1 = idx_1 % 9;
            long il_1 = idx_1 / 9;
            ((local ushort*)(local half*)stack)[il_1 + pl_1 * 32] = tinyc_f16_bits(tinyc_f16_load(((global ushort*)A16t)[pl_1 + min(il_1, 12L) * 9]));
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_3 = (long)get_local_id(0);
    long ia_3 = (long)get_local_id(0);
    long j_6 = (long)get_local_id(1);
    long jb_6 = min(j_6, 6L);
    long j_7 = (long)get_local_id(1) + 4;
    long jb_7 = min(j_7, 6L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 9; ++k_3) {
        float a0_3 = tinyc_f16_load(((local ushort*)(local half*)stack)[ia_3 + k_3 * 32]);
        float b0_3 = tinyc_f16_load(((global ushort*)B16t)[jb_6 + k_3 * 7]);
        float b1_3 = tinyc_f16_load(((global ushort*)B16t)[jb_7 + k_3 * 7]);
        c00_3 += (float)a0_3 * (float)b0_3;
        c01_3 += (float)a0_3 * (float)b1_3;
    }
    if (i_3 < 13) {
        if (j_6 < 7) {
            C4[i_3 + j_6 * 13] = 1.5f * c00_3 + -0.5f * C4[i_3 + j_6 * 13];
        }
        if (j_7 < 7) {
            C4[i_3 + j_7 * 13] = 1.5f * c01_3 + -0.5f * C4[i_3 + j_7 * 13];
        }
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 12L);
    long j_8 = (long)get_local_id(1);
    long jb_8 = min(j_8, 6L);
    long j_9 = (long)get_local_id(1) + 4;
    long jb_9 = min(j_9, 6L);
    float c00_4 = 0.0f;
    float c01_4 = 0.0f;
    #pragma unroll
    for (long k_4 = 0; k_4 < 9; ++k_4) {
        float a0_4 = tinyc_bf16_load(Ab[ia_4 + k_4 * 13]);
        float b0_4 = tinyc_bf16_load(Bb[k_4 + jb_8 * 9]);
        float b1_4 = tinyc_bf16_load(Bb[k_4 + jb_9 * 9]);
        c00_4 += (float)a0_4 * (float)b0_4;
        c01_4 += (float)a0_4 * (float)b1_4;
    }
    if (i_4 < 13) {
        if (j_8 < 7) {
            C5[i_4 + j_8 * 13] = C5[i_4 + j_8 * 13] + c00_4;
        }
        if (j_9 < 7) {
            C5[i_4 + j_9 * 13] = C5[i_4 + j_9 * 13] + c01_4;
        }
    }
    long i_5 = (long)get_local_id(0);
    long ia_5 = min(i_5, 12L);
    long j_10 = (long)get_local_id(1);
    long jb_10 = min(j_10, 6L);
    long j_11 = (long)get_local_id(1) + 4;
    long jb_11 = min(j_11, 6L);
    float2 c00_5 = (float2)(0.0f, 0.0f);
    float2 c01_5 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k_5 = 0; k_5 < 9; ++k_5) {
        float2 a0_5 = Ac[ia_5 + k_5 * 13];
        float2 b0_5 = Bc[k_5 + jb_10 * 9];
        float2 b1_5 = Bc[k_5 + jb_11 * 9];
        c00_5 += tinyc_cmul_f(a0_5, b0_5);
        c01_5 += tinyc_cmul_f(a0_5, b1_5);
    }
    if (i_5 < 13) {
        if (j_10 < 7) {
            C6[i_5 + j_10 * 13] = tinyc_cmul_f(z, c00_5) + tinyc_cmul_f((float2)(0.5f, 0.5f), C6[i_5 + j_10 * 13]);
        }
        if (j_11 < 7) {
            C6[i_5 + j_11 * 13] = tinyc_cmul_f(z, c01_5) + tinyc_cmul_f((float2)(0.5f, 0.5f), C6[i_5 + j_11 * 13]);
        }
    }
    long i_6 = (long)get_local_id(0);
    long ia_6 = min(i_6, 12L);
    long j_12 = (long)get_local_id(1);
    long jb_12 = min(j_12, 6L);
    long j_13 = (long)get_local_id(1) + 4;
    long jb_13 = min(j_13, 6L);
    double2 c00_6 = (double2)(0.0, 0.0);
    double2 c01_6 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k_6 = 0; k_6 < 9; ++k_6) {
        double2 a0_6 = Az[ia_6 + k_6 * 13];
        double2 b0_6 = Bz[k_6 + jb_12 * 9];
        double2 b1_6 = Bz[k_6 + jb_13 * 9];
        c00_6 += tinyc_cmul_d(a0_6, b0_6);
        c01_6 += tinyc_cmul_d(a0_6, b1_6);
    }
    if (i_6 < 13) {
        if (j_12 < 7) {
            C7[i_6 + j_12 * 13] = tinyc_cmul_d((double2)(1.0, -1.0), c00_6);
        }
        if (j_13 < 7) {
            C7[i_6 + j_13 * 13] = tinyc_cmul_d((double2)(1.0, -1.0), c01_6);
        }
    }
    long i_7 = (long)get_local_id(0);
    long ia_7 = min(i_7, 12L);
    long j_14 = (long)get_local_id(1);
    long jb_14 = min(j_14, 6L);
    long j_15 = (long)get_local_id(1) + 4;
    long jb_15 = min(j_15, 6L);
    double2 c00_7 = (double2)(0.0, 0.0);
    double2 c01_7 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k_7 = 0; k_7 < 9; ++k_7) {
        float2 a0_7 = Ac[ia_7 + k_7 * 13];
        double2 b0_7 = Bz[k_7 + jb_14 * 9];
        double2 b1_7 = Bz[k_7 + jb_15 * 9];
        c00_7 += tinyc_cmul_d(convert_double2(a0_7), b0_7);
        c01_7 += tinyc_cmul_d(convert_double2(a0_7), b1_7);
    }
    if (i_7 < 13) {
        if (j_14 < 7) {
            C8[i_7 + j_14 * 13] = C8[i_7 + j_14 * 13] + c00_7;
        }
        if (j_15 < 7) {
            C8[i_7 + j_15 * 13] = C8[i_7 + j_15 * 13] + c01_7;
        }
    }
    long i_8 = (long)get_local_id(0);
    long ia_8 = min(i_8, 12L);
    long j_16 = (long)get_local_id(1);
    long jb_16 = min(j_16, 6L);
    long j_17 = (long)get_local_id(1) + 4;
    long jb_17 = min(j_17, 6L);
    float c00_8 = 0.0f;
    float c01_8 = 0.0f;
    #pragma unroll
    for (long k_8 = 0; k_8 < 9; ++k_8) {
        float a0_8 = tinyc_f16_load(((global ushort*)A16)[ia_8 + k_8 * 13]);
        float b0_8 = tinyc_f16_load(((global ushort*)B16)[k_8 + jb_16 * 9]);
        float b1_8 = tinyc_f16_load(((global ushort*)B16)[k_8 + jb_17 * 9]);
        c00_8 = tinyc_f16(c00_8 + tinyc_f16(a0_8 * b0_8));
        c01_8 = tinyc_f16(c01_8 + tinyc_f16(a0_8 * b1_8));
    }
    if (i_8 < 13) {
        if (j_16 < 7) {
            ((global ushort*)C9)[i_8 + j_16 * 13] = tinyc_f16_bits(tinyc_f16(c00_8 + tinyc_f16(0.5f * tinyc_f16_load(((global ushort*)C9)[i_8 + j_16 * 13]))));
        }
        if (j_17 < 7) {
            ((global ushort*)C9)[i_8 + j_17 * 13] = tinyc_f16_bits(tinyc_f16(c01_8 + tinyc_f16(0.5f * tinyc_f16_load(((global ushort*)C9)[i_8 + j_17 * 13]))));
        }
    }
    for (long i_9 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_9 < 13; i_9 += 128) {
        float acc = 0.0f;
        for (long k_9 = 0; k_9 < 9; ++k_9) {
            acc += (float)tinyc_f16_load(((global ushort*)A16)[i_9 + k_9 * 13]) * (float)tinyc_f16_load(((global ushort*)x16)[k_9]);
        }
        y[i_9] = acc;
    }
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 13; i_10 += 128) {
        float2 acc_1 = (float2)(0.0f, 0.0f);
        for (long k_10 = 0; k_10 < 9; ++k_10) {
            acc_1 += tinyc_cmul_f(Ac[i_10 + k_10 * 13], xc[k_10]);
        }
        yc[i_10] = yc[i_10] + tinyc_cmul_f(z, acc_1);
    }
    for (long i_11 = (long)get_local_id(0); i_11 < 13; i_11 += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb_18 = (long)get_local_id(1) + c * 8;
            float2 v;
            float2 o;
            if (jb_18 < 7) {
                v = tinyc_cmul_f(u[i_11], w[jb_18]);
                o = G[i_11 + jb_18 * 13];
            }
            long j_18 = jb_18 + 4;
            float2 v_1;
            float2 o_1;
            if (j_18 < 7) {
                v_1 = tinyc_cmul_f(u[i_11], w[j_18]);
                o_1 = G[i_11 + j_18 * 13];
            }
            if (jb_18 < 7) {
                G[i_11 + jb_18 * 13] = o + tinyc_cmul_f((float2)(2.0f, 1.0f), v);
            }
            if (j_18 < 7) {
                G[i_11 + j_18 * 13] = o_1 + tinyc_cmul_f((float2)(2.0f, 1.0f), v_1);
            }
        }
    }
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 13; i_12 += 128) {
        H[i_12] = (float)tinyc_f16_load(((global ushort*)h)[i_12]) * (float)tinyc_bf16_load(hb[i_12]);
    }
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 13; i_13 += 128) {
        float2 acc_2 = (float2)(0.0f, 0.0f);
        for (long k_11 = 0; k_11 < 9; ++k_11) {
            acc_2 += Ac[i_13 + k_11 * 13];
        }
        S[i_13] = acc_2;
    }
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 9; i_14 += 128) {
        float acc_3 = 0.0f;
        for (long k_12 = 0; k_12 < 13; ++k_12) {
            acc_3 = tinyc_f16(acc_3 + tinyc_f16_load(((global ushort*)A16)[k_12 + i_14 * 13]));
        }
        ((global ushort*)T)[i_14] = tinyc_f16_bits(tinyc_f16(tinyc_f16_load(((global ushort*)T)[i_14]) + acc_3));
    }
    for (long i_15 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_15 < 13; i_15 += 128) {
        ((global ushort*)W)[i_15] = tinyc_f16_bits(tinyc_f16(tinyc_f16_load(((global ushort*)W)[i_15]) + tinyc_f16(2.0f * tinyc_f16_load(((global ushort*)h)[i_15]))));
    }
    for (long i_16 = (long)get_local_id(0); i_16 < 9; i_16 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_19 = (long)get_local_id(1) + c_1 * 16;
            float2 v_2;
            float2 o_2;
            if (jb_19 < 13) {
                v_2 = Ac[jb_19 + i_16 * 13];
                o_2 = Z[i_16 + jb_19 * 9];
            }
            long j_19 = jb_19 + 4;
            float2 v_3;
            float2 o_3;
            if (j_19 < 13) {
                v_3 = Ac[j_19 + i_16 * 13];
                o_3 = Z[i_16 + j_19 * 9];
            }
            long j_20 = jb_19 + 8;
            float2 v_4;
            float2 o_4;
            if (j_20 < 13) {
                v_4 = Ac[j_20 + i_16 * 13];
                o_4 = Z[i_16 + j_20 * 9];
            }
            long j_21 = jb_19 + 12;
            float2 v_5;
            float2 o_5;
            if (j_21 < 13) {
                v_5 = Ac[j_21 + i_16 * 13];
                o_5 = Z[i_16 + j_21 * 9];
            }
            if (jb_19 < 13) {
                Z[i_16 + jb_19 * 9] = o_2 + tinyc_cmul_f((float2)(0.0f, 1.0f), v_2);
            }
            if (j_19 < 13) {
                Z[i_16 + j_19 * 9] = o_3 + tinyc_cmul_f((float2)(0.0f, 1.0f), v_3);
            }
            if (j_20 < 13) {
                Z[i_16 + j_20 * 9] = o_4 + tinyc_cmul_f((float2)(0.0f, 1.0f), v_4);
            }
            if (j_21 < 13) {
                Z[i_16 + j_21 * 9] = o_5 + tinyc_cmul_f((float2)(0.0f, 1.0f), v_5);
            }
        }
    }
}
