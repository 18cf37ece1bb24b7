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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fv(global float* X, long X_shape2, global float* Y, long Y_shape2, float s, global float* U, long U_shape3, global float* T, long T_shape3, global double* W, long W_shape0, long W_shape1, long W_shape2, long W_stride1, long W_stride2, global double* C, long C_shape0, long C_shape1, long C_stride1, global double* Z, long Z_shape0, long Z_shape1, long Z_shape2, long Z_stride1, long Z_stride2, global float* V, long V_shape0, long V_shape1, long V_stride1, global float* Q, long Q_shape2, global float* R, long R_shape2, global double* D, long D_shape1, global double* P, long P_shape1, global float* O, long O_shape2, global half* H, long H_shape2, global double* HD, long HD_shape2) {
    long g = (long)get_group_id(0);
    global float* x = X + g * 65;
    global float* y = Y + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 65; i += 32) {
        float a = x[i];
        float a2 = a * a;
        float b = a2 + s;
        y[i] = b;
    }
    global float* u = U + g * 24;
    global float* t = T + g * 24;
    // foreach (%i, %j, %k): iterations spread over the work-group
    for (long i_1 = (long)get_local_id(0); i_1 < 24; i_1 += 32) {
        float a_1 = u[i_1];
        float e = exp(a_1);
        float eh = e * 0.5f;
        float n = -eh;
        float b_1 = n + s;
        t[i_1] = b_1;
    }
    long m = W_shape0;
    long nn = W_shape1;
    global double* w = W + g * W_stride2;
    global double* z = Z + g * Z_stride2;
    global double* c = C + g * C_stride1;
    // foreach (%i, %j): iterations spread over the work-group
    long extent = max(m, 0L);
    long extent_1 = max(nn, 0L);
    long iterations = extent * extent_1;
    for (long t_1 = (long)get_local_id(0); t_1 < iterations; t_1 += 32) {
        long i_2 = t_1 % extent;
        long rest = t_1 / extent;
        long j_2 = rest;
        double a_2 = w[i_2 + j_2 * W_stride1];
        double r = exp2(a_2);
        double cj = c[j_2];
        double rc = r * cj;
        double d = rc - a_2;
        z[i_2 + j_2 * Z_stride1] = d;
    }
    long mv = V_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i_3 = 2 + (long)get_local_id(0); i_3 < mv; i_3 += 32) {
        float a_3 = V[i_3 + g * V_stride1];
        float e_1 = exp(a_3);
        float eh_1 = e_1 * 0.5f;
        float d_1 = eh_1 - a_3;
        V[i_3 + g * V_stride1] = d_1;
    }
    // foreach %i: iterations spread over the work-group
    for (long i_4 = (long)get_local_id(0); i_4 < 13; i_4 += 32) {
        double a_4 = D[i_4 + g * 13];
        bool above = a_4 > -0.5;
        double r_1;
        if (above) {
            double sd = (double)s;
            bool high = a_4 > sd;
            double cl;
            if (high) {
                cl = sd;
            } else {
                cl = a_4;
            }
            double c2x = cl * 2.0;
            r_1 = c2x;
        } else {
            r_1 = 0.25;
        }
        P[i_4 + g * 13] = r_1;
    }
    global float* o = O + g * 65;
    bool spos = s > 0.0f;
    // foreach (%i, %j): iterations spread over the work-group
    for (long i_5 = (long)get_local_id(0); i_5 < 65; i_5 += 32) {
        float a_5 = x[i_5];
        float r_2;
        if (spos) {
            r_2 = a_5;
        } else {
            float na = -a_5;
            r_2 = na;
        }
        o[i_5] = r_2;
    }
    // foreach (%i, %j): iterations spread over the work-group
    for (long i_6 = (long)get_local_id(0); i_6 < 65; i_6 += 32) {
        float h = tinyc_f16_load(((global ushort*)H)[i_6 + g * 65]);
        double hd = (double)h;
        float a_6 = x[i_6];
        double ad = (double)a_6;
        double sum = hd + ad;
        HD[i_6 + g * 65] = sum;
    }
    global float* q = Q + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_2 = (long)get_local_id(0); t_2 < 65; t_2 += 32) {
        long i_7 = t_2 % 13;
        long rest_1 = t_2 / 13;
        long j_5 = rest_1;
        float a_7 = x[i_7 + j_5 * 13];
        float jf = (float)j_5;
        float b_2 = a_7 + jf;
        q[i_7 + j_5 * 13] = b_2;
    }
    global float* r_3 = R + g * 25;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_3 = (long)get_local_id(0); t_3 < 25; t_3 += 32) {
        long i_8 = t_3 % 5;
        long rest_2 = t_3 / 5;
        long j_6 = rest_2;
        float a_8 = x[j_6 + i_8 * 13];
        r_3[i_8 + j_6 * 5] = a_8;
    }
}
