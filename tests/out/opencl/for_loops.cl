kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void for_loops(long lo, long st, int st32, global float* X, global float* O, global int* a, long a_shape0, global int* R, long R_shape1) {
    long span = max(20L, lo) - lo;
    long by = max(st, 1L);
    long q = (long)((ulong)((span >> 1 & 9223372036854775807L) / by) * (ulong)2);
    long r = (long)((ulong)span - (ulong)((long)((ulong)q * (ulong)by)));
    long over = (long)((r ^ (-9223372036854775807L - 1)) >= (by ^ (-9223372036854775807L - 1)));
    long trips = (long)((ulong)((long)((ulong)q + (ulong)over)) + (ulong)(long)((long)((ulong)r - (ulong)((long)((ulong)over * (ulong)by))) != 0));
    long trips_1 = max(trips, trips >> 63 & 9223372036854775807L);
    for (long t = 0; t < trips_1; ++t) {
        long k = (long)((ulong)lo + (ulong)((long)((ulong)t * (ulong)st)));
        global float* xk = X + k * 8;
        barrier(CLK_GLOBAL_MEM_FENCE);
        for (long i = (long)get_local_id(0); i < 8; i += 32) {
            O[i] = O[i] + xk[i];
        }
    }
    long n = a_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i_1 = (long)get_local_id(0); i_1 < n; i_1 += 32) {
        int x = a[i_1];
        int zero = x ^ x;
        int thousand = (int)((uint)zero + (uint)1000);
        R[i_1 * 5] = zero;
        R[1 + i_1 * 5] = zero;
        R[2 + i_1 * 5] = zero;
        R[3 + i_1 * 5] = thousand;
        R[4 + i_1 * 5] = zero;
        for (long j_ = -5; j_ < (long)x; j_ += 2) {
            int j = (int)j_;
            int o0 = R[i_1 * 5];
            int n0 = (int)((uint)o0 + (uint)j);
            R[i_1 * 5] = n0;
        }
        short x16 = (short)x;
        for (short h = 3; h < 40; h += 7) {
            short hx0 = (short)(h * x16);
            short hx = (short)(hx0 * 100);
            int o1 = R[1 + i_1 * 5];
            int hx32 = (int)hx;
            int n1 = (int)((uint)o1 + (uint)hx32);
            R[1 + i_1 * 5] = n1;
        }
        for (int p = 0; p < 3; ++p) {
            for (int q_1 = p; q_1 < x; ++q_1) {
                int o2 = R[2 + i_1 * 5];
                int n2 = (int)((uint)o2 + (uint)1);
                R[2 + i_1 * 5] = n2;
            }
        }
        for (long z = 5; z < 5; ++z) {
            int o3 = R[3 + i_1 * 5];
            int n3 = (int)((uint)o3 + (uint)1);
            R[3 + i_1 * 5] = n3;
        }
        for (int w = 10; w < -2; ++w) {
            int o4 = R[3 + i_1 * 5];
            int n4 = (int)((uint)o4 + (uint)1);
            R[3 + i_1 * 5] = n4;
        }
        for (long c_ = (long)x; c_ < 60; c_ += (long)st32) {
            int c = (int)c_;
            int o5 = R[4 + i_1 * 5];
            int n5 = (int)((uint)o5 + (uint)c);
            R[4 + i_1 * 5] = n5;
        }
    }
}
