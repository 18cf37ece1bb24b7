kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void inplace_v04(global float* S, long S_shape0, long S_shape1, long S_stride1, global int*global* F, global long* F_shape0, global long* F_shape1, global long* F_stride1, long F_size) {
    long gid = (long)get_group_id(0);
    global int* f = F[gid];
    long f_shape0 = F_shape0[gid];
    long f_shape1 = F_shape1[gid];
    long f_stride1 = F_stride1[gid];
    long m = S_shape0;
    long n = S_shape1;
    long m2 = (long)((ulong)m - (ulong)2);
    // foreach %j: iterations spread over the work-group
    for (long j = (long)get_local_id(0); j < n; j += 32) {
        global float* s0 = S + j * S_stride1;
        global float* s2 = S + (2 + j * S_stride1);
        #pragma clang loop vectorize(disable)
        for (long i = 0; i < m2; ++i) {
            float v = s0[i];
            s2[i] = v;
        }
        long fm = f_shape0;
        long fm2 = (long)((ulong)fm - (ulong)2);
        #pragma clang loop vectorize(disable)
        for (long k = 0; k < fm2; ++k) {
            int a = f[k + j * f_stride1];
            long k2 = (long)((ulong)k + (ulong)2);
            int b = f[k2 + j * f_stride1];
            int c = (int)((uint)b + (uint)a);
            f[k2 + j * f_stride1] = c;
        }
    }
}
