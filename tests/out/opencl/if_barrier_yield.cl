kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void if_barrier_yield(global float* X, long X_shape0, long X_shape1, long X_stride1, global float* S, long S_shape0, global float* Z, long Z_shape0, long Z_shape1, long Z_stride1, global float* R, long R_shape0, global int* Q, long Q_shape0) {
    local uchar stack[1024] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    long M = X_shape0;
    global float* x = X + g * X_stride1;
    global float* z = Z + g * Z_stride1;
    float s = S[g];
    long par = g % 2;
    bool c = par == 1;
    float r;
    int q;
    float s2;
    long l;
    local float* t;
    float ns;
    int gi;
    local float* u;
    if (c) {
        s2 = s * 2.0f;
        l = (long)((ulong)M - (ulong)1);
        local float* T = (local float*)stack;
        t = T;
        for (long i = (long)get_local_id(0); i < M; i += 64) {
            t[i] = 3.0f * x[i];
        }
    } else {
        ns = -s;
        gi = (int)g;
        local float* U = (local float*)stack;
        u = U;
        // foreach %i: iterations spread over the work-group
        for (long i_1 = (long)get_local_id(0); i_1 < M; i_1 += 64) {
            float v = x[i_1];
            float fi = (float)i_1;
            float vi = v + fi;
            u[i_1] = vi;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (c) {
        float tl = t[l];
        float r1 = tl + s2;
        r = r1;
        q = 7;
    } else {
        float u0 = u[0];
        float nu = -u0;
        float r2 = nu + ns;
        r = r2;
        q = gi;
    }
    // foreach %once: iterations spread over the work-group
    for (long once = (long)get_local_id(0); once < 1; once += 64) {
        R[g] = r;
        Q[g] = q;
    }
    for (long i_2 = (long)get_local_id(0); i_2 < Z_shape0; i_2 += 64) {
        z[i_2] = r * x[i_2];
    }
}
