#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void inplace_recurrences(global float* S, long S_shape0, long S_shape1, long S_stride1, global double* U, long U_shape0, long U_shape1, long U_stride1, global int* F, long F_shape0, long F_shape1, long F_stride1, global float* G, long G_shape0, long G_shape1, long G_stride1) {
    long m = S_shape0;
    long n = S_shape1;
    long m2 = (long)((ulong)m - (ulong)2);
    long m4 = (long)((ulong)m - (ulong)4);
    // foreach %j: iterations spread over the work-group
    for (long j = (long)get_local_id(0); j < n; j += 32) {
        global float* s0 = S + j * S_stride1;
        global float* s2 = S + (2 + j * S_stride1);
        #pragma clang loop vectorize(disable)
        for (long i = 0; i < m2; ++i) {
            float v = s0[i];
            s2[i] = v;
        }
        global double* u = U + j * U_stride1;
        #pragma clang loop vectorize(disable)
        for (long k = 0; k < m4; ++k) {
            double w = u[k];
            long k4 = (long)((ulong)k + (ulong)4);
            u[k4] = w;
        }
        #pragma clang loop vectorize(disable)
        for (long l = 0; l < m2; ++l) {
            int a = F[l + j * F_stride1];
            long l2 = (long)((ulong)l + (ulong)2);
            int b = F[l2 + j * F_stride1];
            int c = (int)((uint)b + (uint)a);
            F[l2 + j * F_stride1] = c;
        }
        #pragma clang loop vectorize(disable)
        for (long q = 1; q < m; ++q) {
            long q1 = (long)((ulong)q - (ulong)1);
            float p = G[q1 + j * G_stride1];
            float g = G[q + j * G_stride1];
            float h = g * 0.5f;
            float r = h + p;
            G[q + j * G_stride1] = r;
        }
    }
}
