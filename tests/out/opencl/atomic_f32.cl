kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void atomic_f32_(global float* A, long A_shape2, global float* B, global float* x, long x_shape1, global float* u, long u_shape1, global float* v, long v_shape1, global float* O1, global float* O0, long O0_shape2, global float* O2) {
    long g = (long)get_group_id(2);
    global float* a_g = A + g * 24;
    global float* x_g = x + g * 4;
    global float* s_g = x + g * 4;
    global float* u_g = u + g * 6;
    global float* v_g = v + g * 5;
    global float* a_z = A;
    global float* x_z = x;
    global float* s_z = x;
    global float* u_z = u;
    global float* v_z = v;
    global float* O1_0 = O1;
    global float* O1_1 = O1 + 30;
    global float* O1_2 = O1 + 60;
    global float* O1_3 = O1 + 90;
    global float* O1_4 = O1 + 120;
    global float* O1_5 = O1 + 150;
    global float* O1_6 = O1 + 180;
    global float* O1_7 = O1 + 210;
    global float* O1_8 = O1 + 240;
    global float* O1_2m = O1_2;
    global float* O1_3m = O1_3;
    global float* O1_5m = O1_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float delta = 1.5f * s_g[0];
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_0[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 6; i += 64) {
        float delta_1 = 1.5f * u_g[i];
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_1[i];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_1));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j = (long)get_local_id(1); j < 6; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 4; i_1 += 32) {
            float delta_2 = 1.5f * a_g[j + i_1 * 6];
            {
                volatile global uint* atom_p = (volatile global uint*)&O1_2m[i_1 + j * 4];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_2));
                } while (atom_seen != atom_expected);
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
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        float a0 = a_g[ia + k * 6];
        float b0 = B[k + jb * 4];
        float b1 = B[k + jb_1 * 4];
        float b2 = B[k + jb_2 * 4];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i_2 < 6) {
        if (j_1 < 5) {
            float delta_3 = 1.5f * c00;
            {
                volatile global uint* atom_p = (volatile global uint*)&O1_3m[i_2 + j_1 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_3));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_2 < 5) {
            float delta_4 = 1.5f * c01;
            {
                volatile global uint* atom_p = (volatile global uint*)&O1_3m[i_2 + j_2 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_4));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_3 < 5) {
            float delta_5 = 1.5f * c02;
            {
                volatile global uint* atom_p = (volatile global uint*)&O1_3m[i_2 + j_3 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_5));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 6; i_3 += 64) {
        float acc = 0.0f;
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc += a_g[i_3 + k_1 * 6] * x_g[k_1];
        }
        float delta_6 = 1.5f * acc;
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_4[i_3];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_6));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_4 = (long)get_local_id(1); j_4 < 5; j_4 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
            float delta_7 = 1.5f * (u_g[i_4] * v_g[j_4]);
            {
                volatile global uint* atom_p = (volatile global uint*)&O1_5m[i_4 + j_4 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float atom_old = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_7));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_5 < 6; i_5 += 64) {
        float delta_8 = 1.5f * (u_g[i_5] * u_g[i_5]);
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_6[i_5];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_8));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_6 < 6; i_6 += 64) {
        float acc_1 = 0.0f;
        for (long k_2 = 0; k_2 < 4; ++k_2) {
            acc_1 += a_g[i_6 + k_2 * 6];
        }
        float delta_9 = 1.5f * acc_1;
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_7[i_6];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_9));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float acc_2 = 0.0f;
        for (long k_3 = 0; k_3 < 6; ++k_3) {
            acc_2 += u_g[k_3];
        }
        float delta_10 = 1.5f * acc_2;
        {
            volatile global uint* atom_p = (volatile global uint*)&O1_8[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_10));
            } while (atom_seen != atom_expected);
        }
    }
    global float* O0_0 = O0 + g * 270;
    global float* O0_1 = O0 + (30 + g * 270);
    global float* O0_2 = O0 + (60 + g * 270);
    global float* O0_3 = O0 + (90 + g * 270);
    global float* O0_4 = O0 + (120 + g * 270);
    global float* O0_5 = O0 + (150 + g * 270);
    global float* O0_6 = O0 + (180 + g * 270);
    global float* O0_7 = O0 + (210 + g * 270);
    global float* O0_8 = O0 + (240 + g * 270);
    global float* O0_2m = O0_2;
    global float* O0_3m = O0_3;
    global float* O0_5m = O0_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        atomic_xchg(&O0_0[0], 1.5f * s_g[0]);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_7 < 6; i_7 += 64) {
        atomic_xchg(&O0_1[i_7], 1.5f * u_g[i_7]);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_5 = (long)get_local_id(1); j_5 < 6; j_5 += 2) {
        for (long i_8 = (long)get_local_id(0); i_8 < 4; i_8 += 32) {
            atomic_xchg(&O0_2m[i_8 + j_5 * 4], 1.5f * a_g[j_5 + i_8 * 6]);
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
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        float a0_1 = a_g[ia_1 + k_4 * 6];
        float b0_1 = B[k_4 + jb_3 * 4];
        float b1_1 = B[k_4 + jb_4 * 4];
        float b2_1 = B[k_4 + jb_5 * 4];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
    }
    if (i_9 < 6) {
        if (j_6 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_6 * 6], 1.5f * c00_1);
        }
        if (j_7 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_7 * 6], 1.5f * c01_1);
        }
        if (j_8 < 5) {
            atomic_xchg(&O0_3m[i_9 + j_8 * 6], 1.5f * c02_1);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_10 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_10 < 6; i_10 += 64) {
        float acc_3 = 0.0f;
        for (long k_5 = 0; k_5 < 4; ++k_5) {
            acc_3 += a_g[i_10 + k_5 * 6] * x_g[k_5];
        }
        atomic_xchg(&O0_4[i_10], 1.5f * acc_3);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_9 = (long)get_local_id(1); j_9 < 5; j_9 += 2) {
        for (long i_11 = (long)get_local_id(0); i_11 < 6; i_11 += 32) {
            atomic_xchg(&O0_5m[i_11 + j_9 * 6], 1.5f * (u_g[i_11] * v_g[j_9]));
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_12 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_12 < 6; i_12 += 64) {
        atomic_xchg(&O0_6[i_12], 1.5f * (u_g[i_12] * u_g[i_12]));
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_13 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_13 < 6; i_13 += 64) {
        float acc_4 = 0.0f;
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_4 += a_g[i_13 + k_6 * 6];
        }
        atomic_xchg(&O0_7[i_13], 1.5f * acc_4);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float acc_5 = 0.0f;
        for (long k_7 = 0; k_7 < 6; ++k_7) {
            acc_5 += u_g[k_7];
        }
        atomic_xchg(&O0_8[0], 1.5f * acc_5);
    }
    global float* O2_0 = O2;
    global float* O2_1 = O2 + 30;
    global float* O2_2 = O2 + 60;
    global float* O2_3 = O2 + 90;
    global float* O2_4 = O2 + 120;
    global float* O2_5 = O2 + 150;
    global float* O2_6 = O2 + 180;
    global float* O2_7 = O2 + 210;
    global float* O2_8 = O2 + 240;
    global float* O2_2m = O2_2;
    global float* O2_3m = O2_3;
    global float* O2_5m = O2_5;
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float scaled = -0.75f * s_z[0];
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_0[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled + 0.5f * old));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_14 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_14 < 6; i_14 += 64) {
        float scaled_1 = -0.75f * u_z[i_14];
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_1[i_14];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_1 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_1 + 0.5f * old_1));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_10 = (long)get_local_id(1); j_10 < 6; j_10 += 2) {
        for (long i_15 = (long)get_local_id(0); i_15 < 4; i_15 += 32) {
            float scaled_2 = -0.75f * a_z[j_10 + i_15 * 6];
            {
                volatile global uint* atom_p = (volatile global uint*)&O2_2m[i_15 + j_10 * 4];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float old_2 = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_2 + 0.5f * old_2));
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
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    #pragma unroll
    for (long k_8 = 0; k_8 < 4; ++k_8) {
        float a0_2 = a_z[ia_2 + k_8 * 6];
        float b0_2 = B[k_8 + jb_6 * 4];
        float b1_2 = B[k_8 + jb_7 * 4];
        float b2_2 = B[k_8 + jb_8 * 4];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_2 += a0_2 * b2_2;
    }
    if (i_16 < 6) {
        if (j_11 < 5) {
            float scaled_3 = -0.75f * c00_2;
            {
                volatile global uint* atom_p = (volatile global uint*)&O2_3m[i_16 + j_11 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float old_3 = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_3 + 0.5f * old_3));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_12 < 5) {
            float scaled_4 = -0.75f * c01_2;
            {
                volatile global uint* atom_p = (volatile global uint*)&O2_3m[i_16 + j_12 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float old_4 = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_4 + 0.5f * old_4));
                } while (atom_seen != atom_expected);
            }
        }
        if (j_13 < 5) {
            float scaled_5 = -0.75f * c02_2;
            {
                volatile global uint* atom_p = (volatile global uint*)&O2_3m[i_16 + j_13 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float old_5 = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_5 + 0.5f * old_5));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_17 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_17 < 6; i_17 += 64) {
        float acc_6 = 0.0f;
        for (long k_9 = 0; k_9 < 4; ++k_9) {
            acc_6 += a_z[i_17 + k_9 * 6] * x_z[k_9];
        }
        float scaled_6 = -0.75f * acc_6;
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_4[i_17];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_6 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_6 + 0.5f * old_6));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long j_14 = (long)get_local_id(1); j_14 < 5; j_14 += 2) {
        for (long i_18 = (long)get_local_id(0); i_18 < 6; i_18 += 32) {
            float scaled_7 = -0.75f * (u_z[i_18] * v_z[j_14]);
            {
                volatile global uint* atom_p = (volatile global uint*)&O2_5m[i_18 + j_14 * 6];
                uint atom_seen = *atom_p, atom_expected;
                do {
                    atom_expected = atom_seen;
                    float old_7 = as_float(atom_expected);
                    atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_7 + 0.5f * old_7));
                } while (atom_seen != atom_expected);
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_19 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_19 < 6; i_19 += 64) {
        float scaled_8 = -0.75f * (u_z[i_19] * u_z[i_19]);
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_6[i_19];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_8 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_8 + 0.5f * old_8));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_20 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_20 < 6; i_20 += 64) {
        float acc_7 = 0.0f;
        for (long k_10 = 0; k_10 < 4; ++k_10) {
            acc_7 += a_z[i_20 + k_10 * 6];
        }
        float scaled_9 = -0.75f * acc_7;
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_7[i_20];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_9 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_9 + 0.5f * old_9));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float acc_8 = 0.0f;
        for (long k_11 = 0; k_11 < 6; ++k_11) {
            acc_8 += u_z[k_11];
        }
        float scaled_10 = -0.75f * acc_8;
        {
            volatile global uint* atom_p = (volatile global uint*)&O2_8[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_10 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_10 + 0.5f * old_10));
            } while (atom_seen != atom_expected);
        }
    }
}
