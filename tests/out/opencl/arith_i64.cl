kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_i64(global long* a, long a_shape0, global long* b, long b_shape0, global long* R, long R_shape1) {
    long n = a_shape0;
    long min_ = (long)((ulong)-9223372036854775807L - (ulong)1);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        long x = a[i];
        long y = b[i];
        long r0 = (long)((ulong)x + (ulong)y);
        R[i * 26] = r0;
        long r1 = (long)((ulong)x - (ulong)y);
        R[1 + i * 26] = r1;
        long r2 = (long)((ulong)x * (ulong)y);
        R[2 + i * 26] = r2;
        long r3 = x / y;
        R[3 + i * 26] = r3;
        long r4 = x % (y + (long)(y == -1) * 2);
        R[4 + i * 26] = r4;
        long r5 = x << y;
        R[5 + i * 26] = r5;
        long r6 = x >> y;
        R[6 + i * 26] = r6;
        long r7 = x & y;
        R[7 + i * 26] = r7;
        long r8 = x | y;
        R[8 + i * 26] = r8;
        long r9 = x ^ y;
        R[9 + i * 26] = r9;
        long r10 = (long)(-(ulong)x);
        R[10 + i * 26] = r10;
        long r11 = ~x;
        R[11 + i * 26] = r11;
        long r12 = (long)((ulong)x + (ulong)9223372036854775800L);
        R[12 + i * 26] = r12;
        long r13 = (long)((ulong)x - (ulong)9223372036854775800L);
        R[13 + i * 26] = r13;
        long r14 = (long)((ulong)x * (ulong)9223372036854775807L);
        R[14 + i * 26] = r14;
        long r15 = x << 63;
        R[15 + i * 26] = r15;
        long r16 = x << 40;
        R[16 + i * 26] = r16;
        long r17 = x >> 100;
        R[17 + i * 26] = r17;
        long r18 = x >> 65;
        R[18 + i * 26] = r18;
        long r19 = x / -7;
        R[19 + i * 26] = r19;
        long r20 = x % -7;
        R[20 + i * 26] = r20;
        long r21 = -7 % (y + (long)(y == -1) * 2);
        R[21 + i * 26] = r21;
        long r22 = (long)(-(ulong)min_);
        R[22 + i * 26] = r22;
        long r23 = (long)((ulong)min_ * (ulong)-1);
        R[23 + i * 26] = r23;
        long r24 = (long)((ulong)min_ - (ulong)y);
        R[24 + i * 26] = r24;
        long r25 = min_ >> y;
        R[25 + i * 26] = r25;
    }
}
