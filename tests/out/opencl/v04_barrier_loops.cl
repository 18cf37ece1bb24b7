kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void tree(global float* X, long X_shape1, global float* S, long S_shape1, int flag) {
    local uchar stack[256] __attribute__((aligned(64)));
    long g = (long)get_group_id(0);
    global float* x = X + g * 64;
    global float* s = S + g * 64;
    local float* t = (local float*)stack;
    int sg = (int)((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1));
    int lane = (int)((long)get_local_id(0) % 16);
    int base = (int)((uint)sg * (uint)16);
    int wi = (int)((uint)base + (uint)lane);
    long w = (long)wi;
    float v = x[w];
    t[w] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    long h;
    h = 32;
    for (long k = 0; k < 6; ++k) {
        bool active = w < h;
        if (active) {
            long o = (long)((ulong)w + (ulong)h);
            float a = t[w];
            float b = t[o];
            float ab = a + b;
            t[w] = ab;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long hn = h / 2;
        h = hn;
    }
    float total = t[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    bool on = flag != 0;
    float r;
    if (on) {
        t[w] = v;
    } else {
        r = total;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (on) {
        long m = (long)((ulong)63 - (ulong)w);
        float mv = t[m];
        float rr = mv + total;
        r = rr;
    }
    float hff = (float)h;
    float res = r + hff;
    s[w] = res;
}
