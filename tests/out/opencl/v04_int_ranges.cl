kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void int_ranges(global char* A, global char* B, global short* W, global char* x, global char* z, long lb, long st, global int* C, global int* D, global int* y, global int* G, global int* H, global long* L, global int* E) {
    long i = (long)get_local_id(0);
    long ia = min(i, 5L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    int c00 = 0;
    int c01 = 0;
    #pragma unroll
    for (long k = 0; k < 5; ++k) {
        char a0 = A[ia + k * 6];
        char b0 = B[k + j * 5];
        char b1 = B[k + j_1 * 5];
        c00 = (int)((uint)c00 + (uint)((int)((uint)(int)a0 * (uint)(int)b0)));
        c01 = (int)((uint)c01 + (uint)((int)((uint)(int)a0 * (uint)(int)b1)));
    }
    if (i < 6) {
        C[i + j * 6] = c00;
        C[i + j_1 * 6] = c01;
    }
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 5L);
    long j_2 = (long)get_local_id(1);
    long j_3 = (long)get_local_id(1) + 2;
    int c00_1 = 0;
    int c01_1 = 0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 5; ++k_1) {
        short a0_1 = W[ia_1 + k_1 * 6];
        char b0_1 = B[k_1 + j_2 * 5];
        char b1_1 = B[k_1 + j_3 * 5];
        c00_1 = (int)((uint)c00_1 + (uint)((int)((uint)(int)a0_1 * (uint)(int)b0_1)));
        c01_1 = (int)((uint)c01_1 + (uint)((int)((uint)(int)a0_1 * (uint)(int)b1_1)));
    }
    if (i_1 < 6) {
        D[i_1 + j_2 * 6] = c00_1;
        D[i_1 + j_3 * 6] = c01_1;
    }
    for (long i_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_2 < 6; i_2 += 64) {
        int acc = 0;
        for (long k_2 = 0; k_2 < 5; ++k_2) {
            acc = (int)((uint)acc + (uint)((int)((uint)(int)A[i_2 + k_2 * 6] * (uint)(int)x[k_2])));
        }
        y[i_2] = acc;
    }
    for (long i_3 = (long)get_local_id(0); i_3 < 5; i_3 += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 4;
            int v = (int)((uint)(int)x[i_3] * (uint)(int)z[jb]);
            long j_4 = jb + 2;
            int v_1 = (int)((uint)(int)x[i_3] * (uint)(int)z[j_4]);
            G[i_3 + jb * 5] = v;
            G[i_3 + j_4 * 5] = v_1;
        }
    }
    for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_1 = (long)get_local_id(1) + c_1 * 6;
            int v_2;
            if (jb_1 < 5) {
                v_2 = (int)((uint)(int)A[i_4 + jb_1 * 6] * (uint)(int)A[i_4 + jb_1 * 6]);
            }
            long j_5 = jb_1 + 2;
            int v_3;
            if (j_5 < 5) {
                v_3 = (int)((uint)(int)A[i_4 + j_5 * 6] * (uint)(int)A[i_4 + j_5 * 6]);
            }
            long j_6 = jb_1 + 4;
            int v_4;
            if (j_6 < 5) {
                v_4 = (int)((uint)(int)A[i_4 + j_6 * 6] * (uint)(int)A[i_4 + j_6 * 6]);
            }
            if (jb_1 < 5) {
                H[i_4 + jb_1 * 6] = v_2;
            }
            if (j_5 < 5) {
                H[i_4 + j_5 * 6] = v_3;
            }
            if (j_6 < 5) {
                H[i_4 + j_6 * 6] = v_4;
            }
        }
    }
    long min_ = (long)((ulong)-9223372036854775807L - (ulong)1);
    // foreach (%i, %j): iterations spread over the work-group
    long extent = max(min_, 9223372036854775807L) - 9223372036854775807L;
    long iterations = 4 * extent;
    for (long t = (long)get_local_id(0) + 32 * (long)get_local_id(1); t < iterations; t += 64) {
        long i_5 = t % 4;
        long rest = t / 4;
        long j_7 = 9223372036854775807L + rest;
        E[i_5] = 7;
    }
    long a;
    a = 0;
    long b;
    b = 0;
    for (long k_ = 120; k_ < 127; k_ += 3) {
        char k_3 = (char)k_;
        long a1 = (long)((ulong)a + (ulong)1);
        long kw = (long)k_3;
        long b1_2 = (long)((ulong)b + (ulong)kw);
        a = a1;
        b = b1_2;
    }
    long a_1;
    a_1 = 0;
    long b_1;
    b_1 = 0;
    long span = max(9223372036854775807L, lb) - lb;
    long by = max(st, 1L);
    long q = (long)((ulong)((span >> 1 & 9223372036854775807L) / by) * (ulong)2);
    long r = (long)((ulong)span - (ulong)((long)((ulong)q * (ulong)by)));
    long over = (long)((r ^ (-9223372036854775807L - 1)) >= (by ^ (-9223372036854775807L - 1)));
    long trips = (long)((ulong)((long)((ulong)q + (ulong)over)) + (ulong)(long)((long)((ulong)r - (ulong)((long)((ulong)over * (ulong)by))) != 0));
    long trips_1 = max(trips, trips >> 63 & 9223372036854775807L);
    for (long t_1 = 0; t_1 < trips_1; ++t_1) {
        long q_1 = (long)((ulong)lb + (ulong)((long)((ulong)t_1 * (ulong)st)));
        long a1_1 = (long)((ulong)a_1 + (ulong)1);
        long off = (long)((ulong)q_1 - (ulong)lb);
        long ow = off;
        long b1_3 = (long)((ulong)b_1 + (ulong)ow);
        a_1 = a1_1;
        b_1 = b1_3;
    }
    int t_2 = (int)((long)get_local_id(0) % 32);
    bool first = t_2 == 0;
    if (first) {
        L[0] = a;
        L[1] = b;
        L[2] = a_1;
        L[3] = b_1;
    }
}
