kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void atomic_i32_(global int* A, long A_shape2, global int* B, global int* x, long x_shape1, global int* u, long u_shape1, global int* v, long v_shape1, global int* O1, global int* O0, long O0_shape2, global int* O2) {
    long g = (long)get_group_id(2);
    global int* a_g = A + g * 24;
    global int* x_g = x + g * 4;
    global int* s_g = x + g * 4;
    global int* u_g = u + g * 6;
    global int* v_g = v + g * 5;
    global int* a_z = A;
    global int* x_z = x;
    global int* s_z = x;
    global int* u_z = u;
    global int* v_z = v;
    global int* O1_0 = O1;
    global int* O1_1 = O1 + 30;
    global int* O1_2 = O1 + 60;
    global int* O1_3 = O1 + 90;
    global int* O1_4 = O1 + 120;
    global int* O1_5 = O1 + 150;
    global int* O1_6 = O1 + 180;
    global int* O1_7 = O1 + 210;
    global int* O1_8 = O1 + 240;
    global int* O1_2m = O1_2;
    global int* O1_3m = O1_3;
    global int* O1_5m = O1_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        int delta = (int)((uint)2 * (uint)s_g[0]);
        atomic_add(&O1_0[0], delta);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 6; i += 64) {
        int delta_1 = (int)((uint)2 * (uint)u_g[i]);
        atomic_add(&O1_1[i], delta_1);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j = (long)get_local_id(1); j < 6; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 4; i_1 += 32) {
            int delta_2 = (int)((uint)2 * (uint)a_g[j + i_1 * 6]);
            atomic_add(&O1_2m[i_1 + j * 4], delta_2);
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
    int c00 = 0;
    int c01 = 0;
    int c02 = 0;
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        int a0 = a_g[ia + k * 6];
        int b0 = B[k + jb * 4];
        int b1 = B[k + jb_1 * 4];
        int b2 = B[k + jb_2 * 4];
        c00 = (int)((uint)c00 + (uint)((int)((uint)a0 * (uint)b0)));
        c01 = (int)((uint)c01 + (uint)((int)((uint)a0 * (uint)b1)));
        c02 = (int)((uint)c02 + (uint)((int)((uint)a0 * (uint)b2)));
    }
    if (i_2 < 6) {
        if (j_1 < 5) {
            int delta_3 = (int)((uint)2 * (uint)c00);
            atomic_add(&O1_3m[i_2 + j_1 * 6], delta_3);
        }
        if (j_2 < 5) {
            int delta_4 = (int)((uint)2 * (uint)c01);
            atomic_add(&O1_3m[i_2 + j_2 * 6], delta_4);
        }
        if (j_3 < 5) {
            int delta_5 = (int)((uint)2 * (uint)c02);
            atomic_add(&O1_3m[i_2 + j_3 * 6], delta_5);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 6; i_3 += 64) {
        int acc = 0;
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc = (int)((uint)acc + (uint)((int)((uint)a_g[i_3 + k_1 * 6] * (uint)x_g[k_1])));
        }
        int delta_6 = (int)((uint)2 * (uint)acc);
        atomic_add(&O1_4[i_3], delta_6);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_4 = (long)get_local_id(1); j_4 < 5; j_4 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
            int delta_7 = (int)((uint)2 * (uint)((int)((uint)u_g[i_4] * (uint)v_g[j_4])));
            atomic_add(&O1_5m[i_4 + j_4 * 6], delta_7);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 6; i_5 += 64) {
        int delta_8 = (int)((uint)2 * (uint)((int)((uint)u_g[i_5] * (uint)u_g[i_5])));
        atomic_add(&O1_6[i_5], delta_8);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_6 < 6; i_6 += 64) {
        int acc_1 = 0;
        for (long k_2 = 0; k_2 < 4; ++k_2) {
            acc_1 = (int)((uint)acc_1 + (uint)a_g[i_6 + k_2 * 6]);
        }
        int delta_9 = (int)((uint)2 * (uint)acc_1);
        atomic_add(&O1_7[i_6], delta_9);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        int acc_2 = 0;
        for (long k_3 = 0; k_3 < 6; ++k_3) {
            acc_2 = (int)((uint)acc_2 + (uint)u_g[k_3]);
        }
        int delta_10 = (int)((uint)2 * (uint)acc_2);
        atomic_add(&O1_8[0], delta_10);
    }
    global int* O0_0 = O0 + g * 270;
    global int* O0_1 = O0 + (30 + g * 270);
    global int* O0_2 = O0 + (60 + g * 270);
    global int* O0_3 = O0 + (90 + g * 270);
    global int* O0_4 = O0 + (120 + g * 270);
    global int* O0_5 = O0 + (150 + g * 270);
    global int* O0_6 = O0 + (180 + g * 270);
    global int* O0_7 = O0 + (210 + g * 270);
    global int* O0_8 = O0 + (240 + g * 270);
    global int* O0_2m = O0_2;
    global int* O0_3m = O0_3;
    global int* O0_5m = O0_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        atomic_xchg(&O0_0[0], (int)((uint)2 * (uint)s_g[0]));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_7 < 6; i_7 += 64) {
        atomic_xchg(&O0_1[i_7], (int)((uint)2 * (uint)u_g[i_7]));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_5 = (long)get_local_id(1); j_5 < 6; j_5 += 2) {
        for (long i_8 = (long)get_local_id(0); i_8 < 4; i_8 += 32) {
            atomic_xchg(&O0_2m[i_8 + j_5 * 4], (int)((uint)2 * (uint)a_g[j_5 + i_8 * 6]));
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
    int c00_1 = 0;
    int c01_1 = 0;
    int c02_1 = 0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        int a0_1 = a_g[ia_1 + k_4 * 6];
        int b0_1 = B[k_4 + jb_3 * 4];
        int b1_1 = B[k_4 + jb_4 * 4];
        int b2_1 = B[k_4 + jb_5 * 4];
        c00_1 = (int)((uint)c00_1 + (uint)((int)((uint)a0_1 * (uint)b0_1)));
        c01_1 = (int)((uint)c01_1 + (uint)((int)((uint)a0_1 * (uint)b1_1)));
        c02_1 = (int)((uint)c02_1 + (uint)((int)((uint)a0_1 * (uint)b2_1)));
    }
    if (i_9 < 6) {
        if (j_6 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_6 * 6], (int)((uint)2 * (uint)c00_1));
        }
        if (j_7 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_7 * 6], (int)((uint)2 * (uint)c01_1));
        }
        if (j_8 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_8 * 6], (int)((uint)2 * (uint)c02_1));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 6; i_10 += 64) {
        int acc_3 = 0;
        for (long k_5 = 0; k_5 < 4; ++k_5) {
            acc_3 = (int)((uint)acc_3 + (uint)((int)((uint)a_g[i_10 + k_5 * 6] * (uint)x_g[k_5])));
        }
        atomic_xchg(&O0_4[i_10], (int)((uint)2 * (uint)acc_3));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_9 = (long)get_local_id(1); j_9 < 5; j_9 += 2) {
        for (long i_11 = (long)get_local_id(0); i_11 < 6; i_11 += 32) {
            atomic_xchg(&O0_5m[i_11 + j_9 * 6], (int)((uint)2 * (uint)((int)((uint)u_g[i_11] * (uint)v_g[j_9]))));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 6; i_12 += 64) {
        atomic_xchg(&O0_6[i_12], (int)((uint)2 * (uint)((int)((uint)u_g[i_12] * (uint)u_g[i_12]))));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 6; i_13 += 64) {
        int acc_4 = 0;
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_4 = (int)((uint)acc_4 + (uint)a_g[i_13 + k_6 * 6]);
        }
        atomic_xchg(&O0_7[i_13], (int)((uint)2 * (uint)acc_4));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        int acc_5 = 0;
        for (long k_7 = 0; k_7 < 6; ++k_7) {
            acc_5 = (int)((uint)acc_5 + (uint)u_g[k_7]);
        }
        atomic_xchg(&O0_8[0], (int)((uint)2 * (uint)acc_5));
    }
    global int* O2_0 = O2;
    global int* O2_1 = O2 + 30;
    global int* O2_2 = O2 + 60;
    global int* O2_3 = O2 + 90;
    global int* O2_4 = O2 + 120;
    global int* O2_5 = O2 + 150;
    global int* O2_6 = O2 + 180;
    global int* O2_7 = O2 + 210;
    global int* O2_8 = O2 + 240;
    global int* O2_2m = O2_2;
    global int* O2_3m = O2_3;
    global int* O2_5m = O2_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        int scaled = (int)((uint)-5 * (uint)s_z[0]);
        {
            volatile global int* atom_p = (volatile global int*)&O2_0[0];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled + (uint)((int)((uint)3 * (uint)old))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 6; i_14 += 64) {
        int scaled_1 = (int)((uint)-5 * (uint)u_z[i_14]);
        {
            volatile global int* atom_p = (volatile global int*)&O2_1[i_14];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_1 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_1 + (uint)((int)((uint)3 * (uint)old_1))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_10 = (long)get_local_id(1); j_10 < 6; j_10 += 2) {
        for (long i_15 = (long)get_local_id(0); i_15 < 4; i_15 += 32) {
            int scaled_2 = (int)((uint)-5 * (uint)a_z[j_10 + i_15 * 6]);
            {
                volatile global int* atom_p = (volatile global int*)&O2_2m[i_15 + j_10 * 4];
                int atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    int old_2 = (atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_2 + (uint)((int)((uint)3 * (uint)old_2))));
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
    int c00_2 = 0;
    int c01_2 = 0;
    int c02_2 = 0;
    #pragma unroll
    for (long k_8 = 0; k_8 < 4; ++k_8) {
        int a0_2 = a_z[ia_2 + k_8 * 6];
        int b0_2 = B[k_8 + jb_6 * 4];
        int b1_2 = B[k_8 + jb_7 * 4];
        int b2_2 = B[k_8 + jb_8 * 4];
        c00_2 = (int)((uint)c00_2 + (uint)((int)((uint)a0_2 * (uint)b0_2)));
        c01_2 = (int)((uint)c01_2 + (uint)((int)((uint)a0_2 * (uint)b1_2)));
        c02_2 = (int)((uint)c02_2 + (uint)((int)((uint)a0_2 * (uint)b2_2)));
    }
    if (i_16 < 6) {
        if (j_11 < 5) {
            int scaled_3 = (int)((uint)-5 * (uint)c00_2);
            {
                volatile global int* atom_p = (volatile global int*)&O2_3m[i_16 + j_11 * 6];
                int atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    int old_3 = (atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_3 + (uint)((int)((uint)3 * (uint)old_3))));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_12 < 5) {
            int scaled_4 = (int)((uint)-5 * (uint)c01_2);
            {
                volatile global int* atom_p = (volatile global int*)&O2_3m[i_16 + j_12 * 6];
                int atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    int old_4 = (atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_4 + (uint)((int)((uint)3 * (uint)old_4))));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_13 < 5) {
            int scaled_5 = (int)((uint)-5 * (uint)c02_2);
            {
                volatile global int* atom_p = (volatile global int*)&O2_3m[i_16 + j_13 * 6];
                int atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    int old_5 = (atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_5 + (uint)((int)((uint)3 * (uint)old_5))));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_17 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_17 < 6; i_17 += 64) {
        int acc_6 = 0;
        for (long k_9 = 0; k_9 < 4; ++k_9) {
            acc_6 = (int)((uint)acc_6 + (uint)((int)((uint)a_z[i_17 + k_9 * 6] * (uint)x_z[k_9])));
        }
        int scaled_6 = (int)((uint)-5 * (uint)acc_6);
        {
            volatile global int* atom_p = (volatile global int*)&O2_4[i_17];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_6 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_6 + (uint)((int)((uint)3 * (uint)old_6))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_14 = (long)get_local_id(1); j_14 < 5; j_14 += 2) {
        for (long i_18 = (long)get_local_id(0); i_18 < 6; i_18 += 32) {
            int scaled_7 = (int)((uint)-5 * (uint)((int)((uint)u_z[i_18] * (uint)v_z[j_14])));
            {
                volatile global int* atom_p = (volatile global int*)&O2_5m[i_18 + j_14 * 6];
                int atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    int old_7 = (atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_7 + (uint)((int)((uint)3 * (uint)old_7))));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_19 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_19 < 6; i_19 += 64) {
        int scaled_8 = (int)((uint)-5 * (uint)((int)((uint)u_z[i_19] * (uint)u_z[i_19])));
        {
            volatile global int* atom_p = (volatile global int*)&O2_6[i_19];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_8 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_8 + (uint)((int)((uint)3 * (uint)old_8))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_20 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_20 < 6; i_20 += 64) {
        int acc_7 = 0;
        for (long k_10 = 0; k_10 < 4; ++k_10) {
            acc_7 = (int)((uint)acc_7 + (uint)a_z[i_20 + k_10 * 6]);
        }
        int scaled_9 = (int)((uint)-5 * (uint)acc_7);
        {
            volatile global int* atom_p = (volatile global int*)&O2_7[i_20];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_9 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_9 + (uint)((int)((uint)3 * (uint)old_9))));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        int acc_8 = 0;
        for (long k_11 = 0; k_11 < 6; ++k_11) {
            acc_8 = (int)((uint)acc_8 + (uint)u_z[k_11]);
        }
        int scaled_10 = (int)((uint)-5 * (uint)acc_8);
        {
            volatile global int* atom_p = (volatile global int*)&O2_8[0];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_10 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled_10 + (uint)((int)((uint)3 * (uint)old_10))));
            } while (atom_seen != atom_expected);
        }
    }
}
