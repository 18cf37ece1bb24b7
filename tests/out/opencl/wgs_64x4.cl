kernel __attribute__((reqd_work_group_size(64, 4, 1)))
void wgs_64x4(global float* A, global float* B, global float* C, global float* A2, global float* T, global float* G, global float* x, global float* y, global float* x2, global float* s, global float* u, global float* v, global float* P, global int* F) {
    #pragma unroll
    for (long j0 = 0; j0 < 45; j0 += 32) {
        long i = (long)get_local_id(0);
        long ia = min(i, 69L);
        long i_1 = (long)get_local_id(0) + 64;
        long ia_1 = min(i_1, 69L);
        long j = j0 + (long)get_local_id(1);
        long jb = min(j, 44L);
        long j_1 = j0 + (long)get_local_id(1) + 4;
        long jb_1 = min(j_1, 44L);
        long j_2 = j0 + (long)get_local_id(1) + 8;
        long jb_2 = min(j_2, 44L);
        long j_3 = j0 + (long)get_local_id(1) + 12;
        long jb_3 = min(j_3, 44L);
        long j_4 = j0 + (long)get_local_id(1) + 16;
        long jb_4 = min(j_4, 44L);
        long j_5 = j0 + (long)get_local_id(1) + 20;
        long jb_5 = min(j_5, 44L);
        long j_6 = j0 + (long)get_local_id(1) + 24;
        long jb_6 = min(j_6, 44L);
        long j_7 = j0 + (long)get_local_id(1) + 28;
        long jb_7 = min(j_7, 44L);
        float c00 = 0.0f;
        float c01 = 0.0f;
        float c02 = 0.0f;
        float c03 = 0.0f;
        float c04 = 0.0f;
        float c05 = 0.0f;
        float c06 = 0.0f;
        float c07 = 0.0f;
        float c10 = 0.0f;
        float c11 = 0.0f;
        float c12 = 0.0f;
        float c13 = 0.0f;
        float c14 = 0.0f;
        float c15 = 0.0f;
        float c16 = 0.0f;
        float c17 = 0.0f;
        #pragma unroll
        for (long k = 0; k < 5; ++k) {
            float a0 = A[ia + k * 70];
            float a1 = A[ia_1 + k * 70];
            float b0 = B[k + jb * 5];
            float b1 = B[k + jb_1 * 5];
            float b2 = B[k + jb_2 * 5];
            float b3 = B[k + jb_3 * 5];
            float b4 = B[k + jb_4 * 5];
            float b5 = B[k + jb_5 * 5];
            float b6 = B[k + jb_6 * 5];
            float b7 = B[k + jb_7 * 5];
            c00 += a0 * b0;
            c01 += a0 * b1;
            c02 += a0 * b2;
            c03 += a0 * b3;
            c04 += a0 * b4;
            c05 += a0 * b5;
            c06 += a0 * b6;
            c07 += a0 * b7;
            c10 += a1 * b0;
            c11 += a1 * b1;
            c12 += a1 * b2;
            c13 += a1 * b3;
            c14 += a1 * b4;
            c15 += a1 * b5;
            c16 += a1 * b6;
            c17 += a1 * b7;
        }
        if (i < 70) {
            if (j < 45) {
                C[i + j * 70] = c00;
            }
            if (j_1 < 45) {
                C[i + j_1 * 70] = c01;
            }
            if (j_2 < 45) {
                C[i + j_2 * 70] = c02;
            }
            if (j_3 < 45) {
                C[i + j_3 * 70] = c03;
            }
            if (j_4 < 45) {
                C[i + j_4 * 70] = c04;
            }
            if (j_5 < 45) {
                C[i + j_5 * 70] = c05;
            }
            if (j_6 < 45) {
                C[i + j_6 * 70] = c06;
            }
            if (j_7 < 45) {
                C[i + j_7 * 70] = c07;
            }
        }
        if (i_1 < 70) {
            if (j < 45) {
                C[i_1 + j * 70] = c10;
            }
            if (j_1 < 45) {
                C[i_1 + j_1 * 70] = c11;
            }
            if (j_2 < 45) {
                C[i_1 + j_2 * 70] = c12;
            }
            if (j_3 < 45) {
                C[i_1 + j_3 * 70] = c13;
            }
            if (j_4 < 45) {
                C[i_1 + j_4 * 70] = c14;
            }
            if (j_5 < 45) {
                C[i_1 + j_5 * 70] = c15;
            }
            if (j_6 < 45) {
                C[i_1 + j_6 * 70] = c16;
            }
            if (j_7 < 45) {
                C[i_1 + j_7 * 70] = c17;
            }
        }
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 67; i_2 += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb_8 = (long)get_local_id(1) + c * 12;
            float v_1;
            if (jb_8 < 9) {
                v_1 = A2[jb_8 + i_2 * 9];
            }
            long j_8 = jb_8 + 4;
            float v_2;
            if (j_8 < 9) {
                v_2 = A2[j_8 + i_2 * 9];
            }
            long j_9 = jb_8 + 8;
            float v_3;
            if (j_9 < 9) {
                v_3 = A2[j_9 + i_2 * 9];
            }
            if (jb_8 < 9) {
                T[i_2 + jb_8 * 67] = 2.0f * v_1;
            }
            if (j_8 < 9) {
                T[i_2 + j_8 * 67] = 2.0f * v_2;
            }
            if (j_9 < 9) {
                T[i_2 + j_9 * 67] = 2.0f * v_3;
            }
        }
    }
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < 300; i_3 += 256) {
        float acc = 0.0f;
        for (long k_1 = 0; k_1 < 3; ++k_1) {
            acc += G[i_3 + k_1 * 300] * x[k_1];
        }
        y[i_3] = acc;
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        float acc_1 = 0.0f;
        for (long k_2 = 0; k_2 < 300; ++k_2) {
            acc_1 += x2[k_2];
        }
        s[0] = acc_1;
    }
    for (long i_4 = (long)get_local_id(0); i_4 < 70; i_4 += 64) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_9 = (long)get_local_id(1) + c_1 * 8;
            float v_4;
            if (jb_9 < 5) {
                v_4 = u[i_4] * v[jb_9];
            }
            long j_10 = jb_9 + 4;
            float v_5;
            if (j_10 < 5) {
                v_5 = u[i_4] * v[j_10];
            }
            if (jb_9 < 5) {
                P[i_4 + jb_9 * 70] = v_4;
            }
            if (j_10 < 5) {
                P[i_4 + j_10 * 70] = v_5;
            }
        }
    }
    // foreach %i: iterations spread over the work-group
    for (long i_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_5 < 300; i_5 += 256) {
        int i32 = (int)i_5;
        int t = (int)((uint)i32 * (uint)2);
        int t1 = (int)((uint)t + (uint)1);
        F[i_5] = t1;
    }
}
