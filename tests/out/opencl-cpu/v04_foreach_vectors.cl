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

kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void fv(global float* X, long X_shape2, global float* Y, long Y_shape2, float s, global float* U, long U_shape3, global float* T, long T_shape3, global double* W, long W_shape0, long W_shape1, long W_shape2, long W_stride1, long W_stride2, global double* C, long C_shape0, long C_shape1, long C_stride1, global double* Z, long Z_shape0, long Z_shape1, long Z_shape2, long Z_stride1, long Z_stride2, global float* V, long V_shape0, long V_shape1, long V_stride1, global float* Q, long Q_shape2, global float* R, long R_shape2, global double* D, long D_shape1, global double* P, long P_shape1, global float* O, long O_shape2, global half* H, long H_shape2, global double* HD, long HD_shape2) {
    long g = (long)get_group_id(0);
    global float* x = X + g * 65;
    global float* y = Y + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long k = (long)get_local_id(0); k < min((long)get_local_id(0) + 1, 4L); ++k) {
        long e = k * 16;
        float16 a_1 = vload16(0, x + e);
        float16 a2_1 = a_1 * a_1;
        float16 b_1 = a2_1 + s;
        vstore16(b_1, 0, y + e);
    }
    for (long i = 64 + (long)get_local_id(0); i < 65; i += 8) {
        float a = x[i];
        float a2 = a * a;
        float b = a2 + s;
        y[i] = b;
    }
    global float* u = U + g * 24;
    global float* t = T + g * 24;
    // foreach (%i, %j, %k): iterations spread over the work-group
    for (long k_2 = (long)get_local_id(0); k_2 < min((long)get_local_id(0) + 1, 1L); ++k_2) {
        long e_2 = k_2 * 16;
        float16 a_2_1 = vload16(0, u + e_2);
        float16 e_1_1 = exp(a_2_1);
        float16 eh_1 = e_1_1 * 0.5f;
        float16 n_1 = -eh_1;
        float16 b_2_1 = n_1 + s;
        vstore16(b_2_1, 0, t + e_2);
    }
    if ((long)get_local_id(0) == 7) {
        long e_3 = 16;
        float8 a_2_2 = vload8(0, u + e_3);
        float8 e_1_2 = exp(a_2_2);
        float8 eh_2 = e_1_2 * 0.5f;
        float8 n_2 = -eh_2;
        float8 b_2_2 = n_2 + s;
        vstore8(b_2_2, 0, t + e_3);
    }
    long m = W_shape0;
    long nn = W_shape1;
    global double* w = W + g * W_stride2;
    global double* z = Z + g * Z_stride2;
    global double* c = C + g * C_stride1;
    // foreach (%i, %j): iterations spread over the work-group
    long extent = max(m, 0L);
    long extent_1 = max(nn, 0L);
    long per = (extent_1 + 7) / 8;
    long first = (long)get_local_id(0) * per;
    long run = max(min(first + per, extent_1) - first, 0L);
    for (long t_1 = first; t_1 < first + run; ++t_1) {
        long j_2 = t_1;
        long full = extent - extent % 8;
        for (long r_2 = 0; r_2 < full; r_2 += 8) {
            long e_5 = r_2;
            double8 a_3_2 = vload8(0, w + (e_5 + j_2 * W_stride1));
            double8 r_3 = exp2(a_3_2);
            double cj_2 = c[j_2];
            double8 rc_2 = r_3 * cj_2;
            double8 d_2 = rc_2 - a_3_2;
            vstore8(d_2, 0, z + (e_5 + j_2 * Z_stride1));
        }
        long left = extent - full;
        long at = full;
        if ((left & 4) != 0) {
            long e_6 = at;
            double4 a_3_3 = vload4(0, w + (e_6 + j_2 * W_stride1));
            double4 r_4 = exp2(a_3_3);
            double cj_3 = c[j_2];
            double4 rc_3 = r_4 * cj_3;
            double4 d_3 = rc_3 - a_3_3;
            vstore4(d_3, 0, z + (e_6 + j_2 * Z_stride1));
            at = at + 4;
        }
        if ((left & 2) != 0) {
            long e_7 = at;
            double2 a_3_4 = vload2(0, w + (e_7 + j_2 * W_stride1));
            double2 r_5 = exp2(a_3_4);
            double cj_4 = c[j_2];
            double2 rc_4 = r_5 * cj_4;
            double2 d_4 = rc_4 - a_3_4;
            vstore2(d_4, 0, z + (e_7 + j_2 * Z_stride1));
            at = at + 2;
        }
        if ((left & 1) != 0) {
            long e_8 = at;
            double a_3_5 = w[e_8 + j_2 * W_stride1];
            double r_6 = exp2(a_3_5);
            double cj_5 = c[j_2];
            double rc_5 = r_6 * cj_5;
            double d_5 = rc_5 - a_3_5;
            z[e_8 + j_2 * Z_stride1] = d_5;
        }
    }
    long mv = V_shape0;
    // foreach %i: iterations spread over the work-group
    long extent_2 = max(mv, 2L) - 2;
    long per_1 = (extent_2 + 127) / 128 * 16;
    long first_1 = (long)get_local_id(0) * per_1;
    long run_1 = max(min(first_1 + per_1, extent_2) - first_1, 0L);
    long full_1 = run_1 - run_1 % 16;
    for (long r_7 = 0; r_7 < full_1; r_7 += 16) {
        long row = 2 + first_1 + r_7;
        long e_11 = row;
        float16 a_4_2 = vload16(0, V + (e_11 + g * V_stride1));
        float16 e_9_2 = exp(a_4_2);
        float16 eh_3_2 = e_9_2 * 0.5f;
        float16 d_6_2 = eh_3_2 - a_4_2;
        vstore16(d_6_2, 0, V + (e_11 + g * V_stride1));
    }
    long left_1 = run_1 - full_1;
    long at_1 = 2 + first_1 + full_1;
    if ((left_1 & 8) != 0) {
        long e_12 = at_1;
        float8 a_4_3 = vload8(0, V + (e_12 + g * V_stride1));
        float8 e_9_3 = exp(a_4_3);
        float8 eh_3_3 = e_9_3 * 0.5f;
        float8 d_6_3 = eh_3_3 - a_4_3;
        vstore8(d_6_3, 0, V + (e_12 + g * V_stride1));
        at_1 = at_1 + 8;
    }
    if ((left_1 & 4) != 0) {
        long e_13 = at_1;
        float4 a_4_4 = vload4(0, V + (e_13 + g * V_stride1));
        float4 e_9_4 = exp(a_4_4);
        float4 eh_3_4 = e_9_4 * 0.5f;
        float4 d_6_4 = eh_3_4 - a_4_4;
        vstore4(d_6_4, 0, V + (e_13 + g * V_stride1));
        at_1 = at_1 + 4;
    }
    if ((left_1 & 2) != 0) {
        long e_14 = at_1;
        float2 a_4_5 = vload2(0, V + (e_14 + g * V_stride1));
        float2 e_9_5 = exp(a_4_5);
        float2 eh_3_5 = e_9_5 * 0.5f;
        float2 d_6_5 = eh_3_5 - a_4_5;
        vstore2(d_6_5, 0, V + (e_14 + g * V_stride1));
        at_1 = at_1 + 2;
    }
    if ((left_1 & 1) != 0) {
        long e_15 = at_1;
        float a_4_6 = V[e_15 + g * V_stride1];
        float e_9_6 = exp(a_4_6);
        float eh_3_6 = e_9_6 * 0.5f;
        float d_6_6 = eh_3_6 - a_4_6;
        V[e_15 + g * V_stride1] = d_6_6;
    }
    // foreach %i: iterations spread over the work-group
    for (long k_3 = (long)get_local_id(0); k_3 < min((long)get_local_id(0) + 1, 1L); ++k_3) {
        long e_16 = k_3 * 8;
        double8 a_5_1 = vload8(0, D + (e_16 + g * 13));
        double sd_1 = (double)s;
        double8 cl_1_ = select(a_5_1, (double8)(sd_1), a_5_1 > sd_1);
        double8 c2x_1 = cl_1_ * 2.0;
        double8 r_8_1 = select((double8)(0.25), c2x_1, a_5_1 > -0.5);
        vstore8(r_8_1, 0, P + (e_16 + g * 13));
    }
    if ((long)get_local_id(0) == 7) {
        long e_17 = 8;
        double4 a_5_2 = vload4(0, D + (e_17 + g * 13));
        double sd_2 = (double)s;
        double4 cl_2_ = select(a_5_2, (double4)(sd_2), a_5_2 > sd_2);
        double4 c2x_2 = cl_2_ * 2.0;
        double4 r_8_2 = select((double4)(0.25), c2x_2, a_5_2 > -0.5);
        vstore4(r_8_2, 0, P + (e_17 + g * 13));
    }
    for (long i_4 = 12 + (long)get_local_id(0); i_4 < 13; i_4 += 8) {
        double a_5 = D[i_4 + g * 13];
        bool above = a_5 > -0.5;
        double r_8;
        if (above) {
            double sd = (double)s;
            bool high = a_5 > sd;
            double cl;
            if (high) {
                cl = sd;
            } else {
                cl = a_5;
            }
            double c2x = cl * 2.0;
            r_8 = c2x;
        } else {
            r_8 = 0.25;
        }
        P[i_4 + g * 13] = r_8;
    }
    global float* o = O + g * 65;
    bool spos = s > 0.0f;
    // foreach (%i, %j): iterations spread over the work-group
    for (long k_4 = (long)get_local_id(0); k_4 < min((long)get_local_id(0) + 1, 4L); ++k_4) {
        long e_18 = k_4 * 16;
        float16 a_6_1 = vload16(0, x + e_18);
        float16 na_1 = -a_6_1;
        float16 r_9_1 = (spos ? a_6_1 : na_1);
        vstore16(r_9_1, 0, o + e_18);
    }
    for (long i_5 = 64 + (long)get_local_id(0); i_5 < 65; i_5 += 8) {
        float a_6 = x[i_5];
        float r_9;
        if (spos) {
            r_9 = a_6;
        } else {
            float na = -a_6;
            r_9 = na;
        }
        o[i_5] = r_9;
    }
    // foreach (%i, %j): iterations spread over the work-group
    for (long k_5 = (long)get_local_id(0); k_5 < min((long)get_local_id(0) + 1, 8L); ++k_5) {
        long e_19 = k_5 * 8;
        float8 h_1 = (float8)(vload_half4(0, H + (e_19 + g * 65)), vload_half4(1, H + (e_19 + g * 65)));
        double8 hd_1 = convert_double8(h_1);
        float8 a_7_1 = vload8(0, x + e_19);
        double8 ad_1 = convert_double8(a_7_1);
        double8 sum_1 = hd_1 + ad_1;
        vstore8(sum_1, 0, HD + (e_19 + g * 65));
    }
    for (long i_6 = 64 + (long)get_local_id(0); i_6 < 65; i_6 += 8) {
        float h = tinyc_f16_load(((global ushort*)H)[i_6 + g * 65]);
        double hd = (double)h;
        float a_7 = x[i_6];
        double ad = (double)a_7;
        double sum = hd + ad;
        HD[i_6 + g * 65] = sum;
    }
    global float* q = Q + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    long per_2 = 12 / 8;
    long first_2 = (long)get_local_id(0) * per_2;
    long run_2 = max(min(first_2 + per_2, 5L) - first_2, 0L);
    for (long t_2 = first_2; t_2 < first_2 + run_2; ++t_2) {
        long j_5 = t_2;
        long full_2 = 13 - 13 % 16;
        for (long r_10 = 0; r_10 < full_2; r_10 += 16) {
            long e_21 = r_10;
            float16 a_8_2 = vload16(0, x + (e_21 + j_5 * 13));
            float jf_2 = (float)j_5;
            float16 b_3_2 = a_8_2 + jf_2;
            vstore16(b_3_2, 0, q + (e_21 + j_5 * 13));
        }
        long left_2 = 13 - full_2;
        long at_2 = full_2;
        if ((left_2 & 8) != 0) {
            long e_22 = at_2;
            float8 a_8_3 = vload8(0, x + (e_22 + j_5 * 13));
            float jf_3 = (float)j_5;
            float8 b_3_3 = a_8_3 + jf_3;
            vstore8(b_3_3, 0, q + (e_22 + j_5 * 13));
            at_2 = at_2 + 8;
        }
        if ((left_2 & 4) != 0) {
            long e_23 = at_2;
            float4 a_8_4 = vload4(0, x + (e_23 + j_5 * 13));
            float jf_4 = (float)j_5;
            float4 b_3_4 = a_8_4 + jf_4;
            vstore4(b_3_4, 0, q + (e_23 + j_5 * 13));
            at_2 = at_2 + 4;
        }
        if ((left_2 & 2) != 0) {
            long e_24 = at_2;
            float2 a_8_5 = vload2(0, x + (e_24 + j_5 * 13));
            float jf_5 = (float)j_5;
            float2 b_3_5 = a_8_5 + jf_5;
            vstore2(b_3_5, 0, q + (e_24 + j_5 * 13));
            at_2 = at_2 + 2;
        }
        if ((left_2 & 1) != 0) {
            long e_25 = at_2;
            float a_8_6 = x[e_25 + j_5 * 13];
            float jf_6 = (float)j_5;
            float b_3_6 = a_8_6 + jf_6;
            q[e_25 + j_5 * 13] = b_3_6;
        }
    }
    global float* r_11 = R + g * 25;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_3 = (long)get_local_id(0); t_3 < 25; t_3 += 8) {
        long i_8 = t_3 % 5;
        long rest = t_3 / 5;
        long j_6 = rest;
        float a_9 = x[j_6 + i_8 * 13];
        r_11[i_8 + j_6 * 5] = a_9;
    }
}
