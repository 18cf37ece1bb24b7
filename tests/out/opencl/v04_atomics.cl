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
void atomics(global int* A, long A_shape1, global float* F, long F_shape1, global double2* C, long C_shape1, global int* O, long O_shape1, global double* X, long X_shape1, global float2* P, long P_shape1, global half* Q, long Q_shape1) {
    long gid = (long)get_group_id(0);
    global int* a = A + gid * 8;
    global float* f = F + gid * 8;
    global double2* c = C + gid * 3;
    global int* o = O + gid * 16;
    global double* x = X + gid * 16;
    global float2* p = P + gid * 16;
    global half* q = Q + gid * 16;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 64; i += 32) {
        long j = i % 8;
        int ii = (int)i;
        atomic_add(&a[j], ii);
        float fi = (float)i;
        float fm = fi / 16.0f;
        {
            volatile global uint* atom_p = (volatile global uint*)&f[j];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(fmax(old, fm)));
            } while (atom_seen != atom_expected);
        }
        {
            double2 atom_v = (double2)(0.5, -0.25);
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&c[0]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&c[0]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    // foreach %j: iterations spread over the work-group
    for (long j_1 = (long)get_local_id(0); j_1 < 8; j_1 += 32) {
        long k = (long)((ulong)j_1 + (ulong)8);
        int prev;
        {
            volatile global int* atom_p = (volatile global int*)&o[j_1];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_1 = (atom_expected);
                prev = old_1;
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)old_1 + (uint)3));
            } while (atom_seen != atom_expected);
        }
        int low;
        {
            volatile global int* atom_p = (volatile global int*)&o[j_1];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_2 = (atom_expected);
                low = old_2;
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_2, 10));
            } while (atom_seen != atom_expected);
        }
        int sum = (int)((uint)prev + (uint)low);
        o[k] = sum;
        double l;
        {
            volatile global ulong* atom_p = (volatile global ulong*)&x[j_1];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                double old_3 = as_double(atom_expected);
                l = old_3;
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(old_3));
            } while (atom_seen != atom_expected);
        }
        mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        double l2 = l * 2.0;
        mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        atom_xchg((volatile global long*)&x[j_1], as_long(l2));
        double mn;
        {
            volatile global ulong* atom_p = (volatile global ulong*)&x[j_1];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                double old_4 = as_double(atom_expected);
                mn = old_4;
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(fmin(old_4, 0.25)));
            } while (atom_seen != atom_expected);
        }
        double r = l + mn;
        x[k] = r;
        float2 pp;
        {
            volatile global ulong* atom_p = (volatile global ulong*)&p[j_1];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_5 = as_float2(atom_expected);
                pp = old_5;
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(old_5 + (float2)(1.0f, 1.0f)));
            } while (atom_seen != atom_expected);
        }
        p[k] = pp;
        float qq;
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&q[j_1] - ((ulong)&q[j_1] & 2));
            uint atom_shift = (uint)((ulong)&q[j_1] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_6 = tinyc_f16_load((ushort)(atom_expected >> atom_shift));
                qq = old_6;
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_f16_bits(tinyc_f16(old_6 + 0.5f)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
        float qm;
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&q[j_1] - ((ulong)&q[j_1] & 2));
            uint atom_shift = (uint)((ulong)&q[j_1] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_7 = tinyc_f16_load((ushort)(atom_expected >> atom_shift));
                qm = old_7;
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_f16_bits(fmax(old_7, -0.125f)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
        float qs = tinyc_f16(qq + qm);
        ((global ushort*)q)[k] = tinyc_f16_bits(qs);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    // foreach %j: iterations spread over the work-group
    for (long j_2 = (long)get_local_id(0); j_2 < 1; j_2 += 32) {
        double2 prev_1;
        {
            volatile global ulong* atom_p = (volatile global ulong*)&c[1];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_8 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((old_8 + (double2)(0.5, 2.0)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_8 = (double2)(as_double(atom_re), as_double(atom_expected));
                    prev_1 = old_8;
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((old_8 + (double2)(0.5, 2.0)).y));
                } while (atom_seen != atom_expected);
            }
        }
        c[2] = prev_1;
    }
}
