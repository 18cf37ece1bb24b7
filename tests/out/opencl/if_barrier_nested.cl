kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_nested(global float* X, long X_shape0, long X_shape1, long X_stride1, global float* Y, long Y_shape0, long Y_shape1, long Y_stride1, global float* Z, long Z_shape0, long Z_shape1, long Z_stride1) {
    local uchar stack[1024] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    long M = X_shape0;
    global float* x = X + g * X_stride1;
    global float* y = Y + g * Y_stride1;
    global float* z = Z + g * Z_stride1;
    long m2 = g % 2;
    bool a = m2 == 0;
    local float* t;
    bool b;
    bool b2;
    local float* u;
    if (a) {
        local float* T = (local float*)stack;
        t = T;
        for (long i = (long)get_local_id(0); i < M; i += 64) {
            t[i] = x[i];
        }
        long m4 = g % 4;
        b = m4 == 0;
    } else {
        long m3 = g % 3;
        b2 = m3 == 0;
        if (b2) {
            for (long i_3 = (long)get_local_id(0); i_3 < Y_shape0; i_3 += 64) {
                y[i_3] = -1.0f * x[i_3];
            }
        } else {
            local float* U = (local float*)stack;
            u = U;
            for (long i_4 = (long)get_local_id(0); i_4 < M; i_4 += 64) {
                u[i_4] = x[i_4];
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (a) {
        if (b) {
            // foreach %i: iterations spread over the work-group
            for (long i_1 = (long)get_local_id(0); i_1 < M; i_1 += 64) {
                float v = t[i_1];
                float v2 = v * 2.0f;
                t[i_1] = v2;
            }
        }
    } else {
        if (!b2) {
            for (long i_5 = (long)get_local_id(0); i_5 < Y_shape0; i_5 += 64) {
                y[i_5] = 4.0f * u[i_5];
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (a) {
        for (long i_2 = (long)get_local_id(0); i_2 < Y_shape0; i_2 += 64) {
            y[i_2] = y[i_2] + t[i_2];
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0); i_6 < Z_shape0; i_6 += 64) {
        z[i_6] = y[i_6];
    }
}
