kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_in_for(global float* X, long X_shape0, long X_shape1, long X_stride1, global float* Y, long Y_shape0, long Y_shape1, long Y_stride1, global float* Z, long Z_shape0, long Z_shape1, long Z_stride1) {
    local uchar stack[1024] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    long M = X_shape0;
    global float* x = X + g * X_stride1;
    global float* y = Y + g * Y_stride1;
    global float* z = Z + g * Z_stride1;
    for (long k = 0; k < 5; ++k) {
        long kg = (long)((ulong)k + (ulong)g);
        long par = kg % 2;
        bool odd = par == 1;
        local float* t;
        float kf;
        local float* t2;
        float kf2;
        if (odd) {
            local float* T = (local float*)stack;
            t = T;
            long k1 = (long)((ulong)k + (ulong)1);
            kf = (float)k1;
        } else {
            local float* T2 = (local float*)stack;
            t2 = T2;
            kf2 = (float)k;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (odd) {
            // foreach %i: iterations spread over the work-group
            for (long i = (long)get_local_id(0); i < M; i += 64) {
                float v = y[i];
                float v2 = v * kf;
                t[i] = v2;
            }
        } else {
            for (long i_2 = (long)get_local_id(0); i_2 < M; i_2 += 64) {
                t2[i_2] = kf2 * x[i_2];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (odd) {
            for (long i_1 = (long)get_local_id(0); i_1 < Y_shape0; i_1 += 64) {
                y[i_1] = y[i_1] + t[i_1];
            }
        } else {
            for (long i_3 = (long)get_local_id(0); i_3 < Y_shape0; i_3 += 64) {
                y[i_3] = y[i_3] + -1.0f * t2[i_3];
            }
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
        for (long i_4 = (long)get_local_id(0); i_4 < Y_shape0; i_4 += 64) {
            y[i_4] = y[i_4] + 0.5f * x[i_4];
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0); i_5 < Z_shape0; i_5 += 64) {
        z[i_5] = y[i_5];
    }
}
