#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void abs_int(global char* A, global short* B, global int* C, global long* D, global double* X, long X_shape0, long X_shape1, long X_stride1, global double* Y, long Y_shape0, long Y_shape1, long Y_stride1, global double* Z, long Z_shape0, long Z_shape1, long Z_stride1) {
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 5; i += 512) {
        char a = A[i];
        char aa = (char)abs(a);
        A[i] = aa;
        short b = B[i];
        short ba = (short)abs(b);
        B[i] = ba;
        int c = C[i];
        int ca = (int)abs(c);
        C[i] = ca;
        long d = D[i];
        long da = (long)abs(d);
        D[i] = da;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    char i8a = -128;
    A[5] = i8a;
    short i16a = -32768;
    B[5] = i16a;
    int i32a = (-2147483647 - 1);
    C[5] = i32a;
    long i64a = 9223372036854775807L;
    D[5] = i64a;
    A[6] = -56;
    B[6] = -1;
    int u32a = (int)((uint)-1 + (uint)-1);
    C[6] = u32a;
    D[6] = 9223372036854775807L;
    for (long j = (long)get_local_id(1); j < Z_shape1; j += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < Z_shape0; i_1 += 64) {
            Z[i_1 + j * Z_stride1] = -1.5 * (X[i_1 + j * X_stride1] * Y[i_1 + j * Y_stride1]) + 0.5 * Z[i_1 + j * Z_stride1];
        }
    }
}
