#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void gemm_dynamic(global double* A1, long A1_shape0, long A1_shape1, long A1_stride1, global double* B1, long B1_shape0, long B1_stride0, long B1_shape1, long B1_stride1, global double* C1, long C1_shape0, long C1_shape1, long C1_stride1, global double* A2, long A2_shape0, long A2_shape1, long A2_stride1, global double* B2, long B2_shape0, long B2_shape1, long B2_stride1, global double* C2, long C2_shape0, long C2_shape1, long C2_stride1) {
    local uchar stack[16384] __attribute__((aligned(64)));
    for (long i0 = 0; i0 < C1_shape0; i0 += 64) {
        for (long j0 = 0; j0 < C1_shape1; j0 += 32) {
            long i = i0 + (long)get_local_id(0);
            long ia = min(i, C1_shape0 - 1);
            long j = j0 + (long)get_local_id(1);
            long jb = min(j, C1_shape1 - 1);
            long j_1 = j0 + (long)get_local_id(1) + 8;
            long jb_1 = min(j_1, C1_shape1 - 1);
            long j_2 = j0 + (long)get_local_id(1) + 16;
            long jb_2 = min(j_2, C1_shape1 - 1);
            long j_3 = j0 + (long)get_local_id(1) + 24;
            long jb_3 = min(j_3, C1_shape1 - 1);
            double c00 = 0.0;
            double c01 = 0.0;
            double c02 = 0.0;
            double c03 = 0.0;
            for (long k = 0; k < A1_shape1; ++k) {
                double a0 = A1[ia + k * A1_stride1];
                double b0 = B1[k * B1_stride0 + jb * B1_stride1];
                double b1 = B1[k * B1_stride0 + jb_1 * B1_stride1];
                double b2 = B1[k * B1_stride0 + jb_2 * B1_stride1];
                double b3 = B1[k * B1_stride0 + jb_3 * B1_stride1];
                c00 += a0 * b0;
                c01 += a0 * b1;
                c02 += a0 * b2;
                c03 += a0 * b3;
            }
            if (i < C1_shape0) {
                if (j < C1_shape1) {
                    C1[i + j * C1_stride1] = c00 + 0.5 * C1[i + j * C1_stride1];
                }
                if (j_1 < C1_shape1) {
                    C1[i + j_1 * C1_stride1] = c01 + 0.5 * C1[i + j_1 * C1_stride1];
                }
                if (j_2 < C1_shape1) {
                    C1[i + j_2 * C1_stride1] = c02 + 0.5 * C1[i + j_2 * C1_stride1];
                }
                if (j_3 < C1_shape1) {
                    C1[i + j_3 * C1_stride1] = c03 + 0.5 * C1[i + j_3 * C1_stride1];
                }
            }
        }
    }
    for (long i0_1 = 0; i0_1 < C2_shape0; i0_1 += 64) {
        for (long j0_1 = 0; j0_1 < C2_shape1; j0_1 += 32) {
            long i_1 = i0_1 + (long)get_local_id(0);
            long ia_1 = (long)get_local_id(0);
            long j_4 = j0_1 + (long)get_local_id(1);
            long jb_4 = min(j_4, C2_shape1 - 1);
            long j_5 = j0_1 + (long)get_local_id(1) + 8;
            long jb_5 = min(j_5, C2_shape1 - 1);
            long j_6 = j0_1 + (long)get_local_id(1) + 16;
            long jb_6 = min(j_6, C2_shape1 - 1);
            long j_7 = j0_1 + (long)get_local_id(1) + 24;
            long jb_7 = min(j_7, C2_shape1 - 1);
            double c00_1 = 0.0;
            double c01_1 = 0.0;
            double c02_1 = 0.0;
            double c03_1 = 0.0;
            for (long k0 = 0; k0 < A2_shape0; k0 += 32) {
                barrier(CLK_LOCAL_MEM_FENCE);
                #pragma unroll
                for (long t = 0; t < 4; ++t) {
                    long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 512;
                    long pl = idx % 32;
                    long il = idx / 32;
                    ((local double*)stack)[il + pl * 64] = A2[min(k0 + pl, A2_shape0 - 1) + min(i0_1 + il, C2_shape0 - 1) * A2_stride1];
                }
                barrier(CLK_LOCAL_MEM_FENCE);
                long kn = min(32L, A2_shape0 - k0);
                for (long k_1 = 0; k_1 < kn; ++k_1) {
                    long kg = k0 + k_1;
                    double a0_1 = ((local double*)stack)[ia_1 + k_1 * 64];
                    double b0_1 = B2[kg + jb_4 * B2_stride1];
                    double b1_1 = B2[kg + jb_5 * B2_stride1];
                    double b2_1 = B2[kg + jb_6 * B2_stride1];
                    double b3_1 = B2[kg + jb_7 * B2_stride1];
                    c00_1 += a0_1 * b0_1;
                    c01_1 += a0_1 * b1_1;
                    c02_1 += a0_1 * b2_1;
                    c03_1 += a0_1 * b3_1;
                }
            }
            if (i_1 < C2_shape0) {
                if (j_4 < C2_shape1) {
                    C2[i_1 + j_4 * C2_stride1] = c00_1;
                }
                if (j_5 < C2_shape1) {
                    C2[i_1 + j_5 * C2_stride1] = c01_1;
                }
                if (j_6 < C2_shape1) {
                    C2[i_1 + j_6 * C2_stride1] = c02_1;
                }
                if (j_7 < C2_shape1) {
                    C2[i_1 + j_7 * C2_stride1] = c03_1;
                }
            }
        }
    }
}
