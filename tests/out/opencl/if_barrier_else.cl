#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_else(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* Z, long Z_shape1) {
    local uchar stack[232] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* x = X + g * 13;
    global float* y = Y + g * 13;
    global float* z = Z + g * 13;
    long m3 = g % 3;
    bool c = m3 == 0;
    local float* t;
    local double* d;
    local double* e;
    if (c) {
        t = (local float*)stack;
        // foreach %i: iterations spread over the work-group
        for (long i = (long)get_local_id(0); i < 13; i += 64) {
            float v = x[i];
            float fi = (float)i;
            float s = v + fi;
            t[i] = s;
        }
    } else {
        d = (local double*)stack;
        // foreach %j: iterations spread over the work-group
        for (long j = (long)get_local_id(0); j < 13; j += 64) {
            float v_1 = x[j];
            double vd = (double)v_1;
            double v2 = vd * -2.0;
            d[j] = v2;
        }
        e = (local double*)(stack + 128);
        // foreach %j2: iterations spread over the work-group
        for (long j2 = (long)get_local_id(0); j2 < 13; j2 += 64) {
            double jd = (double)j2;
            double jq = jd * 0.25;
            double e0 = jq + 1.0;
            e[j2] = e0;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (c) {
        for (long i_1 = (long)get_local_id(0); i_1 < 13; i_1 += 64) {
            y[i_1] = 0.5f * t[i_1];
        }
    } else {
        for (long i_2 = (long)get_local_id(0); i_2 < 13; i_2 += 64) {
            e[i_2] = e[i_2] + d[i_2];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (!c) {
        // foreach %k: iterations spread over the work-group
        for (long k = (long)get_local_id(0); k < 13; k += 64) {
            double ev = e[k];
            double kf = (double)k;
            double p = ev * kf;
            float pf = (float)p;
            y[k] = pf;
        }
    }
    local int* f = (local int*)stack;
    barrier(CLK_LOCAL_MEM_FENCE);
    // foreach %l: iterations spread over the work-group
    for (long l = (long)get_local_id(0); l < 13; l += 64) {
        long gl = (long)((ulong)g + (ulong)l);
        int gi = (int)gl;
        f[l] = gi;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 13; i_3 += 64) {
        z[i_3] = y[i_3];
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (long i_4 = (long)get_local_id(0); i_4 < 13; i_4 += 64) {
        z[i_4] = z[i_4] + (float)f[i_4];
    }
}
