kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void catomic(global float* A, long A_shape2, global float* P, long P_shape2, global float* Q, long Q_shape2, global float* R, long R_shape2, global int* I, long I_shape2) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 128;
    global float* p = P + gid * 128;
    global float* q = Q + gid * 128;
    global float* r = R + gid * 128;
    global int* i = I + gid * 96;
    long row = (long)get_local_id(0) % 32;
    float prev = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old = as_float(atom_expected);
            prev = old;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long row_1 = (long)get_local_id(0) % 32;
    float prev_1 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_1 + 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_1 = as_float(atom_expected);
            prev_1 = old_1;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_1 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long row_2 = (long)get_local_id(0) % 32;
    float prev_2 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_2 + 64];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_2 = as_float(atom_expected);
            prev_2 = old_2;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_2 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long row_3 = (long)get_local_id(0) % 32;
    float prev_3 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_3 + 96];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_3 = as_float(atom_expected);
            prev_3 = old_3;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_3 + 1.5f));
        } while (atom_seen != atom_expected);
    }
    long row_4 = (long)get_local_id(0) % 32;
    p[row_4] = prev;
    long row_5 = (long)get_local_id(0) % 32;
    p[row_5 + 32] = prev_1;
    long row_6 = (long)get_local_id(0) % 32;
    p[row_6 + 64] = prev_2;
    long row_7 = (long)get_local_id(0) % 32;
    p[row_7 + 96] = prev_3;
    long row_8 = (long)get_local_id(0) % 32;
    float prev_4 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_8];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_4 = as_float(atom_expected);
            prev_4 = old_4;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_4));
        } while (atom_seen != atom_expected);
    }
    long row_9 = (long)get_local_id(0) % 32;
    float prev_5 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_9 + 32];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_5 = as_float(atom_expected);
            prev_5 = old_5;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_5));
        } while (atom_seen != atom_expected);
    }
    long row_10 = (long)get_local_id(0) % 32;
    float prev_6 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_10 + 64];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_6 = as_float(atom_expected);
            prev_6 = old_6;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_6));
        } while (atom_seen != atom_expected);
    }
    long row_11 = (long)get_local_id(0) % 32;
    float prev_7 = 0.0f;
    {
        volatile global uint* atom_p = (volatile global uint*)&a[row_11 + 96];
        uint atom_seen = *atom_p, atom_expected;
        do {
            atom_expected = atom_seen;
            float old_7 = as_float(atom_expected);
            prev_7 = old_7;
            atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(old_7));
        } while (atom_seen != atom_expected);
    }
    mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    long row_12 = (long)get_local_id(0) % 32;
    q[row_12] = prev_4;
    long row_13 = (long)get_local_id(0) % 32;
    q[row_13 + 32] = prev_5;
    long row_14 = (long)get_local_id(0) % 32;
    q[row_14 + 64] = prev_6;
    long row_15 = (long)get_local_id(0) % 32;
    q[row_15 + 96] = prev_7;
    float l2 = 2.0f * prev_4;
    float l2_1 = 2.0f * prev_5;
    float l2_2 = 2.0f * prev_6;
    float l2_3 = 2.0f * prev_7;
    mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    long row_16 = (long)get_local_id(0) % 32;
    atomic_xchg(&r[row_16], l2);
    long row_17 = (long)get_local_id(0) % 32;
    atomic_xchg(&r[row_17 + 32], l2_1);
    long row_18 = (long)get_local_id(0) % 32;
    atomic_xchg(&r[row_18 + 64], l2_2);
    long row_19 = (long)get_local_id(0) % 32;
    atomic_xchg(&r[row_19 + 96], l2_3);
    long row_20 = (long)get_local_id(0) % 32;
    if (0 >= 0 && 0 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_20];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_12 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_12, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long row_21 = (long)get_local_id(0) % 32;
    if (1 >= 0 && 1 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_21 + 32];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_13 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_13, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long row_22 = (long)get_local_id(0) % 32;
    if (2 >= 0 && 2 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_22 + 64];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_14 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_14, 7));
            } while (atom_seen != atom_expected);
        }
    }
    long row_23 = (long)get_local_id(0) % 32;
    if (3 >= 0 && 3 < 3) {
        {
            volatile global int* atom_p = (volatile global int*)&i[row_23 + 96];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_15 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, min(old_15, 7));
            } while (atom_seen != atom_expected);
        }
    }
}
