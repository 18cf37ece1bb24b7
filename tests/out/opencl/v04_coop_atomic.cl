kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void catomic(global float* A, long A_shape2, global float* P, long P_shape2, global float* Q, long Q_shape2, global float* R, long R_shape2, global int* I, long I_shape2) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 128;
    global float* p = P + gid * 128;
    global float* q = Q + gid * 128;
    global float* r = R + gid * 128;
    global int* i = I + gid * 96;
    long col = (long)get_local_id(0) % 32 / 32;
    long row = (long)get_local_id(0) % 32 % 32;
    float prev = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row + col * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old = as_float(atom_expected);
            prev = old;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long col_1 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_1 = (long)get_local_id(0) % 32 % 32;
    float prev_1 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_1 + col_1 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_1 = as_float(atom_expected);
            prev_1 = old_1;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_1 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long col_2 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_2 = (long)get_local_id(0) % 32 % 32;
    float prev_2 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_2 + col_2 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_2 = as_float(atom_expected);
            prev_2 = old_2;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_2 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long col_3 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_3 = (long)get_local_id(0) % 32 % 32;
    float prev_3 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_3 + col_3 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_3 = as_float(atom_expected);
            prev_3 = old_3;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_3 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long col_4 = (long)get_local_id(0) % 32 / 32;
    long row_4 = (long)get_local_id(0) % 32 % 32;
    p[row_4 + col_4 * 32] = prev;
    long col_5 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_5 = (long)get_local_id(0) % 32 % 32;
    p[row_5 + col_5 * 32] = prev_1;
    long col_6 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_6 = (long)get_local_id(0) % 32 % 32;
    p[row_6 + col_6 * 32] = prev_2;
    long col_7 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_7 = (long)get_local_id(0) % 32 % 32;
    p[row_7 + col_7 * 32] = prev_3;
    long col_8 = (long)get_local_id(0) % 32 / 32;
    long row_8 = (long)get_local_id(0) % 32 % 32;
    float prev_4 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_8 + col_8 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_4 = as_float(atom_expected);
            prev_4 = old_4;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_4));
        } while (atom_seen != atom_expected);
    }
    long col_9 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_9 = (long)get_local_id(0) % 32 % 32;
    float prev_5 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_9 + col_9 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_5 = as_float(atom_expected);
            prev_5 = old_5;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_5));
        } while (atom_seen != atom_expected);
    }
    long col_10 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_10 = (long)get_local_id(0) % 32 % 32;
    float prev_6 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_10 + col_10 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_6 = as_float(atom_expected);
            prev_6 = old_6;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_6));
        } while (atom_seen != atom_expected);
    }
    long col_11 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_11 = (long)get_local_id(0) % 32 % 32;
    float prev_7 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_11 + col_11 * 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_7 = as_float(atom_expected);
            prev_7 = old_7;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_7));
        } while (atom_seen != atom_expected);
    }
    mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    long col_12 = (long)get_local_id(0) % 32 / 32;
    long row_12 = (long)get_local_id(0) % 32 % 32;
    q[row_12 + col_12 * 32] = prev_4;
    long col_13 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_13 = (long)get_local_id(0) % 32 % 32;
    q[row_13 + col_13 * 32] = prev_5;
    long col_14 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_14 = (long)get_local_id(0) % 32 % 32;
    q[row_14 + col_14 * 32] = prev_6;
    long col_15 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_15 = (long)get_local_id(0) % 32 % 32;
    q[row_15 + col_15 * 32] = prev_7;
    float l2 = 2.0f * prev_4;
    float l2_1 = 2.0f * prev_5;
    float l2_2 = 2.0f * prev_6;
    float l2_3 = 2.0f * prev_7;
    mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    long col_16 = (long)get_local_id(0) % 32 / 32;
    long row_16 = (long)get_local_id(0) % 32 % 32;
    atomic_xchg(&r[row_16 + col_16 * 32], l2);
    long col_17 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_17 = (long)get_local_id(0) % 32 % 32;
    atomic_xchg(&r[row_17 + col_17 * 32], l2_1);
    long col_18 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_18 = (long)get_local_id(0) % 32 % 32;
    atomic_xchg(&r[row_18 + col_18 * 32], l2_2);
    long col_19 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_19 = (long)get_local_id(0) % 32 % 32;
    atomic_xchg(&r[row_19 + col_19 * 32], l2_3);
    long col_20 = (long)get_local_id(0) % 32 / 32;
    long row_20 = (long)get_local_id(0) % 32 % 32;
    if (col_20 >= 0 && col_20 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_20 + col_20 * 32];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_12 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_12, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long col_21 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_21 = (long)get_local_id(0) % 32 % 32;
    if (col_21 >= 0 && col_21 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_21 + col_21 * 32];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_13 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_13, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long col_22 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_22 = (long)get_local_id(0) % 32 % 32;
    if (col_22 >= 0 && col_22 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_22 + col_22 * 32];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_14 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_14, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long col_23 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_23 = (long)get_local_id(0) % 32 % 32;
    if (col_23 >= 0 && col_23 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_23 + col_23 * 32];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_15 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_15, 7));
            } while (atom_seen != atom_expected);
        }
    }
}
