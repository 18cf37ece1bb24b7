kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_loop(global float* X, long X_shape0, long X_shape1, long X_stride1, global float* Y, long Y_shape0, long Y_shape1, long Y_stride1, global float* Z, long Z_shape0, long Z_shape1, long Z_stride1, global float* A, long A_shape0, long A_shape1, long A_stride1, long A_shape2, long A_stride2, global float* B, long B_shape0, long B_stride1, global float* C, long C_shape0, long C_stride1, long C_shape2, long C_stride2) {
    local uchar stack[9216] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    long M = X_shape0;
    long K = B_shape0;
    global float* x = X + g * X_stride1;
    global float* y = Y + g * Y_stride1;
    global float* z = Z + g * Z_stride1;
    global float* a = A + g * A_stride2;
    long m3 = g % 3;
    bool c0 = m3 == 0;
    bool c1;
    global float* cg;
    global float* c1g;
    local float* t2;
    long ub = 0;
    long ub_1 = 0;
    if (c0) {
        ub = K;
    } else {
        c1 = m3 == 1;
        if (c1) {
            cg = C + g * C_stride2;
            ub_1 = C_shape0;
        } else {
            local float* T2 = (local float*)stack;
            t2 = T2;
            for (long i_4 = (long)get_local_id(0); i_4 < M; i_4 += 64) {
                t2[i_4] = 2.0f * x[i_4];
            }
        }
    }
    for (long k = 0; k < ub; ++k) {
        float bk = B[k];
        local float* T = (local float*)stack;
        local float* t = T;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (long i = (long)get_local_id(0); i < M; i += 64) {
            t[i] = bk * x[i];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (long i_1 = (long)get_local_id(0); i_1 < Y_shape0; i_1 += 64) {
            y[i_1] = y[i_1] + t[i_1];
        }
    }
    for (long i0 = 0; i0 < ub_1; i0 += 64) {
        long i_2 = i0 + (long)get_local_id(0);
        long ia = (long)get_local_id(0);
        float c00 = 0.0f;
        float c01 = 0.0f;
        for (long k0 = 0; k0 < A_shape0; k0 += 32) {
            barrier(CLK_LOCAL_MEM_FENCE);
            #pragma unroll
            for (long t_1 = 0; t_1 < 32; ++t_1) {
                long idx = (long)get_local_id(0) + t_1 * 64;
                long pl = idx % 32;
                long il = idx / 32;
                ((local float*)(stack + 1024))[il + pl * 64] = a[min(k0 + pl, A_shape0 - 1) + min(i0 + il, C_shape0 - 1) * A_stride1];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            long kn = min(32L, A_shape0 - k0);
            for (long k_1 = 0; k_1 < kn; ++k_1) {
                long kg = k0 + k_1;
                float a0 = ((local float*)(stack + 1024))[ia + k_1 * 64];
                float b0 = B[kg];
                float b1 = B[kg + B_stride1];
                c00 += a0 * b0;
                c01 += a0 * b1;
            }
        }
        if (i_2 < C_shape0) {
            cg[i_2] = c00;
            cg[i_2 + C_stride1] = c01;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (!c0) {
        if (c1) {
            c1g = cg + C_stride1;
        } else {
            for (long i_5 = (long)get_local_id(0); i_5 < Y_shape0; i_5 += 64) {
                y[i_5] = t2[i_5];
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (!c0) {
        if (c1) {
            for (long i_3 = (long)get_local_id(0); i_3 < Y_shape0; i_3 += 64) {
                y[i_3] = y[i_3] + c1g[i_3];
            }
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0); i_6 < Z_shape0; i_6 += 64) {
        z[i_6] = y[i_6];
    }
}
