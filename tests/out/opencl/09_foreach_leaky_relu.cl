kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void leaky_relu(global float* X, long X_shape0, long X_shape1, long X_stride1, global float* Y, long Y_shape0, long Y_shape1, long Y_stride1, global int* Pos, long Pos_shape0, long Pos_shape1, long Pos_stride1) {
    long g = (long)get_group_id(2);
    long n = X_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        float x = X[i + g * X_stride1];
        bool p = x > 0.0f;
        float y;
        if (p) {
            y = x;
        } else {
            float s = x * 0.25f;
            y = s;
        }
        Y[i + g * Y_stride1] = y;
        int pi = (int)p;
        Pos[i + g * Pos_stride1] = pi;
    }
}
