kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_i16(global short* a, long a_shape0, global short* b, long b_shape0, global short* R, long R_shape1) {
    long n = a_shape0;
    short min_ = (short)(-32767 - 1);
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        short x = a[i];
        short y = b[i];
        short r0 = (short)(x + y);
        R[i * 26] = r0;
        short r1 = (short)(x - y);
        R[1 + i * 26] = r1;
        short r2 = (short)(x * y);
        R[2 + i * 26] = r2;
        short r3 = x / y;
        R[3 + i * 26] = r3;
        short r4 = x % (y + (short)(y == -1) * 2);
        R[4 + i * 26] = r4;
        short r5 = (short)(x << y);
        R[5 + i * 26] = r5;
        short r6 = x >> y;
        R[6 + i * 26] = r6;
        short r7 = x & y;
        R[7 + i * 26] = r7;
        short r8 = x | y;
        R[8 + i * 26] = r8;
        short r9 = x ^ y;
        R[9 + i * 26] = r9;
        short r10 = (short)-x;
        R[10 + i * 26] = r10;
        short r11 = ~x;
        R[11 + i * 26] = r11;
        short r12 = (short)(x + 32750);
        R[12 + i * 26] = r12;
        short r13 = (short)(x - 32750);
        R[13 + i * 26] = r13;
        short r14 = (short)(x * 1000);
        R[14 + i * 26] = r14;
        short r15 = (short)(x << 15);
        R[15 + i * 26] = r15;
        short r16 = (short)(x << 17);
        R[16 + i * 26] = r16;
        short r17 = x >> 35;
        R[17 + i * 26] = r17;
        short r18 = x >> 100;
        R[18 + i * 26] = r18;
        short r19 = x / -7;
        R[19 + i * 26] = r19;
        short r20 = x % -7;
        R[20 + i * 26] = r20;
        short r21 = -7 % (y + (short)(y == -1) * 2);
        R[21 + i * 26] = r21;
        short r22 = (short)-min_;
        R[22 + i * 26] = r22;
        short r23 = (short)(min_ * -1);
        R[23 + i * 26] = r23;
        short r24 = (short)(min_ - y);
        R[24 + i * 26] = r24;
        short r25 = min_ >> y;
        R[25 + i * 26] = r25;
    }
}
