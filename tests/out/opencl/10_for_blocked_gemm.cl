kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void blocked(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 512;
    global float* b = B + g * 256;
    global float* c = C + g * 128;
    global float* a0 = a;
    global float* b0 = b;
    long i = (long)get_local_id(0);
    long ia = min(i, 15L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    long j_2 = (long)get_local_id(1) + 4;
    long j_3 = (long)get_local_id(1) + 6;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 8; ++k) {
        float a0_1 = a0[ia + k * 16];
        float b0_1 = b0[k + j * 32];
        float b1 = b0[k + j_1 * 32];
        float b2 = b0[k + j_2 * 32];
        float b3 = b0[k + j_3 * 32];
        c00 += a0_1 * b0_1;
        c01 += a0_1 * b1;
        c02 += a0_1 * b2;
        c03 += a0_1 * b3;
    }
    if (i < 16) {
        c[i + j * 16] = c00;
        c[i + j_1 * 16] = c01;
        c[i + j_2 * 16] = c02;
        c[i + j_3 * 16] = c03;
    }
    for (long k_1 = 8; k_1 < 32; k_1 += 8) {
        global float* ak = a + k_1 * 16;
        global float* bk = b + k_1;
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i_1 = (long)get_local_id(0);
        long ia_1 = min(i_1, 15L);
        long j_4 = (long)get_local_id(1);
        long j_5 = (long)get_local_id(1) + 2;
        long j_6 = (long)get_local_id(1) + 4;
        long j_7 = (long)get_local_id(1) + 6;
        float c00_1 = 0.0f;
        float c01_1 = 0.0f;
        float c02_1 = 0.0f;
        float c03_1 = 0.0f;
        #pragma unroll
        for (long k_2 = 0; k_2 < 8; ++k_2) {
            float a0_2 = ak[ia_1 + k_2 * 16];
            float b0_2 = bk[k_2 + j_4 * 32];
            float b1_1 = bk[k_2 + j_5 * 32];
            float b2_1 = bk[k_2 + j_6 * 32];
            float b3_1 = bk[k_2 + j_7 * 32];
            c00_1 += a0_2 * b0_2;
            c01_1 += a0_2 * b1_1;
            c02_1 += a0_2 * b2_1;
            c03_1 += a0_2 * b3_1;
        }
        if (i_1 < 16) {
            c[i_1 + j_4 * 16] = c[i_1 + j_4 * 16] + c00_1;
            c[i_1 + j_5 * 16] = c[i_1 + j_5 * 16] + c01_1;
            c[i_1 + j_6 * 16] = c[i_1 + j_6 * 16] + c02_1;
            c[i_1 + j_7 * 16] = c[i_1 + j_7 * 16] + c03_1;
        }
    }
}
