kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void int_ops(global int* a, long a_shape0, global int* b, long b_shape0, global int* R, long R_shape1, global long* L, long L_shape0) {
    long n = a_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        int x = a[i];
        int y = b[i];
        int s = y & 7;
        int r0 = (int)((uint)x + (uint)y);
        int r1 = (int)((uint)x - (uint)y);
        int r2 = (int)((uint)x * (uint)y);
        int r3 = x / y;
        int r4 = x % (y + (int)(y == -1) * 2);
        int r5 = x << s;
        int r6 = x >> s;
        int r7 = x & y;
        int r8 = x | y;
        int r9 = x ^ y;
        int r10 = (int)(-(uint)x);
        int r11 = ~x;
        char lo = (char)x;
        int r12 = (int)lo;
        R[i * 13] = r0;
        R[1 + i * 13] = r1;
        R[2 + i * 13] = r2;
        R[3 + i * 13] = r3;
        R[4 + i * 13] = r4;
        R[5 + i * 13] = r5;
        R[6 + i * 13] = r6;
        R[7 + i * 13] = r7;
        R[8 + i * 13] = r8;
        R[9 + i * 13] = r9;
        R[10 + i * 13] = r10;
        R[11 + i * 13] = r11;
        R[12 + i * 13] = r12;
        long x64 = (long)x;
        long y64 = (long)y;
        long p64 = (long)((ulong)x64 * (ulong)y64);
        L[i] = p64;
    }
}
