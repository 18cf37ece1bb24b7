#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void atomic_c32_(global float2* A, long A_shape2, global float2* B, global float2* x, long x_shape1, global float2* u, long u_shape1, global float2* v, long v_shape1, global float2* O1, global float2* O0, long O0_shape2, global float2* O2) {
    long g = (long)get_group_id(2);
    global float2* a_g = A + g * 24;
    global float2* x_g = x + g * 4;
    global float2* s_g = x + g * 4;
    global float2* u_g = u + g * 6;
    global float2* v_g = v + g * 5;
    global float2* a_z = A;
    global float2* x_z = x;
    global float2* s_z = x;
    global float2* u_z = u;
    global float2* v_z = v;
    global float2* O1_0 = O1;
    global float2* O1_1 = O1 + 30;
    global float2* O1_2 = O1 + 60;
    global float2* O1_3 = O1 + 90;
    global float2* O1_4 = O1 + 120;
    global float2* O1_5 = O1 + 150;
    global float2* O1_6 = O1 + 180;
    global float2* O1_7 = O1 + 210;
    global float2* O1_8 = O1 + 240;
    global float2* O1_2m = O1_2;
    global float2* O1_3m = O1_3;
    global float2* O1_5m = O1_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float2 delta = tinyc_cmul_f((float2)(1.5f, 0.0f), s_g[0]);
        {
            float2 atom_v = delta;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_0[0]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_0[0]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 6; i += 64) {
        float2 delta_1 = tinyc_cmul_f((float2)(1.5f, 0.0f), u_g[i]);
        {
            float2 atom_v = delta_1;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_1[i]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_1[i]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j = (long)get_local_id(1); j < 6; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 4; i_1 += 32) {
            float2 delta_2 = tinyc_cmul_f((float2)(1.5f, 0.0f), a_g[j + i_1 * 6]);
            {
                float2 atom_v = delta_2;
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_2m[i_1 + j * 4]) + 0);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_2m[i_1 + j * 4]) + 1);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia = min(i_2, 5L);
    long j_1 = (long)get_local_id(1);
    long jb = min(j_1, 4L);
    long j_2 = (long)get_local_id(1) + 2;
    long jb_1 = min(j_2, 4L);
    long j_3 = (long)get_local_id(1) + 4;
    long jb_2 = min(j_3, 4L);
    float2 c00 = (float2)(0.0f, 0.0f);
    float2 c01 = (float2)(0.0f, 0.0f);
    float2 c02 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        float2 a0 = a_g[ia + k * 6];
        float2 b0 = B[k + jb * 4];
        float2 b1 = B[k + jb_1 * 4];
        float2 b2 = B[k + jb_2 * 4];
        c00 += tinyc_cmul_f(a0, b0);
        c01 += tinyc_cmul_f(a0, b1);
        c02 += tinyc_cmul_f(a0, b2);
    }
    if (i_2 < 6) {
        if (j_1 < 5) {
            float2 delta_3 = tinyc_cmul_f((float2)(1.5f, 0.0f), c00);
            {
                float2 atom_v = delta_3;
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_1 * 6]) + 0);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_1 * 6]) + 1);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_2 < 5) {
            float2 delta_4 = tinyc_cmul_f((float2)(1.5f, 0.0f), c01);
            {
                float2 atom_v = delta_4;
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_2 * 6]) + 0);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_2 * 6]) + 1);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_3 < 5) {
            float2 delta_5 = tinyc_cmul_f((float2)(1.5f, 0.0f), c02);
            {
                float2 atom_v = delta_5;
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_3 * 6]) + 0);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_3m[i_2 + j_3 * 6]) + 1);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 6; i_3 += 64) {
        float2 acc = (float2)(0.0f, 0.0f);
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc += tinyc_cmul_f(a_g[i_3 + k_1 * 6], x_g[k_1]);
        }
        float2 delta_6 = tinyc_cmul_f((float2)(1.5f, 0.0f), acc);
        {
            float2 atom_v = delta_6;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_4[i_3]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_4[i_3]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_4 = (long)get_local_id(1); j_4 < 5; j_4 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
            float2 delta_7 = tinyc_cmul_f((float2)(1.5f, 0.0f), tinyc_cmul_f(u_g[i_4], v_g[j_4]));
            {
                float2 atom_v = delta_7;
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_5m[i_4 + j_4 * 6]) + 0);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_5m[i_4 + j_4 * 6]) + 1);
                    uint atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        float atom_old = as_float(atom_expected);
                        atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 6; i_5 += 64) {
        float2 delta_8 = tinyc_cmul_f((float2)(1.5f, 0.0f), tinyc_cmul_f(u_g[i_5], u_g[i_5]));
        {
            float2 atom_v = delta_8;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_6[i_5]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_6[i_5]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_6 < 6; i_6 += 64) {
        float2 acc_1 = (float2)(0.0f, 0.0f);
        for (long k_2 = 0; k_2 < 4; ++k_2) {
            acc_1 += a_g[i_6 + k_2 * 6];
        }
        float2 delta_9 = tinyc_cmul_f((float2)(1.5f, 0.0f), acc_1);
        {
            float2 atom_v = delta_9;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_7[i_6]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_7[i_6]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float2 acc_2 = (float2)(0.0f, 0.0f);
        for (long k_3 = 0; k_3 < 6; ++k_3) {
            acc_2 += u_g[k_3];
        }
        float2 delta_10 = tinyc_cmul_f((float2)(1.5f, 0.0f), acc_2);
        {
            float2 atom_v = delta_10;
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_8[0]) + 0);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global uint* atom_p = (volatile global uint*)(((global float*)&O1_8[0]) + 1);
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    global float2* O0_0 = O0 + g * 270;
    global float2* O0_1 = O0 + (30 + g * 270);
    global float2* O0_2 = O0 + (60 + g * 270);
    global float2* O0_3 = O0 + (90 + g * 270);
    global float2* O0_4 = O0 + (120 + g * 270);
    global float2* O0_5 = O0 + (150 + g * 270);
    global float2* O0_6 = O0 + (180 + g * 270);
    global float2* O0_7 = O0 + (210 + g * 270);
    global float2* O0_8 = O0 + (240 + g * 270);
    global float2* O0_2m = O0_2;
    global float2* O0_3m = O0_3;
    global float2* O0_5m = O0_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        atom_xchg((volatile global long*)&O0_0[0], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), s_g[0])));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_7 < 6; i_7 += 64) {
        atom_xchg((volatile global long*)&O0_1[i_7], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), u_g[i_7])));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_5 = (long)get_local_id(1); j_5 < 6; j_5 += 2) {
        for (long i_8 = (long)get_local_id(0); i_8 < 4; i_8 += 32) {
            atom_xchg((volatile global long*)&O0_2m[i_8 + j_5 * 4], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), a_g[j_5 + i_8 * 6])));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    long i_9 = (long)get_local_id(0);
    long ia_1 = min(i_9, 5L);
    long j_6 = (long)get_local_id(1);
    long jb_3 = min(j_6, 4L);
    long j_7 = (long)get_local_id(1) + 2;
    long jb_4 = min(j_7, 4L);
    long j_8 = (long)get_local_id(1) + 4;
    long jb_5 = min(j_8, 4L);
    float2 c00_1 = (float2)(0.0f, 0.0f);
    float2 c01_1 = (float2)(0.0f, 0.0f);
    float2 c02_1 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        float2 a0_1 = a_g[ia_1 + k_4 * 6];
        float2 b0_1 = B[k_4 + jb_3 * 4];
        float2 b1_1 = B[k_4 + jb_4 * 4];
        float2 b2_1 = B[k_4 + jb_5 * 4];
        c00_1 += tinyc_cmul_f(a0_1, b0_1);
        c01_1 += tinyc_cmul_f(a0_1, b1_1);
        c02_1 += tinyc_cmul_f(a0_1, b2_1);
    }
    if (i_9 < 6) {
        if (j_6 < 5) {
            atom_xchg((volatile global long*)&O0_3m[i_9 + j_6 * 6], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), c00_1)));
        }
        if (j_7 < 5) {
            atom_xchg((volatile global long*)&O0_3m[i_9 + j_7 * 6], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), c01_1)));
        }
        if (j_8 < 5) {
            atom_xchg((volatile global long*)&O0_3m[i_9 + j_8 * 6], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), c02_1)));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 6; i_10 += 64) {
        float2 acc_3 = (float2)(0.0f, 0.0f);
        for (long k_5 = 0; k_5 < 4; ++k_5) {
            acc_3 += tinyc_cmul_f(a_g[i_10 + k_5 * 6], x_g[k_5]);
        }
        atom_xchg((volatile global long*)&O0_4[i_10], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), acc_3)));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_9 = (long)get_local_id(1); j_9 < 5; j_9 += 2) {
        for (long i_11 = (long)get_local_id(0); i_11 < 6; i_11 += 32) {
            atom_xchg((volatile global long*)&O0_5m[i_11 + j_9 * 6], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), tinyc_cmul_f(u_g[i_11], v_g[j_9]))));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 6; i_12 += 64) {
        atom_xchg((volatile global long*)&O0_6[i_12], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), tinyc_cmul_f(u_g[i_12], u_g[i_12]))));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 6; i_13 += 64) {
        float2 acc_4 = (float2)(0.0f, 0.0f);
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_4 += a_g[i_13 + k_6 * 6];
        }
        atom_xchg((volatile global long*)&O0_7[i_13], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), acc_4)));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float2 acc_5 = (float2)(0.0f, 0.0f);
        for (long k_7 = 0; k_7 < 6; ++k_7) {
            acc_5 += u_g[k_7];
        }
        atom_xchg((volatile global long*)&O0_8[0], as_long(tinyc_cmul_f((float2)(1.5f, 0.0f), acc_5)));
    }
    global float2* O2_0 = O2;
    global float2* O2_1 = O2 + 30;
    global float2* O2_2 = O2 + 60;
    global float2* O2_3 = O2 + 90;
    global float2* O2_4 = O2 + 120;
    global float2* O2_5 = O2 + 150;
    global float2* O2_6 = O2 + 180;
    global float2* O2_7 = O2 + 210;
    global float2* O2_8 = O2 + 240;
    global float2* O2_2m = O2_2;
    global float2* O2_3m = O2_3;
    global float2* O2_5m = O2_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float2 scaled = tinyc_cmul_f((float2)(-0.75f, 0.0f), s_z[0]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_0[0];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled + tinyc_cmul_f((float2)(0.5f, 0.0f), old)));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 6; i_14 += 64) {
        float2 scaled_1 = tinyc_cmul_f((float2)(-0.75f, 0.0f), u_z[i_14]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_1[i_14];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_1 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_1 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_1)));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_10 = (long)get_local_id(1); j_10 < 6; j_10 += 2) {
        for (long i_15 = (long)get_local_id(0); i_15 < 4; i_15 += 32) {
            float2 scaled_2 = tinyc_cmul_f((float2)(-0.75f, 0.0f), a_z[j_10 + i_15 * 6]);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_2m[i_15 + j_10 * 4];
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float2 old_2 = as_float2(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_2 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_2)));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    long i_16 = (long)get_local_id(0);
    long ia_2 = min(i_16, 5L);
    long j_11 = (long)get_local_id(1);
    long jb_6 = min(j_11, 4L);
    long j_12 = (long)get_local_id(1) + 2;
    long jb_7 = min(j_12, 4L);
    long j_13 = (long)get_local_id(1) + 4;
    long jb_8 = min(j_13, 4L);
    float2 c00_2 = (float2)(0.0f, 0.0f);
    float2 c01_2 = (float2)(0.0f, 0.0f);
    float2 c02_2 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k_8 = 0; k_8 < 4; ++k_8) {
        float2 a0_2 = a_z[ia_2 + k_8 * 6];
        float2 b0_2 = B[k_8 + jb_6 * 4];
        float2 b1_2 = B[k_8 + jb_7 * 4];
        float2 b2_2 = B[k_8 + jb_8 * 4];
        c00_2 += tinyc_cmul_f(a0_2, b0_2);
        c01_2 += tinyc_cmul_f(a0_2, b1_2);
        c02_2 += tinyc_cmul_f(a0_2, b2_2);
    }
    if (i_16 < 6) {
        if (j_11 < 5) {
            float2 scaled_3 = tinyc_cmul_f((float2)(-0.75f, 0.0f), c00_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_11 * 6];
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float2 old_3 = as_float2(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_3 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_3)));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_12 < 5) {
            float2 scaled_4 = tinyc_cmul_f((float2)(-0.75f, 0.0f), c01_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_12 * 6];
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float2 old_4 = as_float2(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_4 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_4)));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_13 < 5) {
            float2 scaled_5 = tinyc_cmul_f((float2)(-0.75f, 0.0f), c02_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_13 * 6];
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float2 old_5 = as_float2(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_5 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_5)));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_17 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_17 < 6; i_17 += 64) {
        float2 acc_6 = (float2)(0.0f, 0.0f);
        for (long k_9 = 0; k_9 < 4; ++k_9) {
            acc_6 += tinyc_cmul_f(a_z[i_17 + k_9 * 6], x_z[k_9]);
        }
        float2 scaled_6 = tinyc_cmul_f((float2)(-0.75f, 0.0f), acc_6);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_4[i_17];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_6 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_6 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_6)));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_14 = (long)get_local_id(1); j_14 < 5; j_14 += 2) {
        for (long i_18 = (long)get_local_id(0); i_18 < 6; i_18 += 32) {
            float2 scaled_7 = tinyc_cmul_f((float2)(-0.75f, 0.0f), tinyc_cmul_f(u_z[i_18], v_z[j_14]));
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_5m[i_18 + j_14 * 6];
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float2 old_7 = as_float2(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_7 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_7)));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_19 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_19 < 6; i_19 += 64) {
        float2 scaled_8 = tinyc_cmul_f((float2)(-0.75f, 0.0f), tinyc_cmul_f(u_z[i_19], u_z[i_19]));
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_6[i_19];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_8 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_8 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_8)));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_20 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_20 < 6; i_20 += 64) {
        float2 acc_7 = (float2)(0.0f, 0.0f);
        for (long k_10 = 0; k_10 < 4; ++k_10) {
            acc_7 += a_z[i_20 + k_10 * 6];
        }
        float2 scaled_9 = tinyc_cmul_f((float2)(-0.75f, 0.0f), acc_7);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_7[i_20];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_9 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_9 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_9)));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float2 acc_8 = (float2)(0.0f, 0.0f);
        for (long k_11 = 0; k_11 < 6; ++k_11) {
            acc_8 += u_z[k_11];
        }
        float2 scaled_10 = tinyc_cmul_f((float2)(-0.75f, 0.0f), acc_8);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_8[0];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float2 old_10 = as_float2(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_10 + tinyc_cmul_f((float2)(0.5f, 0.0f), old_10)));
            } while (atom_seen != atom_expected);
        }
    }
}
