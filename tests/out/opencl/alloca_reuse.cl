#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void alloca_reuse(global float* X, long X_shape2, global float* W, global float* Y, long Y_shape2, global float* y, long y_shape1, global int* Z, long Z_shape1) {
    local uchar stack[512] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* xg = X + g * 128;
    global float* yg = Y + g * 64;
    local float* T1 = (local float*)stack;
    local float* T1f = T1;
    global float* xf = xg;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 128; i += 32) {
        float e = xf[i];
        float e2 = e * 2.0f;
        T1f[i] = e2;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia = min(i_1, 15L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 8; ++k) {
        float a0 = T1[ia + k * 16];
        float b0 = W[k];
        float b1 = W[k + 8];
        float b2 = W[k + 16];
        float b3 = W[k + 24];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i_1 < 16) {
        yg[i_1] = c00;
        yg[i_1 + 16] = c01;
        yg[i_1 + 32] = c02;
        yg[i_1 + 48] = c03;
    }
    local double* T2 = (local double*)stack;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb = c * 4;
            float v = yg[i_2 + jb * 16];
            long j = jb + 1;
            float v_1 = yg[i_2 + j * 16];
            long j_1 = jb + 2;
            float v_2 = yg[i_2 + j_1 * 16];
            long j_2 = jb + 3;
            float v_3 = yg[i_2 + j_2 * 16];
            T2[i_2 + jb * 16] = (double)v;
            T2[i_2 + j * 16] = (double)v_1;
            T2[i_2 + j_1 * 16] = (double)v_2;
            T2[i_2 + j_2 * 16] = (double)v_3;
        }
    }
    global float* ys = y + g * 16;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 16; i_3 += 32) {
        float acc = 0.0f;
        for (long k_1 = 0; k_1 < 4; ++k_1) {
            acc = (float)((double)acc + T2[i_3 + k_1 * 16]);
        }
        ys[i_3] = (float)(double)acc;
    }
    int g32 = (int)g;
    for (long k_2 = 0; k_2 < 3; ++k_2) {
        local int* T3 = (local int*)stack;
        int k32 = (int)k_2;
        barrier(CLK_LOCAL_MEM_FENCE);
        // foreach %j: iterations spread over the work-group
        for (long j_3 = (long)get_local_id(0); j_3 < 10; j_3 += 32) {
            int j32 = (int)j_3;
            int kj = (int)((uint)k32 * (uint)j32);
            int val = (int)((uint)kj + (uint)g32);
            T3[j_3] = val;
        }
        global int* zk = Z + (k_2 + g * 3);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if ((long)get_local_id(0) == 0) {
            int acc_1 = 0;
            for (long k_3 = 0; k_3 < 10; ++k_3) {
                acc_1 = (int)((uint)acc_1 + (uint)T3[k_3]);
            }
            zk[0] = acc_1;
        }
    }
}
