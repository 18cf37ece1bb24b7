#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void atomic_i64_(global long* A, long A_shape2, global long* B, global long* x, long x_shape1, global long* u, long u_shape1, global long* v, long v_shape1, global long* O1, global long* O0, long O0_shape2, global long* O2) {
    long g = (long)get_group_id(2);
    global long* a_g = A + g * 24;
    global long* x_g = x + g * 4;
    global long* s_g = x + g * 4;
    global long* u_g = u + g * 6;
    global long* v_g = v + g * 5;
    global long* a_z = A;
    global long* x_z = x;
    global long* s_z = x;
    global long* u_z = u;
    global long* v_z = v;
    global long* O1_0 = O1;
    global long* O1_1 = O1 + 30;
    global long* O1_2 = O1 + 60;
    global long* O1_3 = O1 + 90;
    global long* O1_4 = O1 + 120;
    global long* O1_5 = O1 + 150;
    global long* O1_6 = O1 + 180;
    global long* O1_7 = O1 + 210;
    global long* O1_8 = O1 + 240;
    global long* O1_2m = O1_2;
    global long* O1_3m = O1_3;
    global long* O1_5m = O1_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        long delta = (long)((ulong)3 * (ulong)s_g[0]);
        atom_add(&O1_0[0], delta);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 6; i += 64) {
        long delta_1 = (long)((ulong)3 * (ulong)u_g[i]);
        atom_add(&O1_1[i], delta_1);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j = (long)get_local_id(1); j < 6; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 4; i_1 += 32) {
            long delta_2 = (long)((ulong)3 * (ulong)a_g[j + i_1 * 6]);
            atom_add(&O1_2m[i_1 + j * 4], delta_2);
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
    long c00 = 0;
    long c01 = 0;
    long c02 = 0;
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        long a0 = a_g[ia + k * 6];
        long b0 = B[k + jb * 4];
        long b1 = B[k + jb_1 * 4];
        long b2 = B[k + jb_2 * 4];
        c00 = (long)((ulong)c00 + (ulong)((long)((ulong)a0 * (ulong)b0)));
        c01 = (long)((ulong)c01 + (ulong)((long)((ulong)a0 * (ulong)b1)));
        c02 = (long)((ulong)c02 + (ulong)((long)((ulong)a0 * (ulong)b2)));
    }
    if (i_2 < 6) {
        if (j_1 < 5) {
            long delta_3 = (long)((ulong)3 * (ulong)c00);
            atom_add(&O1_3m[i_2 + j_1 * 6], delta_3);
        }
        if (j_2 < 5) {
            long delta_4 = (long)((ulong)3 * (ulong)c01);
            atom_add(&O1_3m[i_2 + j_2 * 6], delta_4);
        }
        if (j_3 < 5) {
            long delta_5 = (long)((ulong)3 * (ulong)c02);
            atom_add(&O1_3m[i_2 + j_3 * 6], delta_5);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 6; i_3 += 64) {
        long acc = 0;
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc = (long)((ulong)acc + (ulong)((long)((ulong)a_g[i_3 + k_1 * 6] * (ulong)x_g[k_1])));
        }
        long delta_6 = (long)((ulong)3 * (ulong)acc);
        atom_add(&O1_4[i_3], delta_6);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_4 = (long)get_local_id(1); j_4 < 5; j_4 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
            long delta_7 = (long)((ulong)3 * (ulong)((long)((ulong)u_g[i_4] * (ulong)v_g[j_4])));
            atom_add(&O1_5m[i_4 + j_4 * 6], delta_7);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 6; i_5 += 64) {
        long delta_8 = (long)((ulong)3 * (ulong)((long)((ulong)u_g[i_5] * (ulong)u_g[i_5])));
        atom_add(&O1_6[i_5], delta_8);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_6 < 6; i_6 += 64) {
        long acc_1 = 0;
        for (long k_2 = 0; k_2 < 4; ++k_2) {
            acc_1 = (long)((ulong)acc_1 + (ulong)a_g[i_6 + k_2 * 6]);
        }
        long delta_9 = (long)((ulong)3 * (ulong)acc_1);
        atom_add(&O1_7[i_6], delta_9);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        long acc_2 = 0;
        for (long k_3 = 0; k_3 < 6; ++k_3) {
            acc_2 = (long)((ulong)acc_2 + (ulong)u_g[k_3]);
        }
        long delta_10 = (long)((ulong)3 * (ulong)acc_2);
        atom_add(&O1_8[0], delta_10);
    }
    global long* O0_0 = O0 + g * 270;
    global long* O0_1 = O0 + (30 + g * 270);
    global long* O0_2 = O0 + (60 + g * 270);
    global long* O0_3 = O0 + (90 + g * 270);
    global long* O0_4 = O0 + (120 + g * 270);
    global long* O0_5 = O0 + (150 + g * 270);
    global long* O0_6 = O0 + (180 + g * 270);
    global long* O0_7 = O0 + (210 + g * 270);
    global long* O0_8 = O0 + (240 + g * 270);
    global long* O0_2m = O0_2;
    global long* O0_3m = O0_3;
    global long* O0_5m = O0_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        atom_xchg(&O0_0[0], (long)((ulong)3 * (ulong)s_g[0]));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_7 < 6; i_7 += 64) {
        atom_xchg(&O0_1[i_7], (long)((ulong)3 * (ulong)u_g[i_7]));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_5 = (long)get_local_id(1); j_5 < 6; j_5 += 2) {
        for (long i_8 = (long)get_local_id(0); i_8 < 4; i_8 += 32) {
            atom_xchg(&O0_2m[i_8 + j_5 * 4], (long)((ulong)3 * (ulong)a_g[j_5 + i_8 * 6]));
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
    long c00_1 = 0;
    long c01_1 = 0;
    long c02_1 = 0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        long a0_1 = a_g[ia_1 + k_4 * 6];
        long b0_1 = B[k_4 + jb_3 * 4];
        long b1_1 = B[k_4 + jb_4 * 4];
        long b2_1 = B[k_4 + jb_5 * 4];
        c00_1 = (long)((ulong)c00_1 + (ulong)((long)((ulong)a0_1 * (ulong)b0_1)));
        c01_1 = (long)((ulong)c01_1 + (ulong)((long)((ulong)a0_1 * (ulong)b1_1)));
        c02_1 = (long)((ulong)c02_1 + (ulong)((long)((ulong)a0_1 * (ulong)b2_1)));
    }
    if (i_9 < 6) {
        if (j_6 < 5) {
            atom_xchg(&O0_3m[i_9 + j_6 * 6], (long)((ulong)3 * (ulong)c00_1));
        }
        if (j_7 < 5) {
            atom_xchg(&O0_3m[i_9 + j_7 * 6], (long)((ulong)3 * (ulong)c01_1));
        }
        if (j_8 < 5) {
            atom_xchg(&O0_3m[i_9 + j_8 * 6], (long)((ulong)3 * (ulong)c02_1));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 6; i_10 += 64) {
        long acc_3 = 0;
        for (long k_5 = 0; k_5 < 4; ++k_5) {
            acc_3 = (long)((ulong)acc_3 + (ulong)((long)((ulong)a_g[i_10 + k_5 * 6] * (ulong)x_g[k_5])));
        }
        atom_xchg(&O0_4[i_10], (long)((ulong)3 * (ulong)acc_3));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_9 = (long)get_local_id(1); j_9 < 5; j_9 += 2) {
        for (long i_11 = (long)get_local_id(0); i_11 < 6; i_11 += 32) {
            atom_xchg(&O0_5m[i_11 + j_9 * 6], (long)((ulong)3 * (ulong)((long)((ulong)u_g[i_11] * (ulong)v_g[j_9]))));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 6; i_12 += 64) {
        atom_xchg(&O0_6[i_12], (long)((ulong)3 * (ulong)((long)((ulong)u_g[i_12] * (ulong)u_g[i_12]))));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 6; i_13 += 64) {
        long acc_4 = 0;
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_4 = (long)((ulong)acc_4 + (ulong)a_g[i_13 + k_6 * 6]);
        }
        atom_xchg(&O0_7[i_13], (long)((ulong)3 * (ulong)acc_4));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        long acc_5 = 0;
        for (long k_7 = 0; k_7 < 6; ++k_7) {
            acc_5 = (long)((ulong)acc_5 + (ulong)u_g[k_7]);
        }
        atom_xchg(&O0_8[0], (long)((ulong)3 * (ulong)acc_5));
    }
    global long* O2_0 = O2;
    global long* O2_1 = O2 + 30;
    global long* O2_2 = O2 + 60;
    global long* O2_3 = O2 + 90;
    global long* O2_4 = O2 + 120;
    global long* O2_5 = O2 + 150;
    global long* O2_6 = O2 + 180;
    global long* O2_7 = O2 + 210;
    global long* O2_8 = O2 + 240;
    global long* O2_2m = O2_2;
    global long* O2_3m = O2_3;
    global long* O2_5m = O2_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        long scaled = (long)((ulong)7 * (ulong)s_z[0]);
        {
            volatile global long* atom_p = (volatile global long*)&O2_0[0];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled + (ulong)((long)((ulong)-2 * (ulong)old))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 6; i_14 += 64) {
        long scaled_1 = (long)((ulong)7 * (ulong)u_z[i_14]);
        {
            volatile global long* atom_p = (volatile global long*)&O2_1[i_14];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old_1 = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_1 + (ulong)((long)((ulong)-2 * (ulong)old_1))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_10 = (long)get_local_id(1); j_10 < 6; j_10 += 2) {
        for (long i_15 = (long)get_local_id(0); i_15 < 4; i_15 += 32) {
            long scaled_2 = (long)((ulong)7 * (ulong)a_z[j_10 + i_15 * 6]);
            {
                volatile global long* atom_p = (volatile global long*)&O2_2m[i_15 + j_10 * 4];
                long atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    long old_2 = (atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_2 + (ulong)((long)((ulong)-2 * (ulong)old_2))));
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
    long c00_2 = 0;
    long c01_2 = 0;
    long c02_2 = 0;
    #pragma unroll
    for (long k_8 = 0; k_8 < 4; ++k_8) {
        long a0_2 = a_z[ia_2 + k_8 * 6];
        long b0_2 = B[k_8 + jb_6 * 4];
        long b1_2 = B[k_8 + jb_7 * 4];
        long b2_2 = B[k_8 + jb_8 * 4];
        c00_2 = (long)((ulong)c00_2 + (ulong)((long)((ulong)a0_2 * (ulong)b0_2)));
        c01_2 = (long)((ulong)c01_2 + (ulong)((long)((ulong)a0_2 * (ulong)b1_2)));
        c02_2 = (long)((ulong)c02_2 + (ulong)((long)((ulong)a0_2 * (ulong)b2_2)));
    }
    if (i_16 < 6) {
        if (j_11 < 5) {
            long scaled_3 = (long)((ulong)7 * (ulong)c00_2);
            {
                volatile global long* atom_p = (volatile global long*)&O2_3m[i_16 + j_11 * 6];
                long atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    long old_3 = (atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_3 + (ulong)((long)((ulong)-2 * (ulong)old_3))));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_12 < 5) {
            long scaled_4 = (long)((ulong)7 * (ulong)c01_2);
            {
                volatile global long* atom_p = (volatile global long*)&O2_3m[i_16 + j_12 * 6];
                long atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    long old_4 = (atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_4 + (ulong)((long)((ulong)-2 * (ulong)old_4))));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_13 < 5) {
            long scaled_5 = (long)((ulong)7 * (ulong)c02_2);
            {
                volatile global long* atom_p = (volatile global long*)&O2_3m[i_16 + j_13 * 6];
                long atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    long old_5 = (atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_5 + (ulong)((long)((ulong)-2 * (ulong)old_5))));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_17 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_17 < 6; i_17 += 64) {
        long acc_6 = 0;
        for (long k_9 = 0; k_9 < 4; ++k_9) {
            acc_6 = (long)((ulong)acc_6 + (ulong)((long)((ulong)a_z[i_17 + k_9 * 6] * (ulong)x_z[k_9])));
        }
        long scaled_6 = (long)((ulong)7 * (ulong)acc_6);
        {
            volatile global long* atom_p = (volatile global long*)&O2_4[i_17];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old_6 = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_6 + (ulong)((long)((ulong)-2 * (ulong)old_6))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_14 = (long)get_local_id(1); j_14 < 5; j_14 += 2) {
        for (long i_18 = (long)get_local_id(0); i_18 < 6; i_18 += 32) {
            long scaled_7 = (long)((ulong)7 * (ulong)((long)((ulong)u_z[i_18] * (ulong)v_z[j_14])));
            {
                volatile global long* atom_p = (volatile global long*)&O2_5m[i_18 + j_14 * 6];
                long atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    long old_7 = (atom_expected);
                    atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_7 + (ulong)((long)((ulong)-2 * (ulong)old_7))));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_19 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_19 < 6; i_19 += 64) {
        long scaled_8 = (long)((ulong)7 * (ulong)((long)((ulong)u_z[i_19] * (ulong)u_z[i_19])));
        {
            volatile global long* atom_p = (volatile global long*)&O2_6[i_19];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old_8 = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_8 + (ulong)((long)((ulong)-2 * (ulong)old_8))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_20 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_20 < 6; i_20 += 64) {
        long acc_7 = 0;
        for (long k_10 = 0; k_10 < 4; ++k_10) {
            acc_7 = (long)((ulong)acc_7 + (ulong)a_z[i_20 + k_10 * 6]);
        }
        long scaled_9 = (long)((ulong)7 * (ulong)acc_7);
        {
            volatile global long* atom_p = (volatile global long*)&O2_7[i_20];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old_9 = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_9 + (ulong)((long)((ulong)-2 * (ulong)old_9))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        long acc_8 = 0;
        for (long k_11 = 0; k_11 < 6; ++k_11) {
            acc_8 = (long)((ulong)acc_8 + (ulong)u_z[k_11]);
        }
        long scaled_10 = (long)((ulong)7 * (ulong)acc_8);
        {
            volatile global long* atom_p = (volatile global long*)&O2_8[0];
            long atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                long old_10 = (atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, (long)((ulong)scaled_10 + (ulong)((long)((ulong)-2 * (ulong)old_10))));
            } while (atom_seen != atom_expected);
        }
    }
}
