kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_i32(global int* a, long a_shape0, global int* b, long b_shape0, global int* R, long R_shape1) {
    long n = a_shape0;
    int min_ = (int)((uint)-2147483647 - (uint)1);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        int x = a[i];
        int y = b[i];
        int r0 = (int)((uint)x + (uint)y);
        R[i * 26] = r0;
        int r1 = (int)((uint)x - (uint)y);
        R[1 + i * 26] = r1;
        int r2 = (int)((uint)x * (uint)y);
        R[2 + i * 26] = r2;
        int r3 = x / y;
        R[3 + i * 26] = r3;
        int r4 = x % (y + (int)(y == -1) * 2);
        R[4 + i * 26] = r4;
        int r5 = x << y;
        R[5 + i * 26] = r5;
        int r6 = x >> y;
        R[6 + i * 26] = r6;
        int r7 = x & y;
        R[7 + i * 26] = r7;
        int r8 = x | y;
        R[8 + i * 26] = r8;
        int r9 = x ^ y;
        R[9 + i * 26] = r9;
        int r10 = (int)(-(uint)x);
        R[10 + i * 26] = r10;
        int r11 = ~x;
        R[11 + i * 26] = r11;
        int r12 = (int)((uint)x + (uint)2147483600);
        R[12 + i * 26] = r12;
        int r13 = (int)((uint)x - (uint)2147483600);
        R[13 + i * 26] = r13;
        int r14 = (int)((uint)x * (uint)123456789);
        R[14 + i * 26] = r14;
        int r15 = x << 31;
        R[15 + i * 26] = r15;
        int r16 = x << 33;
        R[16 + i * 26] = r16;
        int r17 = x >> 63;
        R[17 + i * 26] = r17;
        int r18 = x >> 100;
        R[18 + i * 26] = r18;
        int r19 = x / -7;
        R[19 + i * 26] = r19;
        int r20 = x % -7;
        R[20 + i * 26] = r20;
        int r21 = -7 % (y + (int)(y == -1) * 2);
        R[21 + i * 26] = r21;
        int r22 = (int)(-(uint)min_);
        R[22 + i * 26] = r22;
        int r23 = (int)((uint)min_ * (uint)-1);
        R[23 + i * 26] = r23;
        int r24 = (int)((uint)min_ - (uint)y);
        R[24 + i * 26] = r24;
        int r25 = min_ >> y;
        R[25 + i * 26] = r25;
    }
}
