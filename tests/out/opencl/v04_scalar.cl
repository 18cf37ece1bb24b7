kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void scalar(global float* A, long A_shape1, global float* B, long B_shape1, global long* F, long F_shape1) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 16;
    global float* b = B + gid * 16;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        float x = a[i];
        float y = x * 0.5f;
        float m = fmax(y, x);
        float ab = fabs(m);
        float e = exp(x);
        float s = sin(x);
        float t = e + s;
        float u = t - ab;
        bool neg = x < 0.0f;
        float r;
        if (neg) {
            float mn = fmin(u, 0.0f);
            r = mn;
        } else {
            float l = log2(e);
            float w = u + l;
            r = w;
        }
        b[i] = r;
    }
    long hi = (long)((ulong)gid + (ulong)5);
    long x0;
    x0 = 0;
    long x1;
    x1 = 1;
    for (long k = 0; k < hi; ++k) {
        long nx = (long)((ulong)x0 + (ulong)x1);
        long next = x1;
        long next_1 = nx;
        x0 = next;
        x1 = next_1;
    }
    int lane = (int)((long)get_local_id(0) % 32);
    int sg = (int)((long)get_local_id(0) / 32 + (long)get_local_id(1));
    bool first_lane = lane == 0;
    bool first_sg = sg == 0;
    bool first = first_lane && first_sg;
    if (first) {
        F[gid * 2] = x0;
        F[1 + gid * 2] = x1;
    }
}
