kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemv_ger(global float* A, long A_shape2, global float* x, long x_shape1, global float* y, long y_shape1, global float* z, global float* C, long C_shape2) {
    long g = (long)get_global_id(2);
    global float* a = A + g * 63;
    global float* xg = x + g * 9;
    global float* yg = y + g * 7;
    global float* c = C + g * 45;
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 7; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 9; ++k) {
            acc += a[k + i * 9] * xg[k];
        }
        yg[i] = 1.5f * acc;
    }
    for (long j = (long)get_local_id(1); j < 5; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 9; i_1 += 32) {
            c[i_1 + j * 9] = c[i_1 + j * 9] + -1.0f * (xg[i_1] * z[j]);
        }
    }
}
