kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void rem_min(char a8, char b8, char c8, short a16, short b16, short c16, global int* R, global float* A, global float* C) {
    char r0 = a8 % (b8 + (char)(b8 == -1) * 2);
    short r1 = a16 % (b16 + (short)(b16 == -1) * 2);
    char r2 = a8 % (c8 + (char)(c8 == -1) * 2);
    short r3 = a16 % (c16 + (short)(c16 == -1) * 2);
    char r4 = c8 % (b8 + (char)(b8 == -1) * 2);
    short r5 = b16 % (c16 + (short)(c16 == -1) * 2);
    int w0 = (int)r0;
    int w1 = (int)r1;
    int w2 = (int)r2;
    int w3 = (int)r3;
    int w4 = (int)r4;
    int w5 = (int)r5;
    char e0 = -16 & 7;
    char e1 = (char)(e0 - 1);
    char e2 = -128 % (e1 + (char)(e1 == -1) * 2);
    int w6 = (int)e2;
    long g = (long)get_group_id(2);
    bool first = g == 0;
    if (first) {
        R[0] = w0;
        R[1] = w1;
        R[2] = w2;
        R[3] = w3;
        R[4] = w4;
        R[5] = w5;
        R[6] = w6;
    }
    long i = (long)get_local_id(0);
    long ia = min(i, 3L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        float a0 = A[ia + k * 4];
        float b0 = A[k];
        float b1 = A[k + 4];
        float b2 = A[k + 8];
        float b3 = A[k + 12];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i < 4) {
        C[i] = (float)e2 * c00 + (float)b8 * C[i];
        C[i + 4] = (float)e2 * c01 + (float)b8 * C[i + 4];
        C[i + 8] = (float)e2 * c02 + (float)b8 * C[i + 8];
        C[i + 12] = (float)e2 * c03 + (float)b8 * C[i + 12];
    }
}
