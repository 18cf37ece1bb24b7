kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wide_ranges(long lo, long hi, long st, int lo32, global long* R) {
    // foreach %0: iterations spread over the work-group
    for (long x0 = (long)get_local_id(0); x0 < 1; x0 += 32) {
        long z = 0;
        for (long q = 0; q < 10; ++q) {
            R[q] = z;
        }
        for (long t = 0; t < 2; ++t) {
            long x1 = (long)((ulong)-1 + (ulong)((long)((ulong)t * (ulong)4611686018427387904L)));
            long x2 = R[0];
            long x3 = (long)((ulong)x2 + (ulong)1);
            R[0] = x3;
        }
        long span = max(hi, lo) - lo;
        long by = max(st, 1L);
        long q_1 = (long)((ulong)((span >> 1 & 9223372036854775807L) / by) * (ulong)2);
        long r = (long)((ulong)span - (ulong)((long)((ulong)q_1 * (ulong)by)));
        long over = (long)((r ^ (-9223372036854775807L - 1)) >= (by ^ (-9223372036854775807L - 1)));
        long trips = (long)((ulong)((long)((ulong)q_1 + (ulong)over)) + (ulong)(long)((long)((ulong)r - (ulong)((long)((ulong)over * (ulong)by))) != 0));
        long trips_1 = max(trips, trips >> 63 & 9223372036854775807L);
        for (long t_1 = 0; t_1 < trips_1; ++t_1) {
            long x4 = (long)((ulong)lo + (ulong)((long)((ulong)t_1 * (ulong)st)));
            long x5 = R[1];
            long x6 = (long)((ulong)x5 + (ulong)1);
            R[1] = x6;
            long x7 = x5;
            long x8 = (long)((ulong)x7 + (ulong)2);
            long x9 = x4;
            R[x8] = x9;
        }
        long lo64 = lo;
        long hi64 = hi;
        long span_1 = max(hi64, lo64) - lo64;
        long q_2 = (long)((ulong)((span_1 >> 1 & 9223372036854775807L) / 4611686018427387904L) * (ulong)2);
        long r_1 = (long)((ulong)span_1 - (ulong)((long)((ulong)q_2 * (ulong)4611686018427387904L)));
        long over_1 = (long)((r_1 ^ (-9223372036854775807L - 1)) >= (4611686018427387904L ^ (-9223372036854775807L - 1)));
        long trips_2 = (long)((ulong)((long)((ulong)q_2 + (ulong)over_1)) + (ulong)(long)((long)((ulong)r_1 - (ulong)((long)((ulong)over_1 * (ulong)4611686018427387904L))) != 0));
        long trips_3 = max(trips_2, trips_2 >> 63 & 9223372036854775807L);
        for (long t_2 = 0; t_2 < trips_3; ++t_2) {
            long x10 = (long)((ulong)lo64 + (ulong)((long)((ulong)t_2 * (ulong)4611686018427387904L)));
            long x11 = R[6];
            long x12 = (long)((ulong)x11 + (ulong)1);
            R[6] = x12;
        }
        for (long x13_ = (long)lo32; x13_ < 2147483647; x13_ += 1073741824) {
            int x13 = (int)x13_;
            long x14 = R[7];
            long x15 = (long)((ulong)x14 + (ulong)1);
            R[7] = x15;
        }
        long span_2 = max(hi, -3L) - -3;
        long by_1 = max(st, 1L);
        long q_3 = (long)((ulong)((span_2 >> 1 & 9223372036854775807L) / by_1) * (ulong)2);
        long r_2 = (long)((ulong)span_2 - (ulong)((long)((ulong)q_3 * (ulong)by_1)));
        long over_2 = (long)((r_2 ^ (-9223372036854775807L - 1)) >= (by_1 ^ (-9223372036854775807L - 1)));
        long trips_4 = (long)((ulong)((long)((ulong)q_3 + (ulong)over_2)) + (ulong)(long)((long)((ulong)r_2 - (ulong)((long)((ulong)over_2 * (ulong)by_1))) != 0));
        long trips_5 = max(trips_4, trips_4 >> 63 & 9223372036854775807L);
        for (long t_3 = 0; t_3 < trips_5; ++t_3) {
            long x16 = (long)((ulong)-3 + (ulong)((long)((ulong)t_3 * (ulong)st)));
            long x17 = R[8];
            long x18 = (long)((ulong)x17 + (ulong)1);
            R[8] = x18;
        }
        long span_3 = max(hi, 0L);
        long by_2 = max(st, 1L);
        long trips_6 = span_3 / by_2 + (long)(span_3 % by_2 != 0);
        for (long t_4 = 0; t_4 < trips_6; ++t_4) {
            long x19 = t_4 * st;
            long x20 = R[9];
            long x21 = (long)((ulong)x20 + (ulong)1);
            R[9] = x21;
        }
    }
}
