#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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
void atomic_complex_beta_(global double2* x, long x_shape1, global float2* y, long y_shape1, global half* A, global double2* O64, long O64_shape1, global float2* O32, long O32_shape1, global double2* P64, long P64_shape1) {
    long g = (long)get_group_id(2);
    global double2* x_g = x + g * 5;
    global float2* y_g = y + g * 5;
    global double2* o64 = O64 + g * 5;
    global float2* o32 = O32 + g * 5;
    global double2* p64 = P64 + g * 4;
    for (long i = (long)get_local_id(0); i < 5; i += 32) {
        double2 scaled = tinyc_cmul_d((double2)(1.5, -0.5), x_g[i]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&o64[i];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled + tinyc_cmul_d((double2)(0.25, 2.0), old)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled + tinyc_cmul_d((double2)(0.25, 2.0), old)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 5; i_1 += 32) {
        float2 scaled_1 = tinyc_cmul_f((float2)(1.5f, -0.5f), y_g[i_1]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&o32[i_1];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_1 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_1 + tinyc_cmul_f((float2)(0.25f, 2.0f), old_1)));
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 4; i_2 += 32) {
        double2 acc = (double2)(0.0, 0.0);
        for (long k = 0; k < 5; ++k) {
            acc += tinyc_cmul_d((double2)((double)tinyc_f16_load(((global ushort*)A)[i_2 + k * 4]), 0), convert_double2(y_g[k]));
        }
        double2 scaled_2 = tinyc_cmul_d(convert_double2((float2)(-1.0f, 0.5f)), acc);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&p64[i_2];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_2 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_2 + tinyc_cmul_d((double2)(0.0, 1.0), old_2)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_2 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_2 + tinyc_cmul_d((double2)(0.0, 1.0), old_2)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
}
