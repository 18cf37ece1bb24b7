kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void views(global float* V, long V_shape1, global float* T, long T_shape3, global float* W, long W_shape2, global float* P, long P_shape2) {
    long g = (long)get_group_id(2);
    global float* v = V + g * 24;
    global float* m = v;
    global float* t = T + g * 30;
    global float* f = t;
    global float* w = W + g * 24;
    global float* p = P + g * 20;
    for (long i = (long)get_local_id(0); i < 6; i += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 4;
            float v_1 = m[jb + i * 4];
            long j = jb + 2;
            float v_2 = m[j + i * 4];
            w[i + jb * 6] = v_1;
            w[i + j * 6] = v_2;
        }
    }
    long i_1 = (long)get_local_id(0);
    long ia = min(i_1, 3L);
    long j_1 = (long)get_local_id(1);
    long jb_1 = min(j_1, 4L);
    long j_2 = (long)get_local_id(1) + 2;
    long jb_2 = min(j_2, 4L);
    long j_3 = (long)get_local_id(1) + 4;
    long jb_3 = min(j_3, 4L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 6; ++k) {
        float a0 = m[ia + k * 4];
        float b0 = f[k + jb_1 * 6];
        float b1 = f[k + jb_2 * 6];
        float b2 = f[k + jb_3 * 6];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i_1 < 4) {
        if (j_1 < 5) {
            p[i_1 + j_1 * 4] = c00;
        }
        if (j_2 < 5) {
            p[i_1 + j_2 * 4] = c01;
        }
        if (j_3 < 5) {
            p[i_1 + j_3 * 4] = c02;
        }
    }
}
