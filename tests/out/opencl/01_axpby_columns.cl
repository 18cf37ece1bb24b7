kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void scale_add(global float* X, long X_shape1, global float* Y, long Y_shape1) {
    long g = (long)get_group_id(2);
    global float* x = X + g * 64;
    global float* y = Y + g * 64;
    for (long i = (long)get_local_id(0); i < 64; i += 64) {
        y[i] = 2.0f * x[i] + 0.5f * y[i];
    }
}
