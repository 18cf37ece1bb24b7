#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 5, 1)))
void barriers_local(global float* X, long X_shape2, global float* B, global float* C, long C_shape2, global float* D, long D_shape2, global float* E, long E_shape2, global float* s, long s_shape0) {
    local uchar stack[960] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* x = X + g * 240;
    global float* c = C + g * 120;
    global float* d = D + g * 120;
    global float* e = E + g * 120;
    global float* sg = s + g;
    local float* L = (local float*)stack;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 240; i += 160) {
        long row = i % 20;
        long col = i / 20;
        float v = x[col + row * 12];
        L[row + col * 20] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia = min(i_1, 19L);
    long j = (long)get_local_id(1);
    long jb = min(j, 5L);
    long j_1 = (long)get_local_id(1) + 5;
    long jb_1 = min(j_1, 5L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 12; ++k) {
        float a0 = L[ia + k * 20];
        float b0 = B[k + jb * 12];
        float b1 = B[k + jb_1 * 12];
        c00 += a0 * b0;
        c01 += a0 * b1;
    }
    if (i_1 < 20) {
        if (j < 6) {
            c[i_1 + j * 20] = c00;
        }
        if (j_1 < 6) {
            c[i_1 + j_1 * 20] = c01;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    // foreach %j: iterations spread over the work-group
    for (long j_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1); j_2 < 240; j_2 += 160) {
        long row2 = j_2 / 12;
        long col2 = j_2 % 12;
        float w = L[row2 + col2 * 20];
        float w3 = w * 3.0f;
        L[row2 + col2 * 20] = w3;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_1 = min(i_2, 19L);
    long j_3 = (long)get_local_id(1);
    long jb_2 = min(j_3, 5L);
    long j_4 = (long)get_local_id(1) + 5;
    long jb_3 = min(j_4, 5L);
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 12; ++k_1) {
        float a0_1 = L[ia_1 + k_1 * 20];
        float b0_1 = B[k_1 + jb_2 * 12];
        float b1_1 = B[k_1 + jb_3 * 12];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
    }
    if (i_2 < 20) {
        if (j_3 < 6) {
            d[i_2 + j_3 * 20] = c00_1;
        }
        if (j_4 < 6) {
            d[i_2 + j_4 * 20] = c01_1;
        }
    }
    local double* M = (local double*)stack;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 20; i_3 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_4 = (long)get_local_id(1) + c_1 * 10;
            float v_1;
            if (jb_4 < 6) {
                v_1 = d[i_3 + jb_4 * 20];
            }
            long j_5 = jb_4 + 5;
            float v_2;
            if (j_5 < 6) {
                v_2 = d[i_3 + j_5 * 20];
            }
            if (jb_4 < 6) {
                M[i_3 + jb_4 * 20] = (double)v_1;
            }
            if (j_5 < 6) {
                M[i_3 + j_5 * 20] = (double)v_2;
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_5 = (long)get_local_id(1) + c_2 * 20;
            double v_3 = M[jb_5 + i_4 * 20];
            long j_6 = jb_5 + 5;
            double v_4 = M[j_6 + i_4 * 20];
            long j_7 = jb_5 + 10;
            double v_5 = M[j_7 + i_4 * 20];
            long j_8 = jb_5 + 15;
            double v_6 = M[j_8 + i_4 * 20];
            e[i_4 + jb_5 * 6] = (float)v_3;
            e[i_4 + j_6 * 6] = (float)v_4;
            e[i_4 + j_7 * 6] = (float)v_5;
            e[i_4 + j_8 * 6] = (float)v_6;
        }
    }
    global float* e0 = e;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if ((long)get_local_id(0) + 32 * (long)get_local_id(1) == 0) {
        float acc = 0.0f;
        for (long k_2 = 0; k_2 < 20; ++k_2) {
            acc += e0[k_2 * 6];
        }
        sg[0] = acc;
    }
}
