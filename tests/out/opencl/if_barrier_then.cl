kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_then(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* Z, long Z_shape1, global float* U, long U_shape1, global float* W, long W_shape1) {
    local uchar stack[52] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* x = X + g * 13;
    global float* y = Y + g * 13;
    global float* z = Z + g * 13;
    global float* u = U + g * 13;
    global float* w = W + g * 13;
    long par = g % 2;
    bool even = par == 0;
    local float* t;
    if (even) {
        t = (local float*)stack;
        // foreach %i: iterations spread over the work-group
        for (long i = (long)get_local_id(0); i < 13; i += 64) {
            float v = x[i];
            float v2 = v * 2.0f;
            t[i] = v2;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (even) {
        for (long i_1 = (long)get_local_id(0); i_1 < 13; i_1 += 64) {
            y[i_1] = y[i_1] + t[i_1];
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 13; i_2 += 64) {
        z[i_2] = 3.0f * y[i_2];
    }
    local float* s = (local float*)stack;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 13; i_3 += 64) {
        s[i_3] = -1.0f * z[i_3];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_4 = (long)get_local_id(0); i_4 < 13; i_4 += 64) {
        s[i_4] = s[i_4] + u[i_4];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0); i_5 < 13; i_5 += 64) {
        w[i_5] = s[i_5];
    }
}
