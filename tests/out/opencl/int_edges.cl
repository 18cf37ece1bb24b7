kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void int_edges(int b, int a, int m, long c, long d, long lb, int x, int st, global int* R, global long* S, global int* G, global int* F) {
    int r0 = (-2147483647 - 1) >> b;
    R[0] = r0;
    int r1 = (-2147483647 - 1) >> 33;
    R[1] = r1;
    int r2 = (-2147483647 - 1) << b;
    R[2] = r2;
    int r3 = (-2147483647 - 1) >> 40;
    R[3] = r3;
    int r4 = a % (m + (int)(m == -1) * 2);
    R[4] = r4;
    int r5 = 0;
    R[5] = r5;
    int r6 = (-2147483647 - 1) % (m + (int)(m == -1) * 2);
    R[6] = r6;
    long s0 = c % (d + (long)(d == -1) * 2);
    S[0] = s0;
    // foreach %j: iterations spread over the work-group
    long trips = max(9223372036854775807L, lb) - lb;
    for (long t = (long)get_local_id(0); t < trips; t += 32) {
        long j = lb + t;
        long o = (long)((ulong)j - (ulong)lb);
        int v = G[o];
        int v1 = (int)((uint)v + (uint)1);
        G[o] = v1;
    }
    for (long i_ = 120; i_ < 127; i_ += 3) {
        char i = (char)i_;
        char k = (char)(i - 120);
        long ki = (long)k;
        int v_1 = (int)i;
        F[ki * 3] = v_1;
    }
    for (long i2_ = (long)x; i2_ < 2147483647; i2_ += (long)st) {
        int i2 = (int)i2_;
        int k2 = (int)((uint)i2 - (uint)x);
        long k2i = (long)k2;
        F[1 + k2i * 3] = i2;
    }
    long span = max(9223372036854775807L, lb) - lb;
    long q = (long)((ulong)((span >> 1 & 9223372036854775807L) / 2) * (ulong)2);
    long r = (long)((ulong)span - (ulong)((long)((ulong)q * (ulong)2)));
    long over = (long)((r ^ (-9223372036854775807L - 1)) >= (2 ^ (-9223372036854775807L - 1)));
    long trips_1 = (long)((ulong)((long)((ulong)q + (ulong)over)) + (ulong)(long)((long)((ulong)r - (ulong)((long)((ulong)over * (ulong)2))) != 0));
    long trips_2 = max(trips_1, trips_1 >> 63 & 9223372036854775807L);
    for (long t_1 = 0; t_1 < trips_2; ++t_1) {
        long i3 = (long)((ulong)lb + (ulong)((long)((ulong)t_1 * (ulong)2)));
        long k3 = (long)((ulong)i3 - (ulong)lb);
        int v3 = (int)k3;
        F[2 + k3 * 3] = v3;
    }
}
