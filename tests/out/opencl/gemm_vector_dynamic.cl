#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void gemm_vector_dynamic(global float* A, long A_shape0, long A_shape1, long A_stride1, global float* B, long B_shape0, long B_shape1, long B_stride1, global float* C, long C_shape0, long C_shape1, long C_stride1, global double* D, long D_shape0, long D_shape1, long D_stride1, global double* E, long E_shape0, long E_shape1, long E_stride1, global double* F, long F_shape0, long F_shape1, long F_stride1, global float* G, long G_shape1, global float* H, long H_shape0, long H_shape1, long H_stride1, global float* I, long I_shape1, global double* J, long J_shape0, long J_shape1, long J_stride1, global double* K, long K_shape0, long K_stride1, global double* L, long L_shape0, long L_stride1, global float2* P, long P_shape0, long P_shape1, long P_stride1, global float2* Q, long Q_shape0, long Q_shape1, long Q_stride1, global float2* R, long R_shape0, long R_shape1, long R_stride1) {
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
            for (long k = 0; k < A_shape1; ++k) {
                float a0 = A[ia + k * A_stride1];
                float b0 = B[k + jb * B_stride1];
                float b1 = B[k + jb_1 * B_stride1];
                float b2 = B[k + jb_2 * B_stride1];
                float b3 = B[k + jb_3 * B_stride1];
                c00 += a0 * b0;
                c01 += a0 * b1;
                c02 += a0 * b2;
                c03 += a0 * b3;
            }
            if (i < C_shape0) {
                if (j < C_shape1) {
                    C[i + j * C_stride1] = c00;
                }
                if (j_1 < C_shape1) {
                    C[i + j_1 * C_stride1] = c01;
                }
                if (j_2 < C_shape1) {
                    C[i + j_2 * C_stride1] = c02;
                }
                if (j_3 < C_shape1) {
                    C[i + j_3 * C_stride1] = c03;
                }
            }
        }
    }
    for (long i0_1 = 0; i0_1 < F_shape0; i0_1 += 64) {
        for (long j0_1 = 0; j0_1 < F_shape1; j0_1 += 32) {
            long i_1 = i0_1 + (long)get_local_id(0);
            long ia_1 = min(i_1, F_shape0 - 1);
            long j_4 = j0_1 + (long)get_local_id(1);
            long jb_4 = min(j_4, F_shape1 - 1);
            long j_5 = j0_1 + (long)get_local_id(1) + 8;
            long jb_5 = min(j_5, F_shape1 - 1);
            long j_6 = j0_1 + (long)get_local_id(1) + 16;
            long jb_6 = min(j_6, F_shape1 - 1);
            long j_7 = j0_1 + (long)get_local_id(1) + 24;
            long jb_7 = min(j_7, F_shape1 - 1);
            double c00_1 = 0.0;
            double c01_1 = 0.0;
            double c02_1 = 0.0;
            double c03_1 = 0.0;
            for (long k_1 = 0; k_1 < D_shape1; ++k_1) {
                double a0_1 = D[ia_1 + k_1 * D_stride1];
                double b0_1 = E[k_1 + jb_4 * E_stride1];
                double b1_1 = E[k_1 + jb_5 * E_stride1];
                double b2_1 = E[k_1 + jb_6 * E_stride1];
                double b3_1 = E[k_1 + jb_7 * E_stride1];
                c00_1 += a0_1 * b0_1;
                c01_1 += a0_1 * b1_1;
                c02_1 += a0_1 * b2_1;
                c03_1 += a0_1 * b3_1;
            }
            if (i_1 < F_shape0) {
                if (j_4 < F_shape1) {
                    F[i_1 + j_4 * F_stride1] = c00_1 + 0.5 * F[i_1 + j_4 * F_stride1];
                }
                if (j_5 < F_shape1) {
                    F[i_1 + j_5 * F_stride1] = c01_1 + 0.5 * F[i_1 + j_5 * F_stride1];
                }
                if (j_6 < F_shape1) {
                    F[i_1 + j_6 * F_stride1] = c02_1 + 0.5 * F[i_1 + j_6 * F_stride1];
                }
                if (j_7 < F_shape1) {
                    F[i_1 + j_7 * F_stride1] = c03_1 + 0.5 * F[i_1 + j_7 * F_stride1];
                }
            }
        }
    }
    for (long j0_2 = 0; j0_2 < I_shape1; j0_2 += 32) {
        long i_2 = (long)get_local_id(0);
        long ia_2 = min(i_2, 8L);
        long j_8 = j0_2 + (long)get_local_id(1);
        long jb_8 = min(j_8, I_shape1 - 1);
        long j_9 = j0_2 + (long)get_local_id(1) + 8;
        long jb_9 = min(j_9, I_shape1 - 1);
        long j_10 = j0_2 + (long)get_local_id(1) + 16;
        long jb_10 = min(j_10, I_shape1 - 1);
        long j_11 = j0_2 + (long)get_local_id(1) + 24;
        long jb_11 = min(j_11, I_shape1 - 1);
        float c00_2 = 0.0f;
        float c01_2 = 0.0f;
        float c02_2 = 0.0f;
        float c03_2 = 0.0f;
        for (long k_2 = 0; k_2 < G_shape1; ++k_2) {
            float a0_2 = G[ia_2 + k_2 * 9];
            float b0_2 = H[k_2 + jb_8 * H_stride1];
            float b1_2 = H[k_2 + jb_9 * H_stride1];
            float b2_2 = H[k_2 + jb_10 * H_stride1];
            float b3_2 = H[k_2 + jb_11 * H_stride1];
            c00_2 += a0_2 * b0_2;
            c01_2 += a0_2 * b1_2;
            c02_2 += a0_2 * b2_2;
            c03_2 += a0_2 * b3_2;
        }
        if (i_2 < 9) {
            if (j_8 < I_shape1) {
                I[i_2 + j_8 * 9] = c00_2;
            }
            if (j_9 < I_shape1) {
                I[i_2 + j_9 * 9] = c01_2;
            }
            if (j_10 < I_shape1) {
                I[i_2 + j_10 * 9] = c02_2;
            }
            if (j_11 < I_shape1) {
                I[i_2 + j_11 * 9] = c03_2;
            }
        }
    }
    for (long i0_2 = 0; i0_2 < L_shape0; i0_2 += 64) {
        long i_3 = i0_2 + (long)get_local_id(0);
        long ia_3 = min(i_3, L_shape0 - 1);
        long j_12 = (long)get_local_id(1);
        long jb_12 = min(j_12, 3L);
        double c00_3 = 0.0;
        for (long k_3 = 0; k_3 < J_shape1; ++k_3) {
            double a0_3 = J[ia_3 + k_3 * J_stride1];
            double b0_3 = K[k_3 + jb_12 * K_stride1];
            c00_3 += a0_3 * b0_3;
        }
        if (i_3 < L_shape0) {
            if (j_12 < 4) {
                L[i_3 + j_12 * L_stride1] = L[i_3 + j_12 * L_stride1] + c00_3;
            }
        }
    }
    for (long i0_3 = 0; i0_3 < R_shape0; i0_3 += 64) {
        for (long j0_3 = 0; j0_3 < R_shape1; j0_3 += 32) {
            long i_4 = i0_3 + (long)get_local_id(0);
            long ia_4 = min(i_4, R_shape0 - 1);
            long j_13 = j0_3 + (long)get_local_id(1);
            long jb_13 = min(j_13, R_shape1 - 1);
            long j_14 = j0_3 + (long)get_local_id(1) + 8;
            long jb_14 = min(j_14, R_shape1 - 1);
            long j_15 = j0_3 + (long)get_local_id(1) + 16;
            long jb_15 = min(j_15, R_shape1 - 1);
            long j_16 = j0_3 + (long)get_local_id(1) + 24;
            long jb_16 = min(j_16, R_shape1 - 1);
            float2 c00_4 = (float2)(0.0f, 0.0f);
            float2 c01_3 = (float2)(0.0f, 0.0f);
            float2 c02_3 = (float2)(0.0f, 0.0f);
            float2 c03_3 = (float2)(0.0f, 0.0f);
            for (long k_4 = 0; k_4 < P_shape1; ++k_4) {
                float2 a0_4 = P[ia_4 + k_4 * P_stride1];
                float2 b0_4 = Q[k_4 + jb_13 * Q_stride1];
                float2 b1_3 = Q[k_4 + jb_14 * Q_stride1];
                float2 b2_3 = Q[k_4 + jb_15 * Q_stride1];
                float2 b3_3 = Q[k_4 + jb_16 * Q_stride1];
                c00_4 += tinyc_cmul_f(a0_4, b0_4);
                c01_3 += tinyc_cmul_f(a0_4, b1_3);
                c02_3 += tinyc_cmul_f(a0_4, b2_3);
                c03_3 += tinyc_cmul_f(a0_4, b3_3);
            }
            if (i_4 < R_shape0) {
                if (j_13 < R_shape1) {
                    R[i_4 + j_13 * R_stride1] = R[i_4 + j_13 * R_stride1] + tinyc_cmul_f((float2)(2.0f, 0.0f), c00_4);
                }
                if (j_14 < R_shape1) {
                    R[i_4 + j_14 * R_stride1] = R[i_4 + j_14 * R_stride1] + tinyc_cmul_f((float2)(2.0f, 0.0f), c01_3);
                }
                if (j_15 < R_shape1) {
                    R[i_4 + j_15 * R_stride1] = R[i_4 + j_15 * R_stride1] + tinyc_cmul_f((float2)(2.0f, 0.0f), c02_3);
                }
                if (j_16 < R_shape1) {
                    R[i_4 + j_16 * R_stride1] = R[i_4 + j_16 * R_stride1] + tinyc_cmul_f((float2)(2.0f, 0.0f), c03_3);
                }
            }
        }
    }
}
