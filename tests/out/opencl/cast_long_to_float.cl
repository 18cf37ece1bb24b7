float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(global long* A, long A_shape0, global float* F, long F_shape1, global float2* Z, long Z_shape0) {
    long n = A_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        long x = A[i];
        long one = x / x;
        long v0 = (long)((ulong)one * (ulong)1152921573326323713L);
        long v1 = (long)((ulong)one * (ulong)-1152921573326323713L);
        long v2 = (long)((ulong)one * (ulong)9007199254740993L);
        long v3 = (long)((ulong)one * (ulong)16777217);
        long v4 = (long)((ulong)one * (ulong)9223372036854775807L);
        long v5 = (long)((ulong)one * (ulong)4611686293305294848L);
        long s = (long)((ulong)x * (ulong)1099511627776L);
        long v6 = (long)((ulong)s + (ulong)3);
        float f0 = (float)v0;
        float f1 = (float)v1;
        float f2 = (float)v2;
        float f3 = (float)v3;
        float f4 = (float)v4;
        float f5 = (float)v5;
        float f6 = (float)v6;
        F[i * 7] = f0;
        F[1 + i * 7] = f1;
        F[2 + i * 7] = f2;
        F[3 + i * 7] = f3;
        F[4 + i * 7] = f4;
        F[5 + i * 7] = f5;
        F[6 + i * 7] = f6;
        float2 z = (float2)((float)v0, 0);
        Z[i] = z;
    }
}
