kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void dyn_gemm(global float* A, long A_shape0, long A_shape1, long A_stride1, global float* B, long B_shape0, long B_shape1, long B_stride1, global float* C, long C_shape0, long C_shape1, long C_stride1) {
    long k = A_shape1;
    bool ok = k > 0;
    if (ok) {
        for (long i0 = 0; i0 < C_shape0; i0 += 64) {
            for (long j0 = 0; j0 < C_shape1; j0 += 32) {
                long i = i0 + (long)get_local_id(0);
                long ia = min(i, C_shape0 - 1);
                long j = j0 + (long)get_local_id(1);
                long jb = min(j, C_shape1 - 1);
                long j_1 = j0 + (long)get_local_id(1) + 8;
                long jb_1 = min(j_1, C_shape1 - 1);
                long j_2 = j0 + (long)get_local_id(1) + 16;
                long jb_2 = min(j_2, C_shape1 - 1);
                long j_3 = j0 + (long)get_local_id(1) + 24;
                long jb_3 = min(j_3, C_shape1 - 1);
                float c00 = 0.0f;
                float c01 = 0.0f;
                float c02 = 0.0f;
                float c03 = 0.0f;
                for (long k_1 = 0; k_1 < A_shape1; ++k_1) {
                    float a0 = A[ia + k_1 * A_stride1];
                    float b0 = B[k_1 + jb * B_stride1];
                    float b1 = B[k_1 + jb_1 * B_stride1];
                    float b2 = B[k_1 + jb_2 * B_stride1];
                    float b3 = B[k_1 + jb_3 * B_stride1];
                    c00 += a0 * b0;
                    c01 += a0 * b1;
                    c02 += a0 * b2;
                    c03 += a0 * b3;
                }
                if (i < C_shape0) {
                    if (j < C_shape1) {
                        C[i + j * C_stride1] = C[i + j * C_stride1] + c00;
                    }
                    if (j_1 < C_shape1) {
                        C[i + j_1 * C_stride1] = C[i + j_1 * C_stride1] + c01;
                    }
                    if (j_2 < C_shape1) {
                        C[i + j_2 * C_stride1] = C[i + j_2 * C_stride1] + c02;
                    }
                    if (j_3 < C_shape1) {
                        C[i + j_3 * C_stride1] = C[i + j_3 * C_stride1] + c03;
                    }
                }
            }
        }
    }
}
