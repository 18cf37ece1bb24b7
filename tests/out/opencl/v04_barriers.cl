kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void barriers(global float* X, long X_shape1, global float* R, long R_shape1) {
    local uchar stack[256] __attribute__((aligned(64)));
    long g = (long)get_group_id(0);
    global float* x = X + g * 64;
    global float* r = R + g * 64;
    local float* t = (local float*)stack;
    int sg = (int)((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1));
    int lane = (int)((long)get_local_id(0) % 16);
    int base = (int)((uint)sg * (uint)16);
    int wi = (int)((uint)base + (uint)lane);
    long w = (long)wi;
    float v = x[w];
    t[w] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    long w1 = (long)((ulong)w + (ulong)1);
    long m1 = w1 % 64;
    float a = t[m1];
    barrier(CLK_LOCAL_MEM_FENCE);
    int sgi = (int)((long)get_local_id(0) / 16);
    long w2 = (long)((ulong)w + (ulong)2);
    long m2 = w2 % 64;
    float b = t[m2];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    long mirror = (long)((ulong)63 - (ulong)w);
    float c = t[mirror];
    barrier(CLK_LOCAL_MEM_FENCE);
    float ab = a + b;
    float cc = c + c;
    float s = ab + cc;
    float sgf = (float)sg;
    float res = s + sgf;
    r[w] = res;
    float unused = (float)sgi;
}
