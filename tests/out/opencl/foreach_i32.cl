kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void foreach_i32(int lo, int hi, global int* A, long A_shape1, global int* B, long B_shape1, global long* C, long C_shape0, long C_shape1, long C_stride1) {
    long g = (long)get_group_id(2);
    global int* ag = A + g * 97;
    global int* bg = B + g * 10;
    global long* cg = C + g * C_stride1;
    // foreach %i: iterations spread over the work-group
    for (long i_ = (long)lo + (long)get_local_id(0); i_ < (long)hi; i_ += 64) {
        int i = (int)i_;
        int d = (int)((uint)i - (uint)lo);
        long di = (long)d;
        int v = (int)((uint)i * (uint)3);
        ag[di] = v;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    // foreach %j: iterations spread over the work-group
    for (long j_ = 5 + (long)get_local_id(0); j_ < 3; j_ += 64) {
        int j = (int)j_;
        int m1 = (int)((uint)j - (uint)j);
        int m2 = (int)((uint)m1 - (uint)1);
        ag[0] = m2;
    }
    // foreach %k: iterations spread over the work-group
    for (long k_ = (long)get_local_id(0); k_ < 10; k_ += 64) {
        short k = (short)k_;
        short kk = (short)(k * k);
        int kk32 = (int)kk;
        long ki = (long)k;
        bg[ki] = kk32;
    }
    long n = C_shape0;
    // foreach %m: iterations spread over the work-group
    for (long m = 17 + (long)get_local_id(0); m < n; m += 64) {
        long mg = (long)((ulong)m + (ulong)g);
        long mg64 = mg;
        cg[m] = mg64;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    // foreach %e: iterations spread over the work-group
    long trips = max(3L, n) - n;
    for (long t = (long)get_local_id(0); t < trips; t += 64) {
        long e = n + t;
        long z = e;
        long z1 = (long)((ulong)z - (ulong)z);
        long z2 = (long)((ulong)z1 - (ulong)1);
        cg[0] = z2;
    }
}
