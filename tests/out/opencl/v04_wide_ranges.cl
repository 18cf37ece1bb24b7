kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void wide(long lo, long hi, long st, global long* R) {
    local uchar stack[512] __attribute__((aligned(64)));
    long a;
    a = 0;
    for (long t = 0; t < 2; ++t) {
        long i = (long)((ulong)-1 + (ulong)((long)((ulong)t * (ulong)4611686018427387904L)));
        long b = (long)((ulong)a + (ulong)1);
        a = b;
    }
    long a2;
    a2 = 0;
    long span = max(hi, lo) - lo;
    long by = max(st, 1L);
    long q = (long)((ulong)((span >> 1 & 9223372036854775807L) / by) * (ulong)2);
    long r = (long)((ulong)span - (ulong)((long)((ulong)q * (ulong)by)));
    long over = (long)((r ^ (-9223372036854775807L - 1)) >= (by ^ (-9223372036854775807L - 1)));
    long trips = (long)((ulong)((long)((ulong)q + (ulong)over)) + (ulong)(long)((long)((ulong)r - (ulong)((long)((ulong)over * (ulong)by))) != 0));
    long trips_1 = max(trips, trips >> 63 & 9223372036854775807L);
    for (long t_1 = 0; t_1 < trips_1; ++t_1) {
        long j = (long)((ulong)lo + (ulong)((long)((ulong)t_1 * (ulong)st)));
        long b2 = (long)((ulong)a2 + (ulong)1);
        a2 = b2;
    }
    long sg = (long)get_local_id(0) / 16 + 2 * (long)get_local_id(1);
    for (long round_ = 0; round_ < 4; round_ += 2) {
        long tile = round_ + sg;
        if (tile < 4) {
            long rest = tile / 4;
            long at = (long)((ulong)-9223372036854775807L + (ulong)((long)((ulong)(tile % 4) * (ulong)4611686018427387904L)));
            long t_2 = at;
            long ts = min(-4611686018427387904L, (long)((ulong)9223372036854775807L - (ulong)at) ^ (-9223372036854775807L - 1)) ^ (-9223372036854775807L - 1);
            int lane = (int)((long)get_local_id(0) % 16);
            bool first = lane == 0;
            if (first) {
                long k = t_2 >> 62;
                long k2 = (long)((ulong)k + (ulong)2);
                long k4 = (long)((ulong)k2 * (ulong)2);
                long at_1 = (long)((ulong)k4 + (ulong)2);
                long at1 = (long)((ulong)at_1 + (ulong)1);
                long t64 = t_2;
                long ts64 = ts;
                R[at_1] = t64;
                R[at1] = ts64;
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    int sg_1 = (int)((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1));
    int lane_1 = (int)((long)get_local_id(0) % 16);
    long sgi = (long)sg_1;
    long off = (long)((ulong)sgi * (ulong)4611686018427387904L);
    long lb = (long)((ulong)lo + (ulong)off);
    long acc;
    acc = 0;
    long span_1 = max(hi, lb) - lb;
    long by_1 = max(st, 1L);
    long q_1 = (long)((ulong)((span_1 >> 1 & 9223372036854775807L) / by_1) * (ulong)2);
    long r_1 = (long)((ulong)span_1 - (ulong)((long)((ulong)q_1 * (ulong)by_1)));
    long over_1 = (long)((r_1 ^ (-9223372036854775807L - 1)) >= (by_1 ^ (-9223372036854775807L - 1)));
    long trips_2 = (long)((ulong)((long)((ulong)q_1 + (ulong)over_1)) + (ulong)(long)((long)((ulong)r_1 - (ulong)((long)((ulong)over_1 * (ulong)by_1))) != 0));
    long trips_3 = max(trips_2, trips_2 >> 63 & 9223372036854775807L);
    long ub = trips_3;
    long span_2 = max(ub, 0L);
    long mine = span_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 256))[(long)get_local_id(0)] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most = ((local long*)(stack + 256))[0];
    #pragma unroll
    for (long sgj = 1; sgj < 2; ++sgj) {
        most = max(most, ((local long*)(stack + 256))[sgj * 16]);
    }
    for (long round__1 = 0; round__1 < most; ++round__1) {
        long t_3 = round__1;
        long sg_item;
        long sg_base;
        bool cond = round__1 < mine;
        if (cond) {
            long i_1 = (long)((ulong)lb + (ulong)((long)((ulong)t_3 * (ulong)st)));
            sg_item = (long)get_local_id(0);
            long sg_lane = (long)get_local_id(0) % 16;
            sg_base = sg_item - sg_lane;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            ((local long*)stack)[sg_item] = 1;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            long r_2 = ((local long*)stack)[sg_base];
            for (long j_1 = 1; j_1 < 16; ++j_1) {
                r_2 = (long)((ulong)r_2 + (ulong)((local long*)stack)[sg_base + j_1]);
            }
            long acc2 = (long)((ulong)acc + (ulong)r_2);
            acc = acc2;
        }
    }
    bool first_1 = lane_1 == 0;
    if (first_1) {
        long slot = (long)((ulong)10 + (ulong)sgi);
        R[slot] = acc;
        bool sg0 = sg_1 == 0;
        if (sg0) {
            R[0] = a;
            R[1] = a2;
        }
    }
}
