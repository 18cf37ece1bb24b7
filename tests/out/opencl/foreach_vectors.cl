#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void foreach_vectors(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* Z, long Z_shape1, global double* D, long D_shape1, global double* E, long E_shape1, global float* Q, long Q_shape1) {
    long g = (long)get_group_id(2);
    global float* x = X + g * 40;
    global float* y = Y + g * 40;
    global float* z = Z + g * 40;
    // foreach %i: iterations spread over the work-group
    for (long i = 3 + (long)get_local_id(0); i < 40; i += 32) {
        float v = x[i];
        float sq = v * v;
        float p = sq + 1.5f;
        float r = p / 4.0f;
        float t = 2.0f - r;
        y[i] = t;
        float n = -v;
        z[i] = n;
    }
    global double* d = D + g * 20;
    global double* e = E + g * 20;
    // foreach %j: iterations spread over the work-group
    for (long j = (long)get_local_id(0); j < 20; j += 32) {
        double a = d[j];
        double b = e[j];
        double h = a * 0.5;
        double s = h - b;
        d[j] = s;
    }
    global float* q = Q + g * 40;
    // foreach %k: iterations spread over the work-group
    for (long k = (long)get_local_id(0); k < 40; k += 32) {
        float w = x[k];
        bool pos = w > 0.0f;
        float o;
        if (pos) {
            float w1 = w + 1.0f;
            o = w1;
        } else {
            o = w;
        }
        q[k] = o;
    }
}
