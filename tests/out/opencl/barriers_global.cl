kernel __attribute__((reqd_work_group_size(32, 6, 1)))
void barriers_global(global float* X, long X_shape2, global float* T, long T_shape2, global float* B, global float* C, long C_shape2, global float* U, long U_shape2, global float* z, global float* y, long y_shape1, global float* r, long r_shape1, global float* S, global float* P0, long P0_shape2, global float* P1, long P1_shape2) {
    long g = (long)get_group_id(2);
    global float* x = X + g * 384;
    global float* t = T + g * 384;
    global float* c = C + g * 192;
    global float* u = U + g * 384;
    global float* yg = y + g * 16;
    global float* rg = r + g * 24;
    global float* p0 = P0 + g * 192;
    global float* p1 = P1 + g * 192;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 384; i += 192) {
        long col = i / 24;
        long row = i % 24;
        float e = x[row + col * 24];
        float e2 = e * 2.0f;
        t[row + col * 24] = e2;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia = min(i_1, 23L);
    long j = (long)get_local_id(1);
    long jb = min(j, 7L);
    long j_1 = (long)get_local_id(1) + 6;
    long jb_1 = min(j_1, 7L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 16; ++k) {
        float a0 = t[ia + k * 24];
        float b0 = B[k + jb * 16];
        float b1 = B[k + jb_1 * 16];
        c00 += a0 * b0;
        c01 += a0 * b1;
    }
    if (i_1 < 24) {
        if (j < 8) {
            c[i_1 + j * 24] = c00;
        }
        if (j_1 < 8) {
            c[i_1 + j_1 * 24] = c01;
        }
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_2 = (long)get_local_id(1) + c_1 * 24;
            float v = x[jb_2 + i_2 * 24];
            long j_2 = jb_2 + 6;
            float v_1 = x[j_2 + i_2 * 24];
            long j_3 = jb_2 + 12;
            float v_2 = x[j_3 + i_2 * 24];
            long j_4 = jb_2 + 18;
            float v_3 = x[j_4 + i_2 * 24];
            u[i_2 + jb_2 * 16] = v;
            u[i_2 + j_2 * 16] = v_1;
            u[i_2 + j_3 * 16] = v_2;
            u[i_2 + j_4 * 16] = v_3;
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    // foreach %j: iterations spread over the work-group
    for (long j_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1); j_5 < 384; j_5 += 192) {
        long col2 = j_5 % 16;
        long row2 = j_5 / 16;
        float f = x[row2 + col2 * 24];
        float nf = -f;
        x[row2 + col2 * 24] = nf;
    }
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 16; i_3 += 192) {
        float acc = 0.0f;
        for (long k_1 = 0; k_1 < 24; ++k_1) {
            acc += u[i_3 + k_1 * 16] * z[k_1];
        }
        yg[i_3] = acc;
    }
    for (long i_4 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_4 < 24; i_4 += 192) {
        float acc_1 = 0.0f;
        for (long k_2 = 0; k_2 < 8; ++k_2) {
            acc_1 += c[i_4 + k_2 * 24];
        }
        rg[i_4] = acc_1;
    }
    for (long i_5 = (long)get_local_id(0); i_5 < 24; i_5 += 32) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_3 = (long)get_local_id(1) + c_2 * 12;
            float v_4;
            if (jb_3 < 8) {
                v_4 = c[i_5 + jb_3 * 24];
            }
            long j_6 = jb_3 + 6;
            float v_5;
            if (j_6 < 8) {
                v_5 = c[i_5 + j_6 * 24];
            }
            if (jb_3 < 8) {
                p0[i_5 + jb_3 * 24] = v_4;
            }
            if (j_6 < 8) {
                p0[i_5 + j_6 * 24] = v_5;
            }
        }
    }
    for (long k_3 = 0; k_3 < 2; ++k_3) {
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i_6 = (long)get_local_id(0);
        long ia_1 = min(i_6, 23L);
        long j_7 = (long)get_local_id(1);
        long jb_4 = min(j_7, 7L);
        long j_8 = (long)get_local_id(1) + 6;
        long jb_5 = min(j_8, 7L);
        float c00_1 = 0.0f;
        float c01_1 = 0.0f;
        #pragma unroll
        for (long k_4 = 0; k_4 < 8; ++k_4) {
            float a0_1 = p0[ia_1 + k_4 * 24];
            float b0_1 = S[k_4 + jb_4 * 8];
            float b1_1 = S[k_4 + jb_5 * 8];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
        }
        if (i_6 < 24) {
            if (j_7 < 8) {
                p1[i_6 + j_7 * 24] = c00_1;
            }
            if (j_8 < 8) {
                p1[i_6 + j_8 * 24] = c01_1;
            }
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i_7 = (long)get_local_id(0);
        long ia_2 = min(i_7, 23L);
        long j_9 = (long)get_local_id(1);
        long jb_6 = min(j_9, 7L);
        long j_10 = (long)get_local_id(1) + 6;
        long jb_7 = min(j_10, 7L);
        float c00_2 = 0.0f;
        float c01_2 = 0.0f;
        #pragma unroll
        for (long k_5 = 0; k_5 < 8; ++k_5) {
            float a0_2 = p1[ia_2 + k_5 * 24];
            float b0_2 = S[k_5 + jb_6 * 8];
            float b1_2 = S[k_5 + jb_7 * 8];
            c00_2 += a0_2 * b0_2;
            c01_2 += a0_2 * b1_2;
        }
        if (i_7 < 24) {
            if (j_9 < 8) {
                p0[i_7 + j_9 * 24] = c00_2;
            }
            if (j_10 < 8) {
                p0[i_7 + j_10 * 24] = c01_2;
            }
        }
    }
}
