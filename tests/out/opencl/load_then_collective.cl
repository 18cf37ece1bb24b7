kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void load_then_collective(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* U, long U_shape1, global float* V, long V_shape1, global int* A, global int* W, long W_shape1, global int* Z, long Z_shape1) {
    long g = (long)get_group_id(2);
    global float* x = X + g * 16;
    global float* y = Y + g * 16;
    float s = x[0];
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        x[i] = 2.0f * x[i];
    }
    // foreach %i: iterations spread over the work-group
    for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
        y[i_1] = s;
    }
    global float* u = U + g * 16;
    global float* v = V + g * 16;
    float five = 2.5f + 2.5f;
    u[0] = five;
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        v[i_2] = u[i_2];
    }
    global int* w = W + g * 16;
    global int* z = Z + g * 3;
    for (long t = 0; t < 3; ++t) {
        barrier(CLK_GLOBAL_MEM_FENCE);
        for (long i_3 = (long)get_local_id(0); i_3 < 16; i_3 += 32) {
            w[i_3] = (int)((uint)w[i_3] + (uint)((int)((uint)A[i_3] * (uint)A[i_3])));
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
        int wv = w[1];
        // foreach %j: iterations spread over the work-group
        for (long j = (long)get_local_id(0); j < 1; j += 32) {
            z[t] = wv;
        }
    }
}
