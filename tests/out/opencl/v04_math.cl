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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(global float* X, long X_shape1, global half* H, long H_shape2, global ushort* B, long B_shape2, global float* F, long F_shape2, global double* D, long D_shape2, global float2* C, long C_shape2, global double2* Z, long Z_shape2) {
    long gid = (long)get_group_id(0);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        float x0 = X[i + gid * 16];
        float x1 = x0 * 2.0f;
        float ax = fabs(x1);
        float pos = ax + 0.01f;
        float x_f16 = tinyc_f16(x1);
        float p_f16 = tinyc_f16(pos);
        float r_f16_0 = tinyc_f16(sin(x_f16));
        ((global ushort*)H)[i + gid * 192] = tinyc_f16_bits(r_f16_0);
        float r_f16_1 = tinyc_f16(cos(x_f16));
        ((global ushort*)H)[i + 16 + gid * 192] = tinyc_f16_bits(r_f16_1);
        float r_f16_2 = tinyc_f16(exp(x_f16));
        ((global ushort*)H)[i + 32 + gid * 192] = tinyc_f16_bits(r_f16_2);
        float r_f16_3 = tinyc_f16(exp2(x_f16));
        ((global ushort*)H)[i + 48 + gid * 192] = tinyc_f16_bits(r_f16_3);
        float r_f16_4 = tinyc_f16(log(p_f16));
        ((global ushort*)H)[i + 64 + gid * 192] = tinyc_f16_bits(r_f16_4);
        float r_f16_5 = tinyc_f16(log2(p_f16));
        ((global ushort*)H)[i + 80 + gid * 192] = tinyc_f16_bits(r_f16_5);
        float r_f16_6 = tinyc_f16(native_sin(x_f16));
        ((global ushort*)H)[i + 96 + gid * 192] = tinyc_f16_bits(r_f16_6);
        float r_f16_7 = tinyc_f16(native_cos(x_f16));
        ((global ushort*)H)[i + 112 + gid * 192] = tinyc_f16_bits(r_f16_7);
        float r_f16_8 = tinyc_f16(native_exp(x_f16));
        ((global ushort*)H)[i + 128 + gid * 192] = tinyc_f16_bits(r_f16_8);
        float r_f16_9 = tinyc_f16(native_exp2(x_f16));
        ((global ushort*)H)[i + 144 + gid * 192] = tinyc_f16_bits(r_f16_9);
        float r_f16_10 = tinyc_f16(native_log(p_f16));
        ((global ushort*)H)[i + 160 + gid * 192] = tinyc_f16_bits(r_f16_10);
        float r_f16_11 = tinyc_f16(native_log2(p_f16));
        ((global ushort*)H)[i + 176 + gid * 192] = tinyc_f16_bits(r_f16_11);
        float x_bf16 = tinyc_bf16(x1);
        float p_bf16 = tinyc_bf16(pos);
        float r_bf16_0 = tinyc_bf16(sin(x_bf16));
        B[i + gid * 192] = tinyc_bf16_bits(r_bf16_0);
        float r_bf16_1 = tinyc_bf16(cos(x_bf16));
        B[i + 16 + gid * 192] = tinyc_bf16_bits(r_bf16_1);
        float r_bf16_2 = tinyc_bf16(exp(x_bf16));
        B[i + 32 + gid * 192] = tinyc_bf16_bits(r_bf16_2);
        float r_bf16_3 = tinyc_bf16(exp2(x_bf16));
        B[i + 48 + gid * 192] = tinyc_bf16_bits(r_bf16_3);
        float r_bf16_4 = tinyc_bf16(log(p_bf16));
        B[i + 64 + gid * 192] = tinyc_bf16_bits(r_bf16_4);
        float r_bf16_5 = tinyc_bf16(log2(p_bf16));
        B[i + 80 + gid * 192] = tinyc_bf16_bits(r_bf16_5);
        float r_bf16_6 = tinyc_bf16(native_sin(x_bf16));
        B[i + 96 + gid * 192] = tinyc_bf16_bits(r_bf16_6);
        float r_bf16_7 = tinyc_bf16(native_cos(x_bf16));
        B[i + 112 + gid * 192] = tinyc_bf16_bits(r_bf16_7);
        float r_bf16_8 = tinyc_bf16(native_exp(x_bf16));
        B[i + 128 + gid * 192] = tinyc_bf16_bits(r_bf16_8);
        float r_bf16_9 = tinyc_bf16(native_exp2(x_bf16));
        B[i + 144 + gid * 192] = tinyc_bf16_bits(r_bf16_9);
        float r_bf16_10 = tinyc_bf16(native_log(p_bf16));
        B[i + 160 + gid * 192] = tinyc_bf16_bits(r_bf16_10);
        float r_bf16_11 = tinyc_bf16(native_log2(p_bf16));
        B[i + 176 + gid * 192] = tinyc_bf16_bits(r_bf16_11);
        float x_f32 = x1;
        float p_f32 = pos;
        float r_f32_0 = sin(x_f32);
        F[i + gid * 192] = r_f32_0;
        float r_f32_1 = cos(x_f32);
        F[i + 16 + gid * 192] = r_f32_1;
        float r_f32_2 = exp(x_f32);
        F[i + 32 + gid * 192] = r_f32_2;
        float r_f32_3 = exp2(x_f32);
        F[i + 48 + gid * 192] = r_f32_3;
        float r_f32_4 = log(p_f32);
        F[i + 64 + gid * 192] = r_f32_4;
        float r_f32_5 = log2(p_f32);
        F[i + 80 + gid * 192] = r_f32_5;
        float r_f32_6 = native_sin(x_f32);
        F[i + 96 + gid * 192] = r_f32_6;
        float r_f32_7 = native_cos(x_f32);
        F[i + 112 + gid * 192] = r_f32_7;
        float r_f32_8 = native_exp(x_f32);
        F[i + 128 + gid * 192] = r_f32_8;
        float r_f32_9 = native_exp2(x_f32);
        F[i + 144 + gid * 192] = r_f32_9;
        float r_f32_10 = native_log(p_f32);
        F[i + 160 + gid * 192] = r_f32_10;
        float r_f32_11 = native_log2(p_f32);
        F[i + 176 + gid * 192] = r_f32_11;
        double x_f64 = (double)x1;
        double p_f64 = (double)pos;
        double r_f64_0 = sin(x_f64);
        D[i + gid * 192] = r_f64_0;
        double r_f64_1 = cos(x_f64);
        D[i + 16 + gid * 192] = r_f64_1;
        double r_f64_2 = exp(x_f64);
        D[i + 32 + gid * 192] = r_f64_2;
        double r_f64_3 = exp2(x_f64);
        D[i + 48 + gid * 192] = r_f64_3;
        double r_f64_4 = log(p_f64);
        D[i + 64 + gid * 192] = r_f64_4;
        double r_f64_5 = log2(p_f64);
        D[i + 80 + gid * 192] = r_f64_5;
        double r_f64_6 = sin(x_f64);
        D[i + 96 + gid * 192] = r_f64_6;
        double r_f64_7 = cos(x_f64);
        D[i + 112 + gid * 192] = r_f64_7;
        double r_f64_8 = exp(x_f64);
        D[i + 128 + gid * 192] = r_f64_8;
        double r_f64_9 = exp2(x_f64);
        D[i + 144 + gid * 192] = r_f64_9;
        double r_f64_10 = log(p_f64);
        D[i + 160 + gid * 192] = r_f64_10;
        double r_f64_11 = log2(p_f64);
        D[i + 176 + gid * 192] = r_f64_11;
        float2 re_c32 = (float2)((float)x1, 0);
        float imv_c32 = pos;
        float2 imc_c32 = (float2)((float)imv_c32, 0);
        float2 im_c32 = tinyc_cmul_f(imc_c32, (float2)(0.0f, 1.0f));
        float2 z_c32 = re_c32 + im_c32;
        float re = z_c32.x;
        float angle = z_c32.y;
        float scale = exp(re);
        float er = scale * cos(angle);
        float ei = scale * sin(angle);
        if (re > 80.0f) {
            float eh = exp(re * 0.5f);
            er = eh * cos(angle) * eh;
            ei = eh * sin(angle) * eh;
        }
        if (re == INFINITY) {
            if (angle == 0.0f) {
                er = re;
                ei = angle;
            }
            if (!(fabs(angle) < INFINITY)) {
                er = re;
                ei = angle - angle;
            }
        }
        if (re == -INFINITY) {
            if (!(fabs(angle) < INFINITY)) {
                er = 0.0f;
                ei = 0.0f;
            }
        }
        if (re != re) {
            if (angle == 0.0f) {
                er = re;
                ei = angle;
            }
        }
        float2 r_c32_0 = (float2)(er, ei);
        C[i + gid * 64] = r_c32_0;
        float re_1 = z_c32.x * 0.6931472f;
        float angle_1 = z_c32.y * 0.6931472f;
        float scale_1 = exp(re_1);
        float er_1 = scale_1 * cos(angle_1);
        float ei_1 = scale_1 * sin(angle_1);
        if (re_1 > 80.0f) {
            float eh_1 = exp(re_1 * 0.5f);
            er_1 = eh_1 * cos(angle_1) * eh_1;
            ei_1 = eh_1 * sin(angle_1) * eh_1;
        }
        if (re_1 == INFINITY) {
            if (angle_1 == 0.0f) {
                er_1 = re_1;
                ei_1 = angle_1;
            }
            if (!(fabs(angle_1) < INFINITY)) {
                er_1 = re_1;
                ei_1 = angle_1 - angle_1;
            }
        }
        if (re_1 == -INFINITY) {
            if (!(fabs(angle_1) < INFINITY)) {
                er_1 = 0.0f;
                ei_1 = 0.0f;
            }
        }
        if (re_1 != re_1) {
            if (angle_1 == 0.0f) {
                er_1 = re_1;
                ei_1 = angle_1;
            }
        }
        float2 r_c32_1 = (float2)(er_1, ei_1);
        C[i + 16 + gid * 64] = r_c32_1;
        float re_2 = z_c32.x;
        float angle_2 = z_c32.y;
        float scale_2 = native_exp(re_2);
        float er_2 = scale_2 * native_cos(angle_2);
        float ei_2 = scale_2 * native_sin(angle_2);
        if (re_2 > 80.0f) {
            float eh_2 = native_exp(re_2 * 0.5f);
            er_2 = eh_2 * native_cos(angle_2) * eh_2;
            ei_2 = eh_2 * native_sin(angle_2) * eh_2;
        }
        if (re_2 == INFINITY) {
            if (angle_2 == 0.0f) {
                er_2 = re_2;
                ei_2 = angle_2;
            }
            if (!(fabs(angle_2) < INFINITY)) {
                er_2 = re_2;
                ei_2 = angle_2 - angle_2;
            }
        }
        if (re_2 == -INFINITY) {
            if (!(fabs(angle_2) < INFINITY)) {
                er_2 = 0.0f;
                ei_2 = 0.0f;
            }
        }
        if (re_2 != re_2) {
            if (angle_2 == 0.0f) {
                er_2 = re_2;
                ei_2 = angle_2;
            }
        }
        float2 r_c32_2 = (float2)(er_2, ei_2);
        C[i + 32 + gid * 64] = r_c32_2;
        float re_3 = z_c32.x * 0.6931472f;
        float angle_3 = z_c32.y * 0.6931472f;
        float scale_3 = native_exp(re_3);
        float er_3 = scale_3 * native_cos(angle_3);
        float ei_3 = scale_3 * native_sin(angle_3);
        if (re_3 > 80.0f) {
            float eh_3 = native_exp(re_3 * 0.5f);
            er_3 = eh_3 * native_cos(angle_3) * eh_3;
            ei_3 = eh_3 * native_sin(angle_3) * eh_3;
        }
        if (re_3 == INFINITY) {
            if (angle_3 == 0.0f) {
                er_3 = re_3;
                ei_3 = angle_3;
            }
            if (!(fabs(angle_3) < INFINITY)) {
                er_3 = re_3;
                ei_3 = angle_3 - angle_3;
            }
        }
        if (re_3 == -INFINITY) {
            if (!(fabs(angle_3) < INFINITY)) {
                er_3 = 0.0f;
                ei_3 = 0.0f;
            }
        }
        if (re_3 != re_3) {
            if (angle_3 == 0.0f) {
                er_3 = re_3;
                ei_3 = angle_3;
            }
        }
        float2 r_c32_3 = (float2)(er_3, ei_3);
        C[i + 48 + gid * 64] = r_c32_3;
        double2 re_c64 = (double2)((double)x1, 0);
        double imv_c64 = (double)pos;
        double2 imc_c64 = (double2)((double)imv_c64, 0);
        double2 im_c64 = tinyc_cmul_d(imc_c64, (double2)(0.0, 1.0));
        double2 z_c64 = re_c64 + im_c64;
        double re_4 = z_c64.x;
        double angle_4 = z_c64.y;
        double scale_4 = exp(re_4);
        double er_4 = scale_4 * cos(angle_4);
        double ei_4 = scale_4 * sin(angle_4);
        if (re_4 > 700.0) {
            double eh_4 = exp(re_4 * 0.5);
            er_4 = eh_4 * cos(angle_4) * eh_4;
            ei_4 = eh_4 * sin(angle_4) * eh_4;
        }
        if (re_4 == (double)INFINITY) {
            if (angle_4 == 0.0) {
                er_4 = re_4;
                ei_4 = angle_4;
            }
            if (!(fabs(angle_4) < (double)INFINITY)) {
                er_4 = re_4;
                ei_4 = angle_4 - angle_4;
            }
        }
        if (re_4 == -(double)INFINITY) {
            if (!(fabs(angle_4) < (double)INFINITY)) {
                er_4 = 0.0;
                ei_4 = 0.0;
            }
        }
        if (re_4 != re_4) {
            if (angle_4 == 0.0) {
                er_4 = re_4;
                ei_4 = angle_4;
            }
        }
        double2 r_c64_0 = (double2)(er_4, ei_4);
        Z[i + gid * 64] = r_c64_0;
        double re_5 = z_c64.x * 0.6931471805599453;
        double angle_5 = z_c64.y * 0.6931471805599453;
        double scale_5 = exp(re_5);
        double er_5 = scale_5 * cos(angle_5);
        double ei_5 = scale_5 * sin(angle_5);
        if (re_5 > 700.0) {
            double eh_5 = exp(re_5 * 0.5);
            er_5 = eh_5 * cos(angle_5) * eh_5;
            ei_5 = eh_5 * sin(angle_5) * eh_5;
        }
        if (re_5 == (double)INFINITY) {
            if (angle_5 == 0.0) {
                er_5 = re_5;
                ei_5 = angle_5;
            }
            if (!(fabs(angle_5) < (double)INFINITY)) {
                er_5 = re_5;
                ei_5 = angle_5 - angle_5;
            }
        }
        if (re_5 == -(double)INFINITY) {
            if (!(fabs(angle_5) < (double)INFINITY)) {
                er_5 = 0.0;
                ei_5 = 0.0;
            }
        }
        if (re_5 != re_5) {
            if (angle_5 == 0.0) {
                er_5 = re_5;
                ei_5 = angle_5;
            }
        }
        double2 r_c64_1 = (double2)(er_5, ei_5);
        Z[i + 16 + gid * 64] = r_c64_1;
        double re_6 = z_c64.x;
        double angle_6 = z_c64.y;
        double scale_6 = exp(re_6);
        double er_6 = scale_6 * cos(angle_6);
        double ei_6 = scale_6 * sin(angle_6);
        if (re_6 > 700.0) {
            double eh_6 = exp(re_6 * 0.5);
            er_6 = eh_6 * cos(angle_6) * eh_6;
            ei_6 = eh_6 * sin(angle_6) * eh_6;
        }
        if (re_6 == (double)INFINITY) {
            if (angle_6 == 0.0) {
                er_6 = re_6;
                ei_6 = angle_6;
            }
            if (!(fabs(angle_6) < (double)INFINITY)) {
                er_6 = re_6;
                ei_6 = angle_6 - angle_6;
            }
        }
        if (re_6 == -(double)INFINITY) {
            if (!(fabs(angle_6) < (double)INFINITY)) {
                er_6 = 0.0;
                ei_6 = 0.0;
            }
        }
        if (re_6 != re_6) {
            if (angle_6 == 0.0) {
                er_6 = re_6;
                ei_6 = angle_6;
            }
        }
        double2 r_c64_2 = (double2)(er_6, ei_6);
        Z[i + 32 + gid * 64] = r_c64_2;
        double re_7 = z_c64.x * 0.6931471805599453;
        double angle_7 = z_c64.y * 0.6931471805599453;
        double scale_7 = exp(re_7);
        double er_7 = scale_7 * cos(angle_7);
        double ei_7 = scale_7 * sin(angle_7);
        if (re_7 > 700.0) {
            double eh_7 = exp(re_7 * 0.5);
            er_7 = eh_7 * cos(angle_7) * eh_7;
            ei_7 = eh_7 * sin(angle_7) * eh_7;
        }
        if (re_7 == (double)INFINITY) {
            if (angle_7 == 0.0) {
                er_7 = re_7;
                ei_7 = angle_7;
            }
            if (!(fabs(angle_7) < (double)INFINITY)) {
                er_7 = re_7;
                ei_7 = angle_7 - angle_7;
            }
        }
        if (re_7 == -(double)INFINITY) {
            if (!(fabs(angle_7) < (double)INFINITY)) {
                er_7 = 0.0;
                ei_7 = 0.0;
            }
        }
        if (re_7 != re_7) {
            if (angle_7 == 0.0) {
                er_7 = re_7;
                ei_7 = angle_7;
            }
        }
        double2 r_c64_3 = (double2)(er_7, ei_7);
        Z[i + 48 + gid * 64] = r_c64_3;
    }
}
