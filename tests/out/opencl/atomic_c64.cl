#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
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

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void atomic_c64_(global double2* A, long A_shape2, global double2* B, global double2* x, long x_shape1, global double2* u, long u_shape1, global double2* v, long v_shape1, global double2* O1, global double2* O0, long O0_shape2, global double2* O2) {
    long g = (long)get_group_id(2);
    global double2* a_g = A + g * 24;
    global double2* x_g = x + g * 4;
    global double2* s_g = x + g * 4;
    global double2* u_g = u + g * 6;
    global double2* v_g = v + g * 5;
    global double2* a_z = A;
    global double2* x_z = x;
    global double2* s_z = x;
    global double2* u_z = u;
    global double2* v_z = v;
    global double2* O1_0 = O1;
    global double2* O1_1 = O1 + 30;
    global double2* O1_2 = O1 + 60;
    global double2* O1_3 = O1 + 90;
    global double2* O1_4 = O1 + 120;
    global double2* O1_5 = O1 + 150;
    global double2* O1_6 = O1 + 180;
    global double2* O1_7 = O1 + 210;
    global double2* O1_8 = O1 + 240;
    global double2* O1_2m = O1_2;
    global double2* O1_3m = O1_3;
    global double2* O1_5m = O1_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        double2 delta = tinyc_cmul_d((double2)(1.5, 0.0), s_g[0]);
        {
            double2 atom_v = delta;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_0[0]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_0[0]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 6; i += 64) {
        double2 delta_1 = tinyc_cmul_d((double2)(1.5, 0.0), u_g[i]);
        {
            double2 atom_v = delta_1;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_1[i]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_1[i]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j = (long)get_local_id(1); j < 6; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 4; i_1 += 32) {
            double2 delta_2 = tinyc_cmul_d((double2)(1.5, 0.0), a_g[j + i_1 * 6]);
            {
                double2 atom_v = delta_2;
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_2m[i_1 + j * 4]) + 0);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_2m[i_1 + j * 4]) + 1);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
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
    double2 c00 = (double2)(0.0, 0.0);
    double2 c01 = (double2)(0.0, 0.0);
    double2 c02 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        double2 a0 = a_g[ia + k * 6];
        double2 b0 = B[k + jb * 4];
        double2 b1 = B[k + jb_1 * 4];
        double2 b2 = B[k + jb_2 * 4];
        c00 += tinyc_cmul_d(a0, b0);
        c01 += tinyc_cmul_d(a0, b1);
        c02 += tinyc_cmul_d(a0, b2);
    }
    if (i_2 < 6) {
        if (j_1 < 5) {
            double2 delta_3 = tinyc_cmul_d((double2)(1.5, 0.0), c00);
            {
                double2 atom_v = delta_3;
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_1 * 6]) + 0);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_1 * 6]) + 1);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_2 < 5) {
            double2 delta_4 = tinyc_cmul_d((double2)(1.5, 0.0), c01);
            {
                double2 atom_v = delta_4;
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_2 * 6]) + 0);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_2 * 6]) + 1);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_3 < 5) {
            double2 delta_5 = tinyc_cmul_d((double2)(1.5, 0.0), c02);
            {
                double2 atom_v = delta_5;
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_3 * 6]) + 0);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_3m[i_2 + j_3 * 6]) + 1);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 6; i_3 += 64) {
        double2 acc = (double2)(0.0, 0.0);
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc += tinyc_cmul_d(a_g[i_3 + k_1 * 6], x_g[k_1]);
        }
        double2 delta_6 = tinyc_cmul_d((double2)(1.5, 0.0), acc);
        {
            double2 atom_v = delta_6;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_4[i_3]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_4[i_3]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_4 = (long)get_local_id(1); j_4 < 5; j_4 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
            double2 delta_7 = tinyc_cmul_d((double2)(1.5, 0.0), tinyc_cmul_d(u_g[i_4], v_g[j_4]));
            {
                double2 atom_v = delta_7;
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_5m[i_4 + j_4 * 6]) + 0);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                    } while (atom_seen != atom_expected);
                }
                {
                    volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_5m[i_4 + j_4 * 6]) + 1);
                    ulong atom_seen = *atom_p, atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double atom_old = as_double(atom_expected);
                        atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 6; i_5 += 64) {
        double2 delta_8 = tinyc_cmul_d((double2)(1.5, 0.0), tinyc_cmul_d(u_g[i_5], u_g[i_5]));
        {
            double2 atom_v = delta_8;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_6[i_5]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_6[i_5]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_6 < 6; i_6 += 64) {
        double2 acc_1 = (double2)(0.0, 0.0);
        for (long k_2 = 0; k_2 < 4; ++k_2) {
            acc_1 += a_g[i_6 + k_2 * 6];
        }
        double2 delta_9 = tinyc_cmul_d((double2)(1.5, 0.0), acc_1);
        {
            double2 atom_v = delta_9;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_7[i_6]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_7[i_6]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        double2 acc_2 = (double2)(0.0, 0.0);
        for (long k_3 = 0; k_3 < 6; ++k_3) {
            acc_2 += u_g[k_3];
        }
        double2 delta_10 = tinyc_cmul_d((double2)(1.5, 0.0), acc_2);
        {
            double2 atom_v = delta_10;
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_8[0]) + 0);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.x));
                } while (atom_seen != atom_expected);
            }
            {
                volatile global ulong* atom_p = (volatile global ulong*)(((global double*)&O1_8[0]) + 1);
                ulong atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    double atom_old = as_double(atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + atom_v.y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    global double2* O0_0 = O0 + g * 270;
    global double2* O0_1 = O0 + (30 + g * 270);
    global double2* O0_2 = O0 + (60 + g * 270);
    global double2* O0_3 = O0 + (90 + g * 270);
    global double2* O0_4 = O0 + (120 + g * 270);
    global double2* O0_5 = O0 + (150 + g * 270);
    global double2* O0_6 = O0 + (180 + g * 270);
    global double2* O0_7 = O0 + (210 + g * 270);
    global double2* O0_8 = O0 + (240 + g * 270);
    global double2* O0_2m = O0_2;
    global double2* O0_3m = O0_3;
    global double2* O0_5m = O0_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), s_g[0]);
            atom_xchg((volatile global long*)((global double*)&O0_0[0]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_0[0]) + 1, as_long(atom_v.y));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_7 < 6; i_7 += 64) {
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), u_g[i_7]);
            atom_xchg((volatile global long*)((global double*)&O0_1[i_7]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_1[i_7]) + 1, as_long(atom_v.y));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_5 = (long)get_local_id(1); j_5 < 6; j_5 += 2) {
        for (long i_8 = (long)get_local_id(0); i_8 < 4; i_8 += 32) {
            {
                double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), a_g[j_5 + i_8 * 6]);
                atom_xchg((volatile global long*)((global double*)&O0_2m[i_8 + j_5 * 4]) + 0, as_long(atom_v.x));
                atom_xchg((volatile global long*)((global double*)&O0_2m[i_8 + j_5 * 4]) + 1, as_long(atom_v.y));
            }
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
    double2 c00_1 = (double2)(0.0, 0.0);
    double2 c01_1 = (double2)(0.0, 0.0);
    double2 c02_1 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        double2 a0_1 = a_g[ia_1 + k_4 * 6];
        double2 b0_1 = B[k_4 + jb_3 * 4];
        double2 b1_1 = B[k_4 + jb_4 * 4];
        double2 b2_1 = B[k_4 + jb_5 * 4];
        c00_1 += tinyc_cmul_d(a0_1, b0_1);
        c01_1 += tinyc_cmul_d(a0_1, b1_1);
        c02_1 += tinyc_cmul_d(a0_1, b2_1);
    }
    if (i_9 < 6) {
        if (j_6 < 5) {
            {
                double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), c00_1);
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_6 * 6]) + 0, as_long(atom_v.x));
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_6 * 6]) + 1, as_long(atom_v.y));
            }
        }
        if (j_7 < 5) {
            {
                double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), c01_1);
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_7 * 6]) + 0, as_long(atom_v.x));
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_7 * 6]) + 1, as_long(atom_v.y));
            }
        }
        if (j_8 < 5) {
            {
                double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), c02_1);
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_8 * 6]) + 0, as_long(atom_v.x));
                atom_xchg((volatile global long*)((global double*)&O0_3m[i_9 + j_8 * 6]) + 1, as_long(atom_v.y));
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 6; i_10 += 64) {
        double2 acc_3 = (double2)(0.0, 0.0);
        for (long k_5 = 0; k_5 < 4; ++k_5) {
            acc_3 += tinyc_cmul_d(a_g[i_10 + k_5 * 6], x_g[k_5]);
        }
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), acc_3);
            atom_xchg((volatile global long*)((global double*)&O0_4[i_10]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_4[i_10]) + 1, as_long(atom_v.y));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_9 = (long)get_local_id(1); j_9 < 5; j_9 += 2) {
        for (long i_11 = (long)get_local_id(0); i_11 < 6; i_11 += 32) {
            {
                double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), tinyc_cmul_d(u_g[i_11], v_g[j_9]));
                atom_xchg((volatile global long*)((global double*)&O0_5m[i_11 + j_9 * 6]) + 0, as_long(atom_v.x));
                atom_xchg((volatile global long*)((global double*)&O0_5m[i_11 + j_9 * 6]) + 1, as_long(atom_v.y));
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 6; i_12 += 64) {
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), tinyc_cmul_d(u_g[i_12], u_g[i_12]));
            atom_xchg((volatile global long*)((global double*)&O0_6[i_12]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_6[i_12]) + 1, as_long(atom_v.y));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 6; i_13 += 64) {
        double2 acc_4 = (double2)(0.0, 0.0);
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_4 += a_g[i_13 + k_6 * 6];
        }
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), acc_4);
            atom_xchg((volatile global long*)((global double*)&O0_7[i_13]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_7[i_13]) + 1, as_long(atom_v.y));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        double2 acc_5 = (double2)(0.0, 0.0);
        for (long k_7 = 0; k_7 < 6; ++k_7) {
            acc_5 += u_g[k_7];
        }
        {
            double2 atom_v = tinyc_cmul_d((double2)(1.5, 0.0), acc_5);
            atom_xchg((volatile global long*)((global double*)&O0_8[0]) + 0, as_long(atom_v.x));
            atom_xchg((volatile global long*)((global double*)&O0_8[0]) + 1, as_long(atom_v.y));
        }
    }
    global double2* O2_0 = O2;
    global double2* O2_1 = O2 + 30;
    global double2* O2_2 = O2 + 60;
    global double2* O2_3 = O2 + 90;
    global double2* O2_4 = O2 + 120;
    global double2* O2_5 = O2 + 150;
    global double2* O2_6 = O2 + 180;
    global double2* O2_7 = O2 + 210;
    global double2* O2_8 = O2 + 240;
    global double2* O2_2m = O2_2;
    global double2* O2_3m = O2_3;
    global double2* O2_5m = O2_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        double2 scaled = tinyc_cmul_d((double2)(-0.75, 0.0), s_z[0]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_0[0];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled + tinyc_cmul_d((double2)(0.5, 0.0), old)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled + tinyc_cmul_d((double2)(0.5, 0.0), old)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 6; i_14 += 64) {
        double2 scaled_1 = tinyc_cmul_d((double2)(-0.75, 0.0), u_z[i_14]);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_1[i_14];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_1 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_1 + tinyc_cmul_d((double2)(0.5, 0.0), old_1)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_1 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_1 + tinyc_cmul_d((double2)(0.5, 0.0), old_1)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_10 = (long)get_local_id(1); j_10 < 6; j_10 += 2) {
        for (long i_15 = (long)get_local_id(0); i_15 < 4; i_15 += 32) {
            double2 scaled_2 = tinyc_cmul_d((double2)(-0.75, 0.0), a_z[j_10 + i_15 * 6]);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_2m[i_15 + j_10 * 4];
                ulong atom_re_seen = *atom_p, atom_re;
                {
                    do {
                        atom_re = atom_re_seen;
                        double2 old_2 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                        atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_2 + tinyc_cmul_d((double2)(0.5, 0.0), old_2)).x));
                    } while (atom_re_seen != atom_re);
                }
                {
                    ulong atom_seen = *(atom_p + 1), atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double2 old_2 = (double2)(as_double(atom_re), as_double(atom_expected));
                        atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_2 + tinyc_cmul_d((double2)(0.5, 0.0), old_2)).y));
                    } while (atom_seen != atom_expected);
                }
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
    double2 c00_2 = (double2)(0.0, 0.0);
    double2 c01_2 = (double2)(0.0, 0.0);
    double2 c02_2 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k_8 = 0; k_8 < 4; ++k_8) {
        double2 a0_2 = a_z[ia_2 + k_8 * 6];
        double2 b0_2 = B[k_8 + jb_6 * 4];
        double2 b1_2 = B[k_8 + jb_7 * 4];
        double2 b2_2 = B[k_8 + jb_8 * 4];
        c00_2 += tinyc_cmul_d(a0_2, b0_2);
        c01_2 += tinyc_cmul_d(a0_2, b1_2);
        c02_2 += tinyc_cmul_d(a0_2, b2_2);
    }
    if (i_16 < 6) {
        if (j_11 < 5) {
            double2 scaled_3 = tinyc_cmul_d((double2)(-0.75, 0.0), c00_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_11 * 6];
                ulong atom_re_seen = *atom_p, atom_re;
                {
                    do {
                        atom_re = atom_re_seen;
                        double2 old_3 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                        atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_3 + tinyc_cmul_d((double2)(0.5, 0.0), old_3)).x));
                    } while (atom_re_seen != atom_re);
                }
                {
                    ulong atom_seen = *(atom_p + 1), atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double2 old_3 = (double2)(as_double(atom_re), as_double(atom_expected));
                        atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_3 + tinyc_cmul_d((double2)(0.5, 0.0), old_3)).y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_12 < 5) {
            double2 scaled_4 = tinyc_cmul_d((double2)(-0.75, 0.0), c01_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_12 * 6];
                ulong atom_re_seen = *atom_p, atom_re;
                {
                    do {
                        atom_re = atom_re_seen;
                        double2 old_4 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                        atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_4 + tinyc_cmul_d((double2)(0.5, 0.0), old_4)).x));
                    } while (atom_re_seen != atom_re);
                }
                {
                    ulong atom_seen = *(atom_p + 1), atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double2 old_4 = (double2)(as_double(atom_re), as_double(atom_expected));
                        atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_4 + tinyc_cmul_d((double2)(0.5, 0.0), old_4)).y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
        if (j_13 < 5) {
            double2 scaled_5 = tinyc_cmul_d((double2)(-0.75, 0.0), c02_2);
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_3m[i_16 + j_13 * 6];
                ulong atom_re_seen = *atom_p, atom_re;
                {
                    do {
                        atom_re = atom_re_seen;
                        double2 old_5 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                        atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_5 + tinyc_cmul_d((double2)(0.5, 0.0), old_5)).x));
                    } while (atom_re_seen != atom_re);
                }
                {
                    ulong atom_seen = *(atom_p + 1), atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double2 old_5 = (double2)(as_double(atom_re), as_double(atom_expected));
                        atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_5 + tinyc_cmul_d((double2)(0.5, 0.0), old_5)).y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_17 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_17 < 6; i_17 += 64) {
        double2 acc_6 = (double2)(0.0, 0.0);
        for (long k_9 = 0; k_9 < 4; ++k_9) {
            acc_6 += tinyc_cmul_d(a_z[i_17 + k_9 * 6], x_z[k_9]);
        }
        double2 scaled_6 = tinyc_cmul_d((double2)(-0.75, 0.0), acc_6);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_4[i_17];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_6 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_6 + tinyc_cmul_d((double2)(0.5, 0.0), old_6)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_6 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_6 + tinyc_cmul_d((double2)(0.5, 0.0), old_6)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_14 = (long)get_local_id(1); j_14 < 5; j_14 += 2) {
        for (long i_18 = (long)get_local_id(0); i_18 < 6; i_18 += 32) {
            double2 scaled_7 = tinyc_cmul_d((double2)(-0.75, 0.0), tinyc_cmul_d(u_z[i_18], v_z[j_14]));
            {
                volatile global ulong* atom_p = (volatile global ulong*)&O2_5m[i_18 + j_14 * 6];
                ulong atom_re_seen = *atom_p, atom_re;
                {
                    do {
                        atom_re = atom_re_seen;
                        double2 old_7 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                        atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_7 + tinyc_cmul_d((double2)(0.5, 0.0), old_7)).x));
                    } while (atom_re_seen != atom_re);
                }
                {
                    ulong atom_seen = *(atom_p + 1), atom_expected;
                    do {
                        atom_expected = atom_seen;
                        double2 old_7 = (double2)(as_double(atom_re), as_double(atom_expected));
                        atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_7 + tinyc_cmul_d((double2)(0.5, 0.0), old_7)).y));
                    } while (atom_seen != atom_expected);
                }
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_19 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_19 < 6; i_19 += 64) {
        double2 scaled_8 = tinyc_cmul_d((double2)(-0.75, 0.0), tinyc_cmul_d(u_z[i_19], u_z[i_19]));
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_6[i_19];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_8 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_8 + tinyc_cmul_d((double2)(0.5, 0.0), old_8)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_8 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_8 + tinyc_cmul_d((double2)(0.5, 0.0), old_8)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_20 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_20 < 6; i_20 += 64) {
        double2 acc_7 = (double2)(0.0, 0.0);
        for (long k_10 = 0; k_10 < 4; ++k_10) {
            acc_7 += a_z[i_20 + k_10 * 6];
        }
        double2 scaled_9 = tinyc_cmul_d((double2)(-0.75, 0.0), acc_7);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_7[i_20];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_9 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_9 + tinyc_cmul_d((double2)(0.5, 0.0), old_9)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_9 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_9 + tinyc_cmul_d((double2)(0.5, 0.0), old_9)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        double2 acc_8 = (double2)(0.0, 0.0);
        for (long k_11 = 0; k_11 < 6; ++k_11) {
            acc_8 += u_z[k_11];
        }
        double2 scaled_10 = tinyc_cmul_d((double2)(-0.75, 0.0), acc_8);
        {
            volatile global ulong* atom_p = (volatile global ulong*)&O2_8[0];
            ulong atom_re_seen = *atom_p, atom_re;
            {
                do {
                    atom_re = atom_re_seen;
                    double2 old_10 = (double2)(as_double(atom_re), as_double(*(atom_p + 1)));
                    atom_re_seen = atom_cmpxchg(atom_p, atom_re, as_ulong((scaled_10 + tinyc_cmul_d((double2)(0.5, 0.0), old_10)).x));
                } while (atom_re_seen != atom_re);
            }
            {
                ulong atom_seen = *(atom_p + 1), atom_expected;
                do {
                    atom_expected = atom_seen;
                    double2 old_10 = (double2)(as_double(atom_re), as_double(atom_expected));
                    atom_seen = atom_cmpxchg(atom_p + 1, atom_expected, as_ulong((scaled_10 + tinyc_cmul_d((double2)(0.5, 0.0), old_10)).y));
                } while (atom_seen != atom_expected);
            }
        }
    }
}
